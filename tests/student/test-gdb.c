/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-gdb: students' C, C++ and Pascal programs (tests/data/student) compiled and traced
 * under GDB (src/student/kq-gdb*.c) through the run of kq-student.h: right ones, and slips.
 * Each test skips when its compiler or GDB is missing. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "kq-gdb-compile.h"
#include "kq-student-private.h"
#include "kq-test-student.h"

typedef struct {
  guint64  steps;
  int      last_line;
  guint64  places;
  guint64  removes;
  guint64  last_solution;
  int      first_row, first_col, first_move;
  int      second_row, second_col, second_move;
  guint    max_frames;
  const char *function;   /* a frame of it with this local: saw_local */
  const char *local;
  gboolean saw_local;
} Seen;

static gboolean
on_step (const KqStudentStep *step, gpointer user_data)
{
  Seen *seen = user_data;

  seen->steps++;
  g_assert_cmpuint (step->index, ==, seen->steps);
  g_assert_cmpint (step->line, >, 0);
  g_assert_cmpuint (step->n_frames, >, 0);
  g_assert_cmpint (step->frames[step->n_frames - 1].line, ==, step->line);
  seen->last_line = step->line;
  seen->max_frames = MAX (seen->max_frames, step->n_frames);
  for (guint f = 0; f < step->n_frames; f++)
    if (g_ascii_strcasecmp (step->frames[f].function, seen->function) == 0)
      for (guint l = 0; l < step->frames[f].n_locals; l++)
        if (g_strcmp0 (step->frames[f].locals[l].name, seen->local) == 0)
          seen->saw_local = TRUE;
  if (step->op == KQ_STUDENT_OP_PLACE)
    {
      seen->places++;
      if (seen->places == 1)
        seen->first_row = step->row, seen->first_col = step->col, seen->first_move = step->move;
      else if (seen->places == 2)
        seen->second_row = step->row, seen->second_col = step->col,
        seen->second_move = step->move;
    }
  else if (step->op == KQ_STUDENT_OP_REMOVE)
    seen->removes++;
  if (step->solution > 0)
    {
      g_assert_cmpuint (step->solution, ==, seen->last_solution + 1);
      seen->last_solution = step->solution;
    }
  return TRUE;
}

/* An input file in a fresh folder: the run copies it into its own. */
static char *
write_input (const char *name, const char *text, char **folder)
{
  g_autoptr (GError) error = NULL;
  char *path;

  *folder = g_dir_make_tmp ("kq-test-gdb-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*folder, name, NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
remove_input (char *path, char *folder)
{
  g_unlink (path);
  g_rmdir (folder);
  g_free (path);
  g_free (folder);
}

static KqStudentRun *
run_program (const char *name, const char *input_name, const char *input_text,
             guint64 max_steps, Seen *seen)
{
  g_autofree char *program = kq_test_student_path (name);
  g_autoptr (GError) error = NULL;
  char *folder = NULL;
  char *input = write_input (input_name, input_text, &folder);
  KqStudentOptions options = { .input = input, .max_steps = max_steps };
  KqStudentRun *run = kq_student_run_new (program, &options, &error);

  g_assert_no_error (error);
  kq_student_run_set_step_func (run, on_step, seen);
  g_assert_true (kq_student_run_execute (run, NULL, &error));
  g_assert_no_error (error);
  remove_input (input, folder);
  return run;
}

static guint
count_verdicts (KqStudentRun *run, KqStudentVerdictKind kind, const KqStudentVerdict **first)
{
  guint n_verdicts, count = 0;
  const KqStudentVerdict *verdicts = kq_student_run_get_verdicts (run, &n_verdicts);

  for (guint i = 0; i < n_verdicts; i++)
    if (verdicts[i].kind == kind && count++ == 0 && first != NULL)
      *first = &verdicts[i];
  return count;
}

static guint
count_errors (KqStudentRun *run)
{
  guint n_verdicts, count = 0;
  const KqStudentVerdict *verdicts = kq_student_run_get_verdicts (run, &n_verdicts);

  for (guint i = 0; i < n_verdicts; i++)
    count += kq_student_verdict_is_error (verdicts[i].kind);
  return count;
}

typedef struct {
  const char *program;
  const char *input;
  guint64     solutions;
  const char *board;
  const char *function;  /* the recursive one, with its local i or row */
  const char *local;
  const char *output;    /* how its printed output begins (NULL: it writes QUEENS.OUT) */
} QueensCase;

static const QueensCase queens_cases[] = {
  /* Lesson 001 in C: x[1..n] of columns; marking arrays a, b, c[i - j + MAX]. */
  { "queens-001.c", "5\n", 10, "x", "Try", "i",
    "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4); \n(1, 1); (2, 4); " },
  /* In Pascal: x[1..12] for n = 5, marking arrays from 2 and from 1 - 12; it reads QUEENS.INP
   * and writes QUEENS.OUT in the run's folder. */
  { "queens-001.pas", "5\n", 10, "x", "Try", "i", NULL },
  /* C++: a 0-based char board of 'Q' and '.'. */
  { "queens-001.cpp", "4\n", 2, "board", "solve", "row",
    "(1, 2); (2, 4); (3, 1); (4, 3); \n(1, 3); (2, 1); (3, 4); (4, 2); \n" },
};

/* A right program: all its solutions, nothing wrong, queen 1 on (1, 1) first as the lesson's
 * order has it, and the whole stack at a solution: main and the function n + 1 deep (the C++
 * one calls itself once more to find row n full). */
static void
test_queens (gconstpointer data)
{
  const QueensCase *c = data;
  Seen seen = { .function = c->function, .local = c->local };
  g_autoptr (KqStudentRun) run = NULL;
  int n = atoi (c->input);

  if (!kq_test_have_tools (c->program))
    return;
  run = run_program (c->program, "QUEENS.INP", c->input, 0, &seen);
  g_assert_cmpint (kq_student_run_get_exit (run), ==, 0);
  g_assert_cmpuint (kq_student_run_get_solutions (run), ==, c->solutions);
  g_assert_cmpuint (seen.last_solution, ==, c->solutions);
  g_assert_cmpuint (count_errors (run), ==, 0);
  g_assert_cmpstr (kq_student_run_get_board_name (run), ==, c->board);
  g_assert_cmpint (seen.first_row, ==, 1);
  g_assert_cmpint (seen.first_col, ==, 1);
  g_assert_cmpuint (seen.places, >, 0);
  g_assert_true (seen.saw_local);
  g_assert_cmpuint (seen.max_frames, >=, (guint) n + 1);
  /* Its own output only: nothing of GDB's. */
  if (c->output != NULL)
    g_assert_true (g_str_has_prefix (kq_student_run_get_output (run), c->output));
  else
    g_assert_cmpstr (kq_student_run_get_output (run), ==, "");
}

/* Lesson 000's knight on h, n = 5 from (1, 1), its first 600 lines: the start square is
 * move 1, the next a knight's move away is move 2, no verdict but the step limit. Pascal's
 * h[1..8, 1..8]; C's h[9][9], row and column 0 unused. */
static void
test_knight (gconstpointer data)
{
  const char *program = data;
  Seen seen = { .function = "Try", .local = "i" };
  g_autoptr (KqStudentRun) run = NULL;

  if (!kq_test_have_tools (program))
    return;
  run = run_program (program, "KNIGHT.INP", "5 1 1\n", 600, &seen);
  g_assert_true (kq_student_run_hit_step_limit (run));
  g_assert_cmpstr (kq_student_run_get_board_name (run), ==, "h");
  g_assert_cmpint (seen.first_row, ==, 1);
  g_assert_cmpint (seen.first_col, ==, 1);
  g_assert_cmpint (seen.first_move, ==, 1);
  g_assert_cmpint (seen.second_row, ==, 3);
  g_assert_cmpint (seen.second_col, ==, 2);
  g_assert_cmpint (seen.second_move, ==, 2);
  g_assert_true (seen.saw_local);
  g_assert_cmpuint (count_verdicts (run, KQ_STUDENT_VERDICT_NOT_A_MOVE, NULL), ==, 0);
  g_assert_cmpuint (count_verdicts (run, KQ_STUDENT_VERDICT_STEP_LIMIT, NULL), ==, 1);
}

/* A program of tests/data/student on its input, and what it should bring: a slip's verdict
 * (slip_cases), or an exit status (stepper_cases). */
typedef struct {
  const char          *program;
  const char          *input_name;
  const char          *input;
  guint64              max_steps;
  KqStudentVerdictKind kind;
  int                  exit_status;
} ProgramCase;

static const ProgramCase slip_cases[] = {
  /* The diagonal i - j forgotten: the second queen on (2, 2), attacked. */
  { "queens-attacked.c", "QUEENS.INP", "4\n", 0, KQ_STUDENT_VERDICT_ATTACKED },
  { "queens-attacked.pas", "QUEENS.INP", "4\n", 0, KQ_STUDENT_VERDICT_ATTACKED },
  /* b[2] = 1: (x - 1, y + 1) tried as a move. */
  { "knight-not-a-move.c", "KNIGHT.INP", "5 1 1\n", 600,
    KQ_STUDENT_VERDICT_NOT_A_MOVE },
};

/* Each slip found, naming a step and a line. */
static void
test_slip (gconstpointer data)
{
  const ProgramCase *c = data;
  Seen seen = { .function = "Try", .local = "i" };
  g_autoptr (KqStudentRun) run = NULL;
  const KqStudentVerdict *verdict = NULL;

  if (!kq_test_have_tools (c->program))
    return;
  run = run_program (c->program, c->input_name, c->input, c->max_steps, &seen);
  g_assert_cmpuint (count_verdicts (run, c->kind, &verdict), >, 0);
  g_assert_cmpuint (verdict->step, >, 0);
  g_assert_cmpuint (verdict->step, <=, seen.steps);
  g_assert_cmpint (verdict->line, >, 0);
}

/* A write through a null pointer: a crash verdict on the line of x[i] = j, its last step. */
static void
test_crash (void)
{
  Seen seen = { .function = "Try", .local = "i" };
  g_autoptr (KqStudentRun) run = NULL;
  g_autofree char *program = kq_test_student_path ("crash-null.c");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  const KqStudentVerdict *verdict = NULL;
  int line = 0;

  if (!kq_test_have_tools ("crash-null.c"))
    return;
  g_assert_true (g_file_get_contents (program, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL && line == 0; i++)
    if (strstr (lines[i], "x[i] = j;") != NULL)
      line = i + 1;
  run = run_program ("crash-null.c", "QUEENS.INP", "4\n", 0, &seen);
  g_assert_cmpuint (count_verdicts (run, KQ_STUDENT_VERDICT_CRASH, &verdict), ==, 1);
  g_assert_cmpint (verdict->line, ==, line);
  /* on the last step, that line's: every line the tracer saw came, and before GDB told of
   * the signal */
  g_assert_cmpuint (verdict->step, ==, seen.steps);
  g_assert_cmpint (seen.last_line, ==, line);
  g_assert_nonnull (strstr (verdict->detail, "SIGSEGV"));
  g_assert_cmpint (kq_student_run_get_exit (run), !=, 0);
}

/* Each step as text: its line, board change, solution, frames and their locals. */
static gboolean
on_step_text (const KqStudentStep *step, gpointer user_data)
{
  GString *text = user_data;

  g_string_append_printf (text, "%d %d %d %d %d %" G_GUINT64_FORMAT ":", step->line, step->op,
                          step->row, step->col, step->move, step->solution);
  for (guint f = 0; f < step->n_frames; f++)
    {
      g_string_append_printf (text, " %s@%d", step->frames[f].function, step->frames[f].line);
      for (guint l = 0; l < step->frames[f].n_locals; l++)
        g_string_append_printf (text, " %s=%" G_GINT64_FORMAT, step->frames[f].locals[l].name,
                                step->frames[f].locals[l].value.number);
    }
  g_string_append_c (text, '\n');
  return TRUE;
}

static char *
trace_text (const char *name, const char *input_name, const char *input_text,
            guint64 max_steps, const char *stepper, int *exit_status)
{
  g_autofree char *program = kq_test_student_path (name);
  g_autoptr (GError) error = NULL;
  g_autoptr (KqStudentRun) run = NULL;
  GString *text = g_string_new (NULL);
  char *folder = NULL;
  char *input = write_input (input_name, input_text, &folder);
  KqStudentOptions options = { .input = input, .max_steps = max_steps };

  /* "own" and "gdb": as long as each other, so the program's stack starts where it did */
  g_setenv ("KQ_STUDENT_STEPPER", stepper, TRUE);
  run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  kq_student_run_set_step_func (run, on_step_text, text);
  g_assert_true (kq_student_run_execute (run, NULL, &error));
  g_assert_no_error (error);
  g_unsetenv ("KQ_STUDENT_STEPPER");
  *exit_status = kq_student_run_get_exit (run);
  remove_input (input, folder);
  return g_string_free (text, FALSE);
}

static const ProgramCase stepper_cases[] = {
  /* one-line loop bodies (a[k] = true;), recursion; the end handed back to GDB */
  { "queens-001.c", "QUEENS.INP", "5\n", 0, .exit_status = 0 },
  { "knight-000.pas", "KNIGHT.INP", "5 1 1\n", 3000, .exit_status = -1 },
  { "queens-001.cpp", "QUEENS.INP", "4\n", 0, .exit_status = 0 },
  /* a fork our stepper runs itself, its child let go; the exit status */
  { "queens-fork.c", "QUEENS.INP", "5\n", 0, .exit_status = 3 },
  /* a signal, handed back with it: killed (-1), the crash verdict names it */
  { "crash-null.c", "QUEENS.INP", "4\n", 0, .exit_status = -1 },
};

/* Our own stepper (kq-gdb-stepper.py) and GDB's breakpoints see the same steps. */
static void
test_stepper (gconstpointer data)
{
  const ProgramCase *c = data;
  g_autofree char *own = NULL;
  g_autofree char *gdb = NULL;
  int own_exit, gdb_exit;

  if (!kq_test_have_tools (c->program))
    return;
  own = trace_text (c->program, c->input_name, c->input, c->max_steps, "own", &own_exit);
  gdb = trace_text (c->program, c->input_name, c->input, c->max_steps, "gdb", &gdb_exit);
  g_assert_cmpuint (strlen (own), >, 0);
  g_assert_cmpstr (own, ==, gdb);
  g_assert_cmpint (own_exit, ==, c->exit_status);
  g_assert_cmpint (gdb_exit, ==, c->exit_status);
}

/* Compile errors: the compiler's own file:line, Free Pascal's rewritten to gcc's form. */
static void
test_compile_error (gconstpointer data)
{
  const char *name = data;
  g_autofree char *program = kq_test_student_path (name);
  g_autofree char *expected = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KqStudentRun) run = NULL;
  g_autofree char *folder = NULL;
  char *input;
  KqStudentOptions options = { 0 };

  if (!kq_test_have_tools (name))
    return;
  input = write_input ("QUEENS.INP", "4\n", &folder);
  options.input = input;
  run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  g_assert_false (kq_student_run_execute (run, NULL, &error));
  g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE);
  /* compile-error.pas: the semicolon missed on line 27 is noticed on line 28 ("IF"). */
  expected = g_strdup_printf ("%s:%s:", name, g_str_has_suffix (name, ".pas") ? "28:9" : "26:5");
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_assert_cmpuint (count_verdicts (run, KQ_STUDENT_VERDICT_COMPILE, NULL), ==, 1);
  remove_input (input, g_steal_pointer (&folder));
}

/* What the compiler does with a hostile or an odd source: its message, valid UTF-8, with the
 * file and the line (a Latin-1 line quoted back), or the limit that stopped it first (an
 * #include of /dev/zero: memory; of a pipe: the wall clock, or Stop); nothing left running. */
typedef struct {
  const char *program;
  guint       wall_seconds;
  gboolean    stop;      /* Stop half a second in */
  const char *message;   /* how its compile verdict begins */
} CompileCase;

static const CompileCase compile_cases[] = {
  { "compile-latin1.c", 0, FALSE, "compile-latin1.c:7:20: error: expected" },
  { "compile-zero.c", 0, FALSE, "The compiler was stopped at its limit of 512 MiB of memory\n" },
  { "compile-pipe.c", 2, FALSE, "The compiler was stopped at its limit of 2 s" },
  { "compile-pipe.c", 0, TRUE, NULL },
};

static gpointer
stop_later (gpointer cancellable)
{
  g_usleep (G_USEC_PER_SEC / 2);
  g_cancellable_cancel (cancellable);
  return NULL;
}

static void
test_compile_limit (gconstpointer data)
{
  const CompileCase *c = data;
  g_autofree char *program = kq_test_student_path (c->program);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (KqStudentRun) run = NULL;
  g_autofree char *folder = NULL;
  const KqStudentVerdict *verdict = NULL;
  GThread *stopper = NULL;
  KqStudentOptions options = { .wall_seconds = c->wall_seconds };
  char *input;

  if (!kq_test_have_tools (c->program))
    return;
  input = write_input ("QUEENS.INP", "4\n", &folder);
  options.input = input;
  run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  if (c->stop)
    stopper = g_thread_new ("stop", stop_later, cancellable);
  /* stopped, a run ends as the user asked, without an error */
  g_assert_cmpint (kq_student_run_execute (run, cancellable, &error), ==, c->stop);
  g_assert_false (kq_test_process_in (kq_student_run_get_folder (run)));
  if (stopper != NULL)
    g_thread_join (stopper);
  if (c->stop)
    {
      g_assert_no_error (error);
      g_assert_cmpuint (count_verdicts (run, KQ_STUDENT_VERDICT_COMPILE, NULL), ==, 0);
    }
  else
    {
      g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_true (g_str_has_prefix (error->message, c->message));
      g_assert_cmpuint (count_verdicts (run, KQ_STUDENT_VERDICT_COMPILE, &verdict), ==, 1);
      g_assert_cmpstr (verdict->detail, ==, error->message);
    }
  remove_input (input, g_steal_pointer (&folder));
}

static void
test_packages (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (kq_gdb_package_for ("g++"), ==, "g++");
  g_assert_cmpstr (kq_gdb_package_for ("fpc"), ==, "fpc");
  g_assert_false (kq_gdb_find_tool ("kq-no-such-compiler", &error));
  g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_TOOLCHAIN);
  g_assert_nonnull (strstr (error->message, "apt install kq-no-such-compiler"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* GDB's runner, whose C and C++ the native one runs by default (test-native.py compares
   * them) */
  g_setenv ("KQ_STUDENT_RUNNER", "gdb", TRUE);
  g_test_add_func ("/gdb/packages", test_packages);
  for (gsize i = 0; i < G_N_ELEMENTS (queens_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gdb/queens/%s", queens_cases[i].program);

      g_test_add_data_func (path, &queens_cases[i], test_queens);
    }
  g_test_add_data_func ("/gdb/knight/pascal", "knight-000.pas", test_knight);
  g_test_add_data_func ("/gdb/knight/c", "knight-000.c", test_knight);
  for (gsize i = 0; i < G_N_ELEMENTS (slip_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gdb/slip/%s", slip_cases[i].program);

      g_test_add_data_func (path, &slip_cases[i], test_slip);
    }
  g_test_add_func ("/gdb/crash", test_crash);
  for (gsize i = 0; i < G_N_ELEMENTS (stepper_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gdb/stepper/%s", stepper_cases[i].program);

      g_test_add_data_func (path, &stepper_cases[i], test_stepper);
    }
  g_test_add_data_func ("/gdb/compile-error/pascal", "compile-error.pas", test_compile_error);
  g_test_add_data_func ("/gdb/compile-error/cpp", "compile-error.cpp", test_compile_error);
  g_test_add_data_func ("/gdb/compile/latin1", &compile_cases[0], test_compile_limit);
  g_test_add_data_func ("/gdb/compile/memory", &compile_cases[1], test_compile_limit);
  g_test_add_data_func ("/gdb/compile/wall-clock", &compile_cases[2], test_compile_limit);
  g_test_add_data_func ("/gdb/compile/stop", &compile_cases[3], test_compile_limit);
  return g_test_run ();
}
