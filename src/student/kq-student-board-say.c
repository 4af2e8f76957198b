/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-board-say.c: what a board reader says, to its sink: the board's ops and
 * solutions, one verdict of each kind, how far its search went and whether it began again,
 * and where it leaves the lesson's order. Below the reader (kq-student-board.c) and its
 * queens and knight, which all call it; it calls none of them. */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-queens.h"
#include "kq-tour.h"
#include "kq-student-board-private.h"

gboolean
_kq_student_board_get_outgrown (const KqStudentBoard *board)
{
  return board->solutions > 0 && board->starts > board->solved_starts &&
         (board->outside || board->past) && !board->solved_outside;
}

gboolean
_kq_student_board_get_restarted (const KqStudentBoard *board)
{
  return board->solutions > 0 && board->starts > board->solved_starts && board->restarted;
}

gboolean
_kq_student_board_get_elsewhere (const KqStudentBoard *board)
{
  return _kq_student_board_get_restarted (board) && board->elsewhere;
}

/* The function of the step's innermost frame (interned), NULL: none. */
static const char *
step_function (const KqStudentBoard *board)
{
  return board->sink->step != NULL ? board->sink->step->function : NULL;
}

/* ---- what it says: to its sink */

void
_kq_board_report_op (KqStudentBoard *board,
                     KqStudentOp     op,
                     KqSquare        square,
                     int             move)
{
  KqStudentStep *step = board->sink->step;

  if (board->sink->quiet || !board->sink->open)
    return;
  if (step->op != KQ_STUDENT_OP_NONE)
    {
      KqStudentMove more = { op, square.row + 1, square.col + 1, move };

      if (board->sink->more != NULL)
        g_array_append_val (board->sink->more, more);
      return;
    }
  step->op = op;
  step->row = square.row + 1;
  step->col = square.col + 1;
  step->move = move;
}

void
_kq_board_report_solution (KqStudentBoard *board)
{
  board->placed_since_solution = FALSE;
  board->standing_since = 0;
  board->solved_starts = board->starts;
  board->solved_outside = board->outside || board->past;
  memset (board->since, 0, sizeof *board->since * (gsize) board->n);
  if (!board->sink->quiet && board->sink->open)
    board->sink->step->solution = board->solutions_before + board->solutions;
}

/* Takes verdict's detail; its step and line, unless set, are the sink's step's. */
static void
report_verdict (KqStudentBoard   *board,
                KqStudentVerdict *verdict)
{
  if (board->sink->quiet)
    {
      g_free (verdict->detail);
      return;
    }
  if (verdict->step == 0)
    {
      verdict->step = board->sink->step->index;
      verdict->line = board->sink->step->line;
    }
  g_array_append_vals (board->sink->verdicts, verdict, 1);
}

/* One verdict of each kind. */
void
_kq_board_say_once (KqStudentBoard   *board,
                    KqStudentVerdict *verdict)
{
  if (board->said[verdict->kind])
    {
      g_free (verdict->detail);
      return;
    }
  board->said[verdict->kind] = TRUE;
  report_verdict (board, verdict);
}

/* A piece was put down on square: the search began again on an empty board, or went on. A
 * 1-D array's search goes on past its solution only with a queen in the row after one put
 * down since: a loop that runs on after its solution, every deeper call stopped by a flag at
 * once, puts queens in its own rows and goes no further (a program that stops at its first);
 * a grid's, only with a queen put down over another put down since. */
void
_kq_board_count_progress (KqStudentBoard *board,
                          KqSquare        square)
{
  gboolean slipped = board->said[KQ_STUDENT_VERDICT_ATTACKED] ||
                     board->said[KQ_STUDENT_VERDICT_NOT_A_MOVE] ||
                     board->said[KQ_STUDENT_VERDICT_REVISITED] || board->attacked.row >= 0;
  gboolean placed = board->placed_since_solution;
  /* (a board emptied by one step before this one, memset (x, 0, …) in main: a search takes
   * its queens back one at a time, or puts the next down in the same step; a call's own grid
   * over the stack's last one is emptied in the search's function) */
  gboolean cleared = board->cleared && board->removed_step < board->sink->step->index;

  if (board->problem == KQ_PROBLEM_QUEENS && !board->grid && !board->pairs)
    {
      board->since[square.row] = TRUE;
      board->placed_since_solution |= square.row > 0 && board->since[square.row - 1];
    }
  else if (board->problem == KQ_PROBLEM_QUEENS && !board->pairs)
    {
      /* a grid's, only with a queen put down over one put down since (the k-th solution
       * asked for, each deeper call stopped at once: each queen taken back at once) */
      board->placed_since_solution |= board->standing_since > 0;
      board->standing_since++;
    }
  else
    board->placed_since_solution = TRUE;
  if (board->misread)
    return;
  /* a 1-D queens array's rows are filled from the first */
  for (int r = 0; board->problem == KQ_PROBLEM_QUEENS && !board->grid && !board->pairs &&
                  r < board->placed; r++)
    slipped |= board->rows[r] < 0;
  /* a search begins on an empty board, a 1-D array's in its first row (a list of squares':
   * its first piece, wherever it stands; a cleared board's too, a queen given first) */
  if (board->placed == 1 && (board->problem == KQ_PROBLEM_TOUR || board->grid ||
                             board->pairs || board->rows[0] >= 0 || cleared))
    {
      board->starts++;
      board->placed_at_start = placed;
      /* a search's first row goes on from column to column, never back to where it began:
       * a search begun there again, after its solutions, is the next case's (T cases of one n)
       * or the same search run twice */
      if (board->problem == KQ_PROBLEM_QUEENS && board->first_start.row < 0)
        {
          board->first_start = square;
          board->first_search = step_function (board);
        }
      else if (board->problem == KQ_PROBLEM_QUEENS)
        {
          gboolean there = square.row == board->first_start.row &&
                           square.col == board->first_start.col;
          gboolean again = (there && board->moved_on) || cleared;

          again &= board->solutions > 0;
          board->moved_on |= !there;
          board->restarted |= again;
          board->elsewhere |= again && step_function (board) != board->first_search;
        }
      /* a guess's slips before its search began (an array filled row by row) are not its */
      if (board->sink->quiet)
        memset (board->said, 0, sizeof board->said);
      board->progress = MAX (board->progress, 1);
      return;
    }
  /* marks a knight's path only once it went one row and two rows at a time, up and down:
   * queens put down a row at a time may stand a knight's move apart, (1, 1), (2, 3), (3, 5),
   * (4, 7), each one row below the last standing (even where a slip lets attacked ones in) */
  if (!slipped && (!board->marks || board->shapes == SHAPES_ALL))
    board->progress = MAX (board->progress, board->placed);
}

/* ---- the lesson's order */

static gboolean
collect_place (const KqEvent *event,
               gpointer       user_data)
{
  GArray *places = user_data;
  KqSquare square = { event->row, event->col };

  if (event->type != KQ_EVENT_PLACE)
    return TRUE;
  g_array_append_val (places, square);
  return places->len < LESSON_PLACES_MAX;
}

/* A side of a tour request's board: a rectangle's, none (0) for the n × n square, which the
 * lesson's own search takes only as n. */
int
_kq_board_rect_side (const KqStudentBoard *board,
                     int                   side)
{
  return board->height != board->width ? side : 0;
}

static void
make_lesson (KqStudentBoard *board)
{
  board->lesson = g_array_new (FALSE, FALSE, sizeof (KqSquare));
  if (board->problem == KQ_PROBLEM_QUEENS)
    kq_queens_list (board->n, TRUE, collect_place, board->lesson, NULL);
  else
    {
      KqTourRequest request = { .n = board->n, .rows = _kq_board_rect_side (board, board->height),
                                .cols = _kq_board_rect_side (board, board->width),
                                .row = board->start.row, .col = board->start.col,
                                .method = KQ_TOUR_CLASSIC,
                                .trace = TRUE, .max_steps = LESSON_PLACES_MAX };
      g_autofree int *cells = g_new0 (int, (gsize) board->n * (gsize) board->n);

      g_array_append_val (board->lesson, board->start);
      kq_tour_solve (&request, cells, collect_place, board->lesson, NULL);
      /* the start, if the solver sends it too */
      if (board->lesson->len > 1 &&
          g_array_index (board->lesson, KqSquare, 1).row == board->start.row &&
          g_array_index (board->lesson, KqSquare, 1).col == board->start.col)
        g_array_remove_index (board->lesson, 0);
    }
}

void
_kq_board_compare_with_lesson (KqStudentBoard *board,
                               KqSquare        square)
{
  KqSquare expected;

  /* (the next case's first move, or the search's begun again: no step of the lesson's; a mask
   * of bits is seen three calls deep, not the tries before) */
  if (board->said[KQ_STUDENT_VERDICT_DIVERGE] || board->sink->quiet ||
      board->id == KQ_STUDENT_BITS_ID ||
      _kq_student_board_get_outgrown (board) || _kq_student_board_get_restarted (board))
    return;
  if (board->lesson == NULL)
    make_lesson (board);
  if (board->compared >= board->lesson->len)
    return;
  expected = g_array_index (board->lesson, KqSquare, board->compared++);
  if (expected.row != square.row || expected.col != square.col)
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_DIVERGE, .row = square.row,
                                   .col = square.col, .other_row = expected.row,
                                   .other_col = expected.col };

      board->said[KQ_STUDENT_VERDICT_DIVERGE] = TRUE;
      report_verdict (board, &verdict);
    }
}
