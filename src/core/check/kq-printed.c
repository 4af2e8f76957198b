/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-printed"
#include "config.h"

#include <string.h>

#include "kq-printed-private.h"
#include "kq-queens.h"
#include "kq-square.h"

/* Boards read: queens from MIN_QUEENS a side, tours from 5 a side or 3 × 4 */
#define MIN_TOUR 5
#define MIN_TOUR_ROWS 3
#define MIN_TOUR_SQUARES 12
#define MAX_SIDE 32
/* The most numbers of a line read: a 32 × 32 tour's squares. A longer line is no solution. */
#define LINE_NUMBERS (2 * MAX_SIDE * MAX_SIDE)
/* More digits than this are no row, column or move number of a board read here. */
#define MAX_DIGITS 6
#define BAD_NUMBER G_MININT
/* Words before and after a solution on its line: "Solution 12:", "(n = 8)". */
#define LINE_LABELS 2

typedef enum {
  LAYOUT_LINE,          /* a line: a row of columns, squares, a board flattened */
  LAYOUT_SQUARE_LINES,  /* a square a line */
  LAYOUT_SYMBOLS,       /* a board of symbols, a row a line */
  LAYOUT_NUMBERS,       /* a tour's move numbers, a row a line */
  N_LAYOUTS
} Layout;

typedef struct {
  GHashTable    *keys;     /* a solution's key (owned) → KEY_OPEN, or KEY_CLOSED: a closed
                            * tour's */
  KqProblem      problem;  /* the last one's */
  int            rows, cols;
  KqPrintedSlip *wrong;    /* where a solution printed whole against the rules is told (NULL:
                            * nowhere), if none was before */
} Found;

/* A line shorter than this is never taken as quoted from the source. */
#define QUOTED_MIN 8

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

typedef struct {
  const char *text, *end;       /* in the text read */
  guint    numbers, n_numbers;  /* into Reading.numbers */
  guint    squares, n_squares;  /* chess squares ("c2"), into Reading.squares */
  guint    symbols, n_symbols;  /* a board row's cells, into Reading.symbols */
  gboolean blank;
} Line;

typedef struct {
  GBytes *source;   /* NULL: none given */
  GArray *numbers;  /* int */
  GArray *squares;  /* KqSquare */
  GArray *symbols;  /* gunichar */
  GArray *lines;    /* Line */
  Found   found[N_LAYOUTS];
  guint64       wrong_rows;  /* as KqPrinted's, of this text */
  KqPrintedSlip wrong_row;
  /* boards of symbols: the line (from 1) of the last read as a solution; of the last all one
   * symbol, and its side; how many were all one symbol, and how many others read nothing */
  guint   solved_line, empty_line;
  int     empty_side;
  guint   empties, unread;
  /* of those that read nothing, the boards of two symbols, one of them at most once a row
   * and a column and in fewer rows than side: how many, the last one's line (from 1), its
   * side and its queens */
  guint   shorts, short_line;
  int     short_side, short_queens;
} Reading;

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

/* ---- solutions checked by the rules */

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
static gboolean
first_attack (int        n,
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
  return !first_attack (n, cols, &row, &by);
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
static gboolean
one_a_column (const int *cols,
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
static gboolean
add_board_queens (Found     *found,
                  int        n,
                  const int *cols)
{
  int row, by;

  if (add_queens (found, n, cols))
    return TRUE;
  if (found->wrong != NULL && found->wrong->move == 0 && one_a_column (cols, n, 0) &&
      first_attack (n, cols, &row, &by))
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
static int
base_of (const int *values,
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
static gboolean
read_columns (Found     *found,
              const int *values,
              int        n)
{
  int cols[MAX_SIDE];
  int base;

  if (n < MIN_QUEENS || n > MAX_SIDE || (base = base_of (values, n, n)) < 0)
    return FALSE;
  for (int i = 0; i < n; i++)
    cols[i] = values[i] - base;
  return add_queens (found, n, cols);
}

/* A tour on rows × cols given by where each move stands: squares[move] = row * cols + col. */
static gboolean
read_path (Found     *found,
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
static guint64
closed_tours (GHashTable *keys)
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
static gboolean
read_squares (Found         *found,
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
      (base = base_of (values, 2 * count, count)) >= 0 &&
      read_queen_squares (found, squares, count, base))
    return TRUE;
  /* a tour's board: as far as its squares go (a rectangle's too) */
  if ((base = base_of (values, 2 * count, MAX_SIDE)) < 0)
    return FALSE;
  rows += 1 - base;
  cols += 1 - base;
  if (rows * cols != count || MIN (rows, cols) < MIN_TOUR_ROWS || count < MIN_TOUR_SQUARES ||
      (rows == cols && rows < MIN_TOUR))
    return FALSE;
  for (int i = 0; i < count; i++)
    values[i] = (squares[i].row - base) * cols + squares[i].col - base;
  return read_path (found, rows, cols, values);
}

/* A board flattened: rows × cols cells of 0 and 1 (a queen a row, square), or of move
 * numbers. */
static gboolean
read_board (Found     *found,
            const int *values,
            int        rows,
            int        cols)
{
  int count = rows * cols;
  int side = cols;
  int base = base_of (values, count, count);
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
      return add_board_queens (found, side, queens);
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
  return read_path (found, rows, cols, squares);
}

/* count numbers as a solution: a row of columns, squares as pairs, a board flattened. */
static gboolean
read_numbers (Found         *found,
              gconstpointer  items,
              int            count)
{
  const int *values = items;
  int side;

  for (int i = 0; i < count; i++)
    if (values[i] == BAD_NUMBER)
      return FALSE;
  if (read_columns (found, values, count))
    return TRUE;
  if (count % 2 == 0)
    {
      g_autofree KqSquare *squares = g_new (KqSquare, count / 2);

      for (int i = 0; i < count / 2; i++)
        squares[i] = (KqSquare) { values[2 * i], values[2 * i + 1] };
      if (read_squares (found, squares, count / 2))
        return TRUE;
    }
  for (side = MIN_QUEENS; side <= MAX_SIDE && side * side < count; side++)
    ;
  return side <= MAX_SIDE && side * side == count && read_board (found, values, side, side);
}

/* ---- a line's words */

/* The numbers of text, each of its own ("-1" a negative one), appended to into; FALSE, none
 * appended: more than LINE_NUMBERS, too many to be a solution. */
static gboolean
parse_numbers (const char *text,
               const char *end,
               GArray     *into)
{
  guint first = into->len;

  for (const char *c = text; c < end;)
    {
      const char *digits = c;
      int number = 0;

      if (!g_ascii_isdigit (*c))
        {
          c++;
          continue;
        }
      for (; c < end && g_ascii_isdigit (*c); c++)
        if (c - digits < MAX_DIGITS)
          number = number * 10 + (*c - '0');
      if (c - digits > MAX_DIGITS)
        number = BAD_NUMBER;
      else if (digits > text && digits[-1] == '-' &&
               (digits - 1 == text || !g_ascii_isalnum (digits[-2])))
        number = -number;
      if (into->len - first == LINE_NUMBERS)
        {
          g_array_set_size (into, first);
          return FALSE;
        }
      g_array_append_val (into, number);
    }
  return TRUE;
}

static void
scan_numbers (Reading    *reading,
              Line       *line,
              const char *text,
              const char *end)
{
  line->numbers = reading->numbers->len;
  parse_numbers (text, end, reading->numbers);
  line->n_numbers = reading->numbers->len - line->numbers;
}

/* Squares in chess's words, "a1", "c2": a letter and a number, a word of their own. */
static void
scan_chess (Reading    *reading,
            Line       *line,
            const char *text,
            const char *end)
{
  line->squares = reading->squares->len;
  for (const char *c = text; c < end; c++)
    {
      const char *word = c;
      int rank = 0;

      if (!g_ascii_islower (*c) || (c > text && g_ascii_isalnum (c[-1])))
        continue;
      for (c++; c < end && g_ascii_isdigit (*c) && c - word <= 2; c++)
        rank = rank * 10 + (*c - '0');
      if (c - word >= 2 && (c == end || !g_ascii_isalnum (*c)))
        {
          KqSquare square = { rank - 1, *word - 'a' };

          g_array_append_val (reading->squares, square);
          line->n_squares++;
        }
    }
}

static gboolean
is_separator (gunichar c)
{
  return g_unichar_isspace (c) || (c < 0x80 && strchr (",;[](){}'\"|", (int) c) != NULL);
}

static gboolean
all_digits (const char *text,
            const char *end)
{
  if (text == end)
    return FALSE;
  for (; text < end; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

/* One character, as the piece of text it is; 0: not one. */
static gunichar
one_char (const char *text,
          const char *end)
{
  gunichar c;

  if (text == end)
    return 0;
  c = g_utf8_get_char_validated (text, end - text);
  if (c == (gunichar) -1 || c == (gunichar) -2 || g_utf8_next_char (text) != end)
    return 0;
  return c;
}

typedef struct {
  const char *start, *end;
} Word;

/* Whether words from first on are each one digit. */
static gboolean
digits_alone (const GArray *words,
              guint         first)
{
  for (guint i = first; i < words->len; i++)
    {
      const Word *word = &g_array_index (words, Word, i);

      if (one_char (word->start, word->end) == 0 || !g_ascii_isdigit (*word->start))
        return FALSE;
    }
  return TRUE;
}

/* A board's row of symbols: "Q . . .", "Q...", "[1, 0, 0, 0]", "| Q |   |", a row's label
 * ("3 Q . . .") left out. Else none. */
static void
scan_symbols (Reading    *reading,
              Line       *line,
              const char *text,
              const char *end)
{
  g_autoptr(GArray) words = g_array_new (FALSE, FALSE, sizeof (Word));
  guint rules = 0;
  gboolean ruled = FALSE;
  guint first = 0;

  line->symbols = reading->symbols->len;
  if (!g_utf8_validate (text, end - text, NULL))
    return;
  /* ruled when a rule stands between cells: "| Q |   |", not "| Q . . |" */
  for (const char *c = text; c < end; c++)
    rules += *c == '|';
  if (rules >= 3)
    {
      /* cells between rules, an empty one a blank */
      const char *piece = text;

      ruled = TRUE;
      for (const char *c = text; c <= end; c++)
        if (c == end || *c == '|')
          {
            Word word = { piece, c };

            while (word.start < word.end && g_ascii_isspace (*word.start))
              word.start++;
            while (word.end > word.start && g_ascii_isspace (word.end[-1]))
              word.end--;
            g_array_append_val (words, word);
            piece = c + 1;
          }
      if (g_array_index (words, Word, 0).start == g_array_index (words, Word, 0).end)
        first = 1;
      if (g_array_index (words, Word, words->len - 1).start ==
          g_array_index (words, Word, words->len - 1).end)
        g_array_set_size (words, words->len - 1);
    }
  else
    {
      const char *c = text;

      while (c < end)
        {
          Word word;

          while (c < end && is_separator (g_utf8_get_char (c)))
            c = g_utf8_next_char (c);
          if (c == end)
            break;
          word.start = c;
          while (c < end && !is_separator (g_utf8_get_char (c)))
            c = g_utf8_next_char (c);
          word.end = c;
          g_array_append_val (words, word);
        }
    }
  /* a row's label, "3 Q . . .", unless the row is of digits itself ("1 0 0 0") */
  if (first + 1 < words->len && all_digits (g_array_index (words, Word, first).start,
                                            g_array_index (words, Word, first).end) &&
      (ruled || !digits_alone (words, first)))
    first++;
  if (first + 1 == words->len)
    {
      /* one word: its characters ("Q......."), if it is long enough for a board */
      Word word = g_array_index (words, Word, first);

      if (g_utf8_strlen (word.start, word.end - word.start) < MIN_QUEENS)
        return;
      for (const char *c = word.start; c < word.end; c = g_utf8_next_char (c))
        {
          gunichar symbol = g_utf8_get_char (c);

          g_array_append_val (reading->symbols, symbol);
        }
      line->n_symbols = reading->symbols->len - line->symbols;
      return;
    }
  for (guint i = first; i < words->len; i++)
    {
      Word word = g_array_index (words, Word, i);
      gunichar symbol = word.start == word.end ? ' ' : one_char (word.start, word.end);

      if (symbol == 0)
        {
          g_array_set_size (reading->symbols, line->symbols);
          return;
        }
      g_array_append_val (reading->symbols, symbol);
    }
  line->n_symbols = reading->symbols->len - line->symbols;
}

/* Whether the line (trimmed) stands in a string of the source: an answer written in the
 * program ("writeln('(1,1)->(3,2)->…')"), not found. A sample in a comment is no string. */
static gboolean
quoted (const Reading *reading,
        const char    *text,
        const char    *end)
{
  gsize length;
  const char *source;

  while (text < end && g_ascii_isspace (*text))
    text++;
  while (end > text && g_ascii_isspace (end[-1]))
    end--;
  if (reading->source == NULL || end - text < QUOTED_MIN)
    return FALSE;
  source = g_bytes_get_data (reading->source, &length);
  for (const char *at = source; at < source + length;)
    {
      const char *found = memmem (at, source + length - at, text, end - text);

      if (found == NULL)
        return FALSE;
      if (found > source && (found[-1] == '"' || found[-1] == '\''))
        return TRUE;
      at = found + 1;
    }
  return FALSE;
}

static void
scan_line (Reading    *reading,
           const char *text,
           const char *end)
{
  Line line = { .text = text, .end = end };

  if (quoted (reading, text, end))
    {
      /* read as no solution, and as no part of one */
      g_array_append_val (reading->lines, line);
      return;
    }

  /* (a board's rules, "+---+---+", are no row: as a blank line, they part no board's rows) */
  line.blank = TRUE;
  for (const char *c = text; c < end && line.blank; c++)
    line.blank = g_ascii_isspace (*c) || (*c != '\0' && strchr ("+-=_~|", *c) != NULL);
  scan_numbers (reading, &line, text, end);
  scan_chess (reading, &line, text, end);
  if (!line.blank)
    scan_symbols (reading, &line, text, end);
  g_array_append_val (reading->lines, line);
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

static void
found_init (Found *found)
{
  found->keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  found->problem = KQ_PROBLEM_QUEENS;
  found->rows = found->cols = 0;
  found->wrong = NULL;
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
        if (parse_numbers (open + 1, c, numbers))
          any |= read_numbers (found, numbers->data, (int) numbers->len);
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

  return n >= MIN_QUEENS && n <= MAX_SIDE && (base = base_of (values, n, n)) >= 0 &&
         one_a_column (values, n, base) ? base : -1;
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
        int n = count - front - back, cols[MAX_SIDE], row, by, base;
        guint next = i + 1;

        if ((base = permutation_base (values, n)) < 0)
          continue;
        while (next < reading->lines->len && line_at (reading, next)->blank)
          next++;
        if (next < reading->lines->len && line_at (reading, next)->n_symbols == (guint) n &&
            permutation_base (numbers_of (reading, line_at (reading, next)),
                              (int) line_at (reading, next)->n_numbers) < 0)
          return;
        for (int r = 0; r < n; r++)
          cols[r] = values[r] - base;
        if (!first_attack (n, cols, &row, &by))
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

  if (read_labelled (found, numbers, sizeof (int), count, read_numbers) ||
      read_groups (found, line))
    return;
  if (line->n_squares == 0)
    note_wrong_row (reading, i);
  if (line->n_squares >= MIN_QUEENS &&
      read_squares (found, &g_array_index (reading->squares, KqSquare, line->squares),
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
      read_columns (found, columns, (int) line->n_symbols);
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
  if ((base = base_of (values, 2 * count, side)) < 0)
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
  if (read_labelled (found, squares, sizeof (KqSquare), count, read_squares))
    return;
  for (int side = MIN_QUEENS; side <= MAX_SIDE && side < count; side++)
    {
      Found chunks;

      if (count % side != 0)
        continue;
      found_init (&chunks);
      for (int i = 0; i < count; i += side)
        read_squares (&chunks, squares + i, side);
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
      if (once && add_board_queens (&reading->found[LAYOUT_SYMBOLS], side, cols))
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
          (rows == cols ? read_numbers (&reading->found[LAYOUT_NUMBERS], values, rows * cols)
                        : read_board (&reading->found[LAYOUT_NUMBERS], values, rows, cols)))
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

/* Whether the lines' first numbers count up or down by one, as rows' labels do. */
static gboolean
labelled (const Reading *reading,
          const GArray  *run)
{
  int way = 0;

  for (guint i = 1; i < run->len; i++)
    {
      int step = numbers_of (reading, line_at (reading, g_array_index (run, guint, i)))[0] -
                 numbers_of (reading, line_at (reading, g_array_index (run, guint, i - 1)))[0];

      if ((step != 1 && step != -1) || (way != 0 && step != way))
        return FALSE;
      way = step;
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
          /* (rows labelled, their numbers counting up or down: "5| 3 6 17 12 25 |") */
          if (width == numbers_width && run_width > 1 && labelled (reading, run))
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
      (base = base_of (values, count, count)) < 0)
    return;
  squares = g_new (int, count);
  for (int i = 0; i < count; i++)
    squares[i] = values[i] - base;
  found->wrong = NULL;
  read_path (found, side, side, squares);
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
      found_init (&reading.found[layout]);
      reading.found[layout].wrong = &printed->wrong;
    }
  for (const char *line = text; line < end;)
    {
      const char *stop = _kq_printed_line_stop (line, end);
      const char *next = stop + (stop < end);

      while (stop > line && stop[-1] == '\r')
        stop--;
      scan_line (&reading, line, stop);
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
          printed->closed = closed_tours (found->keys);
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
