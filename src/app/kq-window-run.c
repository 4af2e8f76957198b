/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-run.c: the window (views): a student's program opened, run in a worker
 *
 * A student's program (.py; .c, .cpp, .pas with the GDB runner) is run on the input beside
 * it in a worker (src/student: fenced in, Stop-able by opening another file or closing the
 * window) and judged; its board's moves go on a player of their own (kq_session_open_moves),
 * shown at its first slip, and a toast says the slip with its line, or the solutions found.
 * While it runs, the status line counts its lines and Stop (Escape) ends it where it is: the
 * board then shows what it ran, as at a step limit. With no input beside it, its input is
 * asked for. Its solutions are browsed as a listing's. kq-window-open.c opens the file. */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdatomic.h>
#include <string.h>

#include "kq-format.h"
#include "kq-student.h"
#include "kq-student-box.h"
#include "kq-window-private.h"

/* The board's moves the window keeps of a program's search (a player's timeline). */
#define PROGRAM_MAX_MOVES (1u << 20)
#define RECENT_STEPS 256
/* The board shown where neither the input nor the program says n (no board found). */
#define PROGRAM_DEFAULT_N 8

/* How often the status line counts a running program's lines. */
#define PROGRESS_MS 250

/* A program running, as the main thread sees it (shared with the worker: a GRcBox). */
struct _KqProgramProgress {
  char                *name;   /* the program's file name */
  atomic_uint_fast64_t steps;  /* the lines it ran so far */
  atomic_bool          stop;   /* Stop asked: the step func ends the run */
  GFile               *file;   /* the program (set before the worker starts) */
  atomic_int           line;   /* the line it runs now */
  GMutex               lock;   /* on what follows */
  KqBoard             *board;  /* its board as its moves left it so far, NULL: none yet */
  gboolean             moved;  /* since the main thread last showed it */
  char                *source; /* its code, NULL: not read yet */
  KqStudentLanguage    language;
};
typedef struct _KqProgramProgress KqProgramProgress;

static void
progress_clear (gpointer data)
{
  KqProgramProgress *progress = data;

  g_free (progress->name);
  g_clear_object (&progress->file);
  g_free (progress->source);
  g_clear_pointer (&progress->board, kq_board_free);
  g_mutex_clear (&progress->lock);
}

static void
progress_unref (gpointer data)
{
  g_rc_box_release_full (data, progress_clear);
}

/* The worker's task data: the program's file and its progress; the input typed for it, in
 * a folder of ours, or NULL. */
typedef struct {
  GFile             *file;
  KqProgramProgress *progress;
  char              *input;
  char              *board;  /* the board's array named, or NULL: found by what it does */
} ProgramTask;

static void
program_task_free (ProgramTask *task)
{
  g_object_unref (task->file);
  progress_unref (task->progress);
  g_free (task->board);
  if (task->input != NULL)
    {
      g_autofree char *folder = g_path_get_dirname (task->input);

      g_unlink (task->input);
      g_rmdir (folder);
      g_free (task->input);
    }
  g_free (task);
}

static void
clear_verdicts (KqWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->program_verdicts))) != NULL)
    gtk_list_box_remove (self->program_verdicts, child);
}

/* The running program as it is: its board on the board (the moves that make it now, a tour's
 * path or a queen a row, not the run's so far), its code beside it at the line it runs. */
static void
show_live (KqWindow *self)
{
  KqProgramProgress *progress = self->program_progress;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  g_autofree char *source = NULL;
  KqProblem problem = KQ_PROBLEM_QUEENS;
  gboolean moved;
  int n = 0;

  /* the user went to another problem or mode: the window is theirs until the end */
  if (self->program_live && kq_session_get_mode (self->session) != KQ_SESSION_MODE_OPEN)
    return;
  g_mutex_lock (&progress->lock);
  moved = progress->board != NULL && progress->moved;
  if (moved)
    {
      problem = progress->board->problem;
      n = progress->board->n;
      if (problem == KQ_PROBLEM_TOUR)
        for (int i = 0; i < progress->board->moves; i++)
          g_array_append_val (moves, ((KqMove) { progress->board->path[i], i + 1 }));
      else
        for (int row = 0; row < n; row++)
          if (progress->board->cells[row] >= 0)
            g_array_append_val (moves, ((KqMove) { row * n + progress->board->cells[row],
                                                   row + 1 }));
      progress->moved = FALSE;
    }
  if (!self->program_live && progress->source != NULL)
    source = g_strdup (progress->source);
  g_mutex_unlock (&progress->lock);

  if (source != NULL)
    {
      /* the panel before the mode, which shows it (the program's lines: none yet) */
      g_clear_pointer (&self->program_lines, g_array_unref);
      self->program_lines = g_array_new (FALSE, FALSE, sizeof (int));
      _kq_window_program_show (self, progress->file, kq_student_log_new (), source,
                               progress->language);
      clear_verdicts (self);
      gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->program_verdicts),
                                                       GTK_TYPE_SCROLLED_WINDOW), FALSE);
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->program_output), "", 0);
      self->program_live = TRUE;
    }
  if (moved)
    kq_session_open_moves (self->session, problem, n, (const KqMove *) (void *) moves->data,
                           moves->len, moves->len);
  if (self->program_live)
    kq_code_view_show_line (self->program_view, atomic_load (&progress->line), 0);
}

static gboolean
progress_tick (gpointer user_data)
{
  KqWindow *self = user_data;

  show_live (self);
  kq_window_update_status (self);
  return G_SOURCE_CONTINUE;
}

/* The running program let go: its run ended, or another file is opened. */
void
_kq_window_run_end (KqWindow *self)
{
  if (self->program_progress == NULL)
    return;
  g_clear_handle_id (&self->program_progress_id, g_source_remove);
  g_clear_pointer (&self->program_progress, progress_unref);
  if (self->session == NULL)
    return;
  _kq_window_actions_update (self);
  kq_window_update_status (self);
}

/* A program's run in the worker, and the moves its board made. */
typedef struct {
  KqProgramProgress *progress;
  KqStudentRun *run;
  KqProblem     problem;
  int           n;
  GArray       *moves;     /* KqMove */
  GArray       *lines;     /* int: the program's line that made each move */
  GArray       *solutions; /* guint: the moves up to each solution it found */
  char         *source;    /* the program's text */
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
} ProgramRun;

static void
program_run_free (ProgramRun *program)
{
  g_clear_pointer (&program->run, kq_student_run_free);
  g_array_unref (program->moves);
  g_clear_pointer (&program->lines, g_array_unref);
  g_clear_pointer (&program->solutions, g_array_unref);
  g_free (program->source);
  g_array_unref (program->verdict_steps);
  g_array_unref (program->verdict_moves);
  g_free (program->cols);
  g_clear_pointer (&program->log, kq_student_log_free);
  g_free (program);
}

/* A point of the log at the position after the move. */
static void
add_move (ProgramRun *program, const KqStudentStep *step, int row, int col, int number)
{
  KqProgramProgress *progress = program->progress;
  KqMove move = { row * program->n + col, number };

  g_mutex_lock (&progress->lock);
  kq_move_apply (&move, progress->board);
  progress->moved = TRUE;
  g_mutex_unlock (&progress->lock);

  if (program->moves->len < PROGRAM_MAX_MOVES)
    {
      g_array_append_val (program->moves, move);
      g_array_append_val (program->lines, step->line);
      kq_student_log_point (program->log, step, kq_student_run_get_arrays (program->run),
                            kq_student_run_get_board_name (program->run));
    }
}

/* The problem and size the run says now: the board found, once a step comes (the run holds
 * its steps until then); before, the input's (8 where it says nothing). A board of another
 * size made anew. */
static void
take_size (ProgramRun *program)
{
  KqProgramProgress *progress = program->progress;
  int n = kq_student_run_get_n (program->run);

  program->problem = kq_student_run_get_problem (program->run);
  program->n = n > 0 ? n : PROGRAM_DEFAULT_N;
  g_free (program->cols);
  program->cols = g_new (int, program->n);
  for (int i = 0; i < program->n; i++)
    program->cols[i] = -1;
  g_mutex_lock (&progress->lock);
  if (progress->board == NULL || progress->board->problem != program->problem ||
      progress->board->n != program->n)
    {
      g_clear_pointer (&progress->board, kq_board_free);
      progress->board = kq_board_new (program->problem, program->n);
      progress->moved = TRUE;
    }
  g_mutex_unlock (&progress->lock);
}

/* In the worker: the step's change of the board as the player's moves. A queen put in row r
 * takes those of rows r and after away first: the player's board, as the lessons', holds one
 * queen a row, rows filled from the top. */
static gboolean
record_step (const KqStudentStep *step, gpointer user_data)
{
  ProgramRun *program = user_data;
  int n, r = step->row - 1, c = step->col - 1;

  if (step->index == 1)
    take_size (program);
  n = program->n;
  atomic_store_explicit (&program->progress->steps, step->index, memory_order_relaxed);
  atomic_store_explicit (&program->progress->line, step->line, memory_order_relaxed);
  kq_student_log_step (program->log, step);
  /* position 0: the program's start */
  if (kq_student_log_get_n_points (program->log) == 0)
    kq_student_log_point (program->log, step, kq_student_run_get_arrays (program->run),
                          kq_student_run_get_board_name (program->run));
  if (step->op != KQ_STUDENT_OP_NONE && program->problem == KQ_PROBLEM_QUEENS)
    {
      for (int row = n - 1; row >= r; row--)
        if (program->cols[row] >= 0 && (step->op == KQ_STUDENT_OP_PLACE || row == r))
          {
            add_move (program, step, row, program->cols[row], -(row + 1));
            program->cols[row] = -1;
          }
      if (step->op == KQ_STUDENT_OP_PLACE)
        {
          add_move (program, step, r, c, r + 1);
          program->cols[r] = c;
        }
    }
  else if (step->op != KQ_STUDENT_OP_NONE && step->move <= n * n)
    add_move (program, step, r, c, step->op == KQ_STUDENT_OP_PLACE ? step->move : -step->move);
  if (step->solution > 0)
    g_array_append_val (program->solutions, program->moves->len);
  if (step->op != KQ_STUDENT_OP_NONE)
    {
      program->recent_steps[program->recent % RECENT_STEPS] = step->index;
      program->recent_moves[program->recent % RECENT_STEPS] = program->moves->len;
      program->recent++;
    }
  for (guint i = 0; i < step->n_verdicts; i++)
    {
      guint position = program->moves->len;

      for (guint k = 0; k < MIN (program->recent, RECENT_STEPS); k++)
        if (program->recent_steps[k] == step->verdicts[i].step)
          position = program->recent_moves[k];
      g_array_append_val (program->verdict_steps, step->verdicts[i].step);
      g_array_append_val (program->verdict_moves, position);
      if (!program->slipped && kq_student_verdict_is_error (step->verdicts[i].kind))
        {
          program->slipped = TRUE;
          program->position = position;
        }
    }
  return !atomic_load_explicit (&program->progress->stop, memory_order_relaxed);
}

static void
program_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ProgramTask *data = task_data;
  g_autofree char *path = g_file_get_path (data->file);
  KqStudentOptions options = { .input = data->input, .board = data->board };
  ProgramRun *program;
  GError *error = NULL;
  KqStudentRun *run;

  if (path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("not a local file"));
      return;
    }
  run = kq_student_run_new (path, &options, &error);
  if (run == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  program = g_new0 (ProgramRun, 1);
  program->progress = data->progress;
  program->run = run;
  program->moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  program->lines = g_array_new (FALSE, FALSE, sizeof (int));
  program->solutions = g_array_new (FALSE, FALSE, sizeof (guint));
  program->verdict_steps = g_array_new (FALSE, FALSE, sizeof (guint64));
  program->verdict_moves = g_array_new (FALSE, FALSE, sizeof (guint));
  program->log = kq_student_log_new ();
  take_size (program);
  kq_student_run_set_step_func (run, record_step, program);
  if (g_file_get_contents (path, &program->source, NULL, &error))
    {
      g_mutex_lock (&data->progress->lock);
      data->progress->source = g_strdup (program->source);
      data->progress->language = kq_student_run_get_language (run);
      g_mutex_unlock (&data->progress->lock);
    }
  if (program->source == NULL || !kq_student_run_execute (run, cancellable, &error))
    {
      program_run_free (program);
      g_task_return_error (task, error);
      return;
    }
  if (!program->slipped)
    program->position = program->moves->len;
  /* the lines after the last move (a line without end, a crash, the step limit, Stop) */
  if (kq_student_log_get_n_points (program->log) > 0 && kq_student_log_has_way (program->log))
    {
      kq_student_log_point (program->log, kq_student_run_get_last_step (run),
                            kq_student_run_get_arrays (run), kq_student_run_get_board_name (run));
      program->end = TRUE;
    }
  if (g_task_return_error_if_cancelled (task))
    {
      program_run_free (program);
      return;
    }
  g_task_return_pointer (task, program, (GDestroyNotify) program_run_free);
}

/* The program's line that made the stepped timeline's last move, the one before faintly; its
 * stack and arrays there. */
static void
program_timeline_changed (KqWindow *self)
{
  guint position = kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
  GArray *lines = self->program_lines;

  if (lines == NULL || position > lines->len || !_kq_window_program_position (self, position))
    return;
  _kq_window_program_show_line (self, position);
}

void
_kq_window_board_entry_activated (KqWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.program-run", NULL);
}

/* A verdict's row, clicked: the board goes to its step. */
void
_kq_window_verdict_activated (KqWindow *self, GtkListBoxRow *row)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "kq-position"));

  kq_timeline_seek (kq_session_get_stepped_timeline (self->session), position);
  if (g_object_get_data (G_OBJECT (row), "kq-end") != NULL)
    _kq_window_program_show_end (self);
}

/* Whether a verdict is on the run's last step, past its last move. */
static gboolean
at_end (ProgramRun *program, const KqStudentVerdict *verdict)
{
  return program->end && verdict->step == kq_student_run_get_steps (program->run);
}

/* Each verdict a row, "line L, step S: text", at the moves up to its step (the end for
 * those the steps did not name, as missed solutions). */
static void
show_verdicts (KqWindow *self, ProgramRun *program)
{
  const KqStudentVerdict *verdicts;
  guint n_verdicts;
  clear_verdicts (self);
  verdicts = kq_student_run_get_verdicts (program->run, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    {
      g_autofree char *text = kq_student_verdict_text (&verdicts[i]);
      g_autofree char *step = kq_format_count (verdicts[i].step);
      /* TRANSLATORS: the program's line and step, then what is wrong there */
      g_autofree char *named = g_strdup_printf (_("line %d, step %s: %s"), verdicts[i].line,
                                                step, text);
      GtkWidget *label = gtk_label_new (named);
      GtkWidget *row = gtk_list_box_row_new ();
      guint position = program->moves->len;

      for (guint k = 0; k < program->verdict_steps->len; k++)
        if (g_array_index (program->verdict_steps, guint64, k) == verdicts[i].step)
          position = g_array_index (program->verdict_moves, guint, k);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      /* wrapped in the code's width, not widening the column */
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      named, -1);
      g_object_set_data (G_OBJECT (row), "kq-position", GUINT_TO_POINTER (position));
      g_object_set_data (G_OBJECT (row), "kq-end", GINT_TO_POINTER (at_end (program,
                                                                            &verdicts[i])));
      gtk_list_box_append (self->program_verdicts, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->program_verdicts), n_verdicts > 0);
  /* none: its place goes to the code */
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->program_verdicts),
                                                   GTK_TYPE_SCROLLED_WINDOW), n_verdicts > 0);
}

/* Its code in the panel beside the board, following the steps. */
static void
show_program (KqWindow *self, GFile *file, ProgramRun *program)
{
  KqTimeline *timeline;

  g_clear_pointer (&self->program_lines, g_array_unref);
  self->program_lines = g_steal_pointer (&program->lines);
  _kq_window_program_show (self, file, g_steal_pointer (&program->log), program->source,
                           kq_student_run_get_language (program->run));
  timeline = kq_session_get_stepped_timeline (self->session);
  /* the timeline may be the last program's: connected once */
  g_signal_handlers_disconnect_by_func (timeline, program_timeline_changed, self);
  g_signal_connect_object (timeline, "changed", G_CALLBACK (program_timeline_changed), self,
                           G_CONNECT_SWAPPED);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->program_output),
                            kq_student_run_get_output (program->run), -1);
  show_verdicts (self, program);
  gtk_widget_set_visible (self->program_box, TRUE);
  program_timeline_changed (self);
}

/* The first slip with its line, or what the program found (stopped: so far). */
static char *
program_text (const KqStudentRun *run, gboolean stopped)
{
  const KqStudentVerdict *verdicts;
  guint n_verdicts;
  guint64 found = kq_student_run_get_solutions (run);
  /* a plural form: one solution, 2 solutions */
  gulong count = (gulong) MIN (found, G_MAXULONG);
  g_autofree char *solutions = kq_format_count (found);
  g_autofree char *steps = kq_format_count (kq_student_run_get_steps (run));

  verdicts = kq_student_run_get_verdicts (run, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    if (kq_student_verdict_is_error (verdicts[i].kind))
      {
        g_autofree char *text = kq_student_verdict_text (&verdicts[i]);
        g_autofree char *step = kq_format_count (verdicts[i].step);

        return g_strdup_printf (_("line %d, step %s: %s"), verdicts[i].line, step, text);
      }
  /* what blames nobody but says more than a count: no board seen, a stop on purpose */
  for (guint i = 0; i < n_verdicts; i++)
    if (verdicts[i].kind == KQ_STUDENT_VERDICT_NO_BOARD ||
        verdicts[i].kind == KQ_STUDENT_VERDICT_STOPPED)
      {
        g_autofree char *text = kq_student_verdict_text (&verdicts[i]);

        /* TRANSLATORS: what was found of the student's program, and the lines it ran */
        return g_strdup_printf (_("%s (%s lines run)"), text, steps);
      }
  if (stopped)
    /* TRANSLATORS: the student's program stopped with Stop: the lines it ran, the solutions
       it had found */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "stopped after %s lines, %s solution so far, nothing "
                                         "wrong found",
                                         "stopped after %s lines, %s solutions so far, nothing "
                                         "wrong found", count),
                            steps, solutions);
  /* TRANSLATORS: solutions found by the student's program, and the lines it ran */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s solution, nothing wrong found (%s lines run)",
                                       "%s solutions, nothing wrong found (%s lines run)", count),
                          solutions, steps);
}

/* Whether the run is shown at its end past the last move, where Stop stopped it or its first
 * slip is (a line without end, a crash, the step limit), rather than at its last move. */
static gboolean
shows_end (ProgramRun *program, gboolean stopped)
{
  const KqStudentVerdict *verdicts;
  guint n_verdicts;

  verdicts = kq_student_run_get_verdicts (program->run, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    if (kq_student_verdict_is_error (verdicts[i].kind))
      return at_end (program, &verdicts[i]);
  return program->end && stopped;
}

static void ask_input (KqWindow *self, GFile *file);
static void ask_unboxed (KqWindow *self, GFile *file, const char *why);

static void
program_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (source);
  g_autoptr(GError) error = NULL;
  ProgramRun *program = g_task_propagate_pointer (G_TASK (result), &error);
  ProgramTask *task = g_task_get_task_data (G_TASK (result));
  g_autofree char *name = g_file_get_basename (task->file);
  g_autofree char *text = NULL;
  g_autofree char *named = NULL;
  gboolean stopped = atomic_load (&task->progress->stop);

  if (self->session == NULL)
    {
      g_clear_pointer (&program, program_run_free);
      return;
    }
  if (g_task_get_cancellable (G_TASK (result)) == self->open_cancellable)
    g_clear_object (&self->open_cancellable);
  /* a program that does not compile: its code beside its board all the same, to be mended
   * and run again there */
  if (task->progress == self->program_progress &&
      g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE))
    show_live (self);
  if (task->progress == self->program_progress)
    _kq_window_run_end (self);
  if (program == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      if (g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_NO_INPUT))
        {
          ask_input (self, task->file);
          return;
        }
      if (g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX))
        {
          ask_unboxed (self, task->file, error->message);
          return;
        }
      /* the compiler's words name the file and the line: their first line in the status line
       * too, while the panel shows them */
      if (g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE))
        {
          kq_window_toast (self, error->message);
          g_free (self->program_text);
          self->program_text = g_strndup (error->message, strcspn (error->message, "\n"));
        }
      else
        _kq_window_open_cannot_read (self, name, error->message);
      /* run again from its panel: the code stays to be mended */
      if (_kq_window_program_is_shown (self, task->file))
        _kq_window_program_failed (self, error->message);
      kq_window_update_status (self);
      return;
    }
  /* its search on the board, at its first slip: the usual controls step through it, and
   * browse its solutions (known as the window takes the new mode) */
  g_clear_pointer (&self->answer_name, g_free);
  g_clear_pointer (&self->program_solutions, g_array_unref);
  self->program_solutions = g_steal_pointer (&program->solutions);
  kq_session_open_moves (self->session, program->problem, program->n,
                         (const KqMove *) (void *) program->moves->data, program->moves->len,
                         program->position);
  show_program (self, task->file, program);
  if (shows_end (program, stopped))
    _kq_window_program_show_end (self);
  text = program_text (program->run, stopped);
  named = _kq_window_open_name_text (name, text);
  kq_window_toast (self, named);
  g_free (self->program_text);
  self->program_text = g_steal_pointer (&named);
  kq_window_update_status (self);
  program_run_free (program);
}

void
_kq_window_run_start (KqWindow *self, GFile *file, char *input)
{
  g_autoptr(GTask) task = g_task_new (self, self->open_cancellable, program_done, NULL);
  ProgramTask *data = g_new0 (ProgramTask, 1);

  g_task_set_source_tag (task, _kq_window_run_start);
  /* (the panel of the program run again stays until the new run shows its code) */
  _kq_window_program_forget_run (self);
  self->program_live = FALSE;
  g_clear_pointer (&self->program_solutions, g_array_unref);
  data->file = g_object_ref (file);
  data->input = input;
  /* the board's array named for this program, run again; another program's is found anew */
  if (!_kq_window_program_is_shown (self, file))
    gtk_editable_set_text (GTK_EDITABLE (self->program_board_entry), "");
  if (*gtk_editable_get_text (GTK_EDITABLE (self->program_board_entry)) != '\0')
    data->board = g_strstrip (g_strdup (gtk_editable_get_text (
                    GTK_EDITABLE (self->program_board_entry))));
  data->progress = g_rc_box_new0 (KqProgramProgress);
  g_mutex_init (&data->progress->lock);
  data->progress->name = g_file_get_basename (file);
  data->progress->file = g_object_ref (file);
  self->program_progress = g_rc_box_acquire (data->progress);
  self->program_progress_id = g_timeout_add (PROGRESS_MS, progress_tick, self);
  g_task_set_task_data (task, data, (GDestroyNotify) program_task_free);
  _kq_window_actions_update (self);
  kq_window_update_status (self);
  g_task_run_in_thread (task, program_thread);
}

void
_kq_window_run_hide (KqWindow *self)
{
  g_clear_pointer (&self->program_lines, g_array_unref);
  g_clear_pointer (&self->program_solutions, g_array_unref);
  gtk_widget_set_visible (self->program_box, FALSE);
}

/* The input typed for a program, in a folder of ours: QUEENS.INP for n queens, else named as
 * the program (knight.pas: KNIGHT.INP), which is how the program may open it. NULL: not
 * written, told. */
static char *
write_input (KqWindow *self, GFile *file, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("kq-input-XXXXXX", &error);
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *stem = g_ascii_strup (base, strcspn (base, "."));
  /* named after the program; the run copies it under the names its source opens too */
  g_autofree char *name = g_strconcat (stem, ".INP", NULL);
  g_autofree char *path = folder != NULL ? g_build_filename (folder, name, NULL) : NULL;
  g_autofree char *contents = g_strconcat (text, "\n", NULL);

  if (path == NULL || !g_file_set_contents (path, contents, -1, &error))
    {
      if (folder != NULL)
        g_rmdir (folder);
      _kq_window_open_cannot_read (self, base, error->message);
      return NULL;
    }
  return g_steal_pointer (&path);
}

static void
run_on_typed (KqWindow *self)
{
  char *input = write_input (self, self->typed_file, self->typed_input);

  if (input != NULL)
    _kq_window_open_file (self, self->typed_file, input);
}

static void
input_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  GtkWidget *scrolled = adw_message_dialog_get_extra_child (dialog);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (
    GTK_TEXT_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))));
  GtkTextIter start, end;

  if (!g_str_equal (response, "run"))
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_set_object (&self->typed_file, user_data);
  g_free (self->typed_input);
  self->typed_input = g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
  run_on_typed (self);
}

/* A program with no input beside it: its input asked for, any layout, lines as it reads them,
 * and kept for Run Again. */
static void
ask_input (KqWindow *self, GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  AdwMessageDialog *dialog;
  GtkWidget *text, *scrolled;

  if (self->typed_file != NULL && g_file_equal (self->typed_file, file))
    {
      run_on_typed (self);
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL));
  /* TRANSLATORS: %s: the student's program */
  adw_message_dialog_format_heading (dialog, _("Input for %s"), name);
  adw_message_dialog_set_body (dialog, _("No input file is beside the program. Type its input "
                                         "as the program reads it, line by line: it gets it "
                                         "on its standard input and in the input file it "
                                         "opens."));
  text = gtk_text_view_new ();
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (text), TRUE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), "8", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Input"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 96);
  gtk_widget_add_css_class (scrolled, "card");
  adw_message_dialog_set_extra_child (dialog, scrolled);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "run", _("_Run"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "run", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "run");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (input_response_cb), g_object_ref (file),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (text);
}

static void
unboxed_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  GFile *file = user_data;

  if (!g_str_equal (response, "run"))
    return;
  kq_student_box_set_unboxed (TRUE);
  /* its input typed before, if it had none beside it */
  if (self->typed_file != NULL && g_file_equal (self->typed_file, file))
    run_on_typed (self);
  else
    _kq_window_open_file (self, file, NULL);
}

/* The box cannot be made here (why: bubblewrap missing, user namespaces off): the program
 * runs only if the user says so, knowing what it means; then every program does until the
 * application quits (the choice is the process's), as --no-sandbox does for one trace. */
static void
ask_unboxed (KqWindow *self, GFile *file, const char *why)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL));
  /* TRANSLATORS: %s: the student's program */
  adw_message_dialog_format_heading (dialog, _("Run %s Without the Box?"), name);
  body = g_strdup_printf ("%s\n\n%s", why,
                          _("Without the box, a student’s program runs as you: it can read, "
                            "change and delete your files, use the network and start "
                            "programs that go on after it. Run it so only if you trust it. "
                            "Programs run so until the application is closed."));
  adw_message_dialog_set_body (dialog, body);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"),
                                    "run", _("Run _Without the Box"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "run", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (unboxed_response_cb),
                         g_object_ref (file),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
_kq_window_run_get_running (KqWindow *self)
{
  return self->program_progress != NULL;
}

/* The opened program's solutions when its search is the board shown; NULL else. */
static GArray *
program_solutions (KqWindow *self)
{
  GArray *solutions = self->program_solutions;

  if (solutions == NULL || solutions->len == 0 || self->session == NULL ||
      kq_session_get_mode (self->session) != KQ_SESSION_MODE_OPEN ||
      kq_session_get_answer (self->session) != NULL)
    return NULL;
  return solutions;
}

/* How many of its solutions the board has passed at position. */
static guint
solutions_up_to (GArray *solutions, guint position)
{
  guint k = 0;

  while (k < solutions->len && g_array_index (solutions, guint, k) <= position)
    k++;
  return k;
}

static guint
stepped_position (KqWindow *self)
{
  return kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
}

gboolean
_kq_window_run_browse (KqWindow *self, const char *action_name, GVariant *parameter)
{
  GArray *solutions = program_solutions (self);
  guint position, passed, k;

  if (solutions == NULL)
    return FALSE;
  position = stepped_position (self);
  passed = solutions_up_to (solutions, position);
  if (g_str_equal (action_name, "win.first-solution"))
    k = 1;
  else if (g_str_equal (action_name, "win.last-solution"))
    k = solutions->len;
  else if (g_str_equal (action_name, "win.next-solution"))
    k = passed + 1;
  /* back to the one before: the one passed, if the board has gone on from it */
  else if (g_str_equal (action_name, "win.previous-solution"))
    k = passed > 0 && g_array_index (solutions, guint, passed - 1) < position ? passed
                                                                              : passed - 1;
  else
    k = (guint) MIN (g_variant_get_uint64 (parameter), G_MAXUINT);
  if (k < 1 || k > solutions->len)
    gtk_widget_add_css_class (GTK_WIDGET (self->goto_entry), "error");
  else
    kq_session_seek (self->session, g_array_index (solutions, guint, k - 1));
  return TRUE;
}

gboolean
_kq_window_run_has_solutions (KqWindow *self)
{
  return program_solutions (self) != NULL;
}

gboolean
_kq_window_run_update_browse (KqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GArray *solutions = program_solutions (self);
  guint position, first, last;

  if (solutions == NULL)
    return FALSE;
  position = stepped_position (self);
  first = g_array_index (solutions, guint, 0);
  last = g_array_index (solutions, guint, solutions->len - 1);
  gtk_widget_action_set_enabled (widget, "win.first-solution", position != first);
  gtk_widget_action_set_enabled (widget, "win.previous-solution", position > first);
  gtk_widget_action_set_enabled (widget, "win.next-solution", position < last);
  gtk_widget_action_set_enabled (widget, "win.last-solution", position != last);
  return TRUE;
}

void
_kq_window_run_stop (KqWindow *self)
{
  if (self->program_progress != NULL)
    atomic_store (&self->program_progress->stop, TRUE);
}


gboolean
_kq_window_run_status (KqWindow *self, GString *status, GString *counter)
{
  if (self->program_progress != NULL)
    {
      KqProgramProgress *progress = self->program_progress;
      g_autofree char *steps = kq_format_count (atomic_load (&progress->steps));

      /* TRANSLATORS: a student's program running: its file, the lines it ran so far */
      g_string_printf (status, _("Running %s: %s lines… (Escape stops it)"), progress->name,
                       steps);
      g_string_truncate (counter, 0);
      return TRUE;
    }

  /* an opened program's search: what was found wrong in it */
  if (kq_session_get_answer (self->session) == NULL &&
      kq_session_get_mode (self->session) == KQ_SESSION_MODE_OPEN &&
      self->program_text != NULL)
    {
      GArray *solutions = program_solutions (self);
      guint passed = solutions != NULL ? solutions_up_to (solutions, stepped_position (self)) : 0;

      g_string_assign (status, self->program_text);
      g_string_truncate (counter, 0);
      if (passed > 0)
        {
          g_autofree char *number = kq_format_count (passed);
          g_autofree char *found = kq_format_count (solutions->len);

          /* TRANSLATORS: the opened program's solutions, browsed */
          g_string_printf (counter, _("Solution %s of %s"), number, found);
        }
      return TRUE;
    }
  return FALSE;
}

void
_kq_window_run_dispose (KqWindow *self)
{
  _kq_window_run_end (self);
  g_clear_pointer (&self->program_text, g_free);
  g_clear_pointer (&self->program_lines, g_array_unref);
  g_clear_pointer (&self->program_solutions, g_array_unref);
  g_clear_object (&self->typed_file);
  g_clear_pointer (&self->typed_input, g_free);
}
