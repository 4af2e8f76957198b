/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-board.c: one array of a student's program read as the board, and judged as a
 * teacher would
 *
 * The reader follows the array of its name (kq-student-find.c chooses which, and as which
 * problem), and the copies of it the program works on: one of the same name and shape that the
 * program writes (a board passed by value to the call that places, the same array of another
 * call); a copy only read (a print procedure's by-value parameter) is not the board.
 *
 * How it counts, each dimension on its own: its base when the finder gives one (a 1-D queens
 * array is tried both ways); else one of exactly n cells counts from its first index (0, or
 * Pascal's low bound), a larger one from 1, unless its first placement is at index 0 (or, for
 * a tour, at the input's start square counted from 0): Pascal's array[1..8, 0..7] of a queens
 * grid counts rows from 1 and columns from 0, and a knight's array[-2..10, -2..10] with a
 * border of -1 around the board from 1 (the border is no square). A 1-D queens array is the
 * lessons' x: x[i] = j puts row i's queen in column j and leaves the rows after i empty (the
 * lessons never clear them, they overwrite), a value out of 1..n (0..n-1) takes row i's queen
 * away. A grid holds 1, True or 'Q' where a queen stands; a tour's grid holds move numbers,
 * its empty value the one most of its squares hold before the first move (0 or -1), numbered
 * from 0 when the start holds 0; the start is the square of the first move.
 *
 * A queen placed where another attacks it is a slip only once the search goes on from it (a
 * queen put in a later row, or anywhere on a grid, while it stands): a program that puts a
 * queen down and then tests it is right.
 *
 * This file holds the reader and the array it reads; the queens are kq-student-board-queens.c's,
 * the knight kq-student-board-knight.c's, what they say kq-student-board-say.c's, their shared
 * state kq-student-board-private.h's.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-rules.h"
#include "kq-student-board-private.h"

/* Marking arrays: never the board (the window shows them as strips). */
static const char * const marking_names[] = { "a", "b", "c", "used", "diag1", "diag2" };


static gboolean
name_in (const char         *name,
         const char * const *names,
         gsize               n_names)
{
  for (gsize i = 0; i < n_names; i++)
    if (g_ascii_strcasecmp (name, names[i]) == 0)
      return TRUE;
  return FALSE;
}

gboolean
kq_student_array_is_marking (const char *name)
{
  return name_in (name, marking_names, G_N_ELEMENTS (marking_names)) ||
         g_str_has_prefix (name, "ok_") || g_str_has_prefix (name, "free_");
}

/* The rows a list of squares may have: a piece each, a tour's from 1 too. */
static int
pieces_max (const KqStudentBoard *board)
{
  return board->problem == KQ_PROBLEM_TOUR ? board->n * board->n + 1 : board->n;
}

KqStudentBoard *
_kq_student_board_new (const KqStudentSink *sink,
                       const char          *name,
                       KqProblem            problem,
                       int                  n,
                       int                  base,
                       gboolean             flat,
                       int                  start_row,
                       int                  start_col)
{
  KqStudentBoard *board = g_new0 (KqStudentBoard, 1);

  board->sink = sink;
  board->name = g_intern_string (name);
  board->problem = problem;
  board->n = board->height = board->width = n;
  board->start = (KqSquare) { MAX (start_row, 0), MAX (start_col, 0) };
  board->start_given = start_row >= 0 && start_col >= 0;
  board->base = base;
  board->flat = flat;
  board->col_base = -1;
  board->values = -1;
  board->move_base = MOVE_BASE_UNSET;
  board->cells = g_new0 (int, (gsize) n * (gsize) n);
  board->rows = g_new (int, n);
  board->tried = g_new (int, n);
  board->when = g_new0 (guint64, n);
  board->pieces = g_new (KqSquare, pieces_max (board));
  board->pending = g_new0 (guint8, pieces_max (board));
  board->since = g_new0 (gboolean, n);
  board->stale = g_new0 (gboolean, (gsize) n * (gsize) n);
  for (int i = 0; i < n; i++)
    board->rows[i] = board->tried[i] = -1;
  board->attacked.row = board->first_start.row = -1;
  board->found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  board->followed = g_hash_table_new (NULL, NULL);
  return board;
}

void
_kq_student_board_free (KqStudentBoard *board)
{
  g_free (board->cells);
  g_free (board->rows);
  g_free (board->tried);
  g_free (board->when);
  g_free (board->pieces);
  g_free (board->pending);
  g_free (board->since);
  g_free (board->stale);
  g_hash_table_unref (board->found);
  g_hash_table_unref (board->followed);
  if (board->lesson != NULL)
    g_array_unref (board->lesson);
  g_free (board);
}

guint64
_kq_student_board_get_solutions (const KqStudentBoard *board)
{
  return board->solutions;
}

int
_kq_student_board_get_reach (const KqStudentBoard *board)
{
  return board->reach;
}

guint64
_kq_student_board_get_closed (const KqStudentBoard *board)
{
  return board->closed;
}

const char *
_kq_student_board_get_name (const KqStudentBoard *board)
{
  return board->name;
}

KqProblem
_kq_student_board_get_problem (const KqStudentBoard *board)
{
  return board->problem;
}

int
_kq_student_board_get_n (const KqStudentBoard *board)
{
  return board->n;
}

int
_kq_student_board_get_progress (const KqStudentBoard *board)
{
  return board->progress;
}

gboolean
_kq_student_board_counts_up (const KqStudentBoard *board)
{
  return (board->highest >= 2 || board->puts < 2) &&
         !(board->first_twice && board->solutions == 0) &&
         !(board->apart * 2 > board->puts && board->n_strides > APART_STRIDES &&
           board->solutions == 0);
}

guint
_kq_student_board_get_puts (const KqStudentBoard *board)
{
  return board->puts;
}

guint
_kq_student_board_get_starts (const KqStudentBoard *board)
{
  return board->starts;
}

void
_kq_student_board_end_case (KqStudentBoard *board)
{
  /* (the next case's first queens are no search going on past its solution; a search stopped
   * at its solution stays so) */
  board->placed_since_solution &= board->placed_at_start;
  _kq_student_board_finish (board);
}

void
_kq_student_board_set_solutions_before (KqStudentBoard *board,
                                        guint64         solutions)
{
  board->solutions_before = solutions;
}

void
_kq_student_board_set_constrained (KqStudentBoard *board)
{
  board->constrained = TRUE;
}

gboolean
_kq_student_board_get_outside (const KqStudentBoard *board)
{
  return board->outside || board->past;
}

gboolean
_kq_student_board_get_past (const KqStudentBoard *board)
{
  return board->past;
}

gboolean
_kq_student_board_get_column0 (const KqStudentBoard *board)
{
  return board->column0;
}

guint
_kq_student_board_get_retries (const KqStudentBoard *board)
{
  return board->retries[0] + board->retries[1];
}

guint
_kq_student_board_get_went_on (const KqStudentBoard *board)
{
  return board->went_on;
}

gboolean
_kq_student_board_tries_in_order (const KqStudentBoard *board)
{
  return board->retries[0] > 0 && board->retries[1] == 0;
}

void
_kq_student_board_set_sink (KqStudentBoard      *board,
                            const KqStudentSink *sink)
{
  board->sink = sink;
}

void
_kq_student_board_set_queen (KqStudentBoard *board,
                             KqStudentValue  queen)
{
  board->queen = queen;
}

void
_kq_student_board_set_blank (KqStudentBoard *board,
                             KqStudentValue  blank)
{
  board->blank = blank;
}

guint
_kq_student_board_get_reading (const KqStudentBoard *board)
{
  return board->id;
}

guint
_kq_student_board_get_array (const KqStudentBoard *board)
{
  return board->stack ? board->origin : 0;
}

void
_kq_student_board_set_array (KqStudentBoard *board,
                             guint           id)
{
  board->only = id;
}

void
_kq_student_board_set_onehot (KqStudentBoard *board)
{
  board->onehot = TRUE;
}

int
_kq_student_board_get_untouched (const KqStudentBoard *board)
{
  int untouched = 0;

  for (int r = 0; board->problem == KQ_PROBLEM_QUEENS && !board->grid && !board->pairs &&
                  r < board->n; r++)
    untouched += board->when[r] == 0;
  return untouched;
}

void
_kq_student_board_set_marks (KqStudentBoard *board)
{
  board->marks = TRUE;
}

void
_kq_student_board_set_pairs (KqStudentBoard *board)
{
  board->pairs = TRUE;
}

void
_kq_student_board_set_rectangle (KqStudentBoard *board,
                                 int             rows,
                                 int             cols)
{
  g_return_if_fail (MAX (rows, cols) == board->n && MIN (rows, cols) > 0);
  board->height = rows;
  board->width = cols;
}

void
_kq_student_board_set_values (KqStudentBoard *board,
                              int             values)
{
  board->values = values;
}

void
_kq_student_board_set_border (KqStudentBoard *board,
                              int             border)
{
  board->border = border;
}

void
_kq_student_board_speak (KqStudentBoard *board)
{
  memset (board->said, 0, sizeof board->said);
  board->attacked.row = -1;
  board->compared = 0;
}

/* ---- the array it reads */

static void
clear_board (KqStudentBoard *board)
{
  memset (board->cells, 0, sizeof *board->cells * (gsize) board->n * (gsize) board->n);
  for (int i = 0; i < board->n; i++)
    board->rows[i] = -1;
  for (int i = 0; i < pieces_max (board); i++)
    board->pieces[i].row = -1;
  memset (board->pending, 0, pieces_max (board));
  board->placed = 0;
  board->attacked.row = -1;
}

/* The value most cells of rows × cols from (row, col) hold (0 or -1): what the program
 * filled its board with. */
static KqStudentValue
fill_value (const KqStudentArray *array,
            int                   row,
            int                   col,
            int                   rows,
            int                   cols)
{
  int width = MAX (array->cols, 1);
  gsize size = 0, minus = 0;

  for (int i = MAX (row, 0); i < MIN (row + rows, array->rows); i++)
    for (int j = MAX (col, 0); j < MIN (col + cols, width); j++)
      {
        const KqStudentValue *cell = &array->cells[i * width + j];

        size++;
        minus += cell->kind == KQ_STUDENT_VALUE_INT && cell->number == -1;
      }
  return (KqStudentValue) { KQ_STUDENT_VALUE_INT, minus * 2 > size ? -1 : 0 };
}

/* The board reads array from now on, from an empty board. */
static void
adopt (KqStudentBoard       *board,
       const KqStudentArray *array)
{
  board->id = array->id;
  if (board->origin == 0)
    board->origin = array->id;
  memcpy (board->shape, (int[]) { array->rows, array->cols, array->low, array->col_low },
          sizeof board->shape);
  board->grid = array->cols > 0;
  board->stack = array->stack;
  if (board->pairs)
    {
      /* the finder gives the base, the same for rows and columns; a move numbered by its
       * row of the list (from the first move's: 0, or 1 in x[1..n * n]), none -1 */
      board->col_base = board->base;
      board->move_base = MOVE_BASE_UNSET;
      board->fill = (KqStudentValue) { KQ_STUDENT_VALUE_INT, -1 };
      clear_board (board);
      return;
    }
  board->move_base = MOVE_BASE_UNSET;
  if (board->grid && board->border > 0)
    {
      /* what empty is, the board's own cells say, not the border around them */
      board->base = array->low + board->border;
      board->col_base = array->col_low + board->border;
      board->fill = fill_value (array, board->border, board->border, board->height,
                                board->width);
      clear_board (board);
      return;
    }
  if (board->flat)
    board->base = array->low;
  else if (board->grid || board->base < 0)
    board->base = array->rows == board->height ? array->low : -1;
  board->col_base = array->cols == board->width ? array->col_low : -1;
  board->fill = fill_value (array, 0, 0, array->rows, MAX (array->cols, 1));
  clear_board (board);
}

/* Whether the board may read array: one of its name (the list it was given, if any). */
static gboolean
may_read (const KqStudentBoard *board,
          const KqStudentArray *array)
{
  return array->name == board->name && (board->only == 0 || board->only == array->id);
}

static gboolean
same_shape (const KqStudentBoard *board,
            const KqStudentArray *array)
{
  return board->shape[0] == array->rows && board->shape[1] == array->cols &&
         board->shape[2] == array->low && board->shape[3] == array->col_low;
}

/* Whether array is a copy of the board's: its name and shape (a vector passed by value, one
 * Python list copied from another, the same array of another call). */
static gboolean
is_copy (const KqStudentBoard *board,
         const KqStudentArray *array)
{
  return board->id != 0 && !board->pairs && !array->stack && array->id != board->id &&
         array->name == board->name && same_shape (board, array);
}

void
_kq_student_board_array (KqStudentBoard       *board,
                         const KqStudentArray *array)
{
  /* a copy is followed once the program writes it; a list that grows and shrinks is the
   * board's own (another of its name is another object's) */
  if (may_read (board, array) && !is_copy (board, array) && !board->stack)
    adopt (board, array);
}

/* ---- cells */

/* Where one dimension counts from, at the first placement at index (as the language counts);
 * start: the tour's start square's index there, counted from 0 (-1: queens). */
static int
decide_dimension (int index,
                  int start)
{
  if (start >= 0 && (index == start || index == start + 1))
    return index - start;
  return index == 0 ? 0 : 1;
}

/* Whether the cell at index is the start of a board of -1 in the corner of a larger grid
 * of 0 or of what the stack held (sol[8][8] filled with -1 for n = 5 only, or a 3 × 4
 * rectangle's, the start then 0): every other square of the corner's board holds -1. */
static gboolean
start_in_corner (const KqStudentBoard *board,
                 const KqStudentArray *array,
                 int                   index)
{
  int i = index / MAX (array->cols, 1), j = index % MAX (array->cols, 1);

  if (array->cols <= board->width || array->rows < board->height || i >= board->height ||
      j >= board->width)
    return FALSE;
  for (int r = 0; r < board->height; r++)
    for (int c = 0; c < board->width; c++)
      {
        const KqStudentValue *cell = &array->cells[r * array->cols + c];

        if ((r != i || c != j) && (cell->kind != KQ_STUDENT_VALUE_INT || cell->number != -1))
          return FALSE;
      }
  return TRUE;
}

/* Decides where the array counts from, at its first placement at cell (i, j) of it. */
static void
decide_base (KqStudentBoard       *board,
             const KqStudentArray *array,
             int                   i,
             int                   j)
{
  gboolean given = board->problem == KQ_PROBLEM_TOUR && board->start_given;
  gboolean undecided = board->base < 0 || (board->grid && board->col_base < 0);

  if (board->base < 0)
    board->base = decide_dimension (i + array->low, given ? board->start.row : -1);
  /* a grid's first queen stands in the first column the search tries */
  if (board->grid && board->col_base < 0)
    {
      board->col_base = decide_dimension (j + array->col_low, given ? board->start.col : -1);
      /* a knight put down first in row 0 of a C array counts its columns from 0 too, where
       * it stands (0, 4) */
      if (board->problem == KQ_PROBLEM_TOUR && !given && array->low == array->col_low &&
          (board->base == array->low) != (board->col_base == array->col_low))
        board->base = board->col_base = MIN (board->base, board->col_base);
    }
  /* the board's own cells say what empty is, not a border around them */
  if (undecided)
    board->fill = fill_value (array, board->base - array->low,
                              board->grid ? board->col_base - array->col_low : 0,
                              board->height, board->grid ? board->width : 1);
}

/* The board's square of array's cell index (row -1: none, or not decided yet). */
static KqSquare
square_of_cell (const KqStudentBoard *board,
                const KqStudentArray *array,
                int                   index)
{
  int i = array->cols > 0 ? index / array->cols : index;
  int j = array->cols > 0 ? index % array->cols : 0;

  if (board->base < 0 || (board->grid && board->col_base < 0))
    return (KqSquare) { -1, -1 };
  if (board->flat)
    return index < board->height * board->width
           ? (KqSquare) { index / board->width, index % board->width } : (KqSquare) { -1, -1 };
  /* a list that grows and shrinks holds its first row first, its columns counted from base */
  i += array->low - (board->stack && !board->grid ? 0 : board->base);
  if (board->grid)
    j += array->col_low - board->col_base;
  if (i < 0 || i >= board->height || j < 0 || j >= board->width)
    return (KqSquare) { -1, -1 };
  return (KqSquare) { i, j };
}

/* ---- a list of squares */

static void
pairs_take (KqStudentBoard *board,
            int             k)
{
  KqSquare square = board->pieces[k];

  board->pieces[k].row = -1;
  if (board->problem == KQ_PROBLEM_TOUR)
    _kq_board_knight_write (board, square, board->fill);
  else
    _kq_board_queens_remove (board, square, TRUE);
}

/* Row k of a list of squares (Python's [(r, c), …], C's int path[64][2]) is the k-th piece
 * put down: a queen, or the knight's move k + 1; a 1-D list's cell k names its square by one
 * number, row * n + col (results[k] = loc, as bitboard programs keep their path). Writing it
 * takes away that piece and those after it (popped, or overwritten by a search gone back);
 * once its coordinates are written it stands where they say. */
static void
pairs_write (KqStudentBoard       *board,
             const KqStudentArray *array,
             int                   index)
{
  int k = array->cols == 0 ? index : index / 2;
  int limit = pieces_max (board);
  const KqStudentValue *pair = &array->cells[array->cols == 0 ? k : k * 2];
  KqSquare square;

  if ((array->cols != 2 && array->cols != 0) || k >= limit)
    return;
  for (int later = limit - 1; later >= k; later--)
    if (board->pieces[later].row >= 0)
      pairs_take (board, later);
  if (array->cols == 0)
    {
      gint64 number = pair[0].kind == KQ_STUDENT_VALUE_INT ? pair[0].number - board->base : -1;

      if (number < 0 || number >= (gint64) board->height * board->width)
        {
          board->past |= array->stack;
          return;
        }
      square = (KqSquare) { (int) (number / board->width), (int) (number % board->width) };
    }
  else
    {
      board->pending[k] |= 1 << (index % 2);
      if (board->pending[k] != 3)
        return;
      board->pending[k] = 0;
      if (pair[0].kind != KQ_STUDENT_VALUE_INT || pair[1].kind != KQ_STUDENT_VALUE_INT ||
          pair[0].number < board->base || pair[0].number - board->base >= board->height ||
          pair[1].number < board->base || pair[1].number - board->base >= board->width)
        {
          /* a list that grows and shrinks holds pieces only: a square off the board is
           * another reading's (a 0 of a list read from 1) */
          board->past |= array->stack && pair[0].kind == KQ_STUDENT_VALUE_INT &&
                         pair[1].kind == KQ_STUDENT_VALUE_INT;
          return;
        }
      square = (KqSquare) { (int) (pair[0].number - board->base),
                            (int) (pair[1].number - board->base) };
    }
  /* a path that begins a move after the input's start (a[dep] := x from dep 1, the start
   * kept apart): the start is its move 1 */
  if (board->problem == KQ_PROBLEM_TOUR && board->placed == 0 && board->start_given &&
      board->move_base == MOVE_BASE_UNSET && kq_knight_is_move (board->start, square))
    {
      board->move_base = k - 1;
      _kq_board_knight_put (board, board->start, 1);
    }
  if (board->problem == KQ_PROBLEM_TOUR)
    _kq_board_knight_write (board, square, (KqStudentValue) { KQ_STUDENT_VALUE_INT, k });
  else if (board->cells[square.row * board->n + square.col])
    return;
  else
    _kq_board_queens_place (board, square);
  board->pieces[k] = square;
}

/* The rows above row, the first a row of queens' columns is written in, cleared (-1) to be
 * counted up: the columns they held from the start stand, the program's initializer's queens
 * (q[8] = {0} searched from column 1 on, column 0's queen at 0 until the search goes back to
 * it: a course's eight queens without recursion). */
static void
stand_above (KqStudentBoard       *board,
             const KqStudentArray *array,
             int                   index,
             int                   row)
{
  for (int r = 0; r < row; r++)
    {
      int cell = index - row + r;

      if (cell >= 0 && _kq_board_row_column (board, array->cells[cell]) >= 0)
        _kq_board_queens_write_row (board, r, array->cells[cell]);
    }
}

/* Array's cell index as written now: decides where the board counts from at its first
 * placement, and puts down or takes away what it holds. */
static void
write_cell (KqStudentBoard       *board,
            const KqStudentArray *array,
            int                   index)
{
  KqStudentValue value = array->cells[index];
  KqSquare square;
  gboolean placing;

  if (board->pairs)
    {
      pairs_write (board, array, index);
      return;
    }
  if (board->problem == KQ_PROBLEM_QUEENS)
    placing = board->grid ? _kq_board_holds_queen (board, value)
                          : value.kind == KQ_STUDENT_VALUE_INT &&
                            value.number != board->fill.number;
  else
    {
      /* before the first move, empty is what most squares hold now: a board of 0 filled
       * with -1 (the start then holds 0) */
      if (!board->marks && board->move_base == MOVE_BASE_UNSET &&
          value.kind == KQ_STUDENT_VALUE_INT && value.number == board->fill.number)
        board->fill = start_in_corner (board, array, index)
                      ? (KqStudentValue) { KQ_STUDENT_VALUE_INT, -1 }
                      : fill_value (array, 0, 0, array->rows, MAX (array->cols, 1));
      /* a move number: a border's value (-1 around a board of 0) is none */
      placing = board->marks ? value.kind != KQ_STUDENT_VALUE_NONE && value.number != 0
              : value.kind == KQ_STUDENT_VALUE_INT && value.number != board->fill.number &&
                value.number >= 0 && value.number <= (gint64) board->n * board->n;
    }
  if (placing)
    decide_base (board, array, array->cols > 0 ? index / array->cols : index,
                 array->cols > 0 ? index % array->cols : 0);
  square = square_of_cell (board, array, index);
  if (square.row < 0)
    {
      /* (a border's value is written around a bordered board, never a piece) */
      board->outside |= placing && board->base >= 0 && board->border == 0;
      return;
    }

  if (board->problem == KQ_PROBLEM_TOUR)
    _kq_board_knight_write (board, square, value);
  else if (!board->grid)
    {
      if (board->clock == 0 && !board->stack && _kq_board_row_column (board, value) < 0)
        stand_above (board, array, index, square.row);
      _kq_board_queens_write_row (board, square.row, value);
    }
  else if (_kq_board_holds_queen (board, value))
    {
      board->queen = value;
      if (!board->cells[square.row * board->n + square.col])
        _kq_board_queens_place (board, square);
    }
  else
    {
      if (board->queen.kind != KQ_STUDENT_VALUE_NONE && value.kind != KQ_STUDENT_VALUE_NONE)
        {
          board->marked |= board->empty.kind != KQ_STUDENT_VALUE_NONE &&
                           (value.kind != board->empty.kind ||
                            value.number != board->empty.number);
          if (board->empty.kind == KQ_STUDENT_VALUE_NONE)
            board->empty = value;
        }
      _kq_board_queens_remove (board, square, TRUE);
    }
}

/* The board follows a copy of its array that the program now reads or writes: what differs
 * taken away, then put down as the copy holds it (and the caller's copy again once a call that
 * had a copy of its own returns). */
static void
follow_copy (KqStudentBoard       *board,
             const KqStudentArray *array)
{
  int size = array->rows * MAX (array->cols, 1);

  board->id = array->id;
  for (int index = 0; index < size; index++)
    {
      KqSquare square = square_of_cell (board, array, index);
      KqStudentValue value = array->cells[index];
      int *cell;

      if (square.row < 0)
        continue;
      cell = &board->cells[square.row * board->n + square.col];
      if (board->problem == KQ_PROBLEM_TOUR && *cell != 0 &&
          *cell != _kq_board_move_number (board, value))
        {
          _kq_board_report_op (board, KQ_STUDENT_OP_REMOVE, square, *cell);
          *cell = 0;
          board->placed--;
        }
      else if (board->problem == KQ_PROBLEM_QUEENS && board->grid && *cell &&
               !_kq_board_holds_queen (board, value))
        _kq_board_queens_remove (board, square, TRUE);
    }
  for (int index = 0; index < size; index++)
    {
      KqSquare square = square_of_cell (board, array, index);

      /* a row of x whose queen stands where the copy has it stays */
      if (square.row >= 0 &&
          (board->problem != KQ_PROBLEM_QUEENS || board->grid ||
           board->rows[square.row] != _kq_board_row_column (board, array->cells[index])))
        write_cell (board, array, index);
    }
}

/* Whether a write to another list of queens' columns of the board's name makes a copy of
 * the board, a new list at each level (Python's s_ = s[:]; s_.append (i)): its rows written
 * as the board has them are copied (same: nothing put down); the first row it writes
 * otherwise, its own queen, moves the board to that list. */
static gboolean
copies (KqStudentBoard       *board,
        const KqStudentArray *array,
        int                   index,
        gboolean             *same)
{
  if (!board->stack || board->grid || board->pairs || board->problem != KQ_PROBLEM_QUEENS ||
      !array->stack || array->id == board->id || array->name != board->name ||
      index >= board->n || _kq_board_row_column (board, array->cells[index]) < 0 ||
      (index > 0 && board->rows[index - 1] < 0))
    return FALSE;
  for (int r = 0; r < index; r++)
    if (_kq_board_row_column (board, array->cells[r]) != board->rows[r])
      return FALSE;
  *same = board->rows[index] == _kq_board_row_column (board, array->cells[index]);
  return TRUE;
}

void
_kq_student_board_cell (KqStudentBoard       *board,
                        const KqStudentArray *array,
                        int                   index)
{
  gboolean same = FALSE;
  KqStudentValue value = array->cells[index];

  /* a visited mark taken back, a list popped (not a flag's cell, done[0] = False) */
  board->emptied |= array->id != board->id &&
                    (value.kind == KQ_STUDENT_VALUE_NONE || value.number == 0) &&
                    (array->stack || (gsize) array->rows * (gsize) MAX (array->cols, 1) >=
                                     (gsize) board->height * (gsize) board->width);
  if (copies (board, array, index, &same))
    {
      if (same)
        return;
      board->id = board->only = array->id;
    }
  if (board->id == 0 && may_read (board, array))
    adopt (board, array);
  if (is_copy (board, array) && index == 0 &&
      !g_hash_table_contains (board->followed, GUINT_TO_POINTER (array->id)))
    {
      /* a copy the board never followed, written from its first cell on, is being filled
       * from the board's array cell by cell (a call's own array from its caller's, over what
       * the stack held there): it holds what the board does but for the cells written to it.
       * (A copy made whole, Python's deepcopy (board) of the caller's, is read whole: the
       * caller's is no longer what the board shows, and it writes a cell of its own first) */
      g_hash_table_add (board->followed, GUINT_TO_POINTER (board->id));
      g_hash_table_add (board->followed, GUINT_TO_POINTER (array->id));
      board->id = array->id;
      write_cell (board, array, index);
    }
  else if (is_copy (board, array))
    follow_copy (board, array);
  else if (board->id == array->id)
    write_cell (board, array, index);
}

/* ---- the end */

void
_kq_student_board_finish (KqStudentBoard *board)
{
  if (board->problem == KQ_PROBLEM_QUEENS)
    _kq_board_queens_finish (board);
  else
    _kq_board_knight_finish (board);
}
