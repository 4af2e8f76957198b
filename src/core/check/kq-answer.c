/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-answer"
#include "config.h"

#include <string.h>

#include "kq-answer.h"
#include "kq-format.h"
#include "kq-queens.h"
#include "kq-tour.h"

/* Numbers in a file: more digits than this are not a row, a column or a
 * move number of any board we check (and would overflow an int). */
#define MAX_DIGITS 9

typedef struct {
  const char *text;
  gsize       length;  /* without the line end and trailing blanks */
  int         number;  /* 1-based */
} Line;

struct _KqAnswerLines {
  char   *text;   /* the file's bytes: the lines point into them */
  GArray *lines;  /* Line */
};

static void
answer_lines_free (KqAnswerLines *kept)
{
  if (kept == NULL)
    return;
  g_free (kept->text);
  g_array_unref (kept->lines);
  g_free (kept);
}

static KqAnswer *
answer_new (KqAnswerKind kind, int n)
{
  KqAnswer *answer = g_new0 (KqAnswer, 1);

  answer->kind = kind;
  answer->n = n;
  answer->queens = g_array_new (FALSE, FALSE, sizeof (KqSquare));
  return answer;
}

void
kq_answer_free (KqAnswer *answer)
{
  if (answer == NULL)
    return;
  g_free (answer->text);
  g_array_unref (answer->queens);
  g_free (answer->placements);
  g_free (answer->cells);
  answer_lines_free (answer->file_lines);
  g_free (answer);
}

/* Records the first error; the verdict follows from its kind. */
static void
fail (KqAnswer *answer, KqAnswerError error, int line)
{
  answer->error = error;
  answer->line = line;
  answer->verdict = error < KQ_ANSWER_OFF_BOARD ? KQ_VERDICT_PRESENTATION : KQ_VERDICT_WRONG;
}

static void
add_red (KqAnswer *answer, KqSquare square)
{
  g_assert (answer->n_squares < (int) G_N_ELEMENTS (answer->squares));
  answer->squares[answer->n_squares++] = square;
}

static void
set_text (KqAnswer *answer, const char *text, gsize length)
{
  g_autofree char *copy = g_strndup (text, length);

  answer->text = kq_format_user_text (copy);
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

/* The lines of the file up to its last one with text, each without its
 * line end and trailing blanks; NULL with the error recorded when the file
 * is not text, too big, or has an empty line before its end. */
static GArray *
read_lines (KqAnswer *answer, const char *data, gsize length)
{
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (Line));
  const char *bad = NULL;
  gsize last = 0;  /* lines up to the last with text */

  if (length > KQ_ANSWER_MAX_BYTES)
    {
      answer->count = KQ_ANSWER_MAX_BYTES / (1024 * 1024);
      fail (answer, KQ_ANSWER_TOO_BIG, 0);
      return NULL;
    }
  /* Notepad saves a student's answer with one. */
  kq_format_skip_bom (&data, &length);
  if (length > 0 && (bad = memchr (data, '\0', length)) == NULL)
    g_utf8_validate_len (data, length, &bad);
  if (bad != NULL && bad < data + length)
    {
      int number = 1;

      for (const char *p = data; p < bad; p++)
        number += *p == '\n';
      fail (answer, KQ_ANSWER_BINARY, number);
      return NULL;
    }

  for (gsize at = 0; at < length;)
    {
      const char *end = memchr (data + at, '\n', length - at);
      gsize next = end != NULL ? (gsize) (end - data) + 1 : length;
      Line line = { data + at, (end != NULL ? (gsize) (end - data) : length) - at,
                    (int) lines->len + 1 };

      while (line.length > 0 && is_blank (line.text[line.length - 1]))
        line.length--;
      g_array_append_val (lines, line);
      if (line.length > 0)
        last = lines->len;
      at = next;
    }
  g_array_set_size (lines, last);

  for (guint i = 0; i < lines->len; i++)
    if (g_array_index (lines, Line, i).length == 0)
      {
        fail (answer, KQ_ANSWER_BLANK_LINE, (int) i + 1);
        return NULL;
      }
  return g_steal_pointer (&lines);
}

static const char *
skip_blanks (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  return p;
}

/* Up to MAX_DIGITS digits at *p, then blanks. */
static gboolean
read_number (const char **p, const char *end, int *value)
{
  int digits = 0;

  *value = 0;
  while (*p < end && g_ascii_isdigit (**p))
    {
      if (++digits > MAX_DIGITS)
        return FALSE;
      *value = *value * 10 + (**p - '0');
      (*p)++;
    }
  *p = skip_blanks (*p, end);
  return digits > 0;
}

static gboolean
read_char (const char **p, const char *end, char c)
{
  if (*p == end || **p != c)
    return FALSE;
  *p = skip_blanks (*p + 1, end);
  return TRUE;
}

/* "(1, 2); (2, 4); …" into 0-based squares (a row or column 0 gives -1). */
static gboolean
read_placement (const Line *line, GArray *squares)
{
  const char *end = line->text + line->length;
  const char *p = skip_blanks (line->text, end);

  g_array_set_size (squares, 0);
  while (p < end)
    {
      int row, col;
      KqSquare square;

      if (!(read_char (&p, end, '(') && read_number (&p, end, &row) && read_char (&p, end, ',') &&
            read_number (&p, end, &col) && read_char (&p, end, ')') && read_char (&p, end, ';')))
        return FALSE;
      square = (KqSquare) { row - 1, col - 1 };
      g_array_append_val (squares, square);
    }
  return TRUE;
}

static void
show_queens (KqAnswer *answer, const KqSquare *squares, guint count)
{
  g_array_set_size (answer->queens, 0);
  g_array_append_vals (answer->queens, squares, count);
}

/* Whether one line's queens are a solution, the queens row by row. */
static gboolean
check_placement (KqAnswer *answer, int number, const KqSquare *q, int count)
{
  const int n = answer->n;

  for (int i = 0; i < count; i++)
    if (!kq_square_on_board (n, q[i]))
      {
        fail (answer, KQ_ANSWER_OFF_BOARD, number);
        add_red (answer, q[i]);
        return FALSE;
      }
  if (count != n)
    {
      fail (answer, KQ_ANSWER_QUEEN_COUNT, number);
      answer->count = (guint64) count;
      return FALSE;
    }
  for (int second = 1; second < count; second++)
    for (int first = 0; first < second; first++)
      if (q[first].row == q[second].row)
        {
          fail (answer, KQ_ANSWER_SAME_ROW, number);
          add_red (answer, q[first]);
          add_red (answer, q[second]);
          return FALSE;
        }
  for (int i = 0; i + 1 < count; i++)
    if (q[i].row > q[i + 1].row)
      {
        fail (answer, KQ_ANSWER_ROW_ORDER, number);
        add_red (answer, q[i]);
        add_red (answer, q[i + 1]);
        return FALSE;
      }
  for (int second = 1; second < count; second++)
    for (int first = 0; first < second; first++)
      {
        KqLine line = kq_queens_line_between (q[first], q[second]);

        if (line != KQ_LINE_NONE)
          {
            fail (answer, KQ_ANSWER_ATTACK, number);
            answer->attack = line;
            add_red (answer, q[first]);
            add_red (answer, q[second]);
            return FALSE;
          }
      }
  return TRUE;
}

static int
compare_cols (const int *a, const int *b, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

/* Placements are kept sorted (each line after the one above it): a repeat
 * is found by bisection. Returns its index or -1. */
static gint64
find_placement (const KqAnswer *answer, const int *cols)
{
  gint64 low = 0, high = (gint64) answer->n_placements - 1;

  while (low <= high)
    {
      gint64 mid = low + (high - low) / 2;
      int c = compare_cols (answer->placements + mid * answer->n, cols, answer->n);

      if (c == 0)
        return mid;
      if (c < 0)
        low = mid + 1;
      else
        high = mid - 1;
    }
  return -1;
}

typedef struct {
  const KqAnswer *answer;
  guint64         matched;
  int             missing[KQ_QUEENS_MAX_N];
} Walk;

static gboolean
walk_listing (const KqEvent *event, gpointer data)
{
  Walk *walk = data;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  if (walk->matched < walk->answer->n_placements &&
      compare_cols (walk->answer->placements + walk->matched * walk->answer->n, event->cells,
                    event->n) == 0)
    {
      walk->matched++;
      return TRUE;
    }
  memcpy (walk->missing, event->cells, sizeof (int) * event->n);
  return FALSE;
}

static guint64
queens_total (int n)
{
  KqQueensCount count;
  guint64 total;

  /* (a student's every run is checked: the known sequence spares a count of n = 14) */
  if (n >= 1 && kq_queens_known_total (n, &total))
    return total;
  kq_queens_count (n, 0, NULL, NULL, &count);
  return count.total;
}

/* Every line a solution, each after the one above: the file is right if
 * there are as many as solutions; else the first one of the listing that
 * it does not have is missing. */
static void
check_complete (KqAnswer *answer)
{
  Walk walk = { answer, 0, { 0 } };

  answer->count = answer->n_placements;
  if (answer->n_placements == answer->total)
    return;

  kq_queens_list (answer->n, FALSE, walk_listing, &walk, NULL);
  fail (answer, KQ_ANSWER_MISSING, 0);
  g_array_set_size (answer->queens, 0);
  for (int row = 0; row < answer->n; row++)
    {
      KqSquare square = { row, walk.missing[row] };

      g_array_append_val (answer->queens, square);
    }
}

/* kept: data itself, to keep with its lines once n is known (freed here
 * otherwise), or NULL. */
static KqAnswer *
check_queens (const char *data, gsize length, int n, char *kept)
{
  g_autoptr(KqAnswer) answer = answer_new (KQ_ANSWER_QUEENS, n);
  g_autoptr(GArray) lines = NULL;
  g_autoptr(GArray) squares = g_array_new (FALSE, FALSE, sizeof (KqSquare));
  g_autofree int *line_of = NULL;  /* the line of each placement */
  g_autofree char *text = kept;
  guint64 capacity;

  lines = read_lines (answer, data, length);
  if (lines == NULL)
    return g_steal_pointer (&answer);

  if (n == 0)
    {
      if (lines->len == 0)
        {
          fail (answer, KQ_ANSWER_EMPTY, 0);
          return g_steal_pointer (&answer);
        }
      if (!read_placement (&g_array_index (lines, Line, 0), squares))
        {
          const Line *line = &g_array_index (lines, Line, 0);

          fail (answer, KQ_ANSWER_NOT_PLACEMENT, 1);
          set_text (answer, line->text, line->length);
          return g_steal_pointer (&answer);
        }
      answer->n = n = (int) squares->len;
    }
  if (n > KQ_ANSWER_QUEENS_MAX_N)
    {
      fail (answer, KQ_ANSWER_BAD_SIZE, 0);
      answer->count = (guint64) n;
      answer->n = 0;
      return g_steal_pointer (&answer);
    }

  if (text != NULL)
    {
      answer->n_lines = lines->len;
      answer->file_lines = g_new0 (KqAnswerLines, 1);
      answer->file_lines->text = g_steal_pointer (&text);
      answer->file_lines->lines = g_array_ref (lines);
    }

  /* Valid lines, each after the one above, are at most all solutions;
   * one more is room for the line being checked. */
  answer->total = queens_total (n);
  capacity = MIN (lines->len, answer->total);
  answer->placements = g_new (int, (gsize) (capacity + 1) * n);
  line_of = g_new (int, capacity + 1);
  for (guint i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);
      int *cols = answer->placements + answer->n_placements * n;
      const KqSquare *q = (const KqSquare *) (gpointer) squares->data;
      gint64 earlier;

      if (!read_placement (line, squares))
        {
          fail (answer, KQ_ANSWER_NOT_PLACEMENT, line->number);
          set_text (answer, line->text, line->length);
          return g_steal_pointer (&answer);
        }
      q = (const KqSquare *) (gpointer) squares->data;
      if (!check_placement (answer, line->number, q, (int) squares->len))
        {
          show_queens (answer, q, squares->len);
          return g_steal_pointer (&answer);
        }
      for (int row = 0; row < n; row++)
        cols[row] = q[row].col;

      earlier = find_placement (answer, cols);
      if (earlier >= 0)
        {
          fail (answer, KQ_ANSWER_REPEAT, line->number);
          answer->other_line = line_of[earlier];
        }
      else if (answer->n_placements > 0 && compare_cols (cols - n, cols, n) > 0)
        {
          fail (answer, KQ_ANSWER_ORDER, line->number);
          answer->other_line = line_of[answer->n_placements - 1];
        }
      if (answer->error != KQ_ANSWER_CORRECT)
        {
          show_queens (answer, q, squares->len);
          return g_steal_pointer (&answer);
        }
      g_assert (answer->n_placements < capacity);
      line_of[answer->n_placements++] = line->number;
    }

  check_complete (answer);
  return g_steal_pointer (&answer);
}

KqAnswer *
kq_answer_check_queens (const char *data, gsize length, int n)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (n >= 0, NULL);

  return check_queens (data, length, n, NULL);
}

KqAnswer *
kq_answer_check_queens_lines (char *data, gsize length, int n)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (n >= 0, NULL);

  return check_queens (data, length, n, data);
}

/* The line as n columns (0-based), when it is n queens row by row on the board. */
static gboolean
placement_cols (const Line *line, int n, GArray *squares, int *cols)
{
  if (!read_placement (line, squares) || squares->len != (guint) n)
    return FALSE;
  for (int row = 0; row < n; row++)
    {
      KqSquare q = g_array_index (squares, KqSquare, row);

      if (q.row != row || !kq_square_on_board (n, q))
        return FALSE;
      cols[row] = q.col;
    }
  return TRUE;
}

/* The file's error, on the line it names. */
static void
copy_error (KqAnswer *answer, const KqAnswer *file)
{
  fail (answer, file->error, file->line);
  answer->other_line = file->other_line;
  answer->count = file->count;
  answer->attack = file->attack;
  answer->n_squares = file->n_squares;
  memcpy (answer->squares, file->squares, sizeof answer->squares);
  answer->text = g_strdup (file->text);
  show_queens (answer, (const KqSquare *) (gpointer) file->queens->data, file->queens->len);
}

KqAnswer *
kq_answer_check_line (const KqAnswer *file, guint number)
{
  g_autoptr(KqAnswer) answer = NULL;
  g_autoptr(GArray) squares = g_array_new (FALSE, FALSE, sizeof (KqSquare));
  g_autofree int *cols = NULL, *above = NULL;
  const Line *line;
  const int n = file != NULL ? file->n : 0;

  g_return_val_if_fail (file != NULL && file->kind == KQ_ANSWER_QUEENS, NULL);

  if (file->file_lines == NULL || number < 1 || number > file->n_lines)
    return NULL;
  answer = answer_new (KQ_ANSWER_QUEENS, n);
  answer->total = file->total;
  answer->of_line = TRUE;
  answer->line = (int) number;
  if ((int) number == file->line)
    {
      copy_error (answer, file);
      return g_steal_pointer (&answer);
    }

  line = &g_array_index (file->file_lines->lines, Line, number - 1);
  if (!read_placement (line, squares))
    {
      fail (answer, KQ_ANSWER_NOT_PLACEMENT, line->number);
      set_text (answer, line->text, line->length);
      return g_steal_pointer (&answer);
    }
  show_queens (answer, (const KqSquare *) (gpointer) squares->data, squares->len);
  if (!check_placement (answer, line->number, (const KqSquare *) (gpointer) squares->data,
                        (int) squares->len))
    return g_steal_pointer (&answer);

  cols = g_new (int, n);
  above = g_new (int, n);
  if (number > 1 && placement_cols (line, n, squares, cols) &&
      placement_cols (line - 1, n, squares, above))
    {
      int order = compare_cols (above, cols, n);

      if (order >= 0)
        {
          fail (answer, order == 0 ? KQ_ANSWER_REPEAT : KQ_ANSWER_ORDER, line->number);
          answer->other_line = line->number - 1;
        }
    }
  return g_steal_pointer (&answer);
}

/* The numbers of a row, blanks apart; a word (or a number of more than
 * MAX_DIGITS digits) stops it. Negative numbers stand for a square not
 * visited, as 0 does (the lessons' h[x][y] = 0; some print -1). row
 * (may be NULL) receives the first n; count the numbers there are. */
static gboolean
read_row (KqAnswer *answer, const Line *line, int n, int *row, int *count)
{
  const char *end = line->text + line->length;
  const char *p = skip_blanks (line->text, end);

  *count = 0;
  while (p < end)
    {
      const char *token = p, *digits = p + (*p == '-');
      int value = 0;

      while (p < end && *p != ' ' && *p != '\t')
        p++;
      if (p == digits || p - digits > MAX_DIGITS)
        digits = NULL;
      for (const char *d = digits; d != NULL && d < p; d++)
        if (g_ascii_isdigit (*d))
          value = value * 10 + (*d - '0');
        else
          digits = NULL;
      if (digits == NULL)
        {
          fail (answer, KQ_ANSWER_NOT_NUMBER, line->number);
          set_text (answer, token, (gsize) (p - token));
          return FALSE;
        }
      if (row != NULL && *count < n)
        row[*count] = *token == '-' ? 0 : value;
      ++*count;
      p = skip_blanks (p, end);
    }
  return TRUE;
}

static KqSquare
square_of (int n, int index)
{
  return (KqSquare) { index / n, index % n };
}

/* The numbers read: each of 1 .. n * n once, move by move a knight's move. */
static void
check_tour (KqAnswer *answer, const KqSquare *start)
{
  const int n = answer->n, total = n * n;
  g_autofree int *where = g_new (int, total + 1);

  for (int v = 0; v <= total; v++)
    where[v] = -1;
  for (int i = 0; i < total; i++)
    {
      int v = answer->cells[i];

      if (v > total)
        {
          fail (answer, KQ_ANSWER_NUMBER_RANGE, 0);
          answer->number = v;
          add_red (answer, square_of (n, i));
          return;
        }
      if (v > 0 && where[v] >= 0)
        {
          fail (answer, KQ_ANSWER_NUMBER_TWICE, 0);
          answer->number = v;
          add_red (answer, square_of (n, where[v]));
          add_red (answer, square_of (n, i));
          return;
        }
      if (v > 0)
        where[v] = i;
    }
  for (int v = 1; v <= total; v++)
    if (where[v] < 0)
      {
        fail (answer, KQ_ANSWER_NUMBER_MISSING, 0);
        answer->number = v;
        if (v > 1)
          add_red (answer, square_of (n, where[v - 1]));
        return;
      }

  answer->start = square_of (n, where[1]);
  if (start != NULL && (start->row != answer->start.row || start->col != answer->start.col))
    {
      fail (answer, KQ_ANSWER_WRONG_START, 0);
      add_red (answer, answer->start);
      answer->start = *start;
      return;
    }
  for (int v = 2; v <= total; v++)
    if (!kq_knight_is_move (square_of (n, where[v - 1]), square_of (n, where[v])))
      {
        fail (answer, KQ_ANSWER_NOT_KNIGHT_MOVE, 0);
        answer->number = v;
        add_red (answer, square_of (n, where[v]));
        add_red (answer, square_of (n, where[v - 1]));
        return;
      }
  answer->closed = total > 1 && kq_knight_is_move (square_of (n, where[total]), answer->start);
}

/* An empty file says there is no tour: right when there is none. */
static void
check_no_tour (KqAnswer *answer, const KqSquare *start)
{
  KqTourRequest request = { .n = answer->n };

  if (start == NULL)
    {
      fail (answer, KQ_ANSWER_EMPTY, 0);
      return;
    }
  answer->start = *start;
  request.row = start->row;
  request.col = start->col;
  if (!kq_tour_known_impossible (&request, NULL))
    fail (answer, KQ_ANSWER_NO_TOUR, 0);
}

KqAnswer *
kq_answer_check_tour (const char *data, gsize length, int n, const KqSquare *start)
{
  g_autoptr(KqAnswer) answer = answer_new (KQ_ANSWER_TOUR, n);
  g_autoptr(GArray) lines = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (n >= 0 && n <= KQ_TOUR_MAX_N, NULL);
  g_return_val_if_fail (start == NULL || (n > 0 && start->row >= 0 && start->row < n &&
                                          start->col >= 0 && start->col < n), NULL);

  lines = read_lines (answer, data, length);
  if (lines == NULL)
    return g_steal_pointer (&answer);
  if (lines->len == 0)
    {
      if (n == 0)
        fail (answer, KQ_ANSWER_EMPTY, 0);
      else
        check_no_tour (answer, start);
      return g_steal_pointer (&answer);
    }

  if (n == 0)
    {
      int count;

      if (!read_row (answer, &g_array_index (lines, Line, 0), 0, NULL, &count))
        return g_steal_pointer (&answer);
      if (count > KQ_TOUR_MAX_N)
        {
          fail (answer, KQ_ANSWER_BAD_SIZE, 0);
          answer->count = (guint64) count;
          return g_steal_pointer (&answer);
        }
      answer->n = n = count;
    }

  /* The numbers are kept only when the rows are as many as they should be. */
  if (lines->len == (guint) n)
    answer->cells = g_new0 (int, (gsize) n * n);
  for (guint i = 0; i < lines->len && i < (guint) n; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);
      int count;

      if (!read_row (answer, line, n, answer->cells != NULL ? answer->cells + (gsize) i * n : NULL,
                     &count))
        return g_steal_pointer (&answer);
      if (count != n)
        {
          fail (answer, KQ_ANSWER_RAGGED, line->number);
          answer->count = (guint64) count;
          return g_steal_pointer (&answer);
        }
    }
  if (lines->len != (guint) n)
    {
      fail (answer, KQ_ANSWER_ROW_COUNT, lines->len > (guint) n ? n + 1 : 0);
      answer->count = lines->len;
      return g_steal_pointer (&answer);
    }

  check_tour (answer, start);
  return g_steal_pointer (&answer);
}

KqAnswerKind
kq_answer_guess_kind (const char *data, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (data[i]))
      return data[i] == '(' ? KQ_ANSWER_QUEENS : KQ_ANSWER_TOUR;
  return KQ_ANSWER_TOUR;
}
