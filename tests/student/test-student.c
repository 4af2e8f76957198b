/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A student's own programs (src/student): the Python runner on the lessons' programs and on
 * each kind of slip, the board read from their arrays and checked against our own solvers,
 * the limits, Stop, and nothing left behind. No display; python3 is needed (else SKIP). */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>

#include <glib/gstdio.h>

#include "kq-queens.h"
#include "kq-rules.h"
#include "kq-student.h"
#include "kq-student-child.h"
#include "kq-student-private.h"
#include "kq-test-student.h"

/* What a run showed, step by step, replayed onto a board of our own. */
typedef struct {
  int      n;
  KqProblem problem;
  int     *cells;        /* queens: 1 where one stands; tour: the move number */
  guint64  steps;
  guint64  solutions;
  GString *solution_text; /* queens: the solutions found, as QUEENS.OUT prints them */
  guint64  stop_after;    /* > 0: the step func says stop there */
  guint64  changes;       /* cells written */
} Replay;

static void
replay_clear (Replay *replay)
{
  g_free (replay->cells);
  g_string_free (replay->solution_text, TRUE);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Replay, replay_clear)

static void
check_queens_solution (Replay *replay)
{
  KqSquare queens[KQ_QUEENS_MAX_N];
  int count = 0;

  for (int r = 0; r < replay->n; r++)
    for (int c = 0; c < replay->n; c++)
      if (replay->cells[r * replay->n + c])
        queens[count++] = (KqSquare) { r, c };
  g_assert_cmpint (count, ==, replay->n);
  for (int i = 0; i < count; i++)
    {
      g_assert_cmpint (queens[i].row, ==, i);
      for (int j = 0; j < i; j++)
        g_assert_cmpint (kq_queens_line_between (queens[i], queens[j]), ==, KQ_LINE_NONE);
      g_string_append_printf (replay->solution_text, "(%d, %d); ", i + 1, queens[i].col + 1);
    }
  g_string_truncate (replay->solution_text, replay->solution_text->len - 1);
  g_string_append_c (replay->solution_text, '\n');
}

static void
check_tour (const Replay *replay)
{
  int n2 = replay->n * replay->n;

  for (int k = 2; k <= n2; k++)
    {
      KqSquare a = { -1, -1 }, b = { -1, -1 };

      for (int i = 0; i < n2; i++)
        {
          if (replay->cells[i] == k - 1)
            a = (KqSquare) { i / replay->n, i % replay->n };
          if (replay->cells[i] == k)
            b = (KqSquare) { i / replay->n, i % replay->n };
        }
      g_assert_true (kq_knight_is_move (a, b));
    }
}

static gboolean
on_step (const KqStudentStep *step,
         gpointer             user_data)
{
  Replay *replay = user_data;

  g_assert_cmpuint (step->index, ==, ++replay->steps);
  g_assert_cmpuint (step->n_frames, >, 0);
  replay->changes += step->n_changes;
  g_assert_cmpint (step->frames[step->n_frames - 1].line, ==, step->line);
  if (step->op != KQ_STUDENT_OP_NONE)
    {
      int *cell;

      g_assert_cmpint (step->row, >=, 1);
      g_assert_cmpint (step->row, <=, replay->n);
      g_assert_cmpint (step->col, >=, 1);
      g_assert_cmpint (step->col, <=, replay->n);
      cell = &replay->cells[(step->row - 1) * replay->n + step->col - 1];
      if (step->op == KQ_STUDENT_OP_PLACE)
        {
          /* a 1-D array's x[i] = j empties the rows after i */
          if (replay->problem == KQ_PROBLEM_QUEENS)
            for (int i = (step->row - 1) * replay->n; i < replay->n * replay->n; i++)
              replay->cells[i] = 0;
          *cell = replay->problem == KQ_PROBLEM_TOUR ? step->move : 1;
        }
      else
        *cell = 0;
    }
  if (step->solution > 0)
    {
      g_assert_cmpuint (step->solution, ==, ++replay->solutions);
      if (replay->problem == KQ_PROBLEM_QUEENS)
        check_queens_solution (replay);
      else
        check_tour (replay);
    }
  return replay->stop_after == 0 || step->index < replay->stop_after;
}

/* Runs program on input (both in tests/data/student); the run, done. */
static KqStudentRun *
run_program (const char *program,
             const char *input,
             guint64     max_steps,
             Replay     *replay,
             GError    **error)
{
  g_autoptr(KqStudentRun) run = kq_test_student_run_new (program, input, NULL, max_steps, error);

  if (run == NULL)
    return NULL;
  replay->n = kq_student_run_get_n (run);
  replay->problem = kq_student_run_get_problem (run);
  replay->cells = g_new0 (int, replay->n * replay->n);
  replay->solution_text = g_string_new (NULL);
  kq_student_run_set_step_func (run, on_step, replay);
  if (!kq_student_run_execute (run, NULL, error))
    return NULL;
  g_assert_cmpuint (kq_student_run_get_steps (run), ==, replay->steps);
  g_assert_cmpuint (kq_student_run_get_solutions (run), ==, replay->solutions);
  return g_steal_pointer (&run);
}

static gboolean
listing_line (const KqEvent *event,
              gpointer       user_data)
{
  if (event->type == KQ_EVENT_SOLUTION)
    for (int i = 0; i < event->n; i++)
      g_string_append_printf (user_data, i + 1 < event->n ? "(%d, %d); " : "(%d, %d);\n",
                              i + 1, event->cells[i] + 1);
  return TRUE;
}

/* The verdict of kind, which must be there once. */
static const KqStudentVerdict *
find_verdict (KqStudentRun         *run,
              KqStudentVerdictKind  kind)
{
  const KqStudentVerdict *verdicts, *found = NULL;
  guint n_verdicts;

  verdicts = kq_student_run_get_verdicts (run, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    if (verdicts[i].kind == kind)
      {
        g_autofree char *text = kq_student_verdict_text (&verdicts[i]);

        g_assert_null (found);
        found = &verdicts[i];
        g_test_message ("%s at step %" G_GUINT64_FORMAT ", line %d: %s",
                        kq_student_verdict_kind_name (kind), found->step, found->line, text);
        g_assert_cmpuint (found->step, <=, kq_student_run_get_steps (run));
      }
  g_assert_nonnull (found);
  return found;
}

static gboolean
skip_without_python (void)
{
  g_autofree char *python = g_find_program_in_path ("python3");

  if (python == NULL)
    g_test_skip ("python3 is not installed");
  return python == NULL;
}

static void
test_language (void)
{
  g_assert_cmpint (kq_student_language_for_path ("a/queens.py"), ==, KQ_STUDENT_LANGUAGE_PYTHON);
  g_assert_cmpint (kq_student_language_for_path ("Q.C"), ==, KQ_STUDENT_LANGUAGE_C);
  g_assert_cmpint (kq_student_language_for_path ("q.cpp"), ==, KQ_STUDENT_LANGUAGE_CPP);
  g_assert_cmpint (kq_student_language_for_path ("q.pas"), ==, KQ_STUDENT_LANGUAGE_PASCAL);
  g_assert_cmpint (kq_student_language_for_path ("eightqueens.pascal"), ==,
                   KQ_STUDENT_LANGUAGE_PASCAL);
  g_assert_cmpint (kq_student_language_for_path ("bai14.c++"), ==, KQ_STUDENT_LANGUAGE_CPP);
  g_assert_cmpint (kq_student_language_for_path ("QUEENS.OUT"), ==, KQ_STUDENT_LANGUAGE_NONE);
  g_assert_cmpint (kq_student_language_for_path ("py"), ==, KQ_STUDENT_LANGUAGE_NONE);
}

/* The program's input is its own business: any layout runs; only one that says n (or a tour's
 * "n row col", a rectangle's "m n row col") gives the board's size before the program shows it. A file not there is an
 * error. */
static void
test_bad_input (void)
{
  static const struct { const char *text; int n; KqProblem problem; } inputs[] = {
    { "", 0, KQ_PROBLEM_QUEENS }, { "abc", 0, KQ_PROBLEM_QUEENS },
    { "1\n8", 0, KQ_PROBLEM_QUEENS }, { "5 6 1", 0, KQ_PROBLEM_QUEENS },
    { "0", 0, KQ_PROBLEM_QUEENS }, { "99", 0, KQ_PROBLEM_QUEENS },
    { " 6\n", 6, KQ_PROBLEM_QUEENS }, { "5 1 2", 5, KQ_PROBLEM_TOUR },
    /* a rectangle's rows, columns and start: n is its longer side; a start off it is none */
    { "5 1 1 1", 5, KQ_PROBLEM_TOUR }, { "4 6 2 5", 6, KQ_PROBLEM_TOUR },
    { "5 4 1 5", 0, KQ_PROBLEM_QUEENS },
  };
  g_autofree char *program = kq_test_student_path ("queens.py");
  g_autofree char *dir = g_dir_make_tmp ("kq-test-student-XXXXXX", NULL);
  g_autofree char *input = g_build_filename (dir, "INPUT", NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      KqStudentOptions options = { .input = input };
      g_autoptr(GError) error = NULL;
      g_autoptr(KqStudentRun) run = NULL;

      g_assert_true (g_file_set_contents (input, inputs[i].text, -1, NULL));
      run = kq_student_run_new (program, &options, &error);
      g_assert_no_error (error);
      g_assert_cmpint (kq_student_run_get_n (run), ==, inputs[i].n);
      g_assert_cmpint (kq_student_run_get_problem (run), ==, inputs[i].problem);
    }
  {
    g_autofree char *missing = g_build_filename (dir, "NOSUCH.INP", NULL);
    KqStudentOptions options = { .input = missing };
    g_autoptr(GError) error = NULL;

    g_assert_null (kq_student_run_new (program, &options, &error));
    g_assert_nonnull (error);
  }
  {
    KqStudentOptions options = { .input = input };
    g_autoptr(GError) error = NULL;
    g_autofree char *answer = kq_test_student_path ("QUEENS.INP");

    g_assert_null (kq_student_run_new (answer, &options, &error));
    g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_LANGUAGE);
  }
  g_unlink (input);
  g_rmdir (dir);
}

/* Without --input: the .inp named as the program or its name's beginning, else QUEENS.INP
 * beside it (both KNIGHT.INP and QUEENS.INP are there). */
static void
test_default_input (void)
{
  static const struct { const char *program; KqProblem problem; } programs[] = {
    { "knight.py", KQ_PROBLEM_TOUR },
    { "knight-not-a-move.py", KQ_PROBLEM_TOUR },
    { "queens-grid.py", KQ_PROBLEM_QUEENS },
    { "memory.py", KQ_PROBLEM_QUEENS },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (programs); i++)
    {
      g_autofree char *program = kq_test_student_path (programs[i].program);
      KqStudentOptions options = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(KqStudentRun) run = kq_student_run_new (program, &options, &error);

      g_assert_no_error (error);
      g_assert_cmpint (kq_student_run_get_problem (run), ==, programs[i].problem);
      g_assert_cmpint (kq_student_run_get_n (run), ==, 5);
    }
}

/* Lesson 001 in Python: the ten solutions of n = 5 in the lesson's order, nothing wrong. */
static void
test_queens (void)
{
  g_auto(Replay) replay = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(KqStudentRun) run = NULL;
  g_autoptr(GString) listing = g_string_new (NULL);
  guint n_verdicts;

  if (skip_without_python ())
    return;
  run = run_program ("queens.py", "QUEENS.INP", 0, &replay, &error);
  g_assert_no_error (error);
  g_assert_cmpint (kq_student_run_get_exit (run), ==, 0);
  g_assert_cmpstr (kq_student_run_get_board_name (run), ==, "x");
  kq_queens_list (5, FALSE, listing_line, listing, NULL);
  g_assert_cmpstr (replay.solution_text->str, ==, listing->str);
  kq_student_run_get_verdicts (run, &n_verdicts);
  g_assert_cmpuint (n_verdicts, ==, 0);

  /* x, and the marking arrays a, b, c as strips; x[i] = j and a[j] = b[…] = c[…] = … */
  g_assert_cmpuint (g_hash_table_size (kq_student_run_get_arrays (run)), ==, 4);
  g_assert_true (kq_student_array_is_marking ("a") && kq_student_array_is_marking ("ok_col"));
  g_assert_false (kq_student_array_is_marking ("x"));
  g_assert_cmpuint (replay.changes, >, 53);
}

/* Lesson 004's knight in Python: its first 5 × 5 tour from (1, 1), a board counted from 0
 * with -1 for free squares; its printed board is its output, apart from the steps. */
static void
test_knight (void)
{
  g_auto(Replay) replay = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(KqStudentRun) run = NULL;
  guint n_verdicts;

  if (skip_without_python ())
    return;
  run = run_program ("knight.py", "KNIGHT.INP", 0, &replay, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (replay.solutions, ==, 1);
  g_assert_cmpstr (kq_student_run_get_board_name (run), ==, "board");
  /* lesson 004 prints this row first for (0, 0) */
  g_assert_nonnull (strstr (kq_student_run_get_output (run), " 1  6 15 10 21"));
  kq_student_run_get_verdicts (run, &n_verdicts);
  g_assert_cmpuint (n_verdicts, ==, 0);
}

/* Right programs written other ways: a grid of 0 and 1 (a queen put down, then tested), a grid
 * of 'Q' and '.', a class's self.cols, lesson 000's h counted from 1: their solutions, and no
 * slip. */
static void
test_other_ways (void)
{
  static const struct {
    const char *program;
    const char *input;
    const char *board;
    guint64     solutions;
  } right[] = {
    { "queens-grid.py", "QUEENS.INP", "board", 10 },
    { "queens-q.py", "QUEENS.INP", "grid", 10 },
    { "queens-class.py", "QUEENS.INP", "cols", 10 },
    { "knight-h.py", "CORNER.INP", "h", 1 },
  };

  if (skip_without_python ())
    return;
  for (gsize i = 0; i < G_N_ELEMENTS (right); i++)
    {
      g_auto(Replay) replay = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(KqStudentRun) run = NULL;
      const KqStudentVerdict *verdicts;
      guint n_verdicts;

      g_test_message ("%s", right[i].program);
      run = run_program (right[i].program, right[i].input, 0, &replay, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (kq_student_run_get_board_name (run), ==, right[i].board);
      g_assert_cmpuint (replay.solutions, ==, right[i].solutions);
      verdicts = kq_student_run_get_verdicts (run, &n_verdicts);
      for (guint v = 0; v < n_verdicts; v++)
        g_assert_false (kq_student_verdict_is_error (verdicts[v].kind));
    }
}

static void
test_slips (void)
{
  static const struct {
    const char           *program;
    const char           *input;
    KqStudentVerdictKind  kind;
    int                   line;
  } slips[] = {
    { "queens-attacked.py", "QUEENS.INP", KQ_STUDENT_VERDICT_ATTACKED, 10 },
    { "queens-missed.py", "QUEENS.INP", KQ_STUDENT_VERDICT_MISSED, 0 },
    { "queens-repeated.py", "QUEENS.INP", KQ_STUDENT_VERDICT_REPEATED, 5 },
    { "queens-crash.py", "QUEENS.INP", KQ_STUDENT_VERDICT_CRASH, 4 },
    { "queens-loop.py", "QUEENS.INP", KQ_STUDENT_VERDICT_STEP_LIMIT, 0 },
    { "knight-not-a-move.py", "KNIGHT.INP", KQ_STUDENT_VERDICT_NOT_A_MOVE, 8 },
    { "knight-revisited.py", "KNIGHT.INP", KQ_STUDENT_VERDICT_REVISITED, 7 },
    { "memory.py", "QUEENS.INP", KQ_STUDENT_VERDICT_CRASH, 3 },
  };

  if (skip_without_python ())
    return;
  for (gsize i = 0; i < G_N_ELEMENTS (slips); i++)
    {
      g_auto(Replay) replay = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(KqStudentRun) run = NULL;
      const KqStudentVerdict *verdict;

      g_test_message ("%s", slips[i].program);
      /* a short limit for the one that never ends */
      run = run_program (slips[i].program, slips[i].input,
                         slips[i].kind == KQ_STUDENT_VERDICT_STEP_LIMIT ? 20000 : 1000000,
                         &replay, &error);
      g_assert_no_error (error);
      verdict = find_verdict (run, slips[i].kind);
      if (slips[i].line > 0)
        g_assert_cmpint (verdict->line, ==, slips[i].line);
      g_assert_cmpuint (verdict->step, >, 0);
      g_assert_cmpint (kq_student_run_hit_step_limit (run), ==,
                       slips[i].kind == KQ_STUDENT_VERDICT_STEP_LIMIT);
    }
}

static void
test_compile (void)
{
  g_autofree char *program = kq_test_student_path ("syntax-error.py");
  g_autofree char *input = kq_test_student_path ("QUEENS.INP");
  KqStudentOptions options = { .input = input };
  g_autoptr(KqStudentRun) run = NULL;
  g_autoptr(GError) error = NULL;

  if (skip_without_python ())
    return;
  run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  g_assert_false (kq_student_run_execute (run, NULL, &error));
  g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE);
  g_assert_true (g_str_has_prefix (error->message, "syntax-error.py:1: SyntaxError"));
  find_verdict (run, KQ_STUDENT_VERDICT_COMPILE);
}

/* Stop (the step func says so) ends the program and the process it started at once; the
 * folder goes with the run. */
static void
test_stop (void)
{
  g_auto(Replay) replay = { .stop_after = 5000 };
  g_autoptr(GError) error = NULL;
  g_autoptr(KqStudentRun) run = NULL;
  g_autofree char *folder = NULL;
  long pid;

  if (skip_without_python ())
    return;
  run = run_program ("fork-and-loop.py", "QUEENS.INP", 0, &replay, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (replay.steps, ==, 5000);
  g_assert_cmpint (kq_student_run_get_exit (run), ==, -1);
  pid = strtol (kq_student_run_get_output (run), NULL, 10);
  g_assert_cmpint (pid, >, 1);
  folder = g_strdup (kq_student_run_get_folder (run));
  for (gint64 end = kq_test_deadline (2); kq_test_process_in (folder) && g_get_monotonic_time () < end;)
    g_usleep (10000);
  g_assert_false (kq_test_process_in (folder));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_clear_pointer (&run, kq_student_run_free);
  g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
}

/* The Python program name run on QUEENS.INP with a wall clock of seconds (and max_steps, 0:
 * the default), to its end; NULL where there is no python3. */
static KqStudentRun *
run_on_clock (const char *name,
              guint       seconds,
              guint64     max_steps)
{
  g_autofree char *program = kq_test_student_path (name);
  g_autofree char *input = kq_test_student_path ("QUEENS.INP");
  KqStudentOptions options = { .input = input, .wall_seconds = seconds, .max_steps = max_steps };
  g_autoptr(KqStudentRun) run = NULL;
  g_autoptr(GError) error = NULL;

  if (skip_without_python ())
    return NULL;
  run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  g_assert_true (kq_student_run_execute (run, NULL, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&run);
}

/* The wall clock ends a program that runs no lines. */
static void
test_wall_clock (void)
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(KqStudentRun) run = run_on_clock ("sleep.py", 1, 0);

  if (run == NULL)
    return;
  g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
  find_verdict (run, KQ_STUDENT_VERDICT_CRASH);
  g_assert_cmpint (kq_student_run_get_exit (run), ==, -1);
}

/* The wall clock run out while the program's lines still ran is the trace's limit, as of
 * steps (the trace is slower than the program), not the program's crash. */
static void
test_wall_clock_running (void)
{
  /* (long enough for python3 to start in its box and run lines, on a busy machine too) */
  guint seconds = (guint) (3 * kq_test_time_scale () + 0.5);
  g_autoptr(KqStudentRun) run = run_on_clock ("lines-forever.py", seconds, G_MAXUINT64);
  const KqStudentVerdict *verdict;
  guint n_verdicts;

  if (run == NULL)
    return;
  verdict = find_verdict (run, KQ_STUDENT_VERDICT_STEP_LIMIT);
  g_assert_cmpuint (verdict->count, ==, 1);
  g_assert_cmpuint (verdict->total, ==, seconds);
  kq_student_run_get_verdicts (run, &n_verdicts);
  g_assert_cmpuint (n_verdicts, ==, 1);
  g_assert_true (kq_student_run_hit_step_limit (run));
  g_assert_cmpint (kq_student_run_get_exit (run), ==, -1);
}

static gboolean
collect_line (char *line, gsize length, gpointer user_data)
{
  g_string_append_printf (user_data, "%s|", line);
  return TRUE;
}

/* GDB's layout (kq-student-child.h): commands on stdin, events on stdout, the program's output
 * on fds 3 and 4 (its stderr too), in the run's folder with the input there. */
static void
test_child_layout (void)
{
  g_autofree char *program = kq_test_student_path ("queens.py");
  g_autofree char *input = kq_test_student_path ("QUEENS.INP");
  KqStudentOptions options = { .input = input };
  g_autoptr(KqStudentRun) run = NULL;
  g_autoptr(KqStudentChild) child = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) events = g_string_new (NULL);
  const char * const argv[] = {
    "sh", "-c", "read command; echo \"^done,$command\"; cat QUEENS.INP >&3; echo e >&4; "
    "echo own >&2; echo '(gdb)'", NULL
  };

  run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  child = kq_student_child_new (_kq_student_run_begin (run), argv, KQ_STUDENT_CHILD_STDIN_PIPE |
                                KQ_STUDENT_CHILD_EVENTS_ON_STDOUT, &error);
  g_assert_no_error (error);
  g_assert_true (kq_student_child_write (child, "-exec-run\n", 10, &error));
  g_assert_true (kq_student_child_read (child, collect_line, events, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (events->str, ==, "^done,-exec-run|(gdb)|");
  g_assert_nonnull (strstr (kq_student_run_get_output (run), "5\n"));
  g_assert_nonnull (strstr (kq_student_run_get_output (run), "e\n"));
  g_assert_nonnull (strstr (kq_student_run_get_output (run), "own\n"));
  g_assert_cmpint (kq_student_run_get_exit (run), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/student/language", test_language);
  g_test_add_func ("/student/bad-input", test_bad_input);
  g_test_add_func ("/student/default-input", test_default_input);
  g_test_add_func ("/student/python/queens", test_queens);
  g_test_add_func ("/student/python/knight", test_knight);
  g_test_add_func ("/student/python/other-ways", test_other_ways);
  g_test_add_func ("/student/python/slips", test_slips);
  g_test_add_func ("/student/python/compile", test_compile);
  g_test_add_func ("/student/child-layout", test_child_layout);
  g_test_add_func ("/student/stop", test_stop);
  g_test_add_func ("/student/wall-clock", test_wall_clock);
  g_test_add_func ("/student/wall-clock-running", test_wall_clock_running);
  return g_test_run ();
}
