/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed-rules.c: the solutions read from a program's output, checked by the rules and
 * kept once each: n queens none attacked, a tour a knight's path over every square once */
#define G_LOG_DOMAIN "kq-printed"
#include "config.h"

#include "kq-printed-private.h"
#include "kq-queens.h"

/* A key's value in Found.keys: a solution, or a tour whose last square is a knight's move from
 * its first. */
#define KEY_OPEN GINT_TO_POINTER (1)
#define KEY_CLOSED GINT_TO_POINTER (2)

/* A solution: n queens' columns, or where a tour's moves stand (row * cols + col each). */
static void
add (Found     *found,
     KqProblem  problem,
     int        rows,
     int        cols,
     const int *values,
     int        count)
{
  GString *key = g_string_new (NULL);
  gboolean closed = problem == KQ_PROBLEM_TOUR &&
                    kq_knight_is_move ((KqSquare) { values[0] / cols, values[0] % cols },
                                       (KqSquare) { values[count - 1] / cols,
                                                    values[count - 1] % cols });

  g_string_printf (key, "%c%d:", problem == KQ_PROBLEM_TOUR ? 'T' : 'Q', cols);
  for (int i = 0; i < count; i++)
    g_string_append_printf (key, "%d,", values[i]);
  g_hash_table_insert (found->keys, g_string_free (key, FALSE), closed ? KEY_CLOSED : KEY_OPEN);
  found->problem = problem;
  found->rows = rows;
  found->cols = cols;
}

/* The first of n queens (cols[row], 0-based) that one above it attacks: TRUE, its row and the
 * attacker's. */
gboolean
_kq_printed_first_attack (int        n,
                          const int *cols,
                          int       *row,
                          int       *by)
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i; j++)
      if (kq_queens_line_between ((KqSquare) { j, cols[j] }, (KqSquare) { i, cols[i] }) !=
          KQ_LINE_NONE)
        {
          *row = i;
          *by = j;
          return TRUE;
        }
  return FALSE;
}

/* cols[row], 0-based: n queens on the board, none attacked. */
static gboolean
queens_legal (int        n,
              const int *cols)
{
  int row, by;

  for (int i = 0; i < n; i++)
    if (cols[i] < 0 || cols[i] >= n)
      return FALSE;
  return !_kq_printed_first_attack (n, cols, &row, &by);
}

/* n queens (cols[row], 0-based) added where they are a solution. */
static gboolean
add_queens (Found     *found,
            int        n,
            const int *cols)
{
  if (!queens_legal (n, cols))
    return FALSE;
  add (found, KQ_PROBLEM_QUEENS, n, n, cols, n);
  return TRUE;
}

/* Whether n columns from base (cols[row]) stand one a column, each of base .. base + n - 1. */
gboolean
_kq_printed_one_a_column (const int *cols,
                          int        n,
                          int        base)
{
  guint64 taken = 0;

  G_STATIC_ASSERT (MAX_SIDE <= 63);
  for (int i = 0; i < n; i++)
    {
      if (cols[i] < base || cols[i] >= base + n)
        return FALSE;
      taken |= G_GUINT64_CONSTANT (1) << (cols[i] - base);
    }
  return taken == (G_GUINT64_CONSTANT (1) << n) - 1;
}

/* n queens of a board (cols[row], 0-based) added where they are a solution; else, where they
 * stand one a column as well, the first one attacked is told: a board printed whole that a
 * search placed without testing a diagonal. */
gboolean
_kq_printed_add_board_queens (Found     *found,
                              int        n,
                              const int *cols)
{
  int row, by;

  if (add_queens (found, n, cols))
    return TRUE;
  if (found->wrong != NULL && found->wrong->move == 0 && _kq_printed_one_a_column (cols, n, 0) &&
      _kq_printed_first_attack (n, cols, &row, &by))
    *found->wrong = (KqPrintedSlip) { KQ_PROBLEM_QUEENS, n, n, row + 1, { by, cols[by] },
                                      { row, cols[row] } };
  return FALSE;
}

/* The least and the largest of count numbers. */
static void
span_of (const int *values,
         int        count,
         int       *low,
         int       *high)
{
  *low = G_MAXINT;
  *high = G_MININT;
  for (int i = 0; i < count; i++)
    {
      *low = MIN (*low, values[i]);
      *high = MAX (*high, values[i]);
    }
}

/* The base (0 or 1) of count numbers that are all of 0 .. side - 1 or 1 .. side; -1: neither. */
int
_kq_printed_base_of (const int *values,
                     int        count,
                     int        side)
{
  int low, high;

  span_of (values, count, &low, &high);
  if (low == 0 && high < side)
    return 0;
  if (low == 1 && high <= side)
    return 1;
  return -1;
}

/* A row of n columns, one a row ("1 5 8 6 3 7 2 4"). */
gboolean
_kq_printed_read_columns (Found     *found,
                          const int *values,
                          int        n)
{
  int cols[MAX_SIDE];
  int base;

  if (n < MIN_QUEENS || n > MAX_SIDE || (base = _kq_printed_base_of (values, n, n)) < 0)
    return FALSE;
  for (int i = 0; i < n; i++)
    cols[i] = values[i] - base;
  return add_queens (found, n, cols);
}

/* A tour on rows × cols given by where each move stands: squares[move] = row * cols + col. */
gboolean
_kq_printed_read_path (Found     *found,
                       int        rows,
                       int        cols,
                       const int *squares)
{
  int count = rows * cols;
  g_autofree KqSquare *path = g_new (KqSquare, count);
  g_autofree gboolean *seen = g_new0 (gboolean, count);

  for (int i = 0; i < count; i++)
    {
      if (squares[i] < 0 || squares[i] >= count || seen[squares[i]])
        return FALSE;
      seen[squares[i]] = TRUE;
      path[i] = (KqSquare) { squares[i] / cols, squares[i] % cols };
    }
  if (!kq_knight_is_path (rows, cols, path, count))
    {
      /* every square once, in an order no knight goes: a tour printed wrong */
      for (int i = 1; found->wrong != NULL && found->wrong->move == 0 && i < count; i++)
        if (!kq_knight_is_move (path[i - 1], path[i]))
          *found->wrong = (KqPrintedSlip) { KQ_PROBLEM_TOUR, rows, cols, i + 1, path[i - 1],
                                            path[i] };
      return FALSE;
    }
  add (found, KQ_PROBLEM_TOUR, rows, cols, squares, count);
  return TRUE;
}

/* The closed tours among keys. */
guint64
_kq_printed_closed_tours (GHashTable *keys)
{
  GHashTableIter iter;
  gpointer value;
  guint64 closed = 0;

  g_hash_table_iter_init (&iter, keys);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    closed += value == KEY_CLOSED;
  return closed;
}

/* count squares, based, as n queens in any order. */
static gboolean
read_queen_squares (Found          *found,
                    const KqSquare *squares,
                    int             count,
                    int             base)
{
  int cols[MAX_SIDE];

  for (int i = 0; i < count; i++)
    cols[i] = -1;
  for (int i = 0; i < count; i++)
    {
      int row = squares[i].row - base;

      if (cols[row] >= 0)
        return FALSE;
      cols[row] = squares[i].col - base;
    }
  return add_queens (found, count, cols);
}

/* A list of squares (row, col; col, row would read the same): n queens in any order, or a
 * tour's n × n squares in its order. */
gboolean
_kq_printed_read_squares (Found         *found,
                          gconstpointer  items,
                          int            count)
{
  const KqSquare *squares = items;
  g_autofree int *values = g_new (int, 2 * count);
  int base, rows = 0, cols = 0;

  for (int i = 0; i < count; i++)
    {
      values[2 * i] = squares[i].row;
      values[2 * i + 1] = squares[i].col;
      rows = MAX (rows, squares[i].row);
      cols = MAX (cols, squares[i].col);
    }
  if (count >= MIN_QUEENS && count <= MAX_SIDE &&
      (base = _kq_printed_base_of (values, 2 * count, count)) >= 0 &&
      read_queen_squares (found, squares, count, base))
    return TRUE;
  /* a tour's board: as far as its squares go (a rectangle's too) */
  if ((base = _kq_printed_base_of (values, 2 * count, MAX_SIDE)) < 0)
    return FALSE;
  rows += 1 - base;
  cols += 1 - base;
  if (rows * cols != count || MIN (rows, cols) < MIN_TOUR_ROWS || count < MIN_TOUR_SQUARES ||
      (rows == cols && rows < MIN_TOUR))
    return FALSE;
  for (int i = 0; i < count; i++)
    values[i] = (squares[i].row - base) * cols + squares[i].col - base;
  return _kq_printed_read_path (found, rows, cols, values);
}

/* Whether squares (the cells of rows × cols, a move each, all of them) go a knight's move at
 * a time. */
static gboolean
knight_walk (const int *squares,
             int        rows,
             int        cols)
{
  int count = rows * cols;
  g_autofree KqSquare *path = g_new (KqSquare, count);

  for (int i = 0; i < count; i++)
    path[i] = (KqSquare) { squares[i] / cols, squares[i] % cols };
  return kq_knight_is_path (rows, cols, path, count);
}

/* A board flattened: rows × cols cells of 0 and 1 (a queen a row, square), or of move
 * numbers; or a path of as many square numbers. */
gboolean
_kq_printed_read_board (Found     *found,
                        const int *values,
                        int        rows,
                        int        cols)
{
  int count = rows * cols;
  int side = cols;
  int base = _kq_printed_base_of (values, count, count);
  int ones = 0;
  g_autofree int *squares = NULL;

  for (int i = 0; i < count && ones >= 0; i++)
    ones = values[i] == 1 ? ones + 1 : values[i] == 0 ? ones : -1;
  if (ones == side && rows == cols)
    {
      int queens[MAX_SIDE];

      for (int row = 0; row < side; row++)
        {
          queens[row] = -1;
          for (int col = 0; col < side; col++)
            if (values[row * side + col] == 1)
              {
                if (queens[row] >= 0)
                  return FALSE;
                queens[row] = col;
              }
        }
      return _kq_printed_add_board_queens (found, side, queens);
    }
  if (base < 0)
    {
      /* a tour's moves numbered on from another first number (knight i's as 10000 i + k) */
      int low, high;

      span_of (values, count, &low, &high);
      if (low > 0 && (gint64) high - low == count - 1)
        base = low;
    }
  if (base < 0 || MIN (rows, cols) < MIN_TOUR_ROWS || count < MIN_TOUR_SQUARES ||
      (rows == cols && rows < MIN_TOUR))
    return FALSE;
  squares = g_new (int, count);
  for (int i = 0; i < count; i++)
    squares[i] = -1;
  for (int i = 0; i < count; i++)
    {
      if (squares[values[i] - base] >= 0)
        return FALSE;
      squares[values[i] - base] = i;
    }
  /* a path of square numbers prints as many numbers, each once (visite = [1, 9, 5, …]): read
   * so where it walks a knight's moves and the board's move numbers do not */
  if (!knight_walk (squares, rows, cols))
    {
      g_autofree int *path = g_new (int, count);

      for (int i = 0; i < count; i++)
        path[i] = values[i] - base;
      if (knight_walk (path, rows, cols))
        return _kq_printed_read_path (found, rows, cols, path);
    }
  return _kq_printed_read_path (found, rows, cols, squares);
}

/* count numbers as a solution: a row of columns, squares as pairs, a board flattened. */
gboolean
_kq_printed_read_numbers (Found         *found,
                          gconstpointer  items,
                          int            count)
{
  const int *values = items;
  int side;

  for (int i = 0; i < count; i++)
    if (values[i] == BAD_NUMBER)
      return FALSE;
  if (_kq_printed_read_columns (found, values, count))
    return TRUE;
  if (count % 2 == 0)
    {
      g_autofree KqSquare *squares = g_new (KqSquare, count / 2);

      for (int i = 0; i < count / 2; i++)
        squares[i] = (KqSquare) { values[2 * i], values[2 * i + 1] };
      if (_kq_printed_read_squares (found, squares, count / 2))
        return TRUE;
    }
  for (side = MIN_QUEENS; side <= MAX_SIDE && side * side < count; side++)
    ;
  return side <= MAX_SIDE && side * side == count &&
         _kq_printed_read_board (found, values, side, side);
}

void
_kq_printed_found_init (Found *found)
{
  found->keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  found->problem = KQ_PROBLEM_QUEENS;
  found->rows = found->cols = 0;
  found->wrong = NULL;
}
