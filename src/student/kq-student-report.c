/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-report.c: what a run's runner reports (kq-student-runner-private.h): the stack,
 * the arrays and the lines, each line a step of the run, through the KqStudentReport the run
 * hands its runner in its job */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <sys/wait.h>

#include <glib/gi18n.h>

#include "kq-student-run-private.h"

/* The most frames a step shows (snapshot_frames); a knight's tour of 8 × 8 needs 66. */
#define FRAMES_SHOWN 100
/* The program's output kept for the window: the last this many bytes. */
#define OUTPUT_KEPT (1 << 20)
/* The list of the columns queens kept in bits take: a row for each bit of a 64-bit mask */
#define BITS_ROWS 64

/* Reports the run makes itself too (below). */
static void run_stack_live (gpointer data, guint id, const char *name, int room, int cols,
                            const KqStudentValue *live, int n_live);
static void run_cell       (gpointer data, guint id, int i, int j, KqStudentValue value);

/* Queens kept in the bits of an int down a recursion: their columns, as a list of the mask's
 * name that the board reader may take (find (a + p, …): "a (bits)"). */
static void
read_bits (KqStudentRun *run)
{
  guint n = run->frames->len, count;
  int columns[BITS_ROWS];
  KqStudentValue live[BITS_ROWS];

  /* (none seen yet: a mask comes down a call, so only the lines just after one or a return
   * may show it, and only at a recursion's third level; looking at every line of a long
   * recursive run was a copy of its whole stack a line) */
  if (run->bits.function == NULL)
    {
      if (run->bits_fresh == 0)
        return;
      run->bits_fresh--;
      if (n < 3 || g_array_index (run->frames, Frame, n - 1).function !=
                   g_array_index (run->frames, Frame, n - 2).function)
        return;
    }
  g_array_set_size (run->bits_frames, n);
  for (guint i = 0; i < n; i++)
    {
      const Frame *frame = &g_array_index (run->frames, Frame, i);

      g_array_index (run->bits_frames, KqStudentFrame, i) = (KqStudentFrame) {
        frame->function, frame->line, (const KqStudentLocal *) (void *) frame->locals->data,
        frame->locals->len };
    }
  count = _kq_student_bits_read (&run->bits,
                                 (const KqStudentFrame *) (void *) run->bits_frames->data, n,
                                 columns, BITS_ROWS);
  if (run->bits.name == NULL)
    return;
  for (guint i = 0; i < count; i++)
    live[i] = (KqStudentValue) { KQ_STUDENT_VALUE_INT, columns[i] };
  /* (the mask, once found, is the same all the run: its list named once) */
  if (run->bits_list == NULL)
    /* TRANSLATORS: the columns of queens a program keeps in the bits of an int, named as the
     * int is: "a (bits)" */
    run->bits_list = g_strdup_printf (_("%s (bits)"), run->bits.name);
  run_stack_live (run, KQ_STUDENT_BITS_ID, run->bits_list, BITS_ROWS, 0, live, (int) count);
}

/* The stack as the step begins: what the step shows. A stack deeper than FRAMES_SHOWN shows its
 * outermost frame (the globals') and the innermost others: each step of a recursion without end
 * showed its whole stack, the steps held and printed growing as its square (6 GB in 30 s). */
static void
snapshot_frames (KqStudentRun *run)
{
  KqStudentLocal *locals;
  guint skip = run->frames->len > FRAMES_SHOWN ? run->frames->len - FRAMES_SHOWN : 0;

  g_array_set_size (run->shown_locals, 0);
  for (guint i = 0; i < run->frames->len; i = i == 0 ? i + 1 + skip : i + 1)
    {
      const Frame *frame = &g_array_index (run->frames, Frame, i);

      g_array_append_vals (run->shown_locals, frame->locals->data, frame->locals->len);
    }
  g_array_set_size (run->shown_frames, run->frames->len - skip);
  locals = (KqStudentLocal *) (void *) run->shown_locals->data;
  for (guint i = 0; i < run->shown_frames->len; i++)
    {
      const Frame *frame = &g_array_index (run->frames, Frame, i == 0 ? 0 : i + skip);
      KqStudentFrame *shown = &g_array_index (run->shown_frames, KqStudentFrame, i);

      shown->function = frame->function;
      shown->line = frame->line;
      shown->locals = locals;
      shown->n_locals = frame->locals->len;
      locals += frame->locals->len;
    }
}

/* The run ended by a limit, kind's verdict on its last step: the board shows what ran. FALSE,
 * the runner's answer. */
static gboolean
end_by_limit (KqStudentRun *run, KqStudentVerdictKind kind, guint64 total)
{
  KqStudentVerdict verdict = { .kind = kind, .step = run->steps, .line = run->step.line,
                               .total = total };

  if (!run->hit_limit)
    {
      run->hit_limit = TRUE;
      g_array_append_vals (run->verdicts, &verdict, 1);
    }
  return FALSE;
}

/* The run's lines counted from before to its steps now: the clock read once in RUNNING_EVERY
 * lines (a read a line would cost the native runner's pace), so that a wall clock run out
 * can tell lines still running from a program stopped on one. */
static void
note_running (KqStudentRun *run,
              guint64       before)
{
  if (before / RUNNING_EVERY != run->steps / RUNNING_EVERY)
    run->running_at = g_get_monotonic_time ();
}

static gboolean
run_line (gpointer data,
          int      line)
{
  KqStudentRun *run = data;

  g_return_val_if_fail (run != NULL, FALSE);

  /* what the call just made did to a mask of queens is the calling line's */
  read_bits (run);
  _kq_student_run_finish_step (run);
  if (run->stopped || run->hit_limit)
    return FALSE;
  if (run->steps == run->job.max_steps)
    return end_by_limit (run, KQ_STUDENT_VERDICT_STEP_LIMIT, run->job.max_steps);
  if (run->frames->len > 0)
    g_array_index (run->frames, Frame, run->frames->len - 1).line = line;
  /* a copy of every frame's locals at every line, for a caller that shows none */
  if (!run->job.moves_only)
    snapshot_frames (run);
  run->step = (KqStudentStep) {
    .index = ++run->steps,
    .line = line,
    .frames = (const KqStudentFrame *) (void *) run->shown_frames->data,
    .n_frames = run->shown_frames->len,
    .function = run->frames->len > 0
                ? g_array_index (run->frames, Frame, run->frames->len - 1).function : NULL,
  };
  note_running (run, run->steps - 1);
  run->step_first_verdict = run->verdicts->len;
  g_array_set_size (run->changes, 0);
  g_array_set_size (run->more, 0);
  run->step_open = TRUE;
  run->sink.open = TRUE;
  return TRUE;
}

static gboolean
run_lines (gpointer data,
           guint64  count)
{
  KqStudentRun *run = data;
  guint64 before;

  g_return_val_if_fail (run != NULL, FALSE);

  for (; count > 0 && _kq_student_finder_get_deciding (run->finder); count--)
    if (!run_line (run, run->step.line))
      return FALSE;
  if (count == 0)
    return TRUE;
  _kq_student_run_finish_step (run);
  if (run->stopped || run->hit_limit)
    return FALSE;
  /* the last of them, and the limit's step, come as lines of their own */
  before = run->steps;
  run->steps = MIN (run->steps + count, run->job.max_steps - 1);
  note_running (run, before);
  return TRUE;
}

static void
run_enter (gpointer    data,
           const char *function)
{
  KqStudentRun *run = data;
  Frame frame = { g_intern_string (function), 0, NULL };

  g_return_if_fail (run != NULL && function != NULL);

  frame.locals = g_array_new (FALSE, FALSE, sizeof (KqStudentLocal));
  g_array_append_val (run->frames, frame);
  run->bits_fresh = 2;
}

static void
run_leave (gpointer data)
{
  KqStudentRun *run = data;

  g_return_if_fail (run != NULL);

  if (run->frames->len > 0)
    g_array_set_size (run->frames, run->frames->len - 1);
  run->bits_fresh = 2;
}

/* Sets name in frame (the top one, or the outermost); the value it had (NONE: none). */
static KqStudentValue
set_local (KqStudentRun   *run,
           guint           frame,
           const char     *name,
           KqStudentValue  value)
{
  GArray *locals = g_array_index (run->frames, Frame, frame).locals;

  for (guint i = 0; i < locals->len; i++)
    {
      KqStudentLocal *local = &g_array_index (locals, KqStudentLocal, i);
      KqStudentValue old = local->value;

      if (strcmp (local->name, name) != 0)
        continue;
      if (value.kind == KQ_STUDENT_VALUE_NONE)
        g_array_remove_index (locals, i);
      else
        local->value = value;
      return old;
    }
  if (value.kind != KQ_STUDENT_VALUE_NONE)
    {
      KqStudentLocal local = { g_intern_string (name), value };

      g_array_append_val (locals, local);
    }
  return (KqStudentValue) { KQ_STUDENT_VALUE_NONE, 0 };
}

/* name's int in the outermost frame (the globals', Python's module's) changed from old to
 * value: counted, a counter's told from a size read once. */
static void
outer_change (KqStudentRun   *run,
              const char     *name,
              KqStudentValue  old,
              KqStudentValue  value)
{
  const char *interned = g_intern_string (name);

  if (old.kind == KQ_STUDENT_VALUE_INT &&
      (value.kind != KQ_STUDENT_VALUE_INT || value.number != old.number))
    g_hash_table_insert (run->outer_changes, (gpointer) interned,
                         GUINT_TO_POINTER (GPOINTER_TO_UINT (
                           g_hash_table_lookup (run->outer_changes, interned)) + 1));
  if (old.kind == KQ_STUDENT_VALUE_INT && value.kind == KQ_STUDENT_VALUE_INT)
    _kq_student_finder_size (run->finder, interned, old.number, value.number);
}

static void
run_local (gpointer       data,
           const char    *name,
           KqStudentValue value)
{
  KqStudentRun *run = data;
  KqStudentValue old;

  g_return_if_fail (run != NULL && name != NULL);

  if (run->frames->len == 0)
    return;
  old = set_local (run, run->frames->len - 1, name, value);
  if (run->frames->len == 1)
    outer_change (run, name, old, value);
}

static void
run_global (gpointer       data,
            const char    *name,
            KqStudentValue value)
{
  KqStudentRun *run = data;
  gpointer old;

  g_return_if_fail (run != NULL && name != NULL);

  if (g_hash_table_lookup_extended (run->globals, g_intern_string (name), NULL, &old))
    outer_change (run, name, (KqStudentValue) { KQ_STUDENT_VALUE_INT, GPOINTER_TO_INT (old) },
                  value);
  if (value.kind == KQ_STUDENT_VALUE_INT)
    g_hash_table_insert (run->globals, (gpointer) g_intern_string (name),
                         GINT_TO_POINTER ((int) CLAMP (value.number, G_MININT, G_MAXINT)));
  else
    g_hash_table_remove (run->globals, g_intern_string (name));
  if (run->frames->len > 0)
    set_local (run, 0, name, value);
}

static void
add_array (KqStudentRun         *run,
           guint                 id,
           const char           *name,
           const int             dims[4],
           gboolean              stack,
           const KqStudentValue *cells)
{
  KqStudentArray *array;
  int rows = dims[0], cols = dims[1];
  gsize size;

  g_return_if_fail (run != NULL && name != NULL);

  /* what the channel says is the program's to write too: bounded here, once for all runners */
  if (rows < 0 || cols < 0 || rows > KQ_STUDENT_CELLS_MAX || cols > KQ_STUDENT_CELLS_MAX ||
      (gsize) rows * (gsize) MAX (cols, 1) > KQ_STUDENT_CELLS_MAX)
    return;
  size = (gsize) rows * (gsize) MAX (cols, 1);
  array = g_new0 (KqStudentArray, 1);
  array->id = id;
  array->name = g_intern_string (name);
  array->rows = rows;
  array->cols = cols;
  array->low = dims[2];
  array->col_low = cols > 0 ? dims[3] : 0;
  array->stack = stack;
  array->cells = g_new0 (KqStudentValue, MAX (size, 1));
  if (cells != NULL)
    memcpy (array->cells, cells, size * sizeof *cells);
  g_hash_table_replace (run->arrays, GUINT_TO_POINTER (id), array);
  if (!stack && size > 1)
    g_hash_table_add (run->unwritten, GUINT_TO_POINTER (id));
  _kq_student_finder_array (run->finder, array);
}

static void
run_array (gpointer              data,
           guint                 id,
           const char           *name,
           int                   rows,
           int                   cols,
           int                   low,
           int                   col_low,
           const KqStudentValue *cells)
{
  KqStudentRun *run = data;

  add_array (run, id, name, (int[]) { rows, cols, low, col_low }, FALSE, cells);
}

static void
run_stack (gpointer              data,
           guint                 id,
           const char           *name,
           int                   rows,
           int                   cols,
           const KqStudentValue *cells)
{
  KqStudentRun *run = data;

  add_array (run, id, name, (int[]) { rows, cols, 0, 0 }, TRUE, cells);
}

static void
run_stack_live (gpointer              data,
                guint                 id,
                const char           *name,
                int                   room,
                int                   cols,
                const KqStudentValue *live,
                int                   n_live)
{
  KqStudentRun *run = data;
  KqStudentArray *array;
  int width = MAX (cols, 1);

  g_return_if_fail (run != NULL && room > 0 && cols >= 0 && n_live >= 0 && n_live <= room);

  array = g_hash_table_lookup (run->arrays, GUINT_TO_POINTER (id));
  if (array == NULL || !array->stack || array->rows != room || array->cols != cols)
    {
      g_autofree KqStudentValue *none = g_new0 (KqStudentValue, (gsize) room * width);

      run_stack (run, id, name, room, cols, none);
      array = g_hash_table_lookup (run->arrays, GUINT_TO_POINTER (id));
    }
  /* what it pushed and popped, one cell at a time: the live cells, then those past its end
   * (queens in bits look at all 64 at every line: two plain loops) */
  for (int i = 0; i < n_live * width; i++)
    if (array->cells[i].kind != live[i].kind || array->cells[i].number != live[i].number)
      run_cell (run, id, i / width, i % width, live[i]);
  for (int i = n_live * width; i < room * width; i++)
    if (array->cells[i].kind != KQ_STUDENT_VALUE_NONE || array->cells[i].number != 0)
      run_cell (run, id, i / width, i % width, (KqStudentValue) { KQ_STUDENT_VALUE_NONE, 0 });
}

static void
run_cell (gpointer       data,
          guint          id,
          int            i,
          int            j,
          KqStudentValue value)
{
  KqStudentRun *run = data;
  KqStudentArray *array;
  int index;
  gboolean unwritten;

  g_return_if_fail (run != NULL);

  array = g_hash_table_lookup (run->arrays, GUINT_TO_POINTER (id));
  if (array == NULL)
    return;
  i -= array->low;
  j -= array->cols > 0 ? array->col_low : j;
  if (i < 0 || i >= array->rows || j < 0 || j >= MAX (array->cols, 1))
    return;
  index = i * MAX (array->cols, 1) + j;
  unwritten = g_hash_table_contains (run->unwritten, GUINT_TO_POINTER (id));
  if (unwritten)
    {
      KqStudentHeldWrite held = { id, index, array->cells[index].kind != value.kind ||
                                             array->cells[index].number != value.number };

      g_array_append_val (run->held, held);
    }
  array->cells[index] = value;
  if (run->step_open)
    {
      KqStudentChange change = { id, index, value };

      g_array_append_val (run->changes, change);
    }
  if (!unwritten)
    _kq_student_finder_cell (run->finder, array, index);
}

static void
run_crash (gpointer    data,
           int         line,
           const char *text)
{
  KqStudentRun *run = data;

  g_return_if_fail (run != NULL);

  /* input () at the input's end: a program that asks again and again (a menu, a new board
   * after its tour), driven from a file, ends so; no slip of its search */
  if (g_str_has_prefix (text, "EOFError"))
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_INPUT_ENDED, .line = line,
                                   .step = run->steps };

      g_array_append_vals (run->verdicts, &verdict, 1);
      return;
    }
  _kq_student_run_add_crash (run, line, text, 0);
}

static void
run_exit (gpointer data,
          int      status)
{
  KqStudentRun *run = data;

  g_return_if_fail (run != NULL);

  run->ended = TRUE;
  run->exit_status = status;
  run->exit_signal = 0;
}

static void
run_signal (gpointer data,
            int      line,
            int      signal_number)
{
  KqStudentRun *run = data;

  g_return_if_fail (run != NULL && signal_number > 0);

  run->ended = TRUE;
  run->exit_status = -1;
  run->exit_signal = signal_number;
  _kq_student_run_add_crash (run, line, kq_student_signal_name (signal_number), signal_number);
}

static gboolean
run_cpu (gpointer data,
         guint    seconds)
{
  KqStudentRun *run = data;

  g_return_val_if_fail (run != NULL, FALSE);

  return end_by_limit (run, KQ_STUDENT_VERDICT_CPU, seconds);
}

static gboolean
run_endless (gpointer data,
             guint    seconds)
{
  KqStudentRun *run = data;

  g_return_val_if_fail (run != NULL, FALSE);

  return end_by_limit (run, KQ_STUDENT_VERDICT_ENDLESS, seconds);
}

static void
run_output (gpointer    data,
            gboolean    is_error,
            const char *text,
            gsize       length)
{
  KqStudentRun *run = data;

  g_return_if_fail (run != NULL);

  (void) is_error;
  g_string_append_len (run->output, text, (gssize) length);
  if (run->output->len > OUTPUT_KEPT)
    {
      g_string_erase (run->output, 0, (gssize) (run->output->len - OUTPUT_KEPT));
      run->output_cut = TRUE;
    }
}

static void
run_exited (gpointer data,
            int      wait_status)
{
  KqStudentRun *run = data;

  run->exited = TRUE;
  /* the program's own end, as its runner saw it, says more than its box's status */
  if (run->ended)
    return;
  run->exit_status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  run->exit_signal = WIFSIGNALED (wait_status) ? WTERMSIG (wait_status) : 0;
}

static void
run_no_return (gpointer    data,
               int         line,
               const char *function)
{
  KqStudentRun *run = data;
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_NO_RETURN, .line = line };

  /* (said once: compiled again for GDB where the native runner cannot run it) */
  for (guint i = 0; i < run->verdicts->len; i++)
    if (g_array_index (run->verdicts, KqStudentVerdict, i).kind == verdict.kind &&
        g_array_index (run->verdicts, KqStudentVerdict, i).line == line)
      return;
  verdict.detail = g_strdup (function);
  g_array_append_vals (run->verdicts, &verdict, 1);
}

static void
run_returned (gpointer data)
{
  KqStudentRun *run = data;

  _kq_student_verdicts_remove (run->verdicts, KQ_STUDENT_VERDICT_NO_RETURN);
}

static void
run_out_of_bounds (gpointer    data,
                   int         line,
                   const char *text)
{
  KqStudentRun *run = data;
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_OUT_OF_BOUNDS, .line = line,
                               .step = run->steps, .detail = g_strdup (text) };

  g_array_append_vals (run->verdicts, &verdict, 1);
}

static void
run_timed_out (gpointer data)
{
  KqStudentRun *run = data;

  run->timed_out = TRUE;
}

static void
run_files (gpointer   data,
           GPtrArray *files)
{
  KqStudentRun *run = data;

  g_ptr_array_unref (run->files);
  run->files = files;
}

static const KqStudentReport report = {
  .enter = run_enter,
  .leave = run_leave,
  .local = run_local,
  .global = run_global,
  .line = run_line,
  .lines = run_lines,
  .array = run_array,
  .stack = run_stack,
  .stack_live = run_stack_live,
  .cell = run_cell,
  .crash = run_crash,
  .no_return = run_no_return,
  .returned = run_returned,
  .out_of_bounds = run_out_of_bounds,
  .endless = run_endless,
  .cpu = run_cpu,
  .exit = run_exit,
  .signal = run_signal,
  .output = run_output,
  .exited = run_exited,
  .timed_out = run_timed_out,
  .files = run_files,
};


const KqStudentJob *
_kq_student_run_begin (KqStudentRun *run)
{
  g_return_val_if_fail (run != NULL, NULL);

  run->job.program = run->program;
  run->job.source = run->source;
  run->job.folder = run->folder;
  run->job.input = run->input;
  run->job.n = run->n_hint;
  run->job.deadline = g_get_monotonic_time () + (gint64) run->job.wall_seconds * G_USEC_PER_SEC;
  run->job.report = &report;
  run->job.data = run;
  return &run->job;
}
