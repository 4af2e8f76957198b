/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-arrays: the board read from a student's arrays in C, C++ and Pascal, however they hold
 * it (issue 32, item 3): tests/data/student's right programs, each with its board held another
 * way (test-slips has more ways, in its slips):
 *   - Pascal: a grid whose rows count from 1 and columns from 0, larger than n, handed to Try
 *     as a var parameter; a knight's board with a border, from -2, as a var parameter too;
 *   - C: arrays made with malloc and handed on as int x[], a board of int ** rows;
 *   - C++: a vector of vectors by reference, a vector of strings of 'Q' and '.' by reference
 *     and by value, under its own name and another;
 *   - two boards in one program: --board chooses the other.
 * Each case skips when its compiler or GDB is missing. */
#include <string.h>

#include "kq-test-student.h"

/* Line number line of program (tests/data/student), "" past its end. */
static const char *
program_line (const char *program, int line)
{
  static char text[256];
  g_autofree char *path = kq_test_student_path (program);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  text[0] = '\0';
  if (line >= 1 && line <= (int) g_strv_length (lines))
    g_strlcpy (text, lines[line - 1], sizeof text);
  return text;
}

/* ---- right programs, their boards held every way */

typedef struct {
  const char *program;
  const char *input;
  guint64     max_steps;  /* 0: to its end */
  const char *board;      /* --board's name, or NULL */
  const char *found;      /* the array read as the board */
  guint64     solutions;
  KqTestPlace first[2];   /* the first two placements, 1-based as the lessons count */
  const char *local;      /* a local Try's frame shows (a var parameter's), or NULL */
} RightCase;

static const RightCase right_cases[] = {
  /* Pascal: board[1..8, 0..9] of Boolean, columns 1..n used, a local of Solve passed on as
   * var b: TBoard: the alias is the same board, its rows from 1 and its columns from 1 too. */
  { "queens-grid.pas", "QUEENS.INP", 0, NULL, "board", 10, { { 1, 1, 0 }, { 2, 3, 0 } } },
  /* h[-2..10, -2..10] with a border of -1, passed on as var t: TBoard; var found: Integer
   * shown in Try's frame. */
  { "knight-border.pas", "KNIGHT.INP", 600, NULL, "h", 0, { { 1, 1, 1 }, { 3, 2, 2 } },
    "found" },
  /* C: x = malloc ((n + 1) * sizeof *x), 1-based; Try (int i, int x[], bool a[] …). */
  { "queens-malloc.c", "QUEENS.INP", 0, NULL, "x", 10, { { 1, 1, 0 }, { 2, 3, 0 } } },
  /* int **h, rows made with malloc, 0-based, -1 for a square not visited. */
  { "knight-pointers.c", "KNIGHT.INP", 600, NULL, "h", 0, { { 1, 1, 1 }, { 3, 2, 2 } } },
  /* C++: Board &h, a vector of vectors made in main, 1-based. */
  { "knight-vector.cpp", "KNIGHT.INP", 600, NULL, "h", 0, { { 1, 1, 1 }, { 3, 2, 2 } } },
  /* vector<string> board (n, string (n, '.')) by reference: rows of 'Q' and '.'. */
  { "queens-strings.cpp", "QUEENS.INP", 0, NULL, "board", 10, { { 1, 1, 0 }, { 2, 3, 0 } } },
  /* The same passed by value: each call has a copy of its own, the board follows the copy
   * written. */
  { "queens-by-value.cpp", "QUEENS.INP", 0, NULL, "board", 10, { { 1, 1, 0 }, { 2, 3, 0 } } },
  /* By value under another name, solve (Board grid, …) called with main's board: the board
   * is the copy written, main's is never written again. */
  { "queens-by-value-grid.cpp", "QUEENS.INP", 0, NULL, "grid", 10,
    { { 1, 1, 0 }, { 2, 3, 0 } } },
  /* Two boards: the lessons' x first; --board=grid the grid of 0 and 1 beside it. */
  { "queens-two-boards.c", "QUEENS.INP", 0, NULL, "x", 10, { { 1, 1, 0 }, { 2, 3, 0 } } },
  { "queens-two-boards.c", "QUEENS.INP", 0, "grid", "grid", 10, { { 1, 1, 0 }, { 2, 3, 0 } } },
};

/* Its board found, its first placements on the right squares, all its solutions (or the step
 * limit where it is cut short), and nothing wrong. */
static void
test_right (gconstpointer data)
{
  const RightCase *c = data;
  KqTestSeen seen = { .local = c->local };
  g_autoptr (GError) error = NULL;
  g_autoptr (KqStudentRun) run = NULL;
  const KqStudentVerdict *verdicts;
  guint n_verdicts;

  if (!kq_test_have_tools (c->program))
    return;
  run = kq_test_run_program (c->program, c->input, c->board, c->max_steps, &seen, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kq_student_run_get_board_name (run), ==, c->found);
  g_assert_cmpuint (kq_student_run_get_solutions (run), ==, c->solutions);
  g_assert_cmpint (kq_student_run_hit_step_limit (run), ==, c->max_steps > 0);
  g_assert_cmpuint (seen.places, ==, 2);
  g_assert_true (seen.saw_local || c->local == NULL);
  for (guint i = 0; i < G_N_ELEMENTS (c->first); i++)
    {
      g_assert_cmpint (seen.first[i].row, ==, c->first[i].row);
      g_assert_cmpint (seen.first[i].col, ==, c->first[i].col);
      g_assert_cmpint (seen.first[i].move, ==, c->first[i].move);
    }
  verdicts = kq_student_run_get_verdicts (run, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    if (verdicts[i].kind != KQ_STUDENT_VERDICT_STEP_LIMIT)
      g_assert_false (kq_student_verdict_is_error (verdicts[i].kind));
  /* free (x) gives the board's cells to malloc, whose words are no queens */
  g_assert_null (strstr (program_line (c->program, seen.last_op_line), "free"));
  /* the grid's queens are taken away one by one (x's are overwritten) */
  if (g_strcmp0 (c->found, "grid") == 0)
    g_assert_cmpuint (seen.removes, >, c->solutions);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (right_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/arrays/%s%s%s", right_cases[i].program,
                                               right_cases[i].board != NULL ? "/" : "",
                                               right_cases[i].board ?: "");

      g_test_add_data_func (path, &right_cases[i], test_right);
    }
  return g_test_run ();
}
