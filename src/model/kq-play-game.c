/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-play-game.c: KqPlayGame, the student's own board in play mode (part
 * of the model): the moves with undo and redo, the conflicts, the hints
 * worked out in a worker, and the sentence the status line shows */
#define G_LOG_DOMAIN "kq-play"
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "kq-event-cancel.h"
#include "kq-format.h"
#include "kq-play-game.h"
#include "kq-queens.h"
#include "kq-rooks.h"

/* A hint worked out in a worker thread, for a copy of the board. */
typedef struct {
  GMutex        lock;
  guint64       found;        /* PROGRESS: solutions so far, under lock */
  KqProblem     problem;
  int           n;
  int           cols;         /* a tour's: n rows of cols */
  KqSquare     *squares;
  int           length;
  GCancellable *cancellable;
  KqPlayHint    hint;         /* total in: known, 0: count it too */
} HintJob;

struct _KqPlayGame
{
  GObject     parent_instance;

  KqProblem   problem;
  int         n;         /* the side; a tour's rows */
  int         cols;      /* a tour's columns: n but on a rectangle */
  GArray     *squares;  /* KqSquare */
  GArray     *conflicts; /* queens, rooks: KqQueensConflict, of the squares now */
  /* tour: where the knight may go on to now, with their onward moves */
  KqKnightMove moves[8];
  int         n_moves;
  /* tour: the last square refused, and why, until the next move */
  KqKnightStep refused;
  KqSquare    refused_square;
  int         refused_visited;
  /* Whole boards before each move (undo) and after each move undone
   * (redo): a board is at most n * cols squares, and a student makes few. */
  GPtrArray  *undo;
  GPtrArray  *redo;

  HintJob    *job;       /* the worker's (its task's), NULL when none runs */
  guint       progress;  /* the source that notifies "found" */
  guint64     found;
  gboolean    counted;   /* "found" told at least once for this job */
  guint64     total;     /* queens: all solutions of n, 0 until counted */
  KqPlayHint  hint;
  gboolean    has_hint;
};

G_DEFINE_FINAL_TYPE (KqPlayGame, kq_play_game, G_TYPE_OBJECT)

enum { CHANGED, HINT_READY, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_THINKING, PROP_FOUND, PROP_STATUS, N_PROPS };
static GParamSpec *props[N_PROPS];

/* The queens' hint counts a million solutions a second or so: up to
 * n = 12 it answers at once, beyond that "found" shows it at work. */
#define PROGRESS_INTERVAL_MS 250

static void
hint_job_free (HintJob *job)
{
  g_free (job->squares);
  g_object_unref (job->cancellable);
  g_mutex_clear (&job->lock);
  g_free (job);
}

static gboolean
job_progress (const KqEvent *event, gpointer user_data)
{
  HintJob *job = user_data;

  if (event->type == KQ_EVENT_PROGRESS)
    {
      g_mutex_lock (&job->lock);
      job->found = event->solutions;
      g_mutex_unlock (&job->lock);
    }
  return kq_event_func_cancellable (event, job->cancellable);
}

static KqOutcome
queens_hint (HintJob *job)
{
  KqPlayHint *hint = &job->hint;
  KqOutcome outcome = KQ_OUTCOME_FOUND;

  if (hint->total == 0)
    outcome = kq_queens_extend_count (job->n, NULL, 0, job_progress, job, &hint->total);
  if (outcome != KQ_OUTCOME_STOPPED)
    outcome = kq_queens_hint (job->n, job->squares, job->length, job_progress, job, &hint->queens);
  if (outcome == KQ_OUTCOME_STOPPED)
    return outcome;

  switch (hint->queens.kind)
    {
    case KQ_QUEENS_HINT_PLACE:
      hint->square = hint->queens.square;
      break;
    case KQ_QUEENS_HINT_LIFT:
      hint->square = job->squares[hint->queens.lift];
      break;
    case KQ_QUEENS_HINT_SOLVED:
      {
        g_autofree int *cols = g_new (int, job->n);

        for (int i = 0; i < job->length; i++)
          cols[job->squares[i].row] = job->squares[i].col;
        return kq_queens_rank (job->n, cols, job_progress, job, &hint->rank);
      }
    case KQ_QUEENS_HINT_NONE:
    default:
      break;
    }
  return outcome;
}

/* Rooks: at once, their counts being factorials. */
static KqOutcome
rooks_hint (HintJob *job)
{
  KqPlayHint *hint = &job->hint;

  kq_rooks_count (job->n, &hint->total);
  kq_rooks_hint (job->n, job->squares, job->length, &hint->queens, &hint->rank);
  if (hint->queens.kind == KQ_QUEENS_HINT_PLACE)
    hint->square = hint->queens.square;
  else if (hint->queens.kind != KQ_QUEENS_HINT_SOLVED)
    hint->square = job->squares[hint->queens.lift];
  return KQ_OUTCOME_FOUND;
}

static void
hint_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  HintJob *job = task_data;
  KqOutcome outcome;

  job->hint.square = (KqSquare) { -1, -1 };
  if (job->problem == KQ_PROBLEM_ROOKS)
    outcome = rooks_hint (job);
  else if (job->problem == KQ_PROBLEM_QUEENS)
    outcome = queens_hint (job);
  else
    {
      KqKnightHint *knight = &job->hint.knight;

      outcome = kq_knight_hint (job->n, job->cols, job->squares, job->length,
                                KQ_KNIGHT_HINT_BUDGET, job_progress, job, knight);
      if (knight->kind == KQ_KNIGHT_HINT_GO || knight->kind == KQ_KNIGHT_HINT_GO_BACK)
        job->hint.square = knight->square;
    }
  g_task_return_boolean (task, outcome != KQ_OUTCOME_STOPPED);
}

/* Drops the worker's job: it stops within milliseconds, its answer unread. */
static void
cancel_hint (KqPlayGame *self)
{
  if (self->job == NULL)
    return;
  g_cancellable_cancel (self->job->cancellable);
  self->job = NULL;
  g_clear_handle_id (&self->progress, g_source_remove);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THINKING]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
}

static gboolean
progress_cb (gpointer user_data)
{
  KqPlayGame *self = user_data;

  g_mutex_lock (&self->job->lock);
  self->found = self->job->found;
  g_mutex_unlock (&self->job->lock);
  self->counted = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FOUND]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
  return G_SOURCE_CONTINUE;
}

/* In the main thread. The task holds no reference to the game: a job
 * cancelled (by a move, or by the game's end) leaves it alone. */
static void
hint_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  HintJob *job = g_task_get_task_data (G_TASK (result));
  KqPlayGame *self = user_data;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || g_cancellable_is_cancelled (job->cancellable))
    return;
  self->hint = job->hint;
  self->has_hint = TRUE;
  if (kq_problem_is_placement (self->problem))
    self->total = job->hint.total;
  cancel_hint (self);
  g_signal_emit (self, signals[HINT_READY], 0);
}

static void
start_hint (KqPlayGame *self)
{
  g_autoptr(GTask) task = NULL;
  HintJob *job;

  cancel_hint (self);
  self->has_hint = FALSE;
  self->refused = KQ_KNIGHT_STEP_OK;
  self->found = 0;
  self->counted = FALSE;
  job = g_new0 (HintJob, 1);
  g_mutex_init (&job->lock);
  job->problem = self->problem;
  job->n = self->n;
  job->cols = self->cols;
  job->length = self->squares->len;
  job->squares = g_memdup2 (self->squares->data, sizeof (KqSquare) * MAX (job->length, 1));
  job->hint.total = self->total;
  job->cancellable = g_cancellable_new ();
  self->job = job;
  if (self->problem == KQ_PROBLEM_QUEENS)
    self->progress = g_timeout_add (PROGRESS_INTERVAL_MS, progress_cb, self);

  task = g_task_new (NULL, job->cancellable, hint_done_cb, self);
  g_task_set_task_data (task, job, (GDestroyNotify) hint_job_free);
  g_task_run_in_thread (task, hint_thread);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THINKING]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
}

/* After a change of the squares: the hint was for the board before, and
 * so was a refusal. A whole queens solution has its number worked out. */
static void
emit_changed (KqPlayGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  cancel_hint (self);
  self->has_hint = FALSE;
  self->refused = KQ_KNIGHT_STEP_OK;
  if (kq_problem_is_placement (self->problem))
    {
      g_array_unref (self->conflicts);
      self->conflicts = (self->problem == KQ_PROBLEM_ROOKS ? kq_rooks_conflicts
                                                           : kq_queens_conflicts)
                          (self->n, (const KqSquare *) self->squares->data, self->squares->len);
      if ((int) self->squares->len == self->n && self->conflicts->len == 0)
        start_hint (self);
    }
  else
    self->n_moves = self->squares->len > 0
                    ? kq_knight_moves (self->n, self->cols,
                                       (const KqSquare *) self->squares->data,
                                       self->squares->len, self->moves)
                    : 0;
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
  g_object_thaw_notify (G_OBJECT (self));
}

static GArray *
squares_copy (GArray *squares)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (KqSquare), squares->len);

  g_array_append_vals (copy, squares->data, squares->len);
  return copy;
}

/* Before a move: the board now can be undone to, nothing redone. */
static void
push_undo (KqPlayGame *self)
{
  g_ptr_array_add (self->undo, squares_copy (self->squares));
  g_ptr_array_set_size (self->redo, 0);
}

static void
kq_play_game_dispose (GObject *object)
{
  KqPlayGame *self = KQ_PLAY_GAME (object);

  cancel_hint (self);
  G_OBJECT_CLASS (kq_play_game_parent_class)->dispose (object);
}

static void
kq_play_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqPlayGame *self = KQ_PLAY_GAME (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->job != NULL);
      break;
    case PROP_FOUND:
      g_value_set_uint64 (value, self->found);
      break;
    case PROP_STATUS:
      g_value_take_string (value, kq_play_game_dup_status (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_play_game_finalize (GObject *object)
{
  KqPlayGame *self = KQ_PLAY_GAME (object);

  g_array_unref (self->squares);
  g_array_unref (self->conflicts);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (kq_play_game_parent_class)->finalize (object);
}

static void
kq_play_game_class_init (KqPlayGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_play_game_dispose;
  object_class->get_property = kq_play_game_get_property;
  object_class->finalize = kq_play_game_finalize;

  props[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_FOUND] = g_param_spec_uint64 ("found", NULL, NULL, 0, G_MAXUINT64, 0,
                                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[HINT_READY] = g_signal_new ("hint-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kq_play_game_init (KqPlayGame *self)
{
  self->squares = g_array_new (FALSE, FALSE, sizeof (KqSquare));
  self->conflicts = g_array_new (FALSE, FALSE, sizeof (KqQueensConflict));
  self->refused = KQ_KNIGHT_STEP_OK;
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
}

KqPlayGame *
kq_play_game_new (KqProblem problem, int n)
{
  return kq_play_game_new_rect (problem, n, n);
}

KqPlayGame *
kq_play_game_new_rect (KqProblem problem, int rows, int cols)
{
  KqPlayGame *self;

  g_return_val_if_fail (rows >= 1 && cols >= 1, NULL);
  g_return_val_if_fail (problem == KQ_PROBLEM_TOUR || rows == cols, NULL);

  self = g_object_new (KQ_TYPE_PLAY_GAME, NULL);
  self->problem = problem;
  self->n = rows;
  self->cols = cols;
  return self;
}

KqProblem
kq_play_game_get_problem (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), KQ_PROBLEM_QUEENS);
  return self->problem;
}

int
kq_play_game_get_n (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), 0);
  return self->n;
}

int
kq_play_game_get_cols (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), 0);
  return self->cols;
}

const KqSquare *
kq_play_game_get_squares (KqPlayGame *self, int *length)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), NULL);

  *length = self->squares->len;
  return (const KqSquare *) self->squares->data;
}

void
kq_play_game_toggle_queen (KqPlayGame *self, KqSquare square)
{
  g_return_if_fail (KQ_IS_PLAY_GAME (self));
  g_return_if_fail (kq_problem_is_placement (self->problem) &&
                    kq_square_on_board (self->n, square));

  push_undo (self);
  for (guint i = 0; i < self->squares->len; i++)
    {
      KqSquare *queen = &g_array_index (self->squares, KqSquare, i);

      if (queen->row == square.row && queen->col == square.col)
        {
          g_array_remove_index (self->squares, i);
          emit_changed (self);
          return;
        }
    }
  g_array_append_val (self->squares, square);
  emit_changed (self);
}

KqKnightStep
kq_play_game_step (KqPlayGame *self, KqSquare square, int *visited)
{
  KqKnightStep step;
  int move = 0;

  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), KQ_KNIGHT_STEP_OFF_BOARD);
  g_return_val_if_fail (self->problem == KQ_PROBLEM_TOUR, KQ_KNIGHT_STEP_OFF_BOARD);

  step = kq_knight_check_step (self->n, self->cols, (const KqSquare *) self->squares->data,
                               self->squares->len, square, &move);
  if (visited != NULL)
    *visited = move;
  if (step != KQ_KNIGHT_STEP_OK)
    {
      self->refused = step;
      self->refused_square = square;
      self->refused_visited = move;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
      return step;
    }
  push_undo (self);
  g_array_append_val (self->squares, square);
  emit_changed (self);
  return step;
}

gboolean
kq_play_game_can_undo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return self->undo->len > 0;
}

gboolean
kq_play_game_can_redo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return self->redo->len > 0;
}

/* Moves the board now onto to, and the last board of from in its place. */
static gboolean
swap_board (KqPlayGame *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return FALSE;
  g_ptr_array_add (to, self->squares);
  self->squares = g_ptr_array_steal_index (from, from->len - 1);
  emit_changed (self);
  return TRUE;
}

gboolean
kq_play_game_undo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return swap_board (self, self->undo, self->redo);
}

gboolean
kq_play_game_redo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return swap_board (self, self->redo, self->undo);
}

void
kq_play_game_ask_hint (KqPlayGame *self)
{
  g_return_if_fail (KQ_IS_PLAY_GAME (self));

  if (kq_problem_is_placement (self->problem) || self->squares->len > 0)
    start_hint (self);
}

gboolean
kq_play_game_get_thinking (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return self->job != NULL;
}

guint64
kq_play_game_get_found (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), 0);
  return self->found;
}

const KqPlayHint *
kq_play_game_get_hint (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), NULL);
  return self->has_hint ? &self->hint : NULL;
}

const GArray *
kq_play_game_get_conflicts (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), NULL);
  return self->conflicts;
}

const KqKnightMove *
kq_play_game_get_knight_moves (KqPlayGame *self, int *n_moves)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), NULL);
  g_return_val_if_fail (n_moves != NULL, NULL);

  *n_moves = self->n_moves;
  return self->moves;
}

/* The tour's words for the path now. */
static char *
tour_status (KqPlayGame *self)
{
  const KqSquare *squares = (const KqSquare *) self->squares->data;
  int length = self->squares->len;

  if (length == 0)
    return g_strdup (_("Click the square to start from"));
  if (length == self->n * self->cols)
    return kq_rules_text_toured (kq_knight_is_move (squares[length - 1], squares[0]));
  if (self->n_moves == 0)
    return kq_rules_text_dead_end (self->n * self->cols, squares[length - 1], length);
  return g_strdup_printf (_("Move %d of %d"), length, self->n * self->cols);
}

char *
kq_play_game_dup_status (KqPlayGame *self)
{
  const KqSquare *squares;
  int length;

  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), NULL);

  squares = (const KqSquare *) self->squares->data;
  length = self->squares->len;
  if (self->job != NULL && self->counted)
    {
      g_autofree char *found = kq_format_count (self->found);

      return g_strdup_printf (_("Thinking… %s solutions so far"), found);
    }
  if (self->job != NULL)
    return g_strdup (_("Thinking…"));
  if (self->refused != KQ_KNIGHT_STEP_OK)
    return kq_rules_text_knight_step (self->refused, squares[length - 1], self->refused_square,
                                      self->refused_visited);
  if (self->has_hint && self->problem == KQ_PROBLEM_TOUR)
    return kq_rules_text_knight_hint (&self->hint.knight, squares);
  if (self->has_hint && self->hint.queens.kind == KQ_QUEENS_HINT_SOLVED)
    return kq_rules_text_solved (self->hint.rank, self->hint.total);
  if (self->has_hint)
    return kq_rules_text_queens_hint (self->problem, &self->hint.queens, self->n,
                                      self->hint.total, squares);
  if (kq_problem_is_placement (self->problem))
    return kq_rules_text_queens_status (self->problem, self->n, length, self->conflicts->len);
  return tour_status (self);
}
