/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-program-runner.c: a student's own program (tests/data/student, in Python) run through
 * KqProgramRunner without a display, as the window runs it: its search as a timeline's moves
 * with the line that made each, its solutions and its verdicts at their moves, its log, Stop
 * mid-run, a new start or an answer opened letting the run go. python3 and the box are needed
 * (else the case is skipped). */
#define G_LOG_DOMAIN "test-program-runner"
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kq-program-runner.h"
#include "kq-student-box.h"
#include "kq-test-session.h"
#include "kq-test-student.h"

typedef struct {
  KqProgramRunner *runner;
  char            *dir;       /* a folder of the case's own */
  guint            finished;  /* how many ::finished came */
  GError          *error;     /* the last one's */
  guint            moved;     /* ::progress with the board moved */
  gboolean         queen_on_corner; /* a board of ::progress held a queen on (1, 1) */
} Fixture;

static void
finished_cb (KqProgramRunner *runner, const GError *error, Fixture *f)
{
  f->finished++;
  g_clear_error (&f->error);
  if (error != NULL)
    f->error = g_error_copy (error);
}

static void
progress_cb (KqProgramRunner *runner, gboolean moved, Fixture *f)
{
  guint n_moves;
  const KqMove *moves = kq_program_runner_get_board (runner, &n_moves);

  g_assert_true (kq_program_runner_get_running (runner));
  if (!moved)
    return;
  f->moved++;
  for (guint i = 0; i < n_moves; i++)
    if (moves[i].square == 0 && moves[i].step > 0)
      f->queen_on_corner = TRUE;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->runner = kq_program_runner_new ();
  g_signal_connect (f->runner, "finished", G_CALLBACK (finished_cb), f);
  g_signal_connect (f->runner, "progress", G_CALLBACK (progress_cb), f);
  f->dir = g_dir_make_tmp ("kq-test-runner-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) dir = g_file_new_for_path (f->dir);
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (dir,
                                                                    G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                    G_FILE_QUERY_INFO_NONE, NULL,
                                                                    NULL);
  GFile *child;

  g_clear_object (&f->runner);
  /* no worker outlives its runner */
  SPIN_UNTIL (kq_program_runner_get_live_workers () == 0);
  while (children != NULL && g_file_enumerator_iterate (children, NULL, &child, NULL, NULL) &&
         child != NULL)
    g_file_delete (child, NULL, NULL);
  g_rmdir (f->dir);
  g_free (f->dir);
  g_clear_error (&f->error);
}

/* Whether the case can run: python3 and the box. */
static gboolean
can_run (void)
{
  g_autofree char *python = g_find_program_in_path ("python3");
  g_autoptr(GError) error = NULL;

  if (python == NULL)
    g_test_skip ("python3 is not installed");
  else if (!kq_student_box_check (&error))
    g_test_skip (error->message);
  return python != NULL && error == NULL;
}

/* A copy of tests/data/student/name in the case's folder, with QUEENS.INP holding n (0: no
 * input beside it); from is replaced by to in its code where from is not NULL. */
static GFile *
copy_program (Fixture *f, const char *name, int n, const char *from, const char *to)
{
  g_autofree char *source = kq_test_student_path (name);
  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  g_autofree char *input = g_build_filename (f->dir, "QUEENS.INP", NULL);
  g_autofree char *number = g_strdup_printf ("%d\n", n);
  g_autofree char *text = NULL;
  g_autoptr(GString) code = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  code = g_string_new (text);
  if (from != NULL)
    g_assert_cmpuint (g_string_replace (code, from, to, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, code->str, (gssize) code->len, NULL));
  g_assert_true (n == 0 || g_file_set_contents (input, number, -1, NULL));
  return g_file_new_for_path (path);
}

/* Starts program (tests/data/student) on input typed for it. */
static GFile *
start (Fixture *f, const char *name, const char *input)
{
  g_autofree char *path = kq_test_student_path (name);
  GFile *file = g_file_new_for_path (path);

  kq_program_runner_start (f->runner, file, input, NULL);
  g_assert_true (kq_program_runner_get_running (f->runner));
  return file;
}

static void
wait_finished (Fixture *f)
{
  guint before = f->finished;

  SPIN_UNTIL (f->finished > before);
  g_assert_false (kq_program_runner_get_running (f->runner));
}

/* The board after the first position moves of the run. */
static KqBoard *
board_at (KqProgramRunner *runner, guint position)
{
  guint n_moves;
  const KqMove *moves = kq_program_runner_get_moves (runner, &n_moves);
  KqBoard *board = kq_board_new (kq_program_runner_get_problem (runner),
                                 kq_program_runner_get_n (runner));

  g_assert_cmpuint (position, <=, n_moves);
  for (guint i = 0; i < position; i++)
    kq_move_apply (&moves[i], board);
  return board;
}

/* Whether board's queens, in its rows from the first, are size and none attacks another. */
static gboolean
queens_of_size (const KqBoard *board,
                int            size)
{
  for (int r = 0; r < board->n; r++)
    {
      if ((r < size) != (board->cells[r] >= 0) || board->cells[r] >= size)
        return FALSE;
      for (int s = 0; s < r && r < size; s++)
        if (board->cells[s] == board->cells[r] || ABS (board->cells[s] - board->cells[r]) == r - s)
          return FALSE;
    }
  return TRUE;
}

/* Lesson 001 on 5 queens, on an input typed for it: its 10 solutions in the lesson's order,
 * each a board of 5 queens none attacking another, the first (1, 3, 5, 2, 4) and the last
 * (5, 3, 1, 4, 2); every move made by line 6 (x[i] = j); no verdict that blames it; a log
 * point at its start and after each move. */
static void
test_solutions (Fixture *f, gconstpointer data)
{
  static const int first[5] = { 0, 2, 4, 1, 3 }, last[5] = { 4, 2, 0, 3, 1 };
  g_autoptr(GFile) file = NULL;
  g_autoptr(GArray) solutions = NULL;
  g_autoptr(GArray) lines = NULL;
  g_autoptr(KqStudentLog) log = NULL;
  const KqStudentVerdict *verdicts;
  guint n_moves, n_verdicts;

  if (!can_run ())
    return;
  file = start (f, "queens.py", "5");
  wait_finished (f);
  g_assert_no_error (f->error);
  g_assert_true (g_file_equal (kq_program_runner_get_file (f->runner), file));
  g_assert_cmpint (kq_program_runner_get_problem (f->runner), ==, KQ_PROBLEM_QUEENS);
  g_assert_cmpint (kq_program_runner_get_n (f->runner), ==, 5);
  g_assert_cmpint (kq_program_runner_get_language (f->runner), ==, KQ_STUDENT_LANGUAGE_PYTHON);
  g_assert_nonnull (strstr (kq_program_runner_get_source (f->runner), "def Try(i):"));
  g_assert_false (kq_program_runner_get_stopped (f->runner));
  g_assert_cmpuint (kq_program_runner_get_found (f->runner), ==, 10);
  g_assert_cmpuint (kq_program_runner_get_steps (f->runner), >, 0);
  kq_program_runner_get_moves (f->runner, &n_moves);
  g_assert_cmpuint (kq_program_runner_get_position (f->runner), ==, n_moves);

  solutions = kq_program_runner_ref_solutions (f->runner);
  g_assert_cmpuint (solutions->len, ==, 10);
  for (guint k = 0; k < solutions->len; k++)
    {
      g_autoptr(KqBoard) board = board_at (f->runner, g_array_index (solutions, guint, k));

      g_assert_true (queens_of_size (board, 5));
      if (k == 0 || k + 1 == solutions->len)
        g_assert_cmpmem (board->cells, 5 * sizeof (int), k == 0 ? first : last,
                         5 * sizeof (int));
    }

  lines = kq_program_runner_ref_lines (f->runner);
  g_assert_cmpuint (lines->len, ==, n_moves);
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpint (g_array_index (lines, int, i), ==, 6);
  verdicts = kq_program_runner_get_verdicts (f->runner, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    g_assert_false (kq_student_verdict_is_error (verdicts[i].kind));
  g_assert_cmpstr (kq_program_runner_get_output (f->runner), ==, "");

  log = kq_program_runner_steal_log (f->runner);
  g_assert_nonnull (log);
  g_assert_cmpuint (kq_student_log_get_n_points (log), ==,
                    n_moves + 1 + (kq_program_runner_get_has_end (f->runner) ? 1 : 0));
  g_assert_null (kq_program_runner_steal_log (f->runner));
}

/* A search by columns (the most-copied web version's, data): its rows put down in any order,
 * each queen taken away by a move of its own; or on a grid of 0 and 1, each queen put down,
 * then the board checked, so that a row holds two for a moment. The board at each of its 10
 * solutions of 5 holds all 5 queens, none attacking another. */
static void
test_columns (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GArray) solutions = NULL;

  if (!can_run ())
    return;
  file = start (f, data, "5");
  wait_finished (f);
  g_assert_no_error (f->error);
  solutions = kq_program_runner_ref_solutions (f->runner);
  g_assert_cmpuint (solutions->len, ==, 10);
  for (guint k = 0; k < solutions->len; k++)
    {
      g_autoptr(KqBoard) board = board_at (f->runner, g_array_index (solutions, guint, k));

      g_assert_true (queens_of_size (board, 5));
    }
}

/* A slip (a diagonal forgotten) on 4 queens: the run opens at it, the queen of (2, 2) put
 * where (1, 1)'s attacks it, by the line the verdict names; the verdict is at those moves. */
static void
test_slip (Fixture *f, gconstpointer data)
{
  static const int slip[4] = { 0, 1, -1, -1 };
  g_autoptr(GFile) file = NULL;
  g_autoptr(GArray) lines = NULL;
  g_autoptr(KqBoard) board = NULL;
  const KqStudentVerdict *verdicts;
  guint n_moves, n_verdicts, position, attacked = G_MAXUINT;

  if (!can_run ())
    return;
  file = start (f, "queens-attacked.py", "4");
  wait_finished (f);
  g_assert_no_error (f->error);
  position = kq_program_runner_get_position (f->runner);
  kq_program_runner_get_moves (f->runner, &n_moves);
  g_assert_cmpuint (position, >, 0);
  g_assert_cmpuint (position, <, n_moves);
  board = board_at (f->runner, position);
  g_assert_cmpmem (board->cells, sizeof slip, slip, sizeof slip);

  verdicts = kq_program_runner_get_verdicts (f->runner, &n_verdicts);
  for (guint i = 0; i < n_verdicts && attacked == G_MAXUINT; i++)
    if (verdicts[i].kind == KQ_STUDENT_VERDICT_ATTACKED)
      attacked = i;
  g_assert_cmpuint (attacked, <, n_verdicts);
  g_assert_cmpuint (kq_program_runner_get_verdict_position (f->runner, attacked), ==, position);
  g_assert_false (kq_program_runner_get_verdict_at_end (f->runner, attacked));
  lines = kq_program_runner_ref_lines (f->runner);
  g_assert_cmpint (verdicts[attacked].line, ==, g_array_index (lines, int, position - 1));
  g_assert_cmpint (verdicts[attacked].row, ==, 1);
  g_assert_cmpint (verdicts[attacked].col, ==, 1);
}

/* A program that never ends (its while loop never moves on): while it runs, the lines it ran
 * and the line it runs now are said, and its board (5 × 5, a queen on (1, 1)); Stop ends it
 * where it is, with what it ran and nothing found wrong. */
static void
test_stop (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  const KqStudentVerdict *verdicts;
  guint n_moves, n_verdicts;

  if (!can_run ())
    return;
  file = start (f, "queens-loop.py", "5");
  SPIN_UNTIL (kq_program_runner_get_steps (f->runner) > 100 && f->queen_on_corner);
  g_assert_cmpint (kq_program_runner_get_line (f->runner), >, 0);
  g_assert_cmpint (kq_program_runner_get_n (f->runner), ==, 5);
  g_assert_cmpuint (f->finished, ==, 0);
  kq_program_runner_stop (f->runner);
  wait_finished (f);
  g_assert_no_error (f->error);
  g_assert_true (kq_program_runner_get_stopped (f->runner));
  kq_program_runner_get_moves (f->runner, &n_moves);
  g_assert_cmpuint (n_moves, >, 0);
  verdicts = kq_program_runner_get_verdicts (f->runner, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    g_assert_false (kq_student_verdict_is_error (verdicts[i].kind));
}

/* A new start lets the run going on go: only the new one finishes, and the old one's worker
 * ends (an endless program: it would run on for minutes). Cancelled, a run says nothing
 * more. */
static void
test_replace (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) loop = NULL;
  g_autoptr(GFile) queens = NULL;

  if (!can_run ())
    return;
  loop = start (f, "queens-loop.py", "5");
  SPIN_UNTIL (kq_program_runner_get_steps (f->runner) > 100);
  queens = start (f, "queens.py", "5");
  g_assert_true (g_file_equal (kq_program_runner_get_file (f->runner), queens));
  wait_finished (f);
  g_assert_cmpuint (f->finished, ==, 1);
  g_assert_no_error (f->error);
  g_assert_cmpuint (kq_program_runner_get_found (f->runner), ==, 10);
  SPIN_UNTIL (kq_program_runner_get_live_workers () == 0);

  g_clear_object (&loop);
  loop = start (f, "queens-loop.py", "5");
  SPIN_UNTIL (kq_program_runner_get_steps (f->runner) > 100);
  kq_program_runner_cancel (f->runner);
  g_assert_false (kq_program_runner_get_running (f->runner));
  SPIN_UNTIL (kq_program_runner_get_live_workers () == 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (f->finished, ==, 1);
}

/* No input beside the program, none typed: said (the window asks for it); typed, it runs on
 * it. */
static void
test_no_input (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;

  if (!can_run ())
    return;
  file = copy_program (f, "queens.py", 0, NULL, NULL);
  kq_program_runner_start (f->runner, file, NULL, NULL);
  wait_finished (f);
  g_assert_error (f->error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_NO_INPUT);
  kq_program_runner_start (f->runner, file, "6", NULL);
  wait_finished (f);
  g_assert_no_error (f->error);
  g_assert_cmpint (kq_program_runner_get_n (f->runner), ==, 6);
  g_assert_cmpuint (kq_program_runner_get_found (f->runner), ==, 4);
}

/* A program that does not compile: said with the compiler's words, its code read all the same
 * (to be mended beside its board) and its board the input's. */
static void
test_does_not_compile (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;

  if (!can_run ())
    return;
  file = copy_program (f, "queens.py", 6, "def Try(i):", "def Try(i)");
  kq_program_runner_start (f->runner, file, NULL, NULL);
  wait_finished (f);
  g_assert_error (f->error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE);
  g_assert_true (g_str_has_prefix (f->error->message, "queens.py:3: SyntaxError"));
  g_assert_nonnull (strstr (kq_program_runner_get_source (f->runner), "def Try(i)\n"));
  g_assert_cmpint (kq_program_runner_get_n (f->runner), ==, 6);
}

/* A program that writes nothing has no files; one that writes QUEENS.OUT has it, kept from
 * its box (5 queens: 10 lines), not beside the program until asked, then written there as it
 * was. */
static void
test_files (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *beside = NULL;
  g_autofree char *written = NULL;
  g_autofree char *text = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  const KqStudentFile *out;
  GPtrArray *files;
  gsize length;

  if (!can_run ())
    return;
  file = copy_program (f, "queens-one-line.py", 5, NULL, NULL);
  kq_program_runner_start (f->runner, file, NULL, NULL);
  wait_finished (f);
  g_assert_no_error (f->error);
  g_assert_null (kq_program_runner_get_files (f->runner));

  g_clear_object (&file);
  file = copy_program (f, "queens-out-file.py", 5, NULL, NULL);
  beside = g_build_filename (f->dir, "QUEENS.OUT", NULL);
  kq_program_runner_start (f->runner, file, NULL, NULL);
  g_assert_null (kq_program_runner_get_files (f->runner));
  wait_finished (f);
  g_assert_no_error (f->error);
  files = kq_program_runner_get_files (f->runner);
  g_assert_nonnull (files);
  g_assert_cmpuint (files->len, ==, 1);
  out = files->pdata[0];
  g_assert_cmpstr (out->name, ==, "QUEENS.OUT");
  g_assert_cmpuint (out->size, ==, g_bytes_get_size (out->contents));
  contents = g_strndup (g_bytes_get_data (out->contents, NULL), out->size);
  lines = g_strsplit (contents, "\n", -1);
  /* ten solutions, a line each, the last one ended */
  g_assert_cmpuint (g_strv_length (lines), ==, 11);
  g_assert_cmpstr (lines[0], ==, "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);");
  g_assert_false (g_file_test (beside, G_FILE_TEST_EXISTS));

  g_assert_true (kq_program_runner_write_back (f->runner, 0, &written, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, beside);
  g_assert_true (g_file_get_contents (beside, &text, &length, NULL));
  g_assert_cmpmem (text, length, g_bytes_get_data (out->contents, NULL), out->size);
}

/* Sizes read until 0 ("4 6 0"), the first placement of each: the run's timeline on the larger
 * board, the first case's solution of 4 queens in its top left corner, the second's of 6. */
static void
test_cases (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GArray) solutions = NULL;

  if (!can_run ())
    return;
  file = start (f, "queens-sizes.py", "4\n6\n0");
  wait_finished (f);
  g_assert_no_error (f->error);
  g_assert_cmpint (kq_program_runner_get_n (f->runner), ==, 6);
  g_assert_cmpuint (kq_program_runner_get_found (f->runner), ==, 2);
  solutions = kq_program_runner_ref_solutions (f->runner);
  g_assert_cmpuint (solutions->len, ==, 2);
  for (guint k = 0; k < solutions->len; k++)
    {
      g_autoptr(KqBoard) board = board_at (f->runner, g_array_index (solutions, guint, k));

      g_assert_true (queens_of_size (board, k == 0 ? 4 : 6));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/program-runner/solutions", test_solutions);
  g_test_add ("/program-runner/columns", Fixture, "queens-by-columns.py", fixture_set_up,
              test_columns, fixture_tear_down);
  g_test_add ("/program-runner/place-then-check", Fixture, "queens-place-then-check.c",
              fixture_set_up, test_columns, fixture_tear_down);
  ADD ("/program-runner/slip", test_slip);
  ADD ("/program-runner/stop", test_stop);
  ADD ("/program-runner/replace", test_replace);
  ADD ("/program-runner/no-input", test_no_input);
  ADD ("/program-runner/does-not-compile", test_does_not_compile);
  ADD ("/program-runner/files", test_files);
  ADD ("/program-runner/cases", test_cases);
#undef ADD

  return g_test_run ();
}
