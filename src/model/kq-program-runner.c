/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-program-runner.c: KqProgramRunner (model): a student's program run in a worker, its steps
 * made a timeline's moves, its progress read by the main loop a few times a second */
#define G_LOG_DOMAIN "kq-program-runner"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdatomic.h>
#include <string.h>

#include "kq-program-runner.h"

/* The board's moves kept of a program's search (a timeline's moves): 5 × 5's every tour from
 * a corner (3.4 million) and more, some 16 bytes each beside the log. */
#define PROGRAM_MAX_MOVES (1u << 23)
/* The lines a program runs in the window: a whole backtracking run (5 × 5's tours, 52 million)
 * and more, its log spilled to a file past its memory (some 10 bytes a line). */
#define PROGRAM_MAX_STEPS 100000000
#define RECENT_STEPS 256
/* The board shown where neither the input nor the program says n (no board found). */
#define PROGRAM_DEFAULT_N 8
/* How often the main loop reads a running program's progress. */
#define PROGRESS_MS 250

/* One run, as the worker and the main thread share it (an atomic GRcBox: the task's data). */
typedef struct {
  /* Set before the worker starts, read-only after. */
  GFile                *file;
  char                 *input;       /* the text typed for it, or NULL */
  char                 *board_name;  /* the array named its board, or NULL */
  GError               *error;       /* it cannot run: said by the worker */

  /* Main thread only: NULL once the run is let go (cancelled or replaced). */
  KqProgramRunner      *runner;

  /* The worker's: the typed input's file, in a folder of ours (removed with the run). */
  char                 *input_path;

  atomic_uint_fast64_t  steps;  /* the lines it ran so far */
  atomic_int            line;   /* the line it runs now */
  atomic_bool           stop;   /* Stop asked: the step func ends the run */
  GMutex                lock;   /* on what follows */
  KqBoard              *board;  /* its board as its moves left it so far, NULL: none yet */
  gboolean              moved;  /* since the main thread last read it */
  char                 *source; /* its code, NULL: not read yet */
  KqStudentLanguage     language;
} Run;

static void
run_clear (gpointer data)
{
  Run *run = data;

  g_object_unref (run->file);
  g_free (run->input);
  g_free (run->board_name);
  g_clear_error (&run->error);
  if (run->input_path != NULL)
    {
      g_autofree char *folder = g_path_get_dirname (run->input_path);

      g_unlink (run->input_path);
      g_rmdir (folder);
      g_free (run->input_path);
    }
  g_clear_pointer (&run->board, kq_board_free);
  g_free (run->source);
  g_mutex_clear (&run->lock);
}

static void
run_unref (gpointer run)
{
  g_atomic_rc_box_release_full (run, run_clear);
}

/* A program's search, made in the worker from its steps, and what it ended with. */
typedef struct {
  Run          *live;
  KqStudentRun *run;       /* NULL once it ended, unless it wrote files (kept to write back) */
  KqProblem     problem;
  int           n;
  GArray       *moves;     /* KqMove */
  GArray       *lines;     /* int: the program's line that made each move */
  GArray       *solutions; /* guint: the moves up to each solution it found */
  int          *cols;      /* queens: each row's column as the moves left it, -1 none */
  guint         position;  /* the moves up to the first slip, or all */
  gboolean      slipped;
  /* the last steps that moved, and the moves up to each: a verdict may name an earlier step
   * (an attacked queen is a slip once the search goes on from it) */
  guint64       recent_steps[RECENT_STEPS];
  guint         recent_moves[RECENT_STEPS];
  guint         recent;
  GArray       *verdict_steps;  /* guint64: each verdict's step, as the steps named them */
  GArray       *verdict_moves;  /* guint: the moves up to that step */
  KqStudentLog *log;            /* the stack and arrays at each position: its start, each move */
  gboolean      end;            /* and at the run's end after its last move: a point more */
  GError       *error;          /* the log could not be kept: the run ends, and fails */
  /* at the end, from the run */
  GArray       *verdicts;       /* KqStudentVerdict, each detail its own */
  GArray       *positions;      /* guint: each verdict's moves */
  GArray       *at_end;         /* gboolean: each verdict on the last step, past the last move */
  char         *output;
  guint64       steps;
  int           line;           /* the line of its last step, 0: none */
  guint64       found;
} Search;

static void
verdict_clear (gpointer data)
{
  g_free (((KqStudentVerdict *) data)->detail);
}

static void
search_free (Search *search)
{
  g_clear_pointer (&search->run, kq_student_run_free);
  g_array_unref (search->moves);
  g_array_unref (search->lines);
  g_array_unref (search->solutions);
  g_free (search->cols);
  g_array_unref (search->verdict_steps);
  g_array_unref (search->verdict_moves);
  g_clear_pointer (&search->log, kq_student_log_free);
  g_clear_error (&search->error);
  g_clear_pointer (&search->verdicts, g_array_unref);
  g_clear_pointer (&search->positions, g_array_unref);
  g_clear_pointer (&search->at_end, g_array_unref);
  g_free (search->output);
  g_free (search);
}

struct _KqProgramRunner
{
  GObject            parent_instance;

  Run               *current;
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
  Search            *search;  /* the last run's, once it finished */
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

/* Worker */

/* A point of the log at the position after the move. */
static void
add_move (Search *search, const KqStudentStep *step, int row, int col, int number)
{
  Run *live = search->live;
  KqMove move = { row * search->n + col, number };

  g_mutex_lock (&live->lock);
  kq_move_apply (&move, live->board);
  live->moved = TRUE;
  g_mutex_unlock (&live->lock);

  if (search->moves->len < PROGRAM_MAX_MOVES && search->error == NULL)
    {
      g_array_append_val (search->moves, move);
      g_array_append_val (search->lines, step->line);
      kq_student_log_point (search->log, step, kq_student_run_get_arrays (search->run),
                            kq_student_run_get_board_name (search->run), &search->error);
    }
}

/* The problem and size the run says now: the board found, once a step comes (the run holds
 * its steps until then); before, the input's (8 where it says nothing). A board of another
 * size made anew. */
static void
take_size (Search *search)
{
  Run *live = search->live;
  int n = kq_student_run_get_n (search->run);

  search->problem = kq_student_run_get_problem (search->run);
  search->n = n > 0 ? n : PROGRAM_DEFAULT_N;
  g_free (search->cols);
  search->cols = g_new (int, search->n);
  for (int i = 0; i < search->n; i++)
    search->cols[i] = -1;
  g_mutex_lock (&live->lock);
  if (live->board == NULL || live->board->problem != search->problem ||
      live->board->n != search->n)
    {
      g_clear_pointer (&live->board, kq_board_free);
      live->board = kq_board_new (search->problem, search->n);
      live->moved = TRUE;
    }
  g_mutex_unlock (&live->lock);
}

/* The step's change of the board as the timeline's moves. A queen put in row r takes those of
 * rows r and after away first: the timeline's board, as the lessons', holds one queen a row,
 * rows filled from the top. */
static gboolean
record_step (const KqStudentStep *step, gpointer user_data)
{
  Search *search = user_data;
  int n, r = step->row - 1, c = step->col - 1;

  if (step->index == 1)
    take_size (search);
  n = search->n;
  atomic_store_explicit (&search->live->steps, step->index, memory_order_relaxed);
  atomic_store_explicit (&search->live->line, step->line, memory_order_relaxed);
  kq_student_log_step (search->log, step);
  /* position 0: the program's start */
  if (kq_student_log_get_n_points (search->log) == 0)
    kq_student_log_point (search->log, step, kq_student_run_get_arrays (search->run),
                          kq_student_run_get_board_name (search->run), &search->error);
  if (step->op != KQ_STUDENT_OP_NONE && search->problem == KQ_PROBLEM_QUEENS)
    {
      for (int row = n - 1; row >= r; row--)
        if (search->cols[row] >= 0 && (step->op == KQ_STUDENT_OP_PLACE || row == r))
          {
            add_move (search, step, row, search->cols[row], -(row + 1));
            search->cols[row] = -1;
          }
      if (step->op == KQ_STUDENT_OP_PLACE)
        {
          add_move (search, step, r, c, r + 1);
          search->cols[r] = c;
        }
    }
  else if (step->op != KQ_STUDENT_OP_NONE && step->move <= n * n)
    add_move (search, step, r, c, step->op == KQ_STUDENT_OP_PLACE ? step->move : -step->move);
  if (step->solution > 0)
    g_array_append_val (search->solutions, search->moves->len);
  if (step->op != KQ_STUDENT_OP_NONE)
    {
      search->recent_steps[search->recent % RECENT_STEPS] = step->index;
      search->recent_moves[search->recent % RECENT_STEPS] = search->moves->len;
      search->recent++;
    }
  for (guint i = 0; i < step->n_verdicts; i++)
    {
      guint position = search->moves->len;

      for (guint k = 0; k < MIN (search->recent, RECENT_STEPS); k++)
        if (search->recent_steps[k] == step->verdicts[i].step)
          position = search->recent_moves[k];
      g_array_append_val (search->verdict_steps, step->verdicts[i].step);
      g_array_append_val (search->verdict_moves, position);
      if (!search->slipped && kq_student_verdict_is_error (step->verdicts[i].kind))
        {
          search->slipped = TRUE;
          search->position = position;
        }
    }
  return search->error == NULL && !atomic_load_explicit (&search->live->stop,
                                                          memory_order_relaxed);
}

/* The run's end: its verdicts at their moves (the end for those the steps did not name, as
 * missed solutions), what it printed and counted; the run itself let go (its folder removed
 * here, off the main thread) unless it wrote files. */
static void
end_search (Search *search)
{
  KqStudentRun *run = search->run;
  const KqStudentVerdict *verdicts;
  guint n_verdicts;

  if (!search->slipped)
    search->position = search->moves->len;
  /* the lines after the last move (a line without end, a crash, the step limit, Stop) */
  if (kq_student_log_get_n_points (search->log) > 0 && kq_student_log_has_way (search->log))
    {
      guint before = kq_student_log_get_n_points (search->log);

      /* a file that fails now still leaves the point in memory: the run is over */
      kq_student_log_point (search->log, kq_student_run_get_last_step (run),
                            kq_student_run_get_arrays (run), kq_student_run_get_board_name (run),
                            NULL);
      search->end = kq_student_log_get_n_points (search->log) > before;
    }
  search->steps = kq_student_run_get_steps (run);
  if (kq_student_run_get_last_step (run) != NULL)
    search->line = kq_student_run_get_last_step (run)->line;
  search->found = kq_student_run_get_solutions (run);
  search->output = g_strdup (kq_student_run_get_output (run));
  verdicts = kq_student_run_get_verdicts (run, &n_verdicts);
  search->verdicts = g_array_sized_new (FALSE, FALSE, sizeof (KqStudentVerdict), n_verdicts);
  g_array_set_clear_func (search->verdicts, verdict_clear);
  search->positions = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_verdicts);
  search->at_end = g_array_sized_new (FALSE, FALSE, sizeof (gboolean), n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    {
      KqStudentVerdict verdict = verdicts[i];
      guint position = search->moves->len;
      gboolean at_end = search->end && verdict.step == search->steps;

      for (guint k = 0; k < search->verdict_steps->len; k++)
        if (g_array_index (search->verdict_steps, guint64, k) == verdict.step)
          position = g_array_index (search->verdict_moves, guint, k);
      verdict.detail = g_strdup (verdict.detail);
      g_array_append_val (search->verdicts, verdict);
      g_array_append_val (search->positions, position);
      g_array_append_val (search->at_end, at_end);
    }
  /* kept while what it wrote may be written back beside the program */
  if (kq_student_run_get_files (run)->len == 0)
    g_clear_pointer (&search->run, kq_student_run_free);
  search->live = NULL;
}

/* The input typed for the program, in a folder of ours, named after the program (the run
 * copies it under the names its source opens too). */
static gboolean
write_input (Run *run, GError **error)
{
  g_autofree char *folder = g_dir_make_tmp ("kq-input-XXXXXX", error);
  g_autofree char *base = g_file_get_basename (run->file);
  g_autofree char *stem = g_ascii_strup (base, strcspn (base, "."));
  g_autofree char *name = g_strconcat (stem, ".INP", NULL);
  g_autofree char *path = NULL;
  g_autofree char *contents = g_strconcat (run->input, "\n", NULL);

  if (folder == NULL)
    return FALSE;
  path = g_build_filename (folder, name, NULL);
  if (!g_file_set_contents (path, contents, -1, error))
    {
      g_rmdir (folder);
      return FALSE;
    }
  run->input_path = g_steal_pointer (&path);
  return TRUE;
}

static void
run_search (GTask *task, Run *live, GCancellable *cancellable)
{
  g_autofree char *path = g_file_get_path (live->file);
  KqStudentOptions options = { .board = live->board_name, .max_steps = PROGRAM_MAX_STEPS };
  GError *error = NULL;
  KqStudentRun *run;
  Search *search;
  char *text = NULL;

  if (live->error != NULL)
    {
      g_task_return_error (task, g_error_copy (live->error));
      return;
    }
  if (live->input != NULL && !write_input (live, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  options.input = live->input_path;
  run = kq_student_run_new (path, &options, &error);
  if (run == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  search = g_new0 (Search, 1);
  search->live = live;
  search->run = run;
  search->moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  search->lines = g_array_new (FALSE, FALSE, sizeof (int));
  search->solutions = g_array_new (FALSE, FALSE, sizeof (guint));
  search->verdict_steps = g_array_new (FALSE, FALSE, sizeof (guint64));
  search->verdict_moves = g_array_new (FALSE, FALSE, sizeof (guint));
  search->log = kq_student_log_new ();
  take_size (search);
  kq_student_run_set_step_func (run, record_step, search);
  if (g_file_get_contents (path, &text, NULL, &error))
    {
      g_mutex_lock (&live->lock);
      live->source = text;
      live->language = kq_student_run_get_language (run);
      g_mutex_unlock (&live->lock);
    }
  if (text == NULL || !kq_student_run_execute (run, cancellable, &error))
    {
      search_free (search);
      g_task_return_error (task, error);
      return;
    }
  if (search->error != NULL)
    {
      g_task_return_error (task, g_steal_pointer (&search->error));
      search_free (search);
      return;
    }
  end_search (search);
  if (g_task_return_error_if_cancelled (task))
    {
      search_free (search);
      return;
    }
  g_task_return_pointer (task, search, (GDestroyNotify) search_free);
}

static void
run_worker (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Run *live = task_data;

  run_search (task, live, cancellable);
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
take_live (KqProgramRunner *self, Run *run, gboolean *moved)
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
  Run *run = self->current;
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
  g_clear_pointer (&self->current, run_unref);
}

static void
run_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(KqProgramRunner) self = user_data;
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  Search *search = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean moved;

  /* let go when it was cancelled or replaced */
  if (run->runner != self)
    {
      g_clear_pointer (&search, search_free);
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
  g_clear_pointer (&self->search, search_free);

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
  Run *run;

  g_return_if_fail (KQ_IS_PROGRAM_RUNNER (self));
  g_return_if_fail (G_IS_FILE (file));

  was_running = detach_current (self);
  run = g_atomic_rc_box_new0 (Run);
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
  g_clear_pointer (&self->search, search_free);
  self->stopped = FALSE;
  self->current = run;
  self->cancellable = g_cancellable_new ();
  self->tick_id = g_timeout_add (PROGRESS_MS, tick_cb, self);

  /* No source object: the worker may drop the task's last reference, and the runner must not
   * be finalized in that thread. */
  task = g_task_new (NULL, self->cancellable, run_done_cb, g_object_ref (self));
  g_task_set_source_tag (task, kq_program_runner_start);
  g_task_set_task_data (task, g_atomic_rc_box_acquire (run), run_unref);
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
static Search *
search_of (KqProgramRunner *self)
{
  g_return_val_if_fail (KQ_IS_PROGRAM_RUNNER (self), NULL);

  return self->search;
}

const KqMove *
kq_program_runner_get_moves (KqProgramRunner *self, guint *n_moves)
{
  Search *search = search_of (self);

  *n_moves = search != NULL ? search->moves->len : 0;
  return search != NULL ? (const KqMove *) (void *) search->moves->data : NULL;
}

guint
kq_program_runner_get_position (KqProgramRunner *self)
{
  Search *search = search_of (self);

  return search != NULL ? search->position : 0;
}

GArray *
kq_program_runner_ref_lines (KqProgramRunner *self)
{
  Search *search = search_of (self);

  return search != NULL ? g_array_ref (search->lines) : NULL;
}

GArray *
kq_program_runner_ref_solutions (KqProgramRunner *self)
{
  Search *search = search_of (self);

  return search != NULL ? g_array_ref (search->solutions) : NULL;
}

guint64
kq_program_runner_get_found (KqProgramRunner *self)
{
  Search *search = search_of (self);

  return search != NULL ? search->found : 0;
}

const char *
kq_program_runner_get_output (KqProgramRunner *self)
{
  Search *search = search_of (self);

  return search != NULL ? search->output : NULL;
}

const KqStudentVerdict *
kq_program_runner_get_verdicts (KqProgramRunner *self, guint *n_verdicts)
{
  Search *search = search_of (self);

  *n_verdicts = search != NULL ? search->verdicts->len : 0;
  return search != NULL ? (const KqStudentVerdict *) (void *) search->verdicts->data : NULL;
}

guint
kq_program_runner_get_verdict_position (KqProgramRunner *self, guint verdict)
{
  Search *search = search_of (self);

  g_return_val_if_fail (search != NULL && verdict < search->positions->len, 0);

  return g_array_index (search->positions, guint, verdict);
}

gboolean
kq_program_runner_get_verdict_at_end (KqProgramRunner *self, guint verdict)
{
  Search *search = search_of (self);

  g_return_val_if_fail (search != NULL && verdict < search->at_end->len, FALSE);

  return g_array_index (search->at_end, gboolean, verdict);
}

gboolean
kq_program_runner_get_has_end (KqProgramRunner *self)
{
  Search *search = search_of (self);

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
  Search *search = search_of (self);

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
  Search *search = search_of (self);

  return search != NULL ? g_steal_pointer (&search->log) : NULL;
}

guint
kq_program_runner_get_live_workers (void)
{
  return (guint) g_atomic_int_get (&live_workers);
}
