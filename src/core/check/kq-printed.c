/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed.c: the solutions a program printed, read in each layout it may print them in
 * (a line, a square a line, a board of symbols or of numbers), from its lines' words */
#define G_LOG_DOMAIN "kq-printed"
#include "config.h"

#include <string.h>

#include "kq-printed-reading.h"

/* Words before and after a solution on its line: "Solution 12:", "(n = 8)". */
#define LINE_LABELS 2

struct _KqPrinted {
  GBytes       *source;
  guint64       solutions;
  guint64       closed;    /* of a tour's solutions, those closed */
  KqProblem     problem;
  int           rows, cols;
  KqPrintedSlip wrong;     /* move 0: none */
  guint64       wrong_rows;  /* rows of columns against the rules, of the text with most */
  KqPrintedSlip wrong_row;   /* its first */
  int           emptied;     /* see kq_printed_get_emptied () */
  int           short_line, short_side, short_queens;  /* see kq_printed_get_short () */
};

KqPrinted *
kq_printed_new (void)
{
  return g_new0 (KqPrinted, 1);
}

void
kq_printed_free (KqPrinted *printed)
{
  if (printed == NULL)
    return;
  g_clear_pointer (&printed->source, g_bytes_unref);
  g_free (printed);
}

void
kq_printed_set_source (KqPrinted  *printed,
                       const char *source,
                       gsize       length)
{
  g_clear_pointer (&printed->source, g_bytes_unref);
  printed->source = g_bytes_new (source, length);
}

guint64
kq_printed_get_solutions (const KqPrinted *printed)
{
  return printed->solutions;
}

guint64
kq_printed_get_closed (const KqPrinted *printed)
{
  return printed->closed;
}

KqProblem
kq_printed_get_problem (const KqPrinted *printed)
{
  return printed->problem;
}

gboolean
kq_printed_get_slip (const KqPrinted *printed,
                     KqPrintedSlip   *slip)
{
  *slip = printed->wrong;
  return printed->solutions == 0 && printed->wrong.move > 0;
}

int
kq_printed_get_emptied (const KqPrinted *printed)
{
  return printed->emptied;
}

int
kq_printed_get_short (const KqPrinted *printed,
                      int             *side,
                      int             *queens)
{
  if (printed->solutions > 0 || printed->short_line == 0)
    return 0;
  *side = printed->short_side;
  *queens = printed->short_queens;
  return printed->short_line;
}

guint64
kq_printed_get_wrong_rows (const KqPrinted *printed,
                           KqPrintedSlip   *first)
{
  *first = printed->wrong_row;
  return printed->solutions == 0 ? printed->wrong_rows : 0;
}

int
kq_printed_get_rows (const KqPrinted *printed)
{
  return printed->rows;
}

int
kq_printed_get_cols (const KqPrinted *printed)
{
  return printed->cols;
}

const char *
_kq_printed_line_stop (const char *line,
                       const char *end)
{
  const char *stop = memchr (line, '\n', end - line);

  return stop != NULL ? stop : end;
}

/* ---- layouts */

static const Line *
line_at (const Reading *reading,
         guint          i)
{
  return &g_array_index (reading->lines, Line, i);
}

static const int *
numbers_of (const Reading *reading,
            const Line    *line)
{
  return &g_array_index (reading->numbers, int, line->numbers);
}

typedef gboolean (*ReadFunc) (Found *found, gconstpointer items, int count);

/* count items (of size bytes) read as a solution, or all but a label or two before or after
 * it; a label before is tried first, as it is the likelier ("Solution 4: 2 5 3 1 4" holds the
 * solution 4 2 5 3 1 of 5 queens too). */
static gboolean
read_labelled (Found         *found,
               gconstpointer  items,
               gsize          size,
               int            count,
               ReadFunc       read)
{
  for (int back = 0; back <= LINE_LABELS; back++)
    for (int front = 0; front <= LINE_LABELS; front++)
      if (count - front - back >= MIN_QUEENS &&
          read (found, (const char *) items + front * size, count - front - back))
        return TRUE;
  return FALSE;
}

/* The groups of a line in brackets that hold none ("[[2, 0, 3, 1], [1, 3, 0, 2]]": all of a
 * program's solutions printed as one list), each read as a solution. FALSE: none. */
static gboolean
read_groups (Found      *found,
             const Line *line)
{
  g_autoptr(GArray) numbers = g_array_new (FALSE, FALSE, sizeof (int));
  const char *open = NULL;
  gboolean any = FALSE;

  for (const char *c = line->text; c < line->end; c++)
    if (*c == '[' || *c == '(')
      open = c;
    else if ((*c == ']' || *c == ')') && open != NULL)
      {
        g_array_set_size (numbers, 0);
        if (_kq_printed_parse_numbers (open + 1, c, numbers))
          any |= _kq_printed_read_numbers (found, numbers->data, (int) numbers->len);
        open = NULL;
      }
  return any;
}

/* The base (0 or 1) of n distinct numbers, all of 0 .. n - 1 or of 1 .. n: a row of columns
 * whatever its queens; -1: no such row. */
static int
permutation_base (const int *values,
                  int        n)
{
  int base;

  return n >= MIN_QUEENS && n <= MAX_SIDE && (base = _kq_printed_base_of (values, n, n)) >= 0 &&
         _kq_printed_one_a_column (values, n, base) ? base : -1;
}

/* The numbers of line i, read as no solution: where they are a row of columns all the same,
 * one a column, with a queen attacked ("1 2 3 4 5 6 7 8": a loop's index printed for x[i]),
 * it is noted, unless a board's row follows it (a board's numbered columns above it). */
static void
note_wrong_row (Reading *reading,
                guint    i)
{
  const Line *line = line_at (reading, i);
  const int *numbers = numbers_of (reading, line);
  int count = (int) line->n_numbers;

  for (int back = 0; back <= LINE_LABELS; back++)
    for (int front = 0; front <= LINE_LABELS; front++)
      {
        const int *values = numbers + front;
        int n = count - front - back, cols[MAX_SIDE], row, by, base, in_place;
        guint next = i + 1;

        if ((base = permutation_base (values, n)) < 0)
          continue;
        while (next < reading->lines->len && line_at (reading, next)->blank)
          next++;
        if (next < reading->lines->len && line_at (reading, next)->n_symbols == (guint) n &&
            permutation_base (numbers_of (reading, line_at (reading, next)),
                              (int) line_at (reading, next)->n_numbers) < 0)
          return;
        in_place = 0;
        for (int r = 0; r < n; r++)
          {
            cols[r] = values[r] - base;
            in_place += cols[r] == r;
          }
        /* (columns' numbers over a grid whose first row is labelled, "  0 1 2 3 4" over
         * "1 Q         ": a ruler, however its rows' blanks are read) */
        if (in_place == n && next < reading->lines->len &&
            line_at (reading, next)->n_numbers == 1 &&
            numbers_of (reading, line_at (reading, next))[0] <= 1)
          return;
        if (!_kq_printed_first_attack (n, cols, &row, &by))
          return;
        if (reading->wrong_rows++ == 0)
          reading->wrong_row = (KqPrintedSlip) { KQ_PROBLEM_QUEENS, n, n, row + 1,
                                                 { by, cols[by] }, { row, cols[row] },
                                                 (int) i + 1 };
        return;
      }
}

/* A line alone: a solution among its words ("Solution 3: 1 5 8 6 3 7 2 4"). */
static void
read_line_alone (Reading *reading,
                 guint    i)
{
  const Line *line = line_at (reading, i);
  Found *found = &reading->found[LAYOUT_LINE];
  const int *numbers = numbers_of (reading, line);
  int count = (int) line->n_numbers;

  if (read_labelled (found, numbers, sizeof (int), count, _kq_printed_read_numbers) ||
      read_groups (found, line))
    return;
  if (line->n_squares == 0)
    note_wrong_row (reading, i);
  if (line->n_squares >= MIN_QUEENS &&
      _kq_printed_read_squares (found, &g_array_index (reading->squares, KqSquare, line->squares),
                                (int) line->n_squares))
    return;
  if (line->n_symbols >= MIN_QUEENS && line->n_symbols <= 9 && line->n_numbers == 1)
    {
      /* a row of columns as one number, "15863724" */
      int columns[9];

      for (guint s = 0; s < line->n_symbols; s++)
        {
          gunichar symbol = g_array_index (reading->symbols, gunichar, line->symbols + s);

          if (!g_ascii_isdigit (symbol))
            return;
          columns[s] = (int) (symbol - '0');
        }
      _kq_printed_read_columns (found, columns, (int) line->n_symbols);
    }
}

/* The one square a line gives ("3 5", "(2, 4)", "Move 5: (2, 4)", "c2"), if it gives one. */
static gboolean
line_square (const Reading *reading,
             const Line    *line,
             KqSquare      *square)
{
  const int *numbers = numbers_of (reading, line);

  if (line->n_squares == 1)
    *square = g_array_index (reading->squares, KqSquare, line->squares);
  else if (line->n_numbers == 2 || line->n_numbers == 3)
    *square = (KqSquare) { numbers[line->n_numbers - 2], numbers[line->n_numbers - 1] };
  else
    return FALSE;
  return TRUE;
}

/* count squares a line, as many as a board of side × side has, each a knight's move from the
 * last, printed as its tour: one that comes back to a square (a walk whose visited marks went
 * elsewhere) is told, and is no list of queens' boards either (its first five squares can be
 * one of 5 queens). TRUE: it came back. */
static gboolean
walk_again (Found          *found,
            const KqSquare *squares,
            int             count)
{
  g_autofree int *values = NULL;
  int side = kq_square_side (count), base;

  if (side < MIN_TOUR || side > MAX_SIDE || side * side != count)
    return FALSE;
  values = g_new (int, 2 * count);
  for (int i = 0; i < count; i++)
    {
      values[2 * i] = squares[i].row;
      values[2 * i + 1] = squares[i].col;
      if (i > 0 && !kq_knight_is_move (squares[i - 1], squares[i]))
        return FALSE;
    }
  if ((base = _kq_printed_base_of (values, 2 * count, side)) < 0)
    return FALSE;
  for (int i = 1; i < count; i++)
    for (int j = 0; j < i; j++)
      if (squares[j].row == squares[i].row && squares[j].col == squares[i].col)
        {
          if (found->wrong != NULL && found->wrong->move == 0)
            *found->wrong = (KqPrintedSlip) {
              KQ_PROBLEM_TOUR, side, side, i + 1,
              { squares[i - 1].row - base, squares[i - 1].col - base },
              { squares[i].row - base, squares[i].col - base }, 0, j + 1 };
          return TRUE;
        }
  return FALSE;
}

/* Lines of a square each: one solution, or several of one size back to back (the size that
 * reads the most). */
static void
read_square_run (Reading        *reading,
                 const KqSquare *squares,
                 int             count)
{
  Found *found = &reading->found[LAYOUT_SQUARE_LINES];
  Found best = { NULL };

  if (count == 0 || walk_again (found, squares, count))
    return;
  /* (a line or two around it that give two numbers too: a title, a terminal's escapes) */
  if (read_labelled (found, squares, sizeof (KqSquare), count,
                     _kq_printed_read_squares))
    return;
  for (int side = MIN_QUEENS; side <= MAX_SIDE && side < count; side++)
    {
      Found chunks;

      if (count % side != 0)
        continue;
      _kq_printed_found_init (&chunks);
      for (int i = 0; i < count; i += side)
        _kq_printed_read_squares (&chunks, squares + i, side);
      if (best.keys == NULL || g_hash_table_size (chunks.keys) > g_hash_table_size (best.keys))
        {
          g_clear_pointer (&best.keys, g_hash_table_unref);
          best = chunks;
        }
      else
        g_hash_table_unref (chunks.keys);
    }
  if (best.keys == NULL)
    return;
  if (g_hash_table_size (best.keys) > 0)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, best.keys);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          g_hash_table_insert (found->keys, key, value);
          g_hash_table_iter_steal (&iter);
        }
      found->problem = best.problem;
      found->rows = best.rows;
      found->cols = best.cols;
    }
  g_hash_table_unref (best.keys);
}

/* Whether side rows of side symbols (lines[0 ..)) are one symbol throughout: a board empty. */
static gboolean
one_symbol (const Reading *reading,
            const guint   *lines,
            int            side)
{
  gunichar first = 0;

  for (int row = 0; row < side; row++)
    {
      const Line *line = line_at (reading, lines[row]);
      const gunichar *cells = &g_array_index (reading->symbols, gunichar,
                                              line->symbols + line->n_symbols - side);

      if (row == 0)
        first = cells[0];
      for (int col = 0; col < side; col++)
        if (cells[col] != first)
          return FALSE;
    }
  return TRUE;
}

/* The queens of a board of side rows of two symbols that holds fewer than side of one, the
 * queen's, none two in a row or a column (7 queens on 8 × 8, a search given up); 0: not
 * such a board. */
static int
short_queens (const Reading *reading,
              const guint   *lines,
              int            side)
{
  gunichar symbol[2] = { 0, 0 };
  int seen[2] = { 0, 0 }, queen;
  guint64 cols_of[2] = { 0, 0 }, rows_of[2] = { 0, 0 };
  gboolean twice[2] = { FALSE, FALSE };

  for (int row = 0; row < side; row++)
    {
      const Line *line = line_at (reading, lines[row]);
      const gunichar *cells = &g_array_index (reading->symbols, gunichar,
                                              line->symbols + line->n_symbols - side);

      for (int col = 0; col < side; col++)
        {
          int which = seen[0] == 0 || cells[col] == symbol[0] ? 0
                    : seen[1] == 0 || cells[col] == symbol[1] ? 1 : -1;
          guint64 row_bit = G_GUINT64_CONSTANT (1) << row, col_bit = G_GUINT64_CONSTANT (1) << col;

          if (which < 0)
            return 0;
          symbol[which] = cells[col];
          seen[which]++;
          twice[which] |= (rows_of[which] & row_bit) || (cols_of[which] & col_bit);
          rows_of[which] |= row_bit;
          cols_of[which] |= col_bit;
        }
    }
  queen = seen[1] < seen[0];
  return seen[queen] > 0 && seen[queen] < side && !twice[queen] ? seen[queen] : 0;
}

/* Rows of symbols (lines[0 .. count), each its line's last side): a queen a row, marked by
 * the one symbol each row has once; or a board all one symbol, empty, told in reading. The
 * rows read (side), or 0. */
static guint
read_symbol_board (Reading     *reading,
                   const guint *lines,
                   guint        count,
                   int          side)
{
  const Line *top = line_at (reading, lines[0]);
  int cols[MAX_SIDE];
  int queens;

  if (count < (guint) side)
    return 0;
  for (int mark = 0; mark < side; mark++)
    {
      gunichar symbol = g_array_index (reading->symbols, gunichar,
                                       top->symbols + top->n_symbols - side + mark);
      gboolean once = TRUE;

      for (int row = 0; row < side && once; row++)
        {
          const Line *line = line_at (reading, lines[row]);
          const gunichar *cells = &g_array_index (reading->symbols, gunichar,
                                                  line->symbols + line->n_symbols - side);

          cols[row] = -1;
          for (int col = 0; col < side && once; col++)
            if (cells[col] == symbol)
              {
                once = cols[row] < 0;
                cols[row] = col;
              }
          once = once && cols[row] >= 0;
        }
      if (once && _kq_printed_add_board_queens (&reading->found[LAYOUT_SYMBOLS], side, cols))
        {
          reading->solved_line = lines[0] + 1;
          return (guint) side;
        }
    }
  if (one_symbol (reading, lines, side))
    {
      reading->empties++;
      reading->empty_line = lines[0] + 1;
      reading->empty_side = side;
      return (guint) side;
    }
  reading->unread++;
  queens = short_queens (reading, lines, side);
  if (queens > 0)
    {
      reading->shorts++;
      reading->short_line = lines[0] + 1;
      reading->short_side = side;
      reading->short_queens = queens;
      return (guint) side;
    }
  return 0;
}

/* Rows of cols numbers (each its line's last cols): a tour's move numbers on a square or a
 * rectangle, or a queen's 1 among 0s a row. The rows read, or 0. */
static guint
read_number_board (Reading     *reading,
                   const guint *lines,
                   guint        count,
                   int          cols)
{
  g_autofree int *values = g_new (int, MAX_SIDE * cols);
  Found *found = &reading->found[LAYOUT_NUMBERS];
  int high = G_MININT;

  for (int rows = 1; rows <= MAX_SIDE && (guint) rows <= count; rows++)
    {
      const Line *line = line_at (reading, lines[rows - 1]);
      int *row = values + (rows - 1) * cols;

      memcpy (row, numbers_of (reading, line) + line->n_numbers - cols, cols * sizeof (int));
      for (int col = 0; col < cols; col++)
        high = MAX (high, row[col]);
      /* (a tour's last move number tells its rows; queens are square) */
      if ((rows == cols || high == rows * cols || high == rows * cols - 1) &&
          (rows == cols ? _kq_printed_read_numbers (found, values, rows * cols)
                        : _kq_printed_read_board (found, values, rows, cols)))
        return (guint) rows;
    }
  return 0;
}

typedef guint (*BoardFunc) (Reading *reading, const guint *lines, guint count, int width);

/* Boards a row a line in lines[0 .. count) of width: wherever some of them in a row are one
 * (a title of the same width, "a b c d e f g h", is passed by). */
static void
read_boards (Reading     *reading,
             const guint *lines,
             guint        count,
             int          width,
             BoardFunc    board)
{
  guint i = 0;

  if (width < MIN_TOUR_ROWS || width > MAX_SIDE)
    return;
  while (i < count)
    {
      guint rows = board (reading, lines + i, count - i, width);

      i += MAX (rows, 1);
    }
}

static guint
symbols_width (const Line *line)
{
  return line->n_symbols;
}

static guint
numbers_width (const Line *line)
{
  return line->n_numbers;
}

/* A line's first number, as a row's label. */
static int
number_label (const Reading *reading,
              const Line    *line)
{
  return numbers_of (reading, line)[0];
}

/* A line's first symbol, where it is a letter, as a row's label ("A R - - -"); else G_MININT. */
static int
letter_label (const Reading *reading,
              const Line    *line)
{
  gunichar first = g_array_index (reading->symbols, gunichar, line->symbols);

  return first <= 0x7f && g_ascii_isalpha ((char) first) ? (int) first : G_MININT;
}

/* Whether the lines' labels (label: a line's, G_MININT none) count up or down by one, as
 * rows' labels do: "5| 3 6 17 12 25 |", "A R - - -". */
static gboolean
labelled (const Reading *reading,
          const GArray  *run,
          int          (*label) (const Reading *reading,
                                 const Line    *line))
{
  int way = 0, last = G_MININT;

  for (guint i = 0; i < run->len; i++)
    {
      int now = label (reading, line_at (reading, g_array_index (run, guint, i)));

      if (now == G_MININT)
        return FALSE;
      if (i > 0 && ((now - last != 1 && now - last != -1) || (way != 0 && now - last != way)))
        return FALSE;
      way = i > 0 ? now - last : 0;
      last = now;
    }
  return run->len > 1;
}

/* Runs of lines of one width (blank lines between them left out), each read by board. */
static void
read_runs (Reading   *reading,
           guint    (*width) (const Line *line),
           BoardFunc  board)
{
  g_autoptr(GArray) run = g_array_new (FALSE, FALSE, sizeof (guint));
  guint run_width = 0;

  for (guint i = 0; i <= reading->lines->len; i++)
    {
      const Line *line = i < reading->lines->len ? line_at (reading, i) : NULL;

      if (line != NULL && line->blank)
        continue;
      if (line == NULL || width (line) != run_width)
        {
          guint before = run->len > 0 ? g_array_index (run, guint, run->len - 1) : 0;

          read_boards (reading, (const guint *) (void *) run->data, run->len, (int) run_width,
                       board);
          /* (rows labelled, their numbers or letters counting up or down: "5| 3 6 17 12 25 |",
           * "A R - - -") */
          if (run_width > 1 &&
              labelled (reading, run, width == numbers_width ? number_label : letter_label))
            read_boards (reading, (const guint *) (void *) run->data, run->len,
                         (int) run_width - 1, board);
          g_array_set_size (run, 0);
          /* a first row after a prompt on its line ("Size: 1 16 11 6 3") is that line's end */
          if (line != NULL && before + 1 == i && width (line_at (reading, before)) > width (line))
            g_array_append_val (run, before);
          run_width = line != NULL ? width (line) : 0;
        }
      if (line != NULL)
        g_array_append_val (run, i);
    }
}

static void
read_square_lines (Reading *reading)
{
  g_autoptr(GArray) run = g_array_new (FALSE, FALSE, sizeof (KqSquare));

  for (guint i = 0; i <= reading->lines->len; i++)
    {
      KqSquare square;

      if (i < reading->lines->len && line_square (reading, line_at (reading, i), &square))
        {
          g_array_append_val (run, square);
          continue;
        }
      read_square_run (reading, (const KqSquare *) (void *) run->data, (int) run->len);
      g_array_set_size (run, 0);
    }
}

/* count numbers, each a square's own (row * side + col from base 0 or 1), a tour of side ×
 * side in order. (Every square once in an order no knight goes is no tour printed wrong here:
 * numbers a line each are a list of anything.) */
static void
read_id_run (Reading   *reading,
             const int *values,
             int        count)
{
  Found *found = &reading->found[LAYOUT_SQUARE_LINES];
  KqPrintedSlip *wrong = found->wrong;
  g_autofree int *squares = NULL;
  int side = kq_square_side (count), base;

  if (side < MIN_TOUR || side > MAX_SIDE || side * side != count ||
      (base = _kq_printed_base_of (values, count, count)) < 0)
    return;
  squares = g_new (int, count);
  for (int i = 0; i < count; i++)
    squares[i] = values[i] - base;
  found->wrong = NULL;
  _kq_printed_read_path (found, side, side, squares);
  found->wrong = wrong;
}

/* Lines of one number each and nothing else: a tour a square a line, each its number ("4",
 * "7", "0" …: a graph's vertex ids, row * n + col). */
static void
read_id_lines (Reading *reading)
{
  g_autoptr(GArray) run = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i <= reading->lines->len; i++)
    {
      const Line *line = i < reading->lines->len ? line_at (reading, i) : NULL;
      const char *c = line != NULL ? line->text : NULL;

      while (line != NULL && c < line->end && (g_ascii_isdigit (*c) || g_ascii_isspace (*c)))
        c++;
      if (line != NULL && line->n_numbers == 1 && c == line->end)
        {
          g_array_append_val (run, numbers_of (reading, line)[0]);
          continue;
        }
      read_id_run (reading, (const int *) (void *) run->data, (int) run->len);
      g_array_set_size (run, 0);
    }
}

/* The line of a board of symbols printed empty after the last of the solutions read in that
 * layout, where the text's boards are those solutions and it alone (0: none). */
static int
emptied_line (const Reading *reading)
{
  const Found *boards = &reading->found[LAYOUT_SYMBOLS];

  return boards->problem == KQ_PROBLEM_QUEENS &&
         reading->empties == 1 && reading->unread == 0 && reading->solved_line > 0 &&
         reading->empty_line > reading->solved_line && reading->empty_side == boards->cols
         ? (int) reading->empty_line : 0;
}

void
kq_printed_read (KqPrinted  *printed,
                 const char *text,
                 gsize       length)
{
  Reading reading = {
    .source = printed->source,
    .numbers = g_array_new (FALSE, FALSE, sizeof (int)),
    .squares = g_array_new (FALSE, FALSE, sizeof (KqSquare)),
    .symbols = g_array_new (FALSE, FALSE, sizeof (gunichar)),
    .lines = g_array_new (FALSE, FALSE, sizeof (Line)),
  };
  const char *end = text + length;
  guint boards;
  int emptied;

  g_return_if_fail (printed != NULL);

  for (int layout = 0; layout < N_LAYOUTS; layout++)
    {
      _kq_printed_found_init (&reading.found[layout]);
      reading.found[layout].wrong = &printed->wrong;
    }
  for (const char *line = text; line < end;)
    {
      const char *stop = _kq_printed_line_stop (line, end);
      const char *next = stop + (stop < end);

      while (stop > line && stop[-1] == '\r')
        stop--;
      _kq_printed_scan_line (&reading, line, stop);
      line = next;
    }
  for (guint i = 0; i < reading.lines->len; i++)
    read_line_alone (&reading, i);
  read_square_lines (&reading);
  read_id_lines (&reading);
  read_runs (&reading, symbols_width, read_symbol_board);
  read_runs (&reading, numbers_width, read_number_board);

  if (reading.wrong_rows > printed->wrong_rows)
    {
      printed->wrong_rows = reading.wrong_rows;
      printed->wrong_row = reading.wrong_row;
    }
  /* (a board short of queens told where it is the text's one board, and the first text's) */
  if (reading.shorts == 1 && reading.unread == 1 && reading.empties == 0 &&
      reading.solved_line == 0 && printed->short_line == 0)
    {
      printed->short_line = (int) reading.short_line;
      printed->short_side = reading.short_side;
      printed->short_queens = reading.short_queens;
    }
  /* (an empty board told where the most solutions were read as boards of symbols) */
  boards = g_hash_table_size (reading.found[LAYOUT_SYMBOLS].keys);
  emptied = emptied_line (&reading);
  for (int layout = 0; layout < N_LAYOUTS; layout++)
    {
      Found *found = &reading.found[layout];
      guint count = g_hash_table_size (found->keys);

      if (count > printed->solutions)
        {
          printed->emptied = count == boards ? emptied : 0;
          printed->solutions = count;
          printed->closed = _kq_printed_closed_tours (found->keys);
          printed->problem = found->problem;
          printed->rows = found->rows;
          printed->cols = found->cols;
        }
      g_hash_table_unref (found->keys);
    }
  g_array_unref (reading.numbers);
  g_array_unref (reading.squares);
  g_array_unref (reading.symbols);
  g_array_unref (reading.lines);
}
