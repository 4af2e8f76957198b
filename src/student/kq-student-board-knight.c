/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-board-knight.c: the board reader's knight: moves numbered or marked, a way
 * given up, tried or never taken back, its tours and the one it missed */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-format.h"
#include "kq-rules.h"
#include "kq-tour.h"
#include "kq-student-board-private.h"

/* The largest value a grid of visited marks holds: the knight's square */
#define MARK_MAX 2

int
_kq_board_move_number (const KqStudentBoard *board,
                       KqStudentValue        value)
{
  if (value.kind != KQ_STUDENT_VALUE_INT || value.number == board->fill.number)
    return 0;
  if (board->move_base == MOVE_BASE_UNSET)
    return value.number >= 0 ? (int) value.number + 1 : 0;
  return value.number + 1 - board->move_base > 0
         ? (int) MIN (value.number + 1 - board->move_base, G_MAXINT) : 0;
}

static KqSquare
square_of_move (const KqStudentBoard *board,
                int                   move)
{
  for (int i = 0; i < board->n * board->n; i++)
    if (board->cells[i] == move)
      return (KqSquare) { i / board->n, i % board->n };
  return (KqSquare) { -1, -1 };
}

static void
knight_check_tour (KqStudentBoard *board)
{
  g_autofree char *key = NULL;
  g_autoptr(GString) text = NULL;
  gpointer number;
  int n2 = board->height * board->width;

  if (board->placed != n2)
    return;
  /* (a number past the board's, where its size was misread, makes no tour) */
  for (int i = 0; i < board->n * board->n; i++)
    if (board->cells[i] > n2)
      return;
  for (int k = 2; k <= n2; k++)
    {
      KqSquare a = square_of_move (board, k - 1), b = square_of_move (board, k);

      if (a.row < 0 || b.row < 0 || !kq_knight_is_move (a, b))
        return;
    }
  text = g_string_new (NULL);
  kq_format_tour_matrix (text, board->cells, board->n);
  key = g_string_free (g_steal_pointer (&text), FALSE);
  if (g_hash_table_lookup_extended (board->found, key, NULL, &number))
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_REPEATED,
                                   .count = GPOINTER_TO_SIZE (number),
                                   .detail = g_steal_pointer (&key) };

      _kq_board_say_once (board, &verdict);
      return;
    }
  g_hash_table_insert (board->found, g_steal_pointer (&key),
                       GSIZE_TO_POINTER (++board->solutions));
  if (kq_knight_is_move (square_of_move (board, n2), square_of_move (board, 1)))
    board->closed++;
  _kq_board_report_solution (board);
}

/* No way given up is kept any more: none is the slip, none of its squares stale. */
static void
forget_way (KqStudentBoard *board)
{
  board->keeping = FALSE;
  memset (board->stale, 0, sizeof *board->stale * (gsize) board->n * (gsize) board->n);
}

/* A search begun again (the input's next case, a board of another size): the numbers the
 * last one left where it was not cleared are no moves of this one. */
static void
clear_case (KqStudentBoard *board)
{
  for (int i = 0; i < board->n * board->n; i++)
    if (board->cells[i] != 0)
      {
        _kq_board_report_op (board, KQ_STUDENT_OP_REMOVE,
                             (KqSquare) { i / board->n, i % board->n }, board->cells[i]);
        board->cells[i] = 0;
      }
  board->placed = 0;
  board->reentered = FALSE;
  forget_way (board);
}

/* Move move (0: none) written on square. */
/* A visited square tried is a slip once anything but its own number put back follows. */
static void
end_trial (KqStudentBoard *board)
{
  if (!board->trying)
    return;
  board->trying = FALSE;
  board->misread = TRUE;
  _kq_board_say_once (board, &board->trial);
}

/* Move put down on square over moves from it on that stand on a way given up, with nothing
 * emptied anywhere since the last of them (no visited mark taken back either): the way back
 * never took them away. Kept as the slip unless a later move lands on one of them. */
static void
keep_way (KqStudentBoard *board,
          KqSquare        square,
          int             move)
{
  int last = -1;  /* the square of the way's last move */

  if (move <= 1 || board->emptied || board->keeping || board->reentered || board->marks)
    return;
  for (int i = 0; i < board->n * board->n; i++)
    if (board->cells[i] >= move && (last < 0 || board->cells[i] > board->cells[last]))
      last = i;
  if (last < 0)
    return;
  for (int i = 0; i < board->n * board->n; i++)
    board->stale[i] = board->cells[i] >= move;
  board->kept = (KqStudentVerdict) { .kind = KQ_STUDENT_VERDICT_NOT_A_MOVE,
                                     .row = square.row, .col = square.col, .move = move,
                                     .other_move = board->cells[last],
                                     .other_row = last / board->n, .other_col = last % board->n,
                                     .step = board->sink->step->index,
                                     .line = board->sink->step->line };
  board->keeping = TRUE;
}

void
_kq_board_knight_put (KqStudentBoard *board,
                      KqSquare        square,
                      int             move)
{
  int *cell = &board->cells[square.row * board->n + square.col];

  /* the visited square tried, and its own number put back: a try (t := a[u, v];
   * a[u, v] := dep; if … and (t = 0) then …; a[u, v] := t) */
  if (board->trying && square.row == board->trial.row && square.col == board->trial.col &&
      move == board->trial.other_move)
    {
      board->trying = FALSE;
      *cell = move;
      _kq_board_report_op (board, KQ_STUDENT_OP_PLACE, square, move);
      return;
    }
  end_trial (board);
  if (move != 0 && board->stale[square.row * board->n + square.col])
    {
      /* a move, whichever, on a square of the way given up: it was free, marked elsewhere
       * (a grid of visited marks the trace cannot read: C++'s vector<bool>), and is so for
       * the rest of the run */
      board->reentered = TRUE;
      forget_way (board);
    }
  if (move == 0)
    {
      board->emptied = TRUE;
      if (*cell != 0)
        {
          _kq_board_report_op (board, KQ_STUDENT_OP_REMOVE, square, *cell);
          *cell = 0;
          /* an empty board begins anew: a grid filled and cleared before the search
           * (board[i][j] = 1 for the border, 0 again for the board) is no misread path */
          board->misread &= --board->placed > 0;
        }
      return;
    }
  if (*cell == move)
    return;
  /* a start after its tours, or with the last start gone and later moves left standing */
  if (move == 1 && board->placed > 0 &&
      (board->solutions > 0 || square_of_move (board, 1).row < 0))
    clear_case (board);
  /* (a path's first move stands once: a second beside it is no path's) */
  board->first_twice |= move == 1 && square_of_move (board, 1).row >= 0;
  if (*cell != 0 && *cell < move)
    {
      board->trial = (KqStudentVerdict) { .kind = KQ_STUDENT_VERDICT_REVISITED,
                                          .row = square.row, .col = square.col, .move = move,
                                          .other_move = *cell,
                                          .step = board->sink->step->index,
                                          .line = board->sink->step->line };
      board->trying = TRUE;
      *cell = move;
      _kq_board_report_op (board, KQ_STUDENT_OP_PLACE, square, move);
      return;
    }
  /* the moves from this one on are a way given up: a path never cleared (path[y][x] = k,
   * over a grid of visited marks of its own) is overwritten move by move (a start again is
   * a new search's, or a grid of visited marks) */
  keep_way (board, square, move);
  for (int i = 0; move > 1 && i < board->n * board->n; i++)
    if (board->cells[i] >= move)
      {
        /* (taken away on the board shown as well: the steps say each piece that goes) */
        _kq_board_report_op (board, KQ_STUDENT_OP_REMOVE, (KqSquare) { i / board->n,
                                                                       i % board->n },
                             board->cells[i]);
        board->cells[i] = 0;
        board->placed--;
      }
  if (move > 1)
    {
      KqSquare before = square_of_move (board, move - 1);

      if (before.row >= 0 && !kq_knight_is_move (before, square))
        {
          KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_NOT_A_MOVE,
                                       .row = square.row, .col = square.col, .move = move,
                                       .other_row = before.row, .other_col = before.col };

          KqSquare stride = { square.row - before.row, square.col - before.col };
          int s = 0;

          board->apart++;
          while (s < board->n_strides && (board->strides[s].row != stride.row ||
                                          board->strides[s].col != stride.col))
            s++;
          if (s == board->n_strides && s <= APART_STRIDES)
            board->strides[board->n_strides++] = stride;
          _kq_board_say_once (board, &verdict);
        }
    }
  *cell = move;
  board->placed++;
  board->highest = MAX (board->highest, move);
  board->puts++;
  board->emptied = FALSE;
  board->misread |= move != board->placed;
  /* the start is where the program's first move stands */
  if (move == 1 && board->placed == 1)
    board->start = square;
  _kq_board_report_op (board, KQ_STUDENT_OP_PLACE, square, move);
  _kq_board_count_progress (board, square);
  _kq_board_compare_with_lesson (board, square);
  knight_check_tour (board);
}

/* A visited mark written on square: its move's number, the next as the marks come (0: the
 * mark taken away). 2 marks too, the knight's own square beside its trail of 1s (2 where it
 * stands, 1 once it left); a number past it is no mark: the grid is no such board. */
static int
mark_move (KqStudentBoard *board,
           KqSquare        square,
           KqStudentValue  value)
{
  int cell = board->cells[square.row * board->n + square.col];

  if (value.kind == KQ_STUDENT_VALUE_INT && (value.number < 0 || value.number > MARK_MAX))
    {
      board->past = TRUE;
      return cell;
    }
  if (value.kind == KQ_STUDENT_VALUE_NONE || value.number == 0)
    return 0;
  if (cell == 0 && board->placed > 0)
    {
      KqSquare before = square_of_move (board, board->placed);

      if (before.row >= 0 && kq_knight_is_move (before, square))
        board->shapes |= (ABS (before.row - square.row) == 1 ? SHAPE_ONE_ROW : SHAPE_TWO_ROWS) |
                         (square.row > before.row ? SHAPE_DOWN : SHAPE_UP);
      /* after its tours, a mark no knight's move from the last: a new search's start, the
       * marks the last one left uncleared (only the next case's squares cleared) stale */
      else if (board->solutions > 0)
        return 1;
    }
  return cell != 0 ? cell : board->placed + 1;
}

void
_kq_board_knight_write (KqStudentBoard *board,
                        KqSquare        square,
                        KqStudentValue  value)
{
  if (board->marks)
    {
      _kq_board_knight_put (board, square, mark_move (board, square, value));
      return;
    }
  if (board->move_base == MOVE_BASE_UNSET && value.kind == KQ_STUDENT_VALUE_INT &&
      value.number != board->fill.number && value.number >= 0)
    board->move_base = value.number == 0 ? 0 : 1;
  _kq_board_knight_put (board, square, _kq_board_move_number (board, value));
}

/* Whether the knight's last square (its highest move: none was taken back) has no free square
 * a knight's move away, on rows × cols. */
static gboolean
stuck (const KqStudentBoard *board,
       int                   rows,
       int                   cols)
{
  KqSquare last = square_of_move (board, board->highest);

  for (int i = 0; i < rows * cols; i++)
    if (board->cells[i / cols * board->n + i % cols] == 0 &&
        kq_knight_is_move (last, (KqSquare) { i / cols, i % cols }))
      return FALSE;
  return TRUE;
}

void
_kq_board_knight_finish (KqStudentBoard *board)
{
  end_trial (board);
  if (board->keeping)
    _kq_board_say_once (board, &board->kept);
  else if (board->solutions == 0)
    {
      KqTourRequest request = { .n = board->n, .rows = _kq_board_rect_side (board, board->height),
                                .cols = _kq_board_rect_side (board, board->width),
                                .row = board->start.row, .col = board->start.col,
                                .method = KQ_TOUR_WARNSDORFF };
      g_autofree int *cells = g_new0 (int, (gsize) board->n * (gsize) board->n);

      if (!kq_tour_known_impossible (&request, NULL) &&
          kq_tour_solve (&request, cells, NULL, NULL, NULL) == KQ_OUTCOME_FOUND)
        {
          KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_MISSED,
                                       .row = board->start.row, .col = board->start.col };

          /* a walk of moves never taken back (the textbook's first exercise, one walk by the
           * order of its jumps or by Warnsdorff's rule): no search, stopped where it stuck
           * (not one that stopped with a free square in reach: it gave up a tour) */
          if (board->placed > 1 && board->puts == (guint) board->placed &&
              stuck (board, request.rows > 0 ? request.rows : board->n,
                     request.cols > 0 ? request.cols : board->n))
            {
              verdict.kind = KQ_STUDENT_VERDICT_STOPPED;
              verdict.move = board->placed;
            }
          _kq_board_say_once (board, &verdict);
        }
    }
}
