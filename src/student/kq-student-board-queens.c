/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-board-queens.c: the board reader's queens: placed, taken away, attacked, a
 * 1-D array's rows, its solutions and the ones it missed */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <stdio.h>

#include "kq-format.h"
#include "kq-queens.h"
#include "kq-rules.h"
#include "kq-student-board-private.h"

/* Queens' solutions listed to find the first missing one: n up to this. */
#define MISSED_MAX_N 13

/* The queens standing, in row order. */
static int
queens_standing (const KqStudentBoard *board,
                 KqSquare             *queens)
{
  int count = 0;

  for (int r = 0; r < board->n; r++)
    for (int c = 0; c < board->n; c++)
      if (board->cells[r * board->n + c])
        queens[count++] = (KqSquare) { r, c };
  return count;
}

static char *
queens_text (const int *cols,
             int        n)
{
  g_autoptr(GString) text = g_string_new (NULL);

  kq_format_queens_line (text, cols, n);
  if (text->len > 0 && text->str[text->len - 1] == '\n')
    g_string_truncate (text, text->len - 1);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
queens_check_solution (KqStudentBoard *board)
{
  g_autofree KqSquare *queens = g_new (KqSquare, board->n);
  g_autofree int *cols = g_new (int, board->n);
  char *key;
  gpointer number;

  if (board->placed != board->n || board->crowded ||
      queens_standing (board, queens) != board->n)
    return;
  for (int i = 0; i < board->n; i++)
    {
      if (queens[i].row != i)
        return;
      cols[i] = queens[i].col;
      for (int j = 0; j < i; j++)
        if (kq_queens_line_between (queens[j], queens[i]) != KQ_LINE_NONE)
          return;
    }
  key = queens_text (cols, board->n);
  if (g_hash_table_lookup_extended (board->found, key, NULL, &number))
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_REPEATED,
                                   .count = GPOINTER_TO_SIZE (number), .detail = key };

      _kq_board_say_once (board, &verdict);
      return;
    }
  g_hash_table_insert (board->found, key, GSIZE_TO_POINTER (++board->solutions));
  _kq_board_report_solution (board);
}

void
_kq_board_queens_remove (KqStudentBoard *board,
                         KqSquare        square,
                         gboolean        shown)
{
  guint64 step;

  if (!board->cells[square.row * board->n + square.col])
    return;
  board->cells[square.row * board->n + square.col] = 0;
  board->placed--;
  step = board->sink->step != NULL ? board->sink->step->index : 0;
  board->removed_in_step = step == board->removed_step ? board->removed_in_step + 1 : 1;
  board->removed_step = step;
  board->cleared = board->placed == 0 && board->removed_in_step >= 2 &&
                   board->sink->step != NULL && board->sink->step->function != board->placed_in;
  board->standing_since -= board->standing_since > 0;
  if (board->attacked.row == square.row && board->attacked.col == square.col)
    board->attacked.row = -1;
  if (shown)
    _kq_board_report_op (board, KQ_STUDENT_OP_REMOVE, square, 0);
}

/* Whether the queen found attacked still stands, and some other queen attacks it. */
static gboolean
attacked_stands (const KqStudentBoard *board)
{
  KqSquare attacked = board->attacked;
  int n = board->n;

  if (!board->cells[attacked.row * n + attacked.col])
    return FALSE;
  for (int i = 0; i < n * n; i++)
    if (board->cells[i] && i != attacked.row * n + attacked.col &&
        kq_queens_line_between ((KqSquare) { i / n, i % n }, attacked) != KQ_LINE_NONE)
      return TRUE;
  return FALSE;
}

/* Whether square's row or column holds two pieces already. */
static gboolean
in_line (const KqStudentBoard *board,
         KqSquare              square)
{
  int in_row = 0, in_col = 0;

  for (int i = 0; i < board->n; i++)
    {
      in_row += board->cells[square.row * board->n + i] != 0;
      in_col += board->cells[i * board->n + square.col] != 0;
    }
  return in_row >= 2 || in_col >= 2;
}

void
_kq_board_queens_place (KqStudentBoard *board,
                        KqSquare        square)
{
  KqSquare *queens;
  int count;

  /* a queen put down while an attacked one stands: the search went on from it (in a later
   * step: a grid copied whole in one line passes through states that are no search) */
  if (board->attacked.row >= 0 && !attacked_stands (board))
    board->attacked.row = -1;
  /* (a grid that held more than twice n pieces at once, or three in a row or a column, counts
   * what attacks each square, a queen's own 1 as its lines' 1s: its pieces are no queens to
   * attack each other; a search puts a second queen in a row for a moment at most; unless
   * its marks are values of their own) */
  board->crowded |= board->grid && !board->marked &&
                    (board->placed >= 2 * board->n || in_line (board, square));
  if (board->attacked.row >= 0 && board->attacked_step < board->sink->step->index &&
      (board->grid || square.row > board->attacked.row) && !board->crowded)
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_ATTACKED,
                                   .row = board->attacked.row, .col = board->attacked.col,
                                   .other_row = board->attacker.row,
                                   .other_col = board->attacker.col };

      board->went_on++;
      /* it names the step that put the attacked queen down */
      verdict.step = board->attacked_step;
      verdict.line = board->attacked_line;
      _kq_board_say_once (board, &verdict);
    }
  /* the search went on from a queen in the first column (a 0 that only clears a row, its
   * column then counted up from 1 in place, x[k] = 0 … x[k]++, is none) */
  for (int r = 0; r < board->n && !board->column0; r++)
    board->column0 = r != square.row && board->cells[r * board->n] != 0;
  board->cells[square.row * board->n + square.col] = 1;
  board->placed++;
  board->puts++;
  board->placed_in = board->sink->step->function;
  board->reach = MAX (board->reach, MAX (square.row, square.col));
  _kq_board_report_op (board, KQ_STUDENT_OP_PLACE, square, 0);

  queens = g_newa (KqSquare, board->n * board->n);
  count = queens_standing (board, queens);
  if (board->attacked.row < 0)
    for (int i = 0; i < count; i++)
      if (kq_queens_line_between (queens[i], square) != KQ_LINE_NONE)
        {
          board->attacked = square;
          board->attacker = queens[i];
          board->attacked_step = board->sink->step->index;
          board->attacked_line = board->sink->step->line;
          break;
        }
  _kq_board_count_progress (board, square);
  _kq_board_compare_with_lesson (board, square);
  queens_check_solution (board);
}

/* Where a 1-D queens array's columns count from. */
static int
values_base (const KqStudentBoard *board)
{
  return board->values >= 0 ? board->values : board->base;
}

/* The column a cell of the 1-D x names, -1 for none (out of range). */
int
_kq_board_row_column (const KqStudentBoard *board,
                      KqStudentValue        value)
{
  gint64 c = value.kind == KQ_STUDENT_VALUE_INT ? value.number - values_base (board) : -1;

  if (board->onehot)
    c = value.kind == KQ_STUDENT_VALUE_INT && value.number > 0 &&
        (value.number & (value.number - 1)) == 0 ? __builtin_ctzll ((guint64) value.number) : -1;
  return c >= 0 && c < board->n ? (int) c : -1;
}

/* Row r's cell of the 1-D x was written with value (a column, or out of range: none). */
void
_kq_board_queens_write_row (KqStudentBoard *board,
                            int             r,
                            KqStudentValue  value)
{
  int c = _kq_board_row_column (board, value);
  /* empty written back (board[row] = 0 after each try, 0 both empty and the first column)
   * where this row tried its queen last, the row above standing since: over a later column
   * it takes the queen back (a search never goes back to a column it tried), over the same
   * one in the last row it puts down nothing new (the solution just found is not found
   * again) */
  gboolean back = value.kind == board->fill.kind && value.number == board->fill.number &&
                  c >= 0 && c <= board->tried[r] && c <= board->rows[r];
  gboolean is_queen = c >= 0 && !(back && c < board->rows[r]);
  /* (over the same one in the last row: nothing new) */
  gboolean same = back && c == board->rows[r] && r == board->n - 1;
  KqSquare *gone = g_newa (KqSquare, board->n + 1);
  int n_gone = 0;

  /* a column well past the board is no take-back (those are 0, -1, or one past the last
   * column where a for loop over x[i] ends, its last column tried just before): a path of
   * square numbers, a table of other numbers (9 over Warnsdorff's counts of 8), or n is too
   * small */
  board->past |= value.kind == KQ_STUDENT_VALUE_INT &&
                 (board->onehot ? value.number != 0 && c < 0
                                : value.number - values_base (board) > board->n ||
                                  (value.number - values_base (board) == board->n &&
                                   board->tried[r] != board->n - 1));
  /* the queens put down after r's are gone now: the lessons overwrite the rows after r, never
   * clear them (a search by columns, queens_row[r] = c, puts its rows down in any order). Each
   * queen gone is told, after the queen that puts it away: a reader of the steps follows
   * squares, not the lessons' rows (a grid holds two queens of a row for a moment) */
  if (board->rows[r] >= 0 && !same)
    gone[n_gone++] = (KqSquare) { r, board->rows[r] };
  for (int other = 0; board->rows[r] >= 0 && other < board->n; other++)
    if (board->rows[other] >= 0 && board->when[other] > board->when[r])
      {
        gone[n_gone++] = (KqSquare) { other, board->rows[other] };
        board->rows[other] = -1;
      }
  for (int i = 0; i < n_gone; i++)
    if (board->cells[gone[i].row * board->n + gone[i].col])
      _kq_board_queens_remove (board, gone[i], FALSE);
    else
      gone[i].row = -1;
  if (!same)
    {
      board->rows[r] = is_queen ? c : -1;
      board->when[r] = ++board->clock;
    }
  if (is_queen && !same)
    {
      /* a row's columns tried in order since the row above took its queen, a deeper row
       * tried in between: a search's (an input read in fills a row, then the next) */
      if (board->tried[r] >= 0 && c < board->tried[r])
        board->retries[1]++;
      else if (board->tried[r] >= 0 && r + 1 < board->n && board->tried[r + 1] >= 0)
        board->retries[0]++;
      board->tried[r] = c;
      for (int deeper = r + 1; deeper < board->n; deeper++)
        board->tried[deeper] = -1;
      _kq_board_queens_place (board, (KqSquare) { r, c });
    }
  /* (a queen written again where it stands stays) */
  for (int i = 0; i < n_gone; i++)
    if (gone[i].row >= 0 && !(is_queen && !same && gone[i].row == r && gone[i].col == c))
      _kq_board_report_op (board, KQ_STUDENT_OP_REMOVE, gone[i], 0);
}

gboolean
_kq_student_board_stopped (const KqStudentBoard *board)
{
  return board->solutions > 0 && !board->placed_since_solution;
}

/* Whether a grid's cell of this value holds a queen: the value its first queen was put down
 * with (1, True, 'Q'); any other marks a square (an attacked one as 2, a knight's later moves),
 * or is empty. A grid with a blank of its own: any value but the blank. */
gboolean
_kq_board_holds_queen (const KqStudentBoard *board,
                       KqStudentValue        value)
{
  /* (any letter but the blank; any number above a blank of 0) */
  if (board->blank.kind == KQ_STUDENT_VALUE_INT)
    return value.kind == KQ_STUDENT_VALUE_INT && value.number > board->blank.number;
  if (board->blank.kind != KQ_STUDENT_VALUE_NONE)
    return value.kind == KQ_STUDENT_VALUE_CHAR && value.number != board->blank.number &&
           g_ascii_isgraph ((char) value.number);
  if (board->queen.kind != KQ_STUDENT_VALUE_NONE)
    return value.kind == board->queen.kind && value.number == board->queen.number;
  if (value.kind == KQ_STUDENT_VALUE_CHAR)
    return value.number == 'Q' || value.number == 'q';
  return value.kind != KQ_STUDENT_VALUE_NONE && value.number > 0;
}

/* ---- the end */

typedef struct {
  KqStudentBoard *board;
  char           *missing;
  char           *mirrored;  /* the first missing one whose image (turned, mirrored) was found */
} Missing;

/* square on an n × n board under the board's symmetry (1 … 7: mirrored, turned, or both). */
static KqSquare
symmetric (int      n,
           int      symmetry,
           KqSquare square)
{
  int row = symmetry & 1 ? n - 1 - square.row : square.row;
  int col = symmetry & 2 ? n - 1 - square.col : square.col;

  return symmetry & 4 ? (KqSquare) { col, row } : (KqSquare) { row, col };
}

static gboolean
find_missing (const KqEvent *event,
              gpointer       user_data)
{
  Missing *missing = user_data;
  g_autofree char *key = NULL;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  key = queens_text (event->cells, event->n);
  if (g_hash_table_contains (missing->board->found, key))
    return TRUE;
  /* the board's image of one it found (turned, mirrored): a search of half the first row, its
   * count doubled (USACO's checker; for an odd n the middle column's counted as well), misses
   * nothing */
  {
    g_autofree int *image = g_new (int, event->n);

    for (int symmetry = 1; symmetry < 8; symmetry++)
      {
        g_autofree char *seen = NULL;

        for (int r = 0; r < event->n; r++)
          {
            KqSquare to = symmetric (event->n, symmetry, (KqSquare) { r, event->cells[r] });

            image[to.row] = to.col;
          }
        seen = queens_text (image, event->n);
        if (!g_hash_table_contains (missing->board->found, seen))
          continue;
        if (missing->mirrored == NULL)
          missing->mirrored = g_steal_pointer (&key);
        return TRUE;
      }
  }
  missing->missing = g_steal_pointer (&key);
  return FALSE;
}

/* Whether every solution found has its first row's queen in the left half of the row, the
 * middle column with it: a search of half the first row, the rest its images. */
static gboolean
half_first_row (const KqStudentBoard *board)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, board->found);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int col;

      /* (the key is QUEENS.OUT's line: "(1, c); …", c from 1) */
      if (sscanf (key, "(1, %d);", &col) != 1 || col > (board->n + 1) / 2)
        return FALSE;
    }
  return TRUE;
}

void
_kq_board_queens_finish (KqStudentBoard *board)
{
  guint64 total;
  Missing missing = { board, NULL, NULL };

  if (!kq_queens_known_total (board->n, &total) || board->solutions >= total ||
      board->constrained || board->crowded)
    return;
  /* (one found and its mirror are n = 4's two: a program that stopped at its first) */
  if (board->n <= MISSED_MAX_N)
    {
      kq_queens_list (board->n, FALSE, find_missing, &missing, NULL);
      if (missing.missing == NULL && board->solutions > 1 && half_first_row (board))
        {
          g_free (missing.mirrored);
          return;
        }
      /* one found, its image missing (or the images of a search of the whole first row):
       * that one is named */
      if (missing.missing == NULL)
        missing.missing = g_steal_pointer (&missing.mirrored);
      g_free (missing.mirrored);
    }
  /* no queen put down after its last solution: it stopped there on purpose (a flag, a
   * return, exit), as Wirth's and many others do */
  if (_kq_student_board_stopped (board))
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_STOPPED,
                                   .count = board->solutions, .total = total };

      g_free (missing.missing);
      _kq_board_say_once (board, &verdict);
      return;
    }
  if (board->n > MISSED_MAX_N)
    return;
  {
    KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_MISSED,
                                 .count = board->solutions, .total = total,
                                 .detail = missing.missing };

    _kq_board_say_once (board, &verdict);
  }
}
