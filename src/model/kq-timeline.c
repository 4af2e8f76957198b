/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-timeline.c: KqTimeline (model): the timeline of placements and removals,
 * played on a board at a speed */
#define G_LOG_DOMAIN "kq-timeline"
#include "config.h"

#include "kq-timeline.h"

#define KQ_TIMELINE_MIN_SPEED 0.1
#define KQ_TIMELINE_MAX_SPEED 1e6
/* Moves between two boards kept along the timeline: a seek applies at most
 * this many, or a board's length in moves if that is more (a copy is that
 * cheap). */
#define KQ_TIMELINE_CHECKPOINT_MOVES (1u << 16)

/* The board and the counts after the first (i + 1) * interval moves. */
typedef struct {
  KqBoard        *board;
  KqTimelineCounts  counts;
} Checkpoint;

struct _KqTimeline
{
  GObject   parent_instance;

  KqBoard  *board;
  GArray   *timeline;   /* of KqMove */
  guint     position;   /* moves of the timeline applied to board */
  gboolean  complete;
  KqTimelineCounts counts; /* of the moves up to position */

  /* So that a seek costs the same however far it goes (a trace holds
   * millions of moves): the board at the timeline's end, kept as moves
   * come, and one every interval moves on the way. */
  KqBoard  *end;
  KqTimelineCounts end_counts;
  GArray   *checkpoints;  /* of Checkpoint, every checkpoint_interval () moves */

  double    speed;      /* moves a second */
  guint     tick_id;
  gint64    last_tick;  /* monotonic µs */
  double    budget;     /* moves due but not yet made */
};

G_DEFINE_FINAL_TYPE (KqTimeline, kq_timeline, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYING,
  PROP_SPEED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
emit_changed (KqTimeline *self, int lowest_step)
{
  g_signal_emit (self, signals[CHANGED], 0, lowest_step);
}

static gboolean
board_complete (const KqBoard *board)
{
  return board->moves == (kq_problem_is_placement (board->problem) ? board->n
                                                                   : kq_board_squares (board));
}

/* Applies move to board forward, or takes it back; returns its step. */
static int
apply_move (KqBoard *board, KqTimelineCounts *counts, const KqMove *move, gboolean forward)
{
  int step = ABS (move->step);
  int sign = forward ? 1 : -1;

  /* A solution is counted when its last piece goes down, and uncounted
   * when that piece is taken back (stepping backwards through a PLACE). */
  if (move->step > 0 && !forward && board_complete (board))
    counts->solutions--;
  /* back: its opposite done */
  kq_move_apply (forward ? move : &(KqMove) { move->square, -move->step }, board);
  if (move->step > 0)
    counts->tries += sign;
  else
    counts->undos += sign;
  if (move->step > 0 && forward && board_complete (board))
    counts->solutions++;

  return step;
}

/* Moves between two kept boards: at least a board's length, so that a
 * copy costs no more than the moves it saves. */
static guint
checkpoint_interval (const KqBoard *board)
{
  guint cells = board->problem == KQ_PROBLEM_TOUR ? 2u * (guint) kq_board_squares (board)
                                                  : (guint) board->n;

  return MAX (KQ_TIMELINE_CHECKPOINT_MOVES, cells);
}

static void
clear_checkpoint (gpointer data)
{
  Checkpoint *checkpoint = data;

  kq_board_free (checkpoint->board);
}

/* Puts the board and counts kept at position there, in place of the
 * current ones. */
static void
restore (KqTimeline *self, const KqBoard *board, const KqTimelineCounts *counts, guint position,
         int *lowest_step)
{
  *lowest_step = MIN (*lowest_step, kq_board_first_difference (self->board, board));
  kq_board_assign (self->board, board);
  self->counts = *counts;
  self->position = position;
}

/* Jumps to the kept board nearest before position, or the end's board
 * after it, when that and the moves from there cost less than the moves
 * from here. */
static void
jump_near (KqTimeline *self, guint position, int *lowest_step)
{
  guint len = self->timeline->len;
  guint here = self->position > position ? self->position - position : position - self->position;
  guint interval = checkpoint_interval (self->board);
  guint k = MIN (position / interval, self->checkpoints->len);
  guint from_kept = position - k * interval;

  /* A copy costs no more than the moves it saves (checkpoint_interval). */
  if (len - position < MIN (here, from_kept))
    restore (self, self->end, &self->end_counts, len, lowest_step);
  else if (from_kept < here && k > 0)
    {
      const Checkpoint *kept = &g_array_index (self->checkpoints, Checkpoint, k - 1);

      restore (self, kept->board, &kept->counts, k * interval, lowest_step);
    }
  else if (from_kept < here)
    {
      KqTimelineCounts none = { 0 };

      *lowest_step = MIN (*lowest_step, self->board->moves > 0 ? 1 : G_MAXINT);
      kq_board_clear (self->board);
      self->counts = none;
      self->position = 0;
    }
}

static void
seek_quietly (KqTimeline *self, guint position, int *lowest_step)
{
  const KqMove *moves = (const KqMove *) self->timeline->data;

  position = MIN (position, self->timeline->len);
  jump_near (self, position, lowest_step);
  while (self->position != position)
    {
      gboolean forward = self->position < position;
      int step;

      if (forward)
        step = apply_move (self->board, &self->counts, &moves[self->position++], TRUE);
      else
        step = apply_move (self->board, &self->counts, &moves[--self->position], FALSE);
      *lowest_step = MIN (*lowest_step, step);
    }
}

/* Makes the moves due since the last tick; FALSE at the end of a
 * complete timeline, where playing stops. */
static gboolean
advance (KqTimeline *self)
{
  gint64 now = g_get_monotonic_time ();
  guint due;

  self->budget += (now - self->last_tick) * self->speed / G_USEC_PER_SEC;
  self->last_tick = now;
  due = (guint) MIN (self->budget, (double) G_MAXUINT);
  self->budget -= due;

  if (due > 0 && self->position < self->timeline->len)
    kq_timeline_seek (self, self->position + MIN (due, self->timeline->len - self->position));

  if (self->position < self->timeline->len)
    return TRUE;
  if (self->complete)
    return FALSE;
  /* Waiting for the solver: the next move shows as soon as it comes. */
  self->budget = 1.0;
  return TRUE;
}

static gboolean
tick_cb (gpointer user_data)
{
  KqTimeline *self = user_data;

  if (advance (self))
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
  return G_SOURCE_REMOVE;
}

static void
start_ticking (KqTimeline *self)
{
  /* One move a tick at slow speeds, several a frame at fast ones. */
  guint interval = (guint) CLAMP (1000.0 / self->speed, 16.0, 250.0);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  self->last_tick = g_get_monotonic_time ();
  self->tick_id = g_timeout_add (interval, tick_cb, self);
}

static void
kq_timeline_dispose (GObject *object)
{
  KqTimeline *self = KQ_TIMELINE (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);

  G_OBJECT_CLASS (kq_timeline_parent_class)->dispose (object);
}

static void
kq_timeline_finalize (GObject *object)
{
  KqTimeline *self = KQ_TIMELINE (object);

  g_clear_pointer (&self->board, kq_board_free);
  g_clear_pointer (&self->end, kq_board_free);
  g_clear_pointer (&self->timeline, g_array_unref);
  g_clear_pointer (&self->checkpoints, g_array_unref);

  G_OBJECT_CLASS (kq_timeline_parent_class)->finalize (object);
}

static void
kq_timeline_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqTimeline *self = KQ_TIMELINE (object);

  switch (prop_id)
    {
    case PROP_PLAYING:
      g_value_set_boolean (value, kq_timeline_get_playing (self));
      break;
    case PROP_SPEED:
      g_value_set_double (value, self->speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_timeline_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  KqTimeline *self = KQ_TIMELINE (object);

  switch (prop_id)
    {
    case PROP_PLAYING:
      kq_timeline_set_playing (self, g_value_get_boolean (value));
      break;
    case PROP_SPEED:
      kq_timeline_set_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_timeline_class_init (KqTimelineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_timeline_dispose;
  object_class->finalize = kq_timeline_finalize;
  object_class->get_property = kq_timeline_get_property;
  object_class->set_property = kq_timeline_set_property;

  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPEED] =
    g_param_spec_double ("speed", NULL, NULL, KQ_TIMELINE_MIN_SPEED, KQ_TIMELINE_MAX_SPEED, 4.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * KqTimeline::changed:
   * @lowest_step: the lowest step placed or removed (0 after a reset)
   *
   * The board or the timeline changed.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
kq_timeline_init (KqTimeline *self)
{
  self->timeline = g_array_new (FALSE, FALSE, sizeof (KqMove));
  self->checkpoints = g_array_new (FALSE, FALSE, sizeof (Checkpoint));
  g_array_set_clear_func (self->checkpoints, clear_checkpoint);
  self->board = kq_board_new (KQ_PROBLEM_TOUR, 8);
  self->end = kq_board_new (KQ_PROBLEM_TOUR, 8);
  self->speed = 4.0;
}

KqTimeline *
kq_timeline_new (void)
{
  return g_object_new (KQ_TYPE_TIMELINE, NULL);
}

/* Empties the timeline onto board (taken), and its copy at the end. */
static void
reset_onto (KqTimeline *self, KqBoard *board)
{
  kq_timeline_set_playing (self, FALSE);
  g_clear_pointer (&self->board, kq_board_free);
  g_clear_pointer (&self->end, kq_board_free);
  self->board = board;
  self->end = kq_board_copy (board);
  g_array_set_size (self->timeline, 0);
  g_array_set_size (self->checkpoints, 0);
  self->position = 0;
  self->counts = (KqTimelineCounts) { 0 };
  self->end_counts = (KqTimelineCounts) { 0 };
  self->complete = FALSE;
  emit_changed (self, 0);
}

void
kq_timeline_reset (KqTimeline *self, KqProblem problem, int n)
{
  g_return_if_fail (KQ_IS_TIMELINE (self));
  g_return_if_fail (n >= 1);

  reset_onto (self, kq_board_new (problem, n));
}

void
kq_timeline_reset_tour (KqTimeline *self, int rows, int cols)
{
  g_return_if_fail (KQ_IS_TIMELINE (self));
  g_return_if_fail (rows >= 1 && cols >= 1);

  reset_onto (self, kq_board_new_tour (rows, cols));
}

void
kq_timeline_append (KqTimeline *self, const KqMove *moves, guint n_moves)
{
  gboolean waiting;
  guint interval;

  g_return_if_fail (KQ_IS_TIMELINE (self));
  g_return_if_fail (moves != NULL || n_moves == 0);

  waiting = kq_timeline_get_playing (self) && self->position == self->timeline->len;
  interval = checkpoint_interval (self->end);
  g_array_append_vals (self->timeline, moves, n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      apply_move (self->end, &self->end_counts, &moves[i], TRUE);
      if ((self->timeline->len - n_moves + i + 1) % interval == 0)
        {
          Checkpoint kept = { kq_board_copy (self->end), self->end_counts };

          g_array_append_val (self->checkpoints, kept);
        }
    }
  /* Nothing on the board changed, but the timeline's length did. */
  emit_changed (self, G_MAXINT);
  if (waiting)
    advance (self);
}

void
kq_timeline_append_solution (KqTimeline *self, const int *cells)
{
  const KqBoard *board;
  g_autofree KqMove *moves = NULL;
  guint count;

  g_return_if_fail (KQ_IS_TIMELINE (self));
  g_return_if_fail (cells != NULL);

  board = self->board;
  count = kq_problem_is_placement (board->problem) ? (guint) board->n
                                                   : (guint) kq_board_squares (board);
  moves = g_new (KqMove, count);
  for (guint i = 0; i < count; i++)
    {
      if (kq_problem_is_placement (board->problem))
        {
          g_return_if_fail (cells[i] >= 0 && cells[i] < board->n);
          moves[i] = (KqMove) { (gint32) i * board->n + cells[i], (gint32) i + 1 };
        }
      else
        {
          /* cells holds move numbers: move k goes to timeline index k - 1 */
          g_return_if_fail (cells[i] >= 1 && (guint) cells[i] <= count);
          moves[cells[i] - 1] = (KqMove) { (gint32) i, cells[i] };
        }
    }
  kq_timeline_append (self, moves, count);
}

void
kq_timeline_set_complete (KqTimeline *self, gboolean complete)
{
  g_return_if_fail (KQ_IS_TIMELINE (self));

  self->complete = !!complete;
  emit_changed (self, G_MAXINT);
}

gboolean
kq_timeline_get_complete (KqTimeline *self)
{
  g_return_val_if_fail (KQ_IS_TIMELINE (self), FALSE);

  return self->complete;
}

const KqBoard *
kq_timeline_get_board (KqTimeline *self)
{
  g_return_val_if_fail (KQ_IS_TIMELINE (self), NULL);

  return self->board;
}

guint
kq_timeline_get_position (KqTimeline *self)
{
  g_return_val_if_fail (KQ_IS_TIMELINE (self), 0);

  return self->position;
}

guint
kq_timeline_get_length (KqTimeline *self)
{
  g_return_val_if_fail (KQ_IS_TIMELINE (self), 0);

  return self->timeline->len;
}

void
kq_timeline_seek (KqTimeline *self, guint position)
{
  int lowest_step = G_MAXINT;
  guint before;

  g_return_if_fail (KQ_IS_TIMELINE (self));

  before = self->position;
  seek_quietly (self, position, &lowest_step);
  /* A jump to a kept board that equals this one changes no square, but the
   * position and the counters move: the trace's tree grows from them. */
  if (lowest_step != G_MAXINT || self->position != before)
    emit_changed (self, lowest_step);
}

void
kq_timeline_step (KqTimeline *self, int delta)
{
  gint64 target;

  g_return_if_fail (KQ_IS_TIMELINE (self));

  target = CLAMP ((gint64) self->position + delta, 0, (gint64) self->timeline->len);
  kq_timeline_seek (self, (guint) target);
}

gboolean
kq_timeline_get_playing (KqTimeline *self)
{
  g_return_val_if_fail (KQ_IS_TIMELINE (self), FALSE);

  return self->tick_id != 0;
}

void
kq_timeline_set_playing (KqTimeline *self, gboolean playing)
{
  g_return_if_fail (KQ_IS_TIMELINE (self));

  if (!!playing == kq_timeline_get_playing (self))
    return;

  if (playing)
    {
      /* Play at the end of a finished timeline replays it, as media players do. */
      if (self->complete && self->position == self->timeline->len)
        kq_timeline_seek (self, 0);
      start_ticking (self);
      /* The first move shows at once rather than a tick later. */
      self->budget = 1.0;
      if (!advance (self))
        g_clear_handle_id (&self->tick_id, g_source_remove);
    }
  else
    g_clear_handle_id (&self->tick_id, g_source_remove);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

double
kq_timeline_get_speed (KqTimeline *self)
{
  g_return_val_if_fail (KQ_IS_TIMELINE (self), 0.0);

  return self->speed;
}

void
kq_timeline_set_speed (KqTimeline *self, double speed)
{
  g_return_if_fail (KQ_IS_TIMELINE (self));

  speed = CLAMP (speed, KQ_TIMELINE_MIN_SPEED, KQ_TIMELINE_MAX_SPEED);
  if (speed == self->speed)
    return;

  self->speed = speed;
  if (kq_timeline_get_playing (self))
    start_ticking (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

const KqMove *
kq_timeline_get_timeline (KqTimeline *self, guint *length)
{
  g_return_val_if_fail (KQ_IS_TIMELINE (self), NULL);
  g_return_val_if_fail (length != NULL, NULL);

  *length = self->timeline->len;
  return (const KqMove *) self->timeline->data;
}

void
kq_timeline_get_counts (KqTimeline *self, KqTimelineCounts *counts)
{
  g_return_if_fail (KQ_IS_TIMELINE (self));
  g_return_if_fail (counts != NULL);

  *counts = self->counts;
}
