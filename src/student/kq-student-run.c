/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-run.c: one run of a student's program: folder, input, stack, arrays, steps */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <sys/wait.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "kq-input.h"
#include "kq-student-private.h"

#define DEFAULT_WALL_SECONDS 600
/* The most frames a step shows (snapshot_frames); a knight's tour of 8 × 8 needs 66. */
#define FRAMES_SHOWN 100
/* The program's output kept for the window: the last this many bytes. */
#define OUTPUT_KEPT (1 << 20)

typedef struct {
  const char *function;  /* interned */
  int         line;
  GArray     *locals;    /* KqStudentLocal, names interned */
} Frame;

struct _KqStudentRun {
  char              *program;
  char              *source;       /* its copy in the folder, which the box sees */
  char              *folder;
  char              *input;
  KqStudentJob       job;          /* its runner's: the above, the limits, the report */
  KqProblem          problem;    /* the board's once found; before, the input's shape */
  int                n;          /* the board's once found; before, the input's (0: none) */
  int                n_hint;     /* the input's n (0: it gave none) */
  int                start_row, start_col;  /* the input's tour start, 0-based; -1: none */
  gboolean           tour_input; /* the input is surely a tour's (rows, columns, start) */
  int                rows, cols; /* a rectangle's (0: none) */

  KqStudentStepFunc  func;
  gpointer           func_data;

  GArray            *frames;       /* Frame, outermost first */
  GHashTable        *arrays;       /* id → KqStudentArray */
  KqStudentFinder   *finder;
  KqStudentSink      sink;         /* the board's reports on the open step */

  /* the open step, handed on when the next begins */
  gboolean           step_open;
  KqStudentStep      step;
  guint              step_first_verdict;
  GArray            *shown_frames;  /* KqStudentFrame: the stack as the step began */
  GArray            *shown_locals;  /* KqStudentLocal */
  GArray            *changes;       /* KqStudentChange: the open step's */

  guint64            steps;
  guint64            steps_seen;    /* the step func stopped the run at this step (0: not) */
  GArray            *verdicts;      /* KqStudentVerdict */
  gboolean           stopped;       /* the step func or the caller stopped it */
  gboolean           hit_limit;
  gboolean           timed_out;
  gboolean           crashed;
  gboolean           exited;        /* the child ended */
  gboolean           ended;         /* the runner saw the program end (exit, signal) */
  int                exit_status;   /* -1: killed */
  int                exit_signal;   /* the child's, or the program's once ended */
  GString           *output;
  gboolean           output_cut;    /* its beginning dropped (OUTPUT_KEPT) */
  GPtrArray         *files;         /* KqStudentFile: what it wrote in its folder */
  GHashTable        *globals;       /* interned name → its int value: those sent before any
                                     * frame (C's int n = 8) too */
  GHashTable        *outer_changes; /* interned name → how often the outermost frame's (the
                                     * globals', Python's module's) changed its value */
  KqStudentBits      bits;          /* queens in an int's bits, once seen */
  GArray            *bits_frames;   /* KqStudentFrame: the stack, for the bits' reader */
  guint              bits_fresh;    /* lines left to look for a mask since a call or return */
};

/* The list of the columns queens kept in bits take: a row for each bit of a 64-bit mask */
#define BITS_ROWS 64

G_DEFINE_QUARK (kq-student-error-quark, kq_student_error)

KqStudentLanguage
kq_student_language_for_path (const char *path)
{
  static const struct { const char *suffix; KqStudentLanguage language; } suffixes[] = {
    { ".py", KQ_STUDENT_LANGUAGE_PYTHON },
    { ".c", KQ_STUDENT_LANGUAGE_C },
    { ".cpp", KQ_STUDENT_LANGUAGE_CPP },
    { ".cc", KQ_STUDENT_LANGUAGE_CPP },
    { ".cxx", KQ_STUDENT_LANGUAGE_CPP },
    { ".pas", KQ_STUDENT_LANGUAGE_PASCAL },
    { ".pp", KQ_STUDENT_LANGUAGE_PASCAL },
  };
  g_autofree char *lower = NULL;

  g_return_val_if_fail (path != NULL, KQ_STUDENT_LANGUAGE_NONE);

  lower = g_ascii_strdown (path, -1);
  for (gsize i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (lower, suffixes[i].suffix))
      return suffixes[i].language;
  return KQ_STUDENT_LANGUAGE_NONE;
}

static void
frame_clear (gpointer data)
{
  Frame *frame = data;

  g_array_unref (frame->locals);
}

/* The run's folder, in the temporary folder, or in /tmp where that one's path has a control
 * character: GDB starts the program through a shell that cuts its path at a newline. */
static char *
make_folder (GError **error)
{
  const char *base = g_get_tmp_dir ();
  g_autofree char *folder = NULL;

  for (const char *p = base; *p != '\0'; p++)
    if (g_ascii_iscntrl (*p))
      {
        base = "/tmp";
        break;
      }
  folder = g_build_filename (base, "kq-student-XXXXXX", NULL);
  if (g_mkdtemp (folder) == NULL)
    {
      int saved = errno;
      g_autofree char *shown = g_filename_display_name (base);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot make a folder for the run in %s: %s"), shown, g_strerror (saved));
      return NULL;
    }
  return g_steal_pointer (&folder);
}

/* The finder's calls back into the run (below, beside the steps they touch). */
static void hand_on   (gpointer data, KqStudentStep *step, GArray *verdicts);
static int  find_size (gpointer data, const char *name, guint changes);
static void set_found (gpointer data, KqProblem problem, int n);
/* A report the run makes itself too (below). */
static void run_stack_live (gpointer data, guint id, const char *name, int room,
                            const KqStudentValue *live, int n_live);
static void run_cell       (gpointer data, guint id, int i, int j, KqStudentValue value);

KqStudentRun *
kq_student_run_new (const char              *program,
                    const KqStudentOptions  *options,
                    GError                 **error)
{
  g_autoptr(KqStudentRun) run = NULL;
  g_autofree char *input = NULL;
  g_autofree char *display = NULL;

  g_return_val_if_fail (program != NULL && options != NULL, NULL);

  run = g_new0 (KqStudentRun, 1);
  run->program = g_canonicalize_filename (program, NULL);
  run->frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  g_array_set_clear_func (run->frames, frame_clear);
  run->arrays = g_hash_table_new_full (NULL, NULL, NULL, _kq_student_array_free);
  run->shown_frames = g_array_new (FALSE, FALSE, sizeof (KqStudentFrame));
  run->bits_frames = g_array_new (FALSE, FALSE, sizeof (KqStudentFrame));
  run->shown_locals = g_array_new (FALSE, FALSE, sizeof (KqStudentLocal));
  run->changes = g_array_new (FALSE, FALSE, sizeof (KqStudentChange));
  run->verdicts = g_array_new (FALSE, TRUE, sizeof (KqStudentVerdict));
  g_array_set_clear_func (run->verdicts, _kq_student_verdict_clear);
  run->output = g_string_new (NULL);
  run->files = g_ptr_array_new_with_free_func (_kq_student_file_free);
  run->globals = g_hash_table_new (NULL, NULL);
  run->outer_changes = g_hash_table_new (NULL, NULL);
  run->exit_status = -1;
  run->job.max_steps = options->max_steps != 0 ? options->max_steps
                                                : KQ_STUDENT_DEFAULT_MAX_STEPS;
  run->job.wall_seconds = options->wall_seconds != 0 ? options->wall_seconds
                                                     : DEFAULT_WALL_SECONDS;
  run->job.moves_only = options->moves_only;

  display = kq_input_display_name (program);
  run->job.language = kq_student_language_for_path (program);
  if (run->job.language == KQ_STUDENT_LANGUAGE_NONE)
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_LANGUAGE,
                   _("%s is not a program in Python (.py), C (.c), C++ (.cpp) or Pascal (.pas)"),
                   display);
      return NULL;
    }
  if (!g_file_test (run->program, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_INPUT,
                   _("Cannot read %s: no such file"), display);
      return NULL;
    }
  input = options->input != NULL ? g_strdup (options->input)
                                 : _kq_student_input_find (run->program);
  /* a program that reads nothing has its n in its code: it runs on no input */
  if (input == NULL && _kq_student_program_reads (run->program))
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_NO_INPUT,
                   _("No input for %s: give one with --input (QUEENS.INP with n, or a "
                     "tour’s “n row col”)"), display);
      return NULL;
    }
  run->start_row = run->start_col = -1;
  if (input != NULL &&
      !_kq_student_input_read (input, &run->n_hint, &run->start_row, &run->start_col,
                               &run->tour_input, &run->rows, &run->cols, error))
    return NULL;
  run->n = run->n_hint;
  run->problem = options->problem_set ? options->problem
                 : run->start_row >= 0 ? KQ_PROBLEM_TOUR : KQ_PROBLEM_QUEENS;
  run->folder = make_folder (error);
  if (run->folder == NULL ||
      (run->input = input != NULL ? _kq_student_input_copy (input, run->program, run->folder,
                                                             error)
                                  : _kq_student_input_empty (run->folder, error)) == NULL ||
      (run->source = _kq_student_program_copy (run->program, run->folder, error)) == NULL)
    return NULL;
  run->sink.step = &run->step;
  run->sink.verdicts = run->verdicts;
  run->finder = _kq_student_finder_new (&(KqStudentFinderRun) {
                                          .sink = &run->sink, .arrays = run->arrays,
                                          .n_hint = run->n_hint, .start_row = run->start_row,
                                          .start_col = run->start_col,
                                          .tour_input = run->tour_input,
                                          .rows = run->rows, .cols = run->cols, .data = run,
                                          .find_size = find_size, .found = set_found,
                                          .hand_on = hand_on },
                                        options);
  return g_steal_pointer (&run);
}

static void
remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GFileInfo *info;
  GFile *child;

  children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  while (children != NULL && g_file_enumerator_iterate (children, &info, &child, NULL, NULL) &&
         info != NULL)
    if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
      remove_tree (child);
    else
      g_file_delete (child, NULL, NULL);
  g_file_delete (file, NULL, NULL);
}

void
kq_student_run_free (KqStudentRun *run)
{
  if (run == NULL)
    return;
  if (run->folder != NULL)
    {
      g_autoptr(GFile) folder = g_file_new_for_path (run->folder);

      remove_tree (folder);
    }
  g_clear_pointer (&run->finder, _kq_student_finder_free);
  g_array_unref (run->frames);
  g_hash_table_unref (run->arrays);
  g_array_unref (run->shown_frames);
  g_array_unref (run->bits_frames);
  g_array_unref (run->shown_locals);
  g_array_unref (run->changes);
  g_array_unref (run->verdicts);
  g_string_free (run->output, TRUE);
  g_ptr_array_unref (run->files);
  g_hash_table_unref (run->globals);
  g_hash_table_unref (run->outer_changes);
  g_free (run->program);
  g_free (run->source);
  g_free (run->folder);
  g_free (run->input);
  g_free (run);
}

void
kq_student_run_set_step_func (KqStudentRun      *run,
                              KqStudentStepFunc  func,
                              gpointer           user_data)
{
  g_return_if_fail (run != NULL);

  run->func = func;
  run->func_data = user_data;
}

/* ---- what it reads */

KqStudentLanguage
kq_student_run_get_language (const KqStudentRun *run)
{
  return run->job.language;
}

const char *
kq_student_run_get_folder (const KqStudentRun *run)
{
  return run->folder;
}

KqProblem
kq_student_run_get_problem (const KqStudentRun *run)
{
  return run->problem;
}

int
kq_student_run_get_n (const KqStudentRun *run)
{
  return run->n;
}

/* ---- steps */

static void
add_verdict (KqStudentRun     *run,
             KqStudentVerdict *verdict)
{
  g_array_append_vals (run->verdicts, verdict, 1);
}

static void
call_func (KqStudentRun *run, KqStudentStep *step)
{
  if (run->func != NULL && !run->stopped && !run->func (step, run->func_data))
    {
      run->stopped = TRUE;
      /* steps held past it (the board not known yet) ran, but nobody saw them */
      run->steps_seen = step->index;
    }
}

/* Hands the open step on with the verdicts it brought, unless the finder holds it until the
 * board is known. */
static void
finish_step (KqStudentRun *run)
{
  if (!run->step_open)
    return;
  run->step_open = FALSE;
  run->sink.open = FALSE;
  run->step.verdicts = &g_array_index (run->verdicts, KqStudentVerdict,
                                       run->step_first_verdict);
  run->step.n_verdicts = run->verdicts->len - run->step_first_verdict;
  run->step.changes = (const KqStudentChange *) (void *) run->changes->data;
  run->step.n_changes = run->changes->len;
  if (!_kq_student_finder_hold (run->finder, &run->step))
    call_func (run, &run->step);
}

/* A step the finder held, handed on. */
static void
hand_on (gpointer       data,
         KqStudentStep *step,
         GArray        *verdicts)
{
  KqStudentRun *run = data;
  guint first = run->verdicts->len;

  _kq_student_verdicts_copy (run->verdicts, (const KqStudentVerdict *) (void *) verdicts->data,
                             verdicts->len);
  step->verdicts = &g_array_index (run->verdicts, KqStudentVerdict, first);
  step->n_verdicts = verdicts->len;
  call_func (run, step);
}

static int
find_size (gpointer    data,
           const char *name,
           guint       changes)
{
  const KqStudentRun *run = data;
  const char *interned = g_intern_string (name);
  gint64 found = 0;

  if (GPOINTER_TO_UINT (g_hash_table_lookup (run->outer_changes, interned)) > changes)
    return 0;
  for (guint f = run->frames->len; f-- > 0;)
    {
      GArray *locals = g_array_index (run->frames, Frame, f).locals;

      for (guint i = 0; i < locals->len; i++)
        {
          const KqStudentLocal *local = &g_array_index (locals, KqStudentLocal, i);

          if (local->name != interned || local->value.kind != KQ_STUDENT_VALUE_INT)
            continue;
          if (found != 0 && local->value.number != found)
            return 0;
          found = local->value.number;
        }
    }
  if (found == 0)
    found = GPOINTER_TO_INT (g_hash_table_lookup (run->globals, interned));
  return (int) CLAMP (found, G_MININT, G_MAXINT);
}

static void
set_found (gpointer  data,
           KqProblem problem,
           int       n)
{
  KqStudentRun *run = data;

  run->problem = problem;
  run->n = n;
}

/* The stack as the step begins: what the step shows. A stack deeper than FRAMES_SHOWN shows its
 * outermost frame (the globals') and the innermost others: each step of a recursion without end
 * showed its whole stack, the steps held and printed growing as its square (6 GB in 30 s). */
/* Queens kept in the bits of an int down a recursion: their columns, as a list of the mask's
 * name that the board reader may take (find (a + p, …): "a (bits)"). */
static void
read_bits (KqStudentRun *run)
{
  guint n = run->frames->len, count;
  int columns[BITS_ROWS];
  KqStudentValue live[BITS_ROWS];
  g_autofree char *name = NULL;

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
  /* TRANSLATORS: the columns of queens a program keeps in the bits of an int, named as the
   * int is: "a (bits)" */
  name = g_strdup_printf (_("%s (bits)"), run->bits.name);
  run_stack_live (run, KQ_STUDENT_BITS_ID, name, BITS_ROWS, live, (int) count);
}

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
      add_verdict (run, &verdict);
    }
  return FALSE;
}

static gboolean
run_line (gpointer data,
          int      line)
{
  KqStudentRun *run = data;

  g_return_val_if_fail (run != NULL, FALSE);

  /* what the call just made did to a mask of queens is the calling line's */
  read_bits (run);
  finish_step (run);
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
  };
  run->step_first_verdict = run->verdicts->len;
  g_array_set_size (run->changes, 0);
  run->step_open = TRUE;
  run->sink.open = TRUE;
  return TRUE;
}

static gboolean
run_lines (gpointer data,
           guint64  count)
{
  KqStudentRun *run = data;

  g_return_val_if_fail (run != NULL, FALSE);

  for (; count > 0 && _kq_student_finder_get_deciding (run->finder); count--)
    if (!run_line (run, run->step.line))
      return FALSE;
  if (count == 0)
    return TRUE;
  finish_step (run);
  if (run->stopped || run->hit_limit)
    return FALSE;
  /* the last of them, and the limit's step, come as lines of their own */
  run->steps = MIN (run->steps + count, run->job.max_steps - 1);
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
                const KqStudentValue *live,
                int                   n_live)
{
  KqStudentRun *run = data;
  KqStudentArray *array;

  g_return_if_fail (run != NULL && room > 0 && n_live >= 0 && n_live <= room);

  array = g_hash_table_lookup (run->arrays, GUINT_TO_POINTER (id));
  if (array == NULL || !array->stack || array->rows != room || array->cols != 0)
    {
      g_autofree KqStudentValue *none = g_new0 (KqStudentValue, room);

      run_stack (run, id, name, room, 0, none);
      array = g_hash_table_lookup (run->arrays, GUINT_TO_POINTER (id));
    }
  /* what it pushed and popped, one cell at a time */
  for (int i = 0; i < room; i++)
    {
      KqStudentValue value = i < n_live ? live[i] : (KqStudentValue) { KQ_STUDENT_VALUE_NONE, 0 };

      if (array->cells[i].kind != value.kind || array->cells[i].number != value.number)
        run_cell (run, id, i, 0, value);
    }
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

  g_return_if_fail (run != NULL);

  array = g_hash_table_lookup (run->arrays, GUINT_TO_POINTER (id));
  if (array == NULL)
    return;
  i -= array->low;
  j -= array->cols > 0 ? array->col_low : j;
  if (i < 0 || i >= array->rows || j < 0 || j >= MAX (array->cols, 1))
    return;
  index = i * MAX (array->cols, 1) + j;
  array->cells[index] = value;
  if (run->step_open)
    {
      KqStudentChange change = { id, index, value };

      g_array_append_val (run->changes, change);
    }
  _kq_student_finder_cell (run->finder, array, index);
}

/* A crash verdict: text, or the signal (count; its name as the detail). */
static void
add_crash (KqStudentRun *run,
           int           line,
           const char   *text,
           int           signal_number)
{
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_CRASH };

  if (run->crashed)
    return;
  run->crashed = TRUE;
  verdict.detail = g_strdup (text);
  verdict.count = (guint64) signal_number;
  verdict.line = line != 0 ? line : run->step.line;
  verdict.step = run->steps;
  add_verdict (run, &verdict);
}

static void
run_crash (gpointer    data,
           int         line,
           const char *text)
{
  KqStudentRun *run = data;

  g_return_if_fail (run != NULL);

  add_crash (run, line, text, 0);
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
  add_crash (run, line, kq_student_signal_name (signal_number), signal_number);
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
  .endless = run_endless,
  .cpu = run_cpu,
  .exit = run_exit,
  .signal = run_signal,
  .output = run_output,
  .exited = run_exited,
  .timed_out = run_timed_out,
  .files = run_files,
};

GHashTable *
kq_student_run_get_arrays (const KqStudentRun *run)
{
  GHashTable *held;

  g_return_val_if_fail (run != NULL, NULL);

  held = _kq_student_finder_get_arrays (run->finder);
  return held != NULL ? held : run->arrays;
}

/* ---- its end */

/* A queens program that says it found all of its n's solutions ("Number of solutions: 92")
 * was searched where the trace could not read all of it (a dictionary's keys deleted, a
 * search in another order): fewer read is the trace's failing, no "missed" to blame it for. */
static void
trust_printed_count (KqStudentRun *run)
{
  if (run->problem != KQ_PROBLEM_QUEENS || !run->ended ||
      !_kq_student_printed_found_all (run->output, run->n))
    return;
  for (guint i = run->verdicts->len; i-- > 0;)
    if (g_array_index (run->verdicts, KqStudentVerdict, i).kind == KQ_STUDENT_VERDICT_MISSED)
      g_array_remove_index (run->verdicts, i);
}

/* A queens program's printed placements, once it ended: the first wrong one is said (not
 * where it searched boards of several sizes: a line of one case is no wrong line of another). */
static void
check_printed (KqStudentRun *run)
{
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_PRINTED, .step = run->steps,
                               .line = run->step.line };

  if (run->problem == KQ_PROBLEM_QUEENS && run->ended &&
      _kq_student_finder_get_cases (run->finder) == 0 &&
      _kq_student_printed_check (run->files, run->output, !run->output_cut, run->n, &verdict))
    add_verdict (run, &verdict);
}

/* What the end of the run says: a signal, the wall clock, the tracer's end. Only a program
 * that ended by itself is judged on what it did not find. */
static void
judge_ending (KqStudentRun *run)
{
  if (run->hit_limit || run->stopped)
    {
      /* ended by us, whatever its tracer exited with after */
      if (!run->ended)
        run->exit_status = -1;
      _kq_student_finder_end (run->finder, FALSE);
      return;
    }
  if (run->timed_out)
    {
      g_autofree char *text = g_strdup_printf (_("it ran longer than %u s"),
                                               run->job.wall_seconds);

      run_crash (run, 0, text);
    }
  else if (!run->ended && run->exited)
    {
      /* the child (GDB, our Python tracer) ended, and its runner never saw the program end:
       * not the program's doing, whatever it ran */
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_TRACER, .step = run->steps,
                                   .line = run->step.line, .count = (guint64) run->exit_signal,
                                   .total = (guint64) MAX (run->exit_status, 0) };

      verdict.detail = g_strdup (run->job.language == KQ_STUDENT_LANGUAGE_PYTHON ? "python3"
                                                                                 : "gdb");
      add_verdict (run, &verdict);
      run->hit_limit = TRUE;
      run->exit_status = -1;
      _kq_student_finder_end (run->finder, FALSE);
      return;
    }
  _kq_student_finder_end (run->finder, !run->crashed && !run->timed_out && run->ended);
  check_printed (run);
  trust_printed_count (run);
}

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

gboolean
_kq_student_run_end (KqStudentRun  *run,
                     GError        *runner_error,
                     gboolean       cancelled,
                     GError       **error)
{
  g_autoptr(GError) local_error = runner_error;

  g_return_val_if_fail (run != NULL, FALSE);

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_clear_error (&local_error);
      if (cancelled)
        run->stopped = TRUE;
    }
  if (g_error_matches (local_error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE))
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_COMPILE };

      verdict.detail = g_strdup (local_error->message);
      add_verdict (run, &verdict);
    }
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  finish_step (run);
  judge_ending (run);
  /* the step's changes and verdicts were the step func's (a verdict since may have moved
   * them): the last step keeps its line and stack */
  run->step.changes = NULL;
  run->step.n_changes = 0;
  run->step.verdicts = NULL;
  run->step.n_verdicts = 0;
  return TRUE;
}

const KqStudentStep *
kq_student_run_get_last_step (const KqStudentRun *run)
{
  g_return_val_if_fail (run != NULL, NULL);

  return run->steps > 0 ? &run->step : NULL;
}

guint64
kq_student_run_get_steps (const KqStudentRun *run)
{
  return run->steps_seen != 0 ? run->steps_seen : run->steps;
}

guint64
kq_student_run_get_solutions (const KqStudentRun *run)
{
  return _kq_student_finder_get_solutions (run->finder);
}

int
kq_student_run_get_exit (const KqStudentRun *run)
{
  return run->exit_status;
}

gboolean
kq_student_run_hit_step_limit (const KqStudentRun *run)
{
  return run->hit_limit;
}

const KqStudentVerdict *
kq_student_run_get_verdicts (const KqStudentRun *run,
                             guint              *n_verdicts)
{
  *n_verdicts = run->verdicts->len;
  return (const KqStudentVerdict *) (void *) run->verdicts->data;
}

const char *
kq_student_run_get_board_name (const KqStudentRun *run)
{
  KqStudentBoard *board = _kq_student_finder_get_board (run->finder);

  return board != NULL ? _kq_student_board_get_name (board) : NULL;
}

const char *
kq_student_run_get_output (const KqStudentRun *run)
{
  return run->output->str;
}

GPtrArray *
kq_student_run_get_files (const KqStudentRun *run)
{
  return run->files;
}

gboolean
kq_student_run_write_back (const KqStudentRun   *run,
                           const KqStudentFile  *file,
                           char                **written,
                           GError              **error)
{
  g_return_val_if_fail (run != NULL && file != NULL && written != NULL, FALSE);

  return _kq_student_file_write_back (run->program, file, written, error);
}
