/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-run-printed.c: what a run's program printed, read once it ended: its solutions
 * where no board was found or fewer were read from it, the counts it told, the placements
 * that are none. Beside kq-student-run.c, whose end calls it. */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-answer.h"
#include "kq-input.h"
#include "kq-printed.h"
#include "kq-queens.h"
#include "kq-student-run-private.h"

/* The largest n whose unique solutions a count told is weighed against (counted in a blink) */
#define MISCOUNT_UNIQUE_N 14

/* A queens program's printed placements, once it ended: the first wrong one is said (not
 * where it searched boards of several sizes: a line of one case is no wrong line of another). */
void
_kq_student_run_check_printed (KqStudentRun *run)
{
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_PRINTED, .step = run->steps,
                               .line = run->step.line };

  if (run->problem == KQ_PROBLEM_QUEENS && run->ended &&
      _kq_student_verdicts_find (run->verdicts, KQ_STUDENT_VERDICT_PRINTED) == NULL &&
      _kq_student_finder_get_cases (run->finder) == 0 &&
      _kq_student_printed_check (run->files, run->output, !run->output_cut, run->n, &verdict))
    g_array_append_val (run->verdicts, verdict);
}

/* What the program printed: its output, and the files it wrote; an answer written in its
 * strings is not one it found. */
static KqPrinted *
printed_new (KqStudentRun *run)
{
  KqPrinted *printed = kq_printed_new ();
  g_autofree char *source = NULL;
  gsize length;

  if (g_file_get_contents (run->source, &source, &length, NULL))
    kq_printed_set_source (printed, source, length);
  kq_printed_read (printed, run->output->str, run->output->len);
  for (guint i = 0; i < run->files->len; i++)
    {
      const KqStudentFile *file = g_ptr_array_index (run->files, i);
      gconstpointer data = g_bytes_get_data (file->contents, &length);

      kq_printed_read (printed, data, length);
    }
  return printed;
}

/* A board was found, with fewer solutions on it than the legal ones the program printed, or
 * than it says it found where that is all of n's: the trace did not read all of its search (a
 * board filled past its last row, a search counted by symmetry), and that is its count. A
 * "missed" (the queens' ones a count said would clear too) is the trace's failing, not the
 * program's. */
static void
recount (KqStudentRun    *run,
         const KqPrinted *printed)
{
  guint64 traced = _kq_student_finder_get_solutions (run->finder);
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_RECOUNTED, .step = run->steps,
                               .line = run->step.line, .total = traced,
                               .count = kq_printed_get_problem (printed) == run->problem
                                        ? kq_printed_get_solutions (printed) : 0 };
  guint64 said_all;

  /* (a program seen to stop on purpose after its first solutions found no more: more
   * placements printed are its steps shown, not solutions) */
  if (_kq_student_verdicts_find (run->verdicts, KQ_STUDENT_VERDICT_STOPPED) != NULL)
    return;
  /* a closed tour's search: the open tours it completed were tries, given up unprinted */
  if (run->problem == KQ_PROBLEM_TOUR && verdict.count > 0 && verdict.count < traced &&
      kq_printed_get_closed (printed) == verdict.count &&
      _kq_student_finder_get_closed (run->finder) == verdict.count)
    {
      verdict.other_move = 2;
      run->printed = verdict.count;
      g_array_append_val (run->verdicts, verdict);
      return;
    }
  said_all = run->problem == KQ_PROBLEM_QUEENS
             ? kq_printed_count_said (run->output->str, run->output->len, run->n, NULL, NULL)
             : 0;
  if (run->problem == KQ_PROBLEM_QUEENS)
    {
      /* (or each n's in turn, its own n on the board: a search over the sizes in one array) */
      int least = 0, most = 0;
      guint64 sizes = kq_printed_count_said (run->output->str, run->output->len, 0, &least,
                                             &most);

      said_all = least < most ? MAX (said_all, sizes) : said_all;
    }
  if (said_all > verdict.count)
    {
      verdict.count = said_all;
      verdict.other_move = 1;
    }
  if (verdict.count <= traced)
    return;
  run->printed = verdict.count;
  _kq_student_verdicts_remove (run->verdicts, KQ_STUDENT_VERDICT_MISSED);
  g_array_append_val (run->verdicts, verdict);
}

/* A board of queens was found with its solutions, and the program printed for each of them a
 * row of columns that is none (x[i] printed as i): the first is its slip. */
static void
check_wrong_rows (KqStudentRun    *run,
                  const KqPrinted *printed)
{
  guint64 traced = _kq_student_finder_get_solutions (run->finder);
  KqPrintedSlip first;
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_PRINTED, .step = run->steps,
                               .line = run->step.line, .move = KQ_ANSWER_ATTACK };

  if (run->problem != KQ_PROBLEM_QUEENS || traced == 0 ||
      kq_printed_get_wrong_rows (printed, &first) != traced || first.rows != run->n)
    return;
  verdict.count = (guint64) first.line;
  verdict.total = (guint64) run->n;
  verdict.other_move = (int) kq_queens_line_between (first.from, first.to);
  verdict.row = first.from.row;
  verdict.col = first.from.col;
  verdict.other_row = first.to.row;
  verdict.other_col = first.to.col;
  g_array_append_val (run->verdicts, verdict);
}

/* A board printed empty after the solutions, in their layout (the search's board printed once
 * its search took every queen back): no placement of n queens, its line told. */
static void
check_emptied (KqStudentRun    *run,
               const KqPrinted *printed)
{
  int line = kq_printed_get_emptied (printed);
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_PRINTED, .step = run->steps,
                               .line = run->step.line, .move = KQ_ANSWER_QUEEN_COUNT,
                               .count = (guint64) line, .total = (guint64) run->n };

  if (line > 0 && run->problem == KQ_PROBLEM_QUEENS &&
      kq_printed_get_cols (printed) == run->n &&
      _kq_student_verdicts_find (run->verdicts, KQ_STUDENT_VERDICT_PRINTED) == NULL)
    g_array_append_val (run->verdicts, verdict);
}

/* Whether the count is n queens' solutions up to rotation and reflection, as a program may
 * count them ("12 unique solutions") beside all it found. */
static gboolean
unique_count (int     n,
              guint64 count)
{
  KqQueensCount counted;

  return n >= 1 && n <= MISCOUNT_UNIQUE_N &&
         kq_queens_count (n, 1, NULL, NULL, &counted) == KQ_OUTCOME_FOUND &&
         counted.unique == count;
}

/* A search seen whole, that found its solutions and says in words it found fewer ("0
 * solutions found.": a counter never counted, counted in the wrong place): the count it
 * printed is its slip, at its line of the output. Not where anything else was said first, or
 * where the fewer are what it means (a closed tour's search, unique solutions). */
static void
check_count_told (KqStudentRun *run)
{
  guint64 traced = _kq_student_finder_get_solutions (run->finder);
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_MISCOUNTED, .step = run->steps,
                               .line = run->step.line, .total = traced,
                               .move = run->problem == KQ_PROBLEM_TOUR };

  if (traced == 0 || run->output_cut || _kq_student_finder_get_cases (run->finder) > 0 ||
      !kq_printed_count_told (run->output->str, run->output->len, run->n, &verdict.count,
                              &verdict.other_move) ||
      verdict.count >= traced ||
      (run->problem == KQ_PROBLEM_TOUR &&
       verdict.count == _kq_student_finder_get_closed (run->finder)) ||
      (run->problem == KQ_PROBLEM_QUEENS && unique_count (run->n, verdict.count)))
    return;
  for (guint i = 0; i < run->verdicts->len; i++)
    if (g_array_index (run->verdicts, KqStudentVerdict, i).kind != KQ_STUDENT_VERDICT_DIVERGE)
      return;
  g_array_append_val (run->verdicts, verdict);
}

/* A queens search seen whole, that found its solutions, and says in words that there is none
 * ("Nu exista solutie": its test of what it found the wrong way round): that line is its slip
 * (row 1). Not a tour's: its "No solution" may be one start square's of many. */
static void
check_none_told (KqStudentRun *run)
{
  guint64 traced = _kq_student_finder_get_solutions (run->finder);
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_MISCOUNTED, .step = run->steps,
                               .line = run->step.line, .total = traced, .row = 1 };

  if (traced == 0 || run->problem != KQ_PROBLEM_QUEENS || run->output_cut ||
      _kq_student_finder_get_cases (run->finder) > 0 ||
      !kq_printed_none_told (run->output->str, run->output->len, &verdict.other_move))
    return;
  for (guint i = 0; i < run->verdicts->len; i++)
    if (g_array_index (run->verdicts, KqStudentVerdict, i).kind != KQ_STUDENT_VERDICT_DIVERGE &&
        g_array_index (run->verdicts, KqStudentVerdict, i).kind != KQ_STUDENT_VERDICT_STOPPED)
      return;
  g_array_append_val (run->verdicts, verdict);
}

/* No board was found, and nothing it printed is a solution: its one board printed short of
 * queens, where n has solutions, is its slip (a search given up, a greedy fill printed as
 * the answer). Not after a crash, whose verdict says more. */
static void
check_short (KqStudentRun    *run,
             const KqPrinted *printed)
{
  int side = 0, queens = 0;
  int line = kq_printed_get_short (printed, &side, &queens);
  guint64 total = 0;
  KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_PRINTED, .step = run->steps,
                               .line = run->step.line, .move = KQ_ANSWER_QUEEN_COUNT,
                               .count = (guint64) line, .total = (guint64) side,
                               .other_move = queens, .row = -1, .col = -1, .other_row = -1,
                               .other_col = -1 };

  if (line > 0 && !run->crashed && (run->n <= 0 || run->n == side) &&
      kq_queens_known_total (side, &total) && total > 0)
    g_array_append_val (run->verdicts, verdict);
}

/* The counts the program printed for each size its input gives (T cases of n), summed, told
 * by said (total 3, row: the sizes). */
static guint64
count_per_size (KqStudentRun     *run,
                KqStudentVerdict *said)
{
  g_autoptr(GBytes) input = run->input != NULL ? kq_input_read (run->input, KQ_INP_MAX_BYTES,
                                                               NULL)
                                               : NULL;
  gsize length = 0;
  const char *text = input != NULL ? g_bytes_get_data (input, &length) : NULL;
  guint sizes = 0;
  guint64 count;

  if (text == NULL)
    return 0;
  count = kq_printed_count_said_per_size (run->output->str, run->output->len, text, length,
                                          &sizes);
  if (count > 0)
    {
      said->total = 3;
      said->row = (int) sizes;
    }
  return count;
}

/* Whether text holds number as a whole number of its own. */
static gboolean
holds_number (const char *text,
              gsize       length,
              const char *number)
{
  gsize size = strlen (number);

  for (const char *at = g_strstr_len (text, (gssize) length, number); at != NULL;
       at = g_strstr_len (at + 1, (gssize) (text + length - at - 1), number))
    if ((at == text || !g_ascii_isdigit (at[-1])) &&
        (at + size == text + length || !g_ascii_isdigit (at[size])))
      return TRUE;
  return FALSE;
}

/* The placements of n queens on the input's map, off its reserved squares, where the program
 * printed their number (as CSES's "Chessboard and Queens" asks), in its output or a file it
 * wrote: told by said (total 4). */
static guint64
count_on_map (KqStudentRun     *run,
              KqStudentVerdict *said)
{
  g_autofree char *number = NULL;
  guint64 count;
  gboolean printed;

  if (run->map_side == 0)
    return 0;
  count = kq_queens_count_open (run->map_side, run->map_open);
  number = g_strdup_printf ("%" G_GUINT64_FORMAT, count);
  printed = holds_number (run->output->str, run->output->len, number);
  for (guint i = 0; !printed && i < run->files->len; i++)
    {
      const KqStudentFile *file = g_ptr_array_index (run->files, i);
      gsize length;
      const char *data = g_bytes_get_data (file->contents, &length);

      printed = data != NULL && holds_number (data, length, number);
    }
  if (!printed)
    return 0;
  said->total = 4;
  said->col = run->map_side;
  return count;
}

/* No board was found (said): the solutions the program printed are its count, told by said;
 * with none, a count it printed that is all of n's; and a solution printed against the rules
 * is its slip. */
static void
read_unseen (KqStudentRun     *run,
             const KqPrinted  *printed,
             KqStudentVerdict *said)
{
  KqPrintedSlip slip;

  if (run->problem_set && kq_printed_get_problem (printed) != run->problem)
    return;
  run->printed = kq_printed_get_solutions (printed);
  said->count = run->printed;
  said->row = kq_printed_get_rows (printed);
  said->col = kq_printed_get_cols (printed);
  said->move = kq_printed_get_problem (printed) == KQ_PROBLEM_TOUR;
  if (run->printed > 0 && !said->move)
    {
      /* the solutions of a small n printed, a larger one's counted ("8 queens: 92") */
      int least, most;
      guint64 beside = kq_printed_count_said_beside (run->output->str, run->output->len,
                                                     said->col, &least, &most);

      if (beside > 0)
        {
          said->other_move = (int) MIN (run->printed, G_MAXINT);
          run->printed += beside;
          said->count = run->printed;
          said->total = 2;
          said->other_row = least;
          said->other_col = most;
        }
    }
  if (run->printed == 0 && (!run->problem_set || run->problem == KQ_PROBLEM_QUEENS))
    {
      int least = 0, n = 0;

      run->printed = kq_printed_count_said (run->output->str, run->output->len, run->n_hint,
                                            &least, &n);
      said->row = least;
      said->col = n;
      said->total = 1;
      if (run->printed == 0)
        run->printed = count_per_size (run, said);
      if (run->printed == 0)
        run->printed = count_on_map (run, said);
      said->count = run->printed;
    }
  if (run->printed == 0 && kq_printed_get_slip (printed, &slip) &&
      (!run->problem_set || run->problem == slip.problem))
    {
      /* (other_move 1: an attack read from what it printed; a square visited again, the move
       * that visited it first) */
      KqStudentVerdict verdict = { .kind = slip.problem == KQ_PROBLEM_QUEENS
                                           ? KQ_STUDENT_VERDICT_ATTACKED
                                           : slip.again > 0 ? KQ_STUDENT_VERDICT_REVISITED
                                           : KQ_STUDENT_VERDICT_NOT_A_MOVE,
                                   .step = run->steps, .line = run->step.line,
                                   .move = slip.move, .row = slip.to.row, .col = slip.to.col,
                                   .other_row = slip.from.row, .other_col = slip.from.col,
                                   .other_move = slip.problem == KQ_PROBLEM_QUEENS ? 1
                                                 : slip.again };

      g_array_append_val (run->verdicts, verdict);
    }
  else if (run->printed == 0 && (!run->problem_set || run->problem == KQ_PROBLEM_QUEENS))
    check_short (run, printed);
}

/* What the program printed, read once it ended by itself: with no board found, or with a board
 * that showed fewer solutions. */
void
_kq_student_run_read_printed (KqStudentRun *run)
{
  g_autoptr(KqPrinted) printed = NULL;
  KqStudentVerdict *said = _kq_student_verdicts_find (run->verdicts, KQ_STUDENT_VERDICT_NO_BOARD);

  if (said == NULL && (!run->ended || run->crashed || run->timed_out))
    return;
  printed = printed_new (run);
  if (said != NULL)
    read_unseen (run, printed, said);
  else
    {
      recount (run, printed);
      check_wrong_rows (run, printed);
      check_count_told (run);
      check_none_told (run);
    }
  check_emptied (run, printed);
}
