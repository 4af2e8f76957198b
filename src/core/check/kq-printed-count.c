/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed-count.c: the counts a program's output says, read where no board of it is: one
 * n's ("Number of solutions: 92"), a run of sizes' one a line, or a few sizes' beside a board
 * of another */
#define G_LOG_DOMAIN "kq-printed"
#include "config.h"

#include <string.h>

#include "kq-printed-private.h"
#include "kq-queens.h"

/* The most numbers of a line that says a count beside its n: "8,92,0.000" */
#define SAID_NUMBERS 4

/* The numbers of a line, each of its own (at most max, the rest left out). */
static guint
line_numbers (const char *text,
              const char *end,
              guint64    *numbers,
              guint       max)
{
  guint count = 0;

  for (const char *c = text; c < end && count < max; c++)
    if (g_ascii_isdigit (*c) && (c == text || !g_ascii_isdigit (c[-1])))
      {
        guint64 number = 0;
        int digits = 0;

        for (; c < end && g_ascii_isdigit (*c); c++, digits++)
          number = number * 10 + (guint64) (*c - '0');
        if (digits <= 18)
          numbers[count++] = number;
        c--;
      }
  return count;
}

/* Whether the line ends in a number (a full stop and spaces after it aside). */
static gboolean
ends_in_number (const char *text,
                const char *end)
{
  while (end > text && (g_ascii_isspace (end[-1]) || end[-1] == '.'))
    end--;
  return end > text && g_ascii_isdigit (end[-1]);
}

/* Whether number is one of the line's numbers but those at the places skip has as bits. */
static gboolean
holds_but (const guint64 *numbers,
           guint          count,
           guint64        number,
           guint64        skip)
{
  for (guint i = 0; i < count; i++)
    if (numbers[i] == number && !(i < 64 && skip >> i & 1))
      return TRUE;
  return FALSE;
}

static gboolean
holds (const guint64 *numbers,
       guint          count,
       guint64        number)
{
  return holds_but (numbers, count, number, 0);
}

/* Whether two lines are the same but for their numbers: "9 - ( 4 , 6 )", "10 - ( 6 , 7 )". */
static gboolean
same_but_numbers (const char *a,
                  const char *a_end,
                  const char *b,
                  const char *b_end)
{
  while (a < a_end && b < b_end)
    {
      gboolean digit = g_ascii_isdigit (*a);

      if (digit != g_ascii_isdigit (*b) || (!digit && *a != *b))
        return FALSE;
      for (a++, b++; digit && a < a_end && g_ascii_isdigit (*a); a++);
      for (; digit && b < b_end && g_ascii_isdigit (*b); b++);
    }
  return a == a_end && b == b_end;
}

/* The places (as bits) where two lines of as many numbers hold two that are one apart. */
static guint64
one_apart (const guint64 *numbers,
           const guint64 *other,
           guint          count)
{
  guint64 bits = 0;

  for (guint i = 0; i < count; i++)
    bits |= (guint64) (numbers[i] + 1 == other[i] || other[i] + 1 == numbers[i]) << i;
  return bits;
}

/* The numbers of the line from line to stop (as bits of their places) that count up or down
 * by one from the line before or to the line after, the same but for its numbers: a list's
 * running numbers ("39 - ( 4 , 6 )", "40 - ( 6 , 7 )": a path's moves; "4: 2", "5: 10": the
 * sizes), never a count said. */
static guint64
running (const char *text,
         const char *end,
         const char *line,
         const char *stop)
{
  guint64 numbers[64], other[64], bits = 0;
  guint count = line_numbers (line, stop, numbers, G_N_ELEMENTS (numbers));
  const char *before = line, *after = stop + (stop < end);
  const char *after_stop = _kq_printed_line_stop (after, end);

  if (line > text)
    for (before = line - 1; before > text && before[-1] != '\n'; before--);
  if (line > text && same_but_numbers (before, line - 1, line, stop) &&
      line_numbers (before, line - 1, other, G_N_ELEMENTS (other)) == count)
    bits |= one_apart (numbers, other, count);
  if (after < end && same_but_numbers (line, stop, after, after_stop) &&
      line_numbers (after, after_stop, other, G_N_ELEMENTS (other)) == count)
    bits |= one_apart (numbers, other, count);
  return bits;
}

/* The least lines of counts, one n after another, taken as a search over several n */
#define SIZES_LEAST 3

/* Size k's count, the empty board's one for k = 0 (as a search over k = 0 … n counts it). */
static gboolean
size_total (int      k,
            guint64 *total)
{
  if (k != 0)
    return kq_queens_known_total (k, total);
  *total = 1;
  return TRUE;
}

/* The sizes k a line of a few numbers names beside total (k): "There are 10 solutions to 5
 * queens", as bits; 0 only as one of two numbers, "0" and "1". */
static guint32
sizes_named (const guint64 *numbers,
             guint          count)
{
  guint32 sizes = 0;
  guint64 total;

  G_STATIC_ASSERT (KQ_QUEENS_KNOWN_N < 32);
  for (guint i = 0; count <= SAID_NUMBERS && i < count; i++)
    if ((numbers[i] >= 1 || count == 2) && numbers[i] <= KQ_QUEENS_KNOWN_N &&
        size_total ((int) numbers[i], &total) && holds (numbers, count, total))
      sizes |= 1u << numbers[i];
  return sizes;
}

/* A run of lines naming k, k + 1, k + 2 …, and the best one so far. */
typedef struct {
  int     n;            /* known, else 0 */
  int     from, last;   /* the run's first and last k (last -1: none) */
  guint64 sum, best;
  int     least, most;  /* the best run's */
} SizesRun;

/* The next line that holds numbers names sizes (bits). */
static void
sizes_run_add (SizesRun *run,
               guint32   sizes)
{
  guint64 total;

  if (run->last >= 0 && (sizes & (1u << (run->last + 1))))
    run->last++;
  else if (sizes != 0)
    {
      /* a new run, from the least k the line names */
      run->from = run->last = g_bit_nth_lsf (sizes, -1);
      run->sum = 0;
    }
  else
    run->last = -1;
  if (run->last < 0 || !size_total (run->last, &total))
    return;
  run->sum += total;
  if (run->last - run->from + 1 >= SIZES_LEAST && run->last > MIN_QUEENS &&
      (run->n <= 0 || run->last == run->n) && run->sum > run->best)
    {
      run->best = run->sum;
      run->least = run->from;
      run->most = run->last;
    }
}

/* A search over each n in turn, one line a count (k = 0 or 1 .. n): of the runs of lines
 * naming k, k + 1, k + 2 … (three at least) each beside its total, ending past 4 (a count of
 * 10 or more in it) and at n where n is known, the largest sum of their counts, with its first
 * and last k; else 0. Lines with no number (a board printed between) do not break a run; a
 * line of one number, then one of its count, may be one ("… when there is 5 queens", "10"). */
static guint64
count_sizes (const char *text,
             const char *end,
             int         n,
             int        *least,
             int        *most)
{
  SizesRun run = { .n = n, .last = -1 };
  gboolean alone = FALSE;  /* the last line held one number, not yet read */
  guint64 before = 0;      /* that number */

  for (const char *line = text, *stop; line < end; line = stop + (stop < end))
    {
      guint64 numbers[SAID_NUMBERS + 1];
      guint count;
      guint32 paired;

      stop = _kq_printed_line_stop (line, end);
      count = line_numbers (line, stop, numbers, G_N_ELEMENTS (numbers));
      if (count == 0)
        continue;
      paired = alone && count == 1 ? sizes_named ((guint64[]) { before, numbers[0] }, 2) : 0;
      if (paired != 0)
        {
          sizes_run_add (&run, paired);
          alone = FALSE;
          continue;
        }
      if (alone)
        sizes_run_add (&run, sizes_named (&before, 1));
      /* (a size whose count may come on the next line: read with it) */
      alone = count == 1;
      before = numbers[0];
      if (!alone)
        sizes_run_add (&run, sizes_named (numbers, count));
    }
  if (alone)
    sizes_run_add (&run, sizes_named (&before, 1));
  *least = run.least;
  *most = run.most;
  return run.best;
}

/* The n whose count alone a line holds, where n is not known: one past the lessons' 8
 * (92, 352 …: no other n has them; a lone 4 or 10 could be anything), else 0. */
static int
lone_count (const guint64 *numbers,
            guint          count)
{
  guint64 total;

  for (int k = 8; count == 1 && k <= KQ_QUEENS_KNOWN_N; k++)
    if (kq_queens_known_total (k, &total) && total == numbers[0])
      return k;
  return 0;
}

/* The count said on a line where n is known (its total), else the n it names beside its count
 * or alone, the count at none of the places skip has as bits; 0: none. */
static int
count_on_line (const char *line,
               const char *stop,
               int         n,
               guint64     total,
               guint64     skip)
{
  guint64 numbers[64], named;
  guint count = line_numbers (line, stop, numbers, G_N_ELEMENTS (numbers));

  /* n known: its count as the line's last number ("Number of solutions: 92"; under 10 only
   * alone: "4", not "4 queens placed"), or beside n on a short line ("8,92,0.000"), not among
   * a board's numbers */
  if (n > 0)
    return (count > 0 && ends_in_number (line, stop) &&
            holds_but (numbers + count - 1, 1, total, skip >> (count - 1)) &&
            (total >= 10 || count == 1)) ||
           (total >= 10 && count <= SAID_NUMBERS && holds_but (numbers, count, total, skip) &&
            holds (numbers, count, (guint64) n)) ? n : 0;
  /* n unknown: a short line that names some n and its count, "8,92,0.000" */
  for (guint i = 0; count <= SAID_NUMBERS && i < count; i++)
    if (numbers[i] >= MIN_QUEENS && numbers[i] <= KQ_QUEENS_KNOWN_N &&
        kq_queens_known_total ((int) numbers[i], &named) && named >= 10 &&
        holds_but (numbers, count, named, skip))
      return (int) numbers[i];
  return skip & 1 ? 0 : lone_count (numbers, count);
}

guint64
kq_printed_count_said (const char *text,
                       gsize       length,
                       int         n,
                       int        *said_least,
                       int        *said_n)
{
  const char *end = text + length;
  int least = 0, most = 0;
  guint64 total = count_sizes (text, end, n, &least, &most);

  if (total == 0)
    {
      guint64 known = 0;

      if (n > 0 && !kq_queens_known_total (n, &known))
        return 0;
      for (const char *line = text, *stop; line < end && most == 0; line = stop + (stop < end))
        {
          stop = _kq_printed_line_stop (line, end);
          least = most = count_on_line (line, stop, n, known, running (text, end, line, stop));
        }
      if (most == 0 || !kq_queens_known_total (most, &total))
        return 0;
    }
  if (said_least != NULL)
    *said_least = least;
  if (said_n != NULL)
    *said_n = most;
  return total;
}

guint64
kq_printed_count_said_beside (const char *text,
                              gsize       length,
                              int         printed_n,
                              int        *said_least,
                              int        *said_n)
{
  const char *end = text + length;
  guint64 sum = 0, total;
  guint64 named = 0;  /* the sizes counted, as bits: each once */

  *said_least = *said_n = 0;
  for (const char *line = text, *stop; line < end; line = stop + (stop < end))
    {
      int n;

      stop = _kq_printed_line_stop (line, end);
      n = count_on_line (line, stop, 0, 0, running (text, end, line, stop));
      if (n <= 0 || n == printed_n || n > 63 || (named & (G_GUINT64_CONSTANT (1) << n)) ||
          !kq_queens_known_total (n, &total))
        continue;
      named |= G_GUINT64_CONSTANT (1) << n;
      sum += total;
      *said_least = *said_least == 0 ? n : MIN (*said_least, n);
      *said_n = MAX (*said_n, n);
    }
  return sum;
}

/* The input's sizes given at most; a line's numbers read at most (its case's number and count,
 * and one more to tell a longer line). */
#define PER_SIZE_MAX 64
#define PER_SIZE_NUMBERS 3

guint64
kq_printed_count_said_per_size (const char *text,
                                gsize       length,
                                const char *input,
                                gsize       input_length,
                                guint      *sizes_counted)
{
  const char *end = text + length;
  guint64 sizes[PER_SIZE_MAX], sum = 0, total;
  guint n_sizes = line_numbers (input, input + input_length, sizes, G_N_ELEMENTS (sizes));
  guint next = 0, counted = 0;

  for (const char *line = text, *stop; line < end; line = stop + (stop < end))
    {
      guint64 numbers[PER_SIZE_NUMBERS];
      guint count, k = next;

      stop = _kq_printed_line_stop (line, end);
      count = line_numbers (line, stop, numbers, G_N_ELEMENTS (numbers));
      if (count == 0)
        continue;
      /* the next size the input gives whose count this is, the sizes between (T) skipped;
       * a case's number before it is the case's own (counted from 1 again by a second loop
       * of cases), or its n */
      for (; k < n_sizes; k++)
        if (sizes[k] >= 1 && sizes[k] <= KQ_QUEENS_KNOWN_N &&
            kq_queens_known_total ((int) sizes[k], &total) && total == numbers[count - 1])
          break;
      if (k == n_sizes || count > 2 || !ends_in_number (line, stop) ||
          (count == 2 && (numbers[0] < 1 || numbers[0] > counted + 1) &&
           numbers[0] != sizes[k]))
        return 0;
      next = k + 1;
      counted++;
      sum += total;
    }
  *sizes_counted = counted;
  return sum;
}

/* The words a count told in words names what it counts by */
static const char * const counted[] = {
  "solution", "tour", "ways", "arrangement", "placement", "nghiem", "nghi\xe1\xbb\x87m", "cach",
  "c\xc3\xa1" "ch",
};

/* The end of the number at c. */
static const char *
digits_end (const char *c,
            const char *stop)
{
  while (c < stop && g_ascii_isdigit (*c))
    c++;
  return c;
}

/* Whether a counted word begins at c. */
static gboolean
counted_at (const char *c,
            const char *end)
{
  for (gsize i = 0; i < G_N_ELEMENTS (counted); i++)
    if ((gsize) (end - c) >= strlen (counted[i]) &&
        g_ascii_strncasecmp (c, counted[i], strlen (counted[i])) == 0)
      return TRUE;
  return FALSE;
}

/* Whether a counted word begins within the next few words of the line from c: "solutions",
 * "distinct solutions", "possible ways to place". */
static gboolean
counted_ahead (const char *c,
               const char *end,
               guint       words)
{
  for (guint word = 0; word <= words && c < end; word++)
    {
      while (c < end && *c == ' ')
        c++;
      if (counted_at (c, end))
        return TRUE;
      /* (a word of letters only: "92 solutions for 8" is not "8 for … solutions") */
      while (c < end && *c != ' ')
        if (g_ascii_isdigit (*c++))
          return FALSE;
    }
  return FALSE;
}

/* Whether a counted word stands before at on the line, with a ':' or '=' between them and
 * nothing but spaces, a full stop and its end after at's number: "Number of solutions: 92",
 * "Tong so nghiem = 4" (not "Solution 3", a heading). */
static gboolean
counted_before (const char *line,
                const char *at,
                const char *stop)
{
  const char *c = at;
  gboolean separated = FALSE;

  if (!ends_in_number (at, stop))
    return FALSE;
  while (c > line && !g_ascii_isalpha (c[-1]) && (guchar) c[-1] < 0x80)
    separated |= *--c == ':' || *c == '=';
  if (!separated)
    return FALSE;
  for (;; c--)
    if (counted_at (c, at))
      return TRUE;
    else if (c == line)
      return FALSE;
}

gboolean
kq_printed_count_told (const char *text,
                       gsize       length,
                       int         n,
                       guint64    *count,
                       int        *told_line)
{
  const char *end = text + length;
  gboolean told = FALSE;
  int number_of_line = 0;

  for (const char *line = text, *stop; line < end; line = stop + (stop < end))
    {
      const char *at[2] = { NULL, NULL };
      guint64 value[2] = { 0, 0 };
      guint numbers = 0;

      stop = _kq_printed_line_stop (line, end);
      number_of_line++;
      for (const char *c = line; c < stop && numbers <= 2; c++)
        if (g_ascii_isdigit (*c) && (c == line || !g_ascii_isdigit (c[-1])))
          {
            const char *from = c;
            guint64 number = 0;

            for (; c < stop && g_ascii_isdigit (*c); c++)
              number = MIN (number * 10 + (guint64) (*c - '0'), G_MAXUINT32);
            /* (a time is no number of its own: "92 solutions in 0.25 s") */
            if (c + 1 < stop && *c == '.' && g_ascii_isdigit (c[1]))
              {
                c = digits_end (c + 1, stop) - 1;
                continue;
              }
            if (numbers < 2)
              {
                at[numbers] = from;
                value[numbers] = number;
              }
            numbers++;
            c--;
          }
      /* one number, n beside it aside ("8 queens: 92 solutions") */
      if (numbers == 2 && n > 0 && (value[0] == (guint64) n) != (value[1] == (guint64) n))
        {
          int other = value[0] == (guint64) n;

          at[0] = at[other];
          value[0] = value[other];
          numbers = 1;
        }
      /* (n alone is no count: "Solutions for n = 8") */
      if (numbers != 1 || (n > 0 && value[0] == (guint64) n) ||
          !(counted_ahead (digits_end (at[0], stop), stop, 2) ||
            counted_before (line, at[0], stop)))
        continue;
      if (told && value[0] != *count)
        return FALSE;
      told = TRUE;
      *count = value[0];
      *told_line = number_of_line;
    }
  return told;
}

/* How a program says in words that n has no solution ("Solution does not exist", Romanian's
 * "Nu exista solutie", Vietnamese "Không có nghiệm"), its letters lowered (ASCII's). */
static const char * const none_phrases[] = {
  "no solution", "solution does not exist", "solution doesn't exist", "solution not exist",
  "solution not found", "not possible", "nu exista solutie", "no existe solucion",
  "no existe solución", "no hay solucion", "no hay solución", "keine lösung",
  "pas de solution", "aucune solution", "nessuna soluzione", "nenhuma solução",
  "không có nghiệm", "không có lời giải", "vô nghiệm", "无解", "没有解",
};

gboolean
kq_printed_none_told (const char *text,
                      gsize       length,
                      int        *told_line)
{
  const char *end = text + length;
  int number_of_line = 0;

  for (const char *line = text, *stop; line < end; line = stop + (stop < end))
    {
      g_autofree char *lowered = NULL;
      gboolean digits = FALSE;

      stop = _kq_printed_line_stop (line, end);
      number_of_line++;
      for (const char *c = line; c < stop && !digits; c++)
        digits = g_ascii_isdigit (*c);
      if (digits)
        continue;
      lowered = g_ascii_strdown (line, stop - line);
      for (gsize i = 0; i < G_N_ELEMENTS (none_phrases); i++)
        if (strstr (lowered, none_phrases[i]) != NULL)
          {
            *told_line = number_of_line;
            return TRUE;
          }
    }
  return FALSE;
}
