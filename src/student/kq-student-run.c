/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-run.c: one run of a student's program: its folder and input, its steps, its end
 *
 * What it printed is read by kq-student-run-printed.c, what its runner reports is
 * kq-student-report.c's. */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "kq-input.h"
#include "kq-printed.h"
#include "kq-student-run-private.h"

#define DEFAULT_WALL_SECONDS 600

G_DEFINE_QUARK (kq-student-error-quark, kq_student_error)

KqStudentLanguage
kq_student_language_for_path (const char *path)
{
  static const struct { const char *suffix; KqStudentLanguage language; } suffixes[] = {
    { ".py", KQ_STUDENT_LANGUAGE_PYTHON },
    { ".c", KQ_STUDENT_LANGUAGE_C },
    { ".cpp", KQ_STUDENT_LANGUAGE_CPP },
    /* (GCC's other names for C++: main.cp, a homework's) */
    { ".cp", KQ_STUDENT_LANGUAGE_CPP },
    { ".cc", KQ_STUDENT_LANGUAGE_CPP },
    { ".cxx", KQ_STUDENT_LANGUAGE_CPP },
    { ".c++", KQ_STUDENT_LANGUAGE_CPP },
    { ".pas", KQ_STUDENT_LANGUAGE_PASCAL },
    { ".pp", KQ_STUDENT_LANGUAGE_PASCAL },
    /* (Lazarus' program file; the language's name in full, as some repositories keep it) */
    { ".lpr", KQ_STUDENT_LANGUAGE_PASCAL },
    { ".pascal", KQ_STUDENT_LANGUAGE_PASCAL },
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

KqStudentRun *
kq_student_run_new (const char              *program,
                    const KqStudentOptions  *options,
                    GError                 **error)
{
  g_autoptr(KqStudentRun) run = NULL;
  g_autofree char *input = NULL;
  g_autofree char *display = NULL;
  gboolean reads;

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
  run->more = g_array_new (FALSE, FALSE, sizeof (KqStudentMove));
  run->unwritten = g_hash_table_new (NULL, NULL);
  run->held = g_array_new (FALSE, FALSE, sizeof (KqStudentHeldWrite));
  run->verdicts = g_array_new (FALSE, TRUE, sizeof (KqStudentVerdict));
  g_array_set_clear_func (run->verdicts, _kq_student_verdict_clear);
  run->output = g_string_new (NULL);
  run->files = g_ptr_array_new_with_free_func (_kq_student_file_free);
  run->globals = g_hash_table_new (NULL, NULL);
  run->constants = g_hash_table_new (NULL, NULL);
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
  reads = _kq_student_program_reads (run->program, run->job.language);
  _kq_student_program_constants (run->program, run->job.language, run->constants);
  /* a program that reads nothing has its n in its code: it runs on no input, whatever input
   * lies beside it (QUEENS.INP's n is no hint of its own) */
  input = options->input != NULL ? g_strdup (options->input)
          : reads ? _kq_student_input_find (run->program) : NULL;
  if (input == NULL && reads)
    {
      g_set_error (&run->no_input, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_NO_INPUT,
                   _("No input for %s: give one with --input (QUEENS.INP with n, or a "
                     "tour’s “n row col”)"), display);
      /* (a program to compile is heard from its compiler first: one that does not build
       * needs no input, its errors are what it is told) */
      if (run->job.language == KQ_STUDENT_LANGUAGE_PYTHON)
        {
          g_propagate_error (error, g_steal_pointer (&run->no_input));
          return NULL;
        }
    }
  run->start_row = run->start_col = -1;
  if (input != NULL &&
      !_kq_student_input_read (input, &run->n_hint, &run->start_row, &run->start_col,
                               &run->tour_input, &run->rows, &run->cols, &run->words,
                               error))
    return NULL;
  /* (a map's side is its n) */
  if (input != NULL && run->n_hint == 0 &&
      _kq_student_input_map (input, &run->map_side, run->map_open, run->map))
    run->n_hint = run->map_side;
  run->n = run->n_hint;
  run->problem_set = options->problem_set;
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
  run->sink.more = run->more;
  run->finder = _kq_student_finder_new (&(KqStudentFinderRun) {
                                          .sink = &run->sink, .arrays = run->arrays,
                                          .n_hint = run->n_hint, .start_row = run->start_row,
                                          .start_col = run->start_col,
                                          .tour_input = run->tour_input,
                                          .rows = run->rows, .cols = run->cols,
                                          .words = run->words,
                                          .map = { run->map[0], run->map[1] },
                                          .constants = run->constants, .data = run,
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
  g_clear_error (&run->no_input);
  g_array_unref (run->frames);
  g_hash_table_unref (run->arrays);
  g_array_unref (run->shown_frames);
  g_array_unref (run->bits_frames);
  g_free (run->bits_list);
  g_array_unref (run->shown_locals);
  g_array_unref (run->changes);
  g_array_unref (run->more);
  g_hash_table_unref (run->unwritten);
  g_array_unref (run->held);
  g_array_unref (run->verdicts);
  g_string_free (run->output, TRUE);
  g_ptr_array_unref (run->files);
  g_hash_table_unref (run->globals);
  g_hash_table_unref (run->constants);
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
call_func (KqStudentRun *run, KqStudentStep *step)
{
  if (run->func != NULL && !run->stopped && !run->func (step, run->func_data))
    {
      run->stopped = TRUE;
      /* steps held past it (the board not known yet) ran, but nobody saw them */
      run->steps_seen = step->index;
    }
}

/* The writes of arrays not written before, at the end of their step. A local array appears
 * as its call begins, holding what the stack held (other runs', other machines' leftovers);
 * a step that then changes cells of it, two or more, to one value in every cell (int q[8] =
 * {0}, a memset) made it: it is the array anew, as it stands now, and none of those are
 * writes of the search. (One cell changed is the search's first write, col[0] = 0, over
 * leftovers that happened to be 0.) */
static void
settle_writes (KqStudentRun *run)
{
  g_autoptr(GHashTable) changed = NULL;

  /* (called at every step: most hold nothing) */
  if (run->held->len == 0)
    return;
  changed = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < run->held->len; i++)
    {
      KqStudentHeldWrite *held = &g_array_index (run->held, KqStudentHeldWrite, i);
      gpointer id = GUINT_TO_POINTER (held->id);

      if (held->changed)
        g_hash_table_insert (changed, id,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (changed,
                                                                                      id)) + 1));
    }
  for (guint i = 0; i < run->held->len; i++)
    {
      KqStudentHeldWrite *held = &g_array_index (run->held, KqStudentHeldWrite, i);
      KqStudentArray *array = g_hash_table_lookup (run->arrays, GUINT_TO_POINTER (held->id));

      /* (an array sent anew in the step, of another size, has its writes to come) */
      if (array == NULL || held->index >= array->rows * MAX (array->cols, 1))
        continue;
      if (GPOINTER_TO_UINT (g_hash_table_lookup (changed, GUINT_TO_POINTER (held->id))) < 2 ||
          !_kq_student_array_uniform (array))
        _kq_student_finder_cell (run->finder, array, held->index);
      else if (g_hash_table_remove (run->unwritten, GUINT_TO_POINTER (held->id)))
        _kq_student_finder_array (run->finder, array);
    }
  for (guint i = 0; i < run->held->len; i++)
    g_hash_table_remove (run->unwritten,
                         GUINT_TO_POINTER (g_array_index (run->held, KqStudentHeldWrite, i).id));
  g_array_set_size (run->held, 0);
}

void
_kq_student_run_finish_step (KqStudentRun *run)
{
  settle_writes (run);
  if (!run->step_open)
    return;
  run->step_open = FALSE;
  run->sink.open = FALSE;
  run->step.verdicts = &g_array_index (run->verdicts, KqStudentVerdict,
                                       run->step_first_verdict);
  run->step.n_verdicts = run->verdicts->len - run->step_first_verdict;
  run->step.changes = (const KqStudentChange *) (void *) run->changes->data;
  run->step.n_changes = run->changes->len;
  run->step.more = (const KqStudentMove *) (void *) run->more->data;
  run->step.n_more = run->more->len;
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
  gpointer global;

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
  /* (a global of the name that holds another value: no n either, a comparator's own n
   * beside the program's n = 64 squares) */
  if (g_hash_table_lookup_extended (run->globals, interned, NULL, &global))
    found = found == 0 || found == GPOINTER_TO_INT (global) ? GPOINTER_TO_INT (global) : 0;
  /* (a constant, #define N 8, where no variable has its name: n where no array's size is) */
  else if (found == 0 && g_hash_table_lookup_extended (run->constants, interned, NULL, &global))
    found = GPOINTER_TO_INT (global);
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

void
_kq_student_run_add_crash (KqStudentRun *run,
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
  g_array_append_val (run->verdicts, verdict);
}


GHashTable *
kq_student_run_get_arrays (const KqStudentRun *run)
{
  GHashTable *held;

  g_return_val_if_fail (run != NULL, NULL);

  held = _kq_student_finder_get_arrays (run->finder);
  return held != NULL ? held : run->arrays;
}

const GError *
_kq_student_run_get_no_input (const KqStudentRun *run)
{
  return run->no_input;
}

/* ---- its end */

/* What the end of the run says: a signal, the wall clock, the tracer's end. Only a program
 * that ended by itself is judged on what it did not find. */
static void
judge_ending (KqStudentRun *run)
{
  if (run->timed_out && run->running_at != 0 &&
      g_get_monotonic_time () - run->running_at < RUNNING_RECENT && !run->hit_limit &&
      !run->stopped)
    {
      /* its lines ran on to the end of the wall clock: the trace, many times slower than
       * the program (GDB's stepper), ran out of time, as of steps; no slip of the program's */
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_STEP_LIMIT, .step = run->steps,
                                   .line = run->step.line, .count = 1,
                                   .total = run->job.wall_seconds };

      g_array_append_val (run->verdicts, verdict);
      run->hit_limit = TRUE;
    }
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

      _kq_student_run_add_crash (run, 0, text, 0);
    }
  else if (run->ended && run->job.language == KQ_STUDENT_LANGUAGE_PASCAL && !run->crashed)
    {
      /* Free Pascal's run-time error (201: a range check, 103: a file not open) ends the
       * program with its number as the exit status, no signal */
      g_autofree char *text = _kq_student_printed_runtime_error (run->output, run->exit_status);

      if (text != NULL)
        _kq_student_run_add_crash (run, 0, text, 0);
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
      g_array_append_val (run->verdicts, verdict);
      run->hit_limit = TRUE;
      run->exit_status = -1;
      _kq_student_finder_end (run->finder, FALSE);
      return;
    }
  _kq_student_finder_end (run->finder, !run->crashed && !run->timed_out && run->ended);
  kq_printed_strip_escapes (run->output);
  _kq_student_run_read_printed (run);
  _kq_student_run_check_printed (run);
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
      g_array_append_val (run->verdicts, verdict);
    }
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  _kq_student_run_finish_step (run);
  judge_ending (run);
  /* the step's changes and verdicts were the step func's (a verdict since may have moved
   * them): the last step keeps its line and stack */
  run->step.changes = NULL;
  run->step.n_changes = 0;
  run->step.verdicts = NULL;
  run->step.n_verdicts = 0;
  run->step.more = NULL;
  run->step.n_more = 0;
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
  return run->printed > 0 ? run->printed : _kq_student_finder_get_solutions (run->finder);
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

