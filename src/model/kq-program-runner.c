/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-program-runner.c: KqProgramRunner (model): a student's program run in a worker
 * (kq-program-runner-worker.c, its steps made a timeline's moves), its progress read by the main
 * loop a few times a second, its search handed out once it ended */
#define G_LOG_DOMAIN "kq-program-runner"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdatomic.h>

#include "kq-program-runner-private.h"

/* How often the main loop reads a running program's progress. */
#define PROGRESS_MS 250

struct _KqProgramRunner
{
  GObject            parent_instance;

  KqProgramRun      *current;
  GCancellable      *cancellable;
  guint              tick_id;

  GFile             *file;
  guint64            steps;
  int                line;
  char              *source;
  KqStudentLanguage  language;
  KqProblem          problem;
  int                n;
  GArray            *board;   /* KqMove: the moves that make the board now */
  KqProgramSearch   *search;  /* the last run's, once it finished */
  gboolean           stopped;
};

G_DEFINE_FINAL_TYPE (KqProgramRunner, kq_program_runner, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_STEPS,
  PROP_LINE,
  N_PROPS
};

enum {
  PROGRESS,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static gint live_workers;

static void
run_worker (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  KqProgramRun *live = task_data;

  _kq_program_search_run (task, live, cancellable);
  g_atomic_int_add (&live_workers, -1);
}

/* Main thread */

/* The moves that make board: a tour's path, a queen a row. */
static void
board_moves (const KqBoard *board, GArray *moves)
{
  int n = board->n;

  g_array_set_size (moves, 0);
  if (board->problem == KQ_PROBLEM_TOUR)
    for (int i = 0; i < board->moves; i++)
      g_array_append_val (moves, ((KqMove) { board->path[i], i + 1 }));
  else
    for (int row = 0; row < n; row++)
      if (board->cells[row] >= 0)
        g_array_append_val (moves, ((KqMove) { row * n + board->cells[row], row + 1 }));
}

/* What the worker left for the main thread: its code once read, its board if it moved;
 * TRUE when either is new, moved when the board is. */
static gboolean
take_live (KqProgramRunner *self, KqProgramRun *run, gboolean *moved)
{
  gboolean read = FALSE;

  g_mutex_lock (&run->lock);
  *moved = run->board != NULL && run->moved;
  if (*moved)
    {
      self->problem = run->board->problem;
      self->n = run->board->n;
      board_moves (run->board, self->board);
      run->moved = FALSE;
    }
  if (self->source == NULL && run->source != NULL)
    {
      self->source = g_strdup (run->source);
      self->language = run->language;
      read = TRUE;
    }
  g_mutex_unlock (&run->lock);
  return read || *moved;
}

static void
set_steps (KqProgramRunner *self, guint64 steps)
{
  if (self->steps == steps)
    return;
  self->steps = steps;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEPS]);
}

static void
set_line (KqProgramRunner *self, int line)
{
  if (self->line == line)
    return;
  self->line = line;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINE]);
}

static gboolean
tick_cb (gpointer user_data)
{
  g_autoptr(KqProgramRunner) self = g_object_ref (user_data);
  KqProgramRun *run = self->current;
  gboolean moved;

  /* a handler may start another run, or let this one go */
  if (take_live (self, run, &moved))
    g_signal_emit (self, signals[PROGRESS], 0, moved);
  if (self->current != run)
    return G_SOURCE_REMOVE;
  set_line (self, atomic_load (&run->line));
  if (self->current == run)
    set_steps (self, atomic_load (&run->steps));
  return self->current == run ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/* The current run reports nothing more. */
static void
release_current (KqProgramRunner *self)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_object (&self->cancellable);
  self->current->runner = NULL;
  g_clear_pointer (&self->current, _kq_program_run_unref);
}

static void
run_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(KqProgramRunner) self = user_data;
  KqProgramRun *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  KqProgramSearch *search = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean moved;

  /* let go when it was cancelled or replaced */
  if (run->runner != self)
    {
      g_clear_pointer (&search, _kq_program_search_free);
      return;
    }
  /* as the run left them, for the accessors (::progress is over) */
  take_live (self, run, &moved);
  self->search = search;
  self->stopped = atomic_load (&run->stop);
  release_current (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  if (search != NULL)
    {
      set_steps (self, search->steps);
      set_line (self, search->line);
    }
  g_signal_emit (self, signals[FINISHED], 0, error);
}

/* The run going on let go: nothing more of it is said. */
static gboolean
detach_current (KqProgramRunner *self)
{
  if (self->current == NULL)
    return FALSE;
  g_cancellable_cancel (self->cancellable);
  release_current (self);
  return TRUE;
}

static void
kq_program_runner_dispose (GObject *object)
{
  KqProgramRunner *self = KQ_PROGRAM_RUNNER (object);

  detach_current (self);

  G_OBJECT_CLASS (kq_program_runner_parent_class)->dispose (object);
}

static void
kq_program_runner_finalize (GObject *object)
{
  KqProgramRunner *self = KQ_PROGRAM_RUNNER (object);

  g_clear_object (&self->file);
  g_free (self->source);
  g_array_unref (self->board);
  g_clear_pointer (&self->search, _kq_program_search_free);

  G_OBJECT_CLASS (kq_program_runner_parent_class)->finalize (object);
}

static void
kq_program_runner_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  KqProgramRunner *self = KQ_PROGRAM_RUNNER (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->current != NULL);
      break;
    case PROP_STEPS:
      g_value_set_uint64 (value, self->steps);
      break;
    case PROP_LINE:
      g_value_set_int (value, self->line);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_program_runner_class_init (KqProgramRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_program_runner_dispose;
  object_class->finalize = kq_program_runner_finalize;
  object_class->get_property = kq_program_runner_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEPS] =
    g_param_spec_uint64 ("steps", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LINE] =
    g_param_spec_int ("line", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * KqProgramRunner::progress:
   * @moved: its board moved (kq_program_runner_get_board ()); else its code was read
   *   (kq_program_runner_get_source ())
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /**
   * KqProgramRunner::finished:
   * @error: (nullable): why it could not run (KQ_STUDENT_ERROR_NO_INPUT: no input beside it;
   *   _BOX: the box cannot be made here; _COMPILE: it does not compile, …), or NULL: its
   *   search is read with the accessors
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
kq_program_runner_init (KqProgramRunner *self)
{
  self->board = g_array_new (FALSE, FALSE, sizeof (KqMove));
}

KqProgramRunner *
kq_program_runner_new (void)
{
  return g_object_new (KQ_TYPE_PROGRAM_RUNNER, NULL);
}

void
kq_program_runner_start (KqProgramRunner *self, GFile *file, const char *input,
                         const char *board)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *path = NULL;
  gboolean was_running;
  KqProgramRun *run;

  g_return_if_fail (KQ_IS_PROGRAM_RUNNER (self));
  g_return_if_fail (G_IS_FILE (file));

  was_running = detach_current (self);
  run = g_atomic_rc_box_new0 (KqProgramRun);
  g_mutex_init (&run->lock);
  run->file = g_object_ref (file);
  run->input = g_strdup (input);
  run->board_name = g_strdup (board);
  run->runner = self;
  path = g_file_get_path (file);
  if (path == NULL)
    run->error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                      _("not a local file"));
  g_set_object (&self->file, file);
  self->steps = 0;
  self->line = 0;
  g_clear_pointer (&self->source, g_free);
  self->language = KQ_STUDENT_LANGUAGE_NONE;
  self->problem = KQ_PROBLEM_QUEENS;
  self->n = PROGRAM_DEFAULT_N;
  g_array_set_size (self->board, 0);
  g_clear_pointer (&self->search, _kq_program_search_free);
  self->stopped = FALSE;
  self->current = run;
  self->cancellable = g_cancellable_new ();
  self->tick_id = g_timeout_add (PROGRESS_MS, tick_cb, self);

  /* No source object: the worker may drop the task's last reference, and the runner must not
   * be finalized in that thread. */
  task = g_task_new (NULL, self->cancellable, run_done_cb, g_object_ref (self));
  g_task_set_source_tag (task, kq_program_runner_start);
  g_task_set_task_data (task, g_atomic_rc_box_acquire (run), _kq_program_run_unref);
  g_atomic_int_inc (&live_workers);
  g_task_run_in_thread (task, run_worker);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEPS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINE]);
  if (!was_running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

void
kq_program_runner_stop (KqProgramRunner *self)
{
  g_return_if_fail (KQ_IS_PROGRAM_RUNNER (self));

  if (self->current != NULL)
    atomic_store (&self->current->stop, TRUE);
}

void
kq_program_runner_cancel (KqProgramRunner *self)
{
  g_return_if_fail (KQ_IS_PROGRAM_RUNNER (self));

  if (detach_current (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

gboolean
kq_program_runner_get_running (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), FALSE);

  return self->current != NULL;
}

GFile *
kq_program_runner_get_file (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), NULL);

  return self->file;
}

guint64
kq_program_runner_get_steps (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), 0);

  return self->steps;
}

int
kq_program_runner_get_line (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), 0);

  return self->line;
}

const char *
kq_program_runner_get_source (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), NULL);

  return self->source;
}

KqStudentLanguage
kq_program_runner_get_language (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), KQ_STUDENT_LANGUAGE_NONE);

  return self->language;
}

KqProblem
kq_program_runner_get_problem (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), KQ_PROBLEM_QUEENS);

  return self->search != NULL ? self->search->problem : self->problem;
}

int
kq_program_runner_get_n (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), PROGRAM_DEFAULT_N);

  return self->search != NULL ? self->search->n : self->n;
}

const KqMove *
kq_program_runner_get_board (KqProgramRunner *self, guint *n_moves)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), NULL);

  *n_moves = self->board->len;
  return (const KqMove *) (void *) self->board->data;
}

/* The last run's search: NULL while one runs, or when it could not run. */
static KqProgramSearch *
search_of (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), NULL);

  return self->search;
}

const KqMove *
kq_program_runner_get_moves (KqProgramRunner *self, guint *n_moves)
{
  KqProgramSearch *search = search_of (self);

  *n_moves = search != NULL ? search->moves->len : 0;
  return search != NULL ? (const KqMove *) (void *) search->moves->data : NULL;
}

guint
kq_program_runner_get_position (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL ? search->position : 0;
}

GArray *
kq_program_runner_ref_lines (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL ? g_array_ref (search->lines) : NULL;
}

GArray *
kq_program_runner_ref_solutions (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL ? g_array_ref (search->solutions) : NULL;
}

guint64
kq_program_runner_get_found (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL ? search->found : 0;
}

const char *
kq_program_runner_get_output (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL ? search->output : NULL;
}

const KqStudentVerdict *
kq_program_runner_get_verdicts (KqProgramRunner *self, guint *n_verdicts)
{
  KqProgramSearch *search = search_of (self);

  *n_verdicts = search != NULL ? search->verdicts->len : 0;
  return search != NULL ? (const KqStudentVerdict *) (void *) search->verdicts->data : NULL;
}

guint
kq_program_runner_get_verdict_position (KqProgramRunner *self, guint verdict)
{
  KqProgramSearch *search = search_of (self);

  g_return_val_if_fail (search != NULL && verdict < search->positions->len, 0);

  return g_array_index (search->positions, guint, verdict);
}

gboolean
kq_program_runner_get_verdict_at_end (KqProgramRunner *self, guint verdict)
{
  KqProgramSearch *search = search_of (self);

  g_return_val_if_fail (search != NULL && verdict < search->at_end->len, FALSE);

  return g_array_index (search->at_end, gboolean, verdict);
}

gboolean
kq_program_runner_get_has_end (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL && search->end;
}

gboolean
kq_program_runner_get_stopped (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), FALSE);

  return self->stopped;
}

GPtrArray *
kq_program_runner_get_files (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL && search->run != NULL ? kq_student_run_get_files (search->run) : NULL;
}

gboolean
kq_program_runner_write_back (KqProgramRunner  *self,
                              guint             file,
                              char            **written,
                              GError          **error)
{
  GPtrArray *files = kq_program_runner_get_files (self);

  g_return_val_if_fail (files != NULL && file < files->len, FALSE);

  return kq_student_run_write_back (self->search->run, files->pdata[file], written, error);
}

KqStudentLog *
kq_program_runner_steal_log (KqProgramRunner *self)
{
  KqProgramSearch *search = search_of (self);

  return search != NULL ? g_steal_pointer (&search->log) : NULL;
}

guint
kq_program_runner_get_live_workers (void)
{
  return (guint) g_atomic_int_get (&live_workers);
}
