/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-slips: each kind of slip in C, C++ and Pascal judged (issue 32, items 4 and 8; Python's
 * are in test-student), on tests/data/student's programs, which hold their boards every way
 * the lessons' students do: a local array handed on as int h[][N] or int col[], a global one,
 * int ** made with new, std::vector and vectors of vectors, Pascal arrays larger than n from 0;
 * boards of bools and of 'Q' and '.', -1 for empty, columns 1-based (index 0 unused) or 0-based,
 * move numbers from 0 or 1. Each case skips when its compiler or GDB is missing. */
#include <string.h>

#include "kq-test-student.h"

/* The number of the first line of program holding text (0: none). */
static int
line_of (const char *program,
         const char *text)
{
  g_autofree char *path = kq_test_student_path (program);
  g_autofree char *source = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &source, NULL, NULL));
  lines = g_strsplit (source, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], text) != NULL)
      return i + 1;
  return 0;
}

/* ---- slips, each kind in each language */

typedef struct {
  const char          *program;
  KqStudentVerdictKind kind;
  const char          *board;  /* the array read as the board (NULL: not asked) */
  const char          *line;   /* text on the verdict's line (NULL: the end, not asked) */
} SlipCase;

static const SlipCase slip_cases[] = {
  /* C: a local board handed on as int h[][N + 1]; a local 0-based col, -1 for empty, as
   * int col[]; a global grid of bools; the while loop that never ends, and the one whose
   * stray semicolon keeps it on one line (no step to count: ended on the clock); no compile. */
  { "knight-revisited.c", KQ_STUDENT_VERDICT_REVISITED, "h", "h[u][v] = i;" },
  { "queens-missed.c", KQ_STUDENT_VERDICT_MISSED, "col", NULL },
  { "queens-repeated.c", KQ_STUDENT_VERDICT_REPEATED, "board", "board[row][c] = true;" },
  { "queens-loop.c", KQ_STUDENT_VERDICT_STEP_LIMIT, NULL, NULL },
  { "queens-semicolon.c", KQ_STUDENT_VERDICT_ENDLESS, NULL, "while (j <= n);" },
  { "compile-error.c", KQ_STUDENT_VERDICT_COMPILE, NULL, NULL },
  /* C++: vector<int> &col, 0-based, -1 for empty; a global vector of vectors, -1 for empty
   * and moves from 0; int ** made with new; a grid of bools; vector<int> x, 1-based; an
   * exception from vector::at (); a board of 'Q' and '.' in a loop that never ends. */
  { "queens-attacked.cpp", KQ_STUDENT_VERDICT_ATTACKED, "col", "col[row] = c;" },
  { "knight-not-a-move.cpp", KQ_STUDENT_VERDICT_NOT_A_MOVE, "board", "board[u][v] = i;" },
  { "knight-revisited.cpp", KQ_STUDENT_VERDICT_REVISITED, "h", "h[u][v] = i;" },
  { "queens-missed.cpp", KQ_STUDENT_VERDICT_MISSED, "board", NULL },
  { "queens-repeated.cpp", KQ_STUDENT_VERDICT_REPEATED, "x", "x[i] = j;" },
  { "queens-crash.cpp", KQ_STUDENT_VERDICT_CRASH, NULL, "if (a.at (j)" },
  { "queens-loop.cpp", KQ_STUDENT_VERDICT_STEP_LIMIT, NULL, NULL },
  /* Pascal: h[1..8, 1..8]; h[0..8, 0..8]; x[0..20] (x[0] unused); a division by zero; the
   * two loops without end. */
  { "knight-not-a-move.pas", KQ_STUDENT_VERDICT_NOT_A_MOVE, "h", "h[u, v] := i;" },
  { "knight-revisited.pas", KQ_STUDENT_VERDICT_REVISITED, "h", "h[u, v] := i;" },
  { "queens-missed.pas", KQ_STUDENT_VERDICT_MISSED, "x", NULL },
  { "queens-repeated.pas", KQ_STUDENT_VERDICT_REPEATED, "x", "x[i] := j;" },
  { "queens-crash.pas", KQ_STUDENT_VERDICT_CRASH, NULL, "count div (n - j)" },
  { "queens-loop.pas", KQ_STUDENT_VERDICT_STEP_LIMIT, NULL, NULL },
  { "queens-semicolon.pas", KQ_STUDENT_VERDICT_ENDLESS, NULL, "while j <= n do;" },
};

/* The step limit: a loop that never ends stops there; the knights' slips come long before. */
#define SLIP_STEPS 400

/* The slip found once, on its line, at a step of the run; a compile error before any step. */
static void
test_slip (gconstpointer data)
{
  const SlipCase *c = data;
  gboolean knight = g_str_has_prefix (c->program, "knight");
  KqTestSeen seen = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (KqStudentRun) run = NULL;
  const KqStudentVerdict *verdicts, *found = NULL;
  guint n_verdicts;

  if (!kq_test_have_tools (c->program))
    return;
  /* queens at n = 4: two solutions, a run a quarter as long as n = 5's */
  run = kq_test_run_program (c->program, knight ? "KNIGHT.INP" : "FOUR.INP", NULL,
                             knight || c->kind == KQ_STUDENT_VERDICT_STEP_LIMIT ? SLIP_STEPS : 0,
                             &seen, &error);
  if (c->kind == KQ_STUDENT_VERDICT_COMPILE)
    {
      int line = line_of (c->program, "x[i] = j;");
      g_autofree char *where = g_strdup_printf ("%s:%d:", c->program, line);

      g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE);
      g_assert_true (g_str_has_prefix (error->message, where));
      return;
    }
  g_assert_no_error (error);
  verdicts = kq_student_run_get_verdicts (run, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    if (verdicts[i].kind == c->kind)
      {
        g_assert_null (found);
        found = &verdicts[i];
      }
  g_assert_nonnull (found);
  g_assert_cmpuint (found->step, >, 0);
  g_assert_cmpuint (found->step, <=, seen.steps);
  if (c->line != NULL)
    g_assert_cmpint (found->line, ==, line_of (c->program, c->line));
  if (c->board != NULL)
    g_assert_cmpstr (kq_student_run_get_board_name (run), ==, c->board);
  g_assert_cmpint (kq_student_run_hit_step_limit (run), ==,
                   c->kind == KQ_STUDENT_VERDICT_STEP_LIMIT || c->kind == KQ_STUDENT_VERDICT_ENDLESS ||
                   (knight && seen.steps == SLIP_STEPS));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (slip_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/slips/%s", slip_cases[i].program);

      g_test_add_data_func (path, &slip_cases[i], test_slip);
    }
  return g_test_run ();
}
