/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed-words.c: a line of a program's output taken apart into its words: its numbers,
 * its chess squares, its cells of a board; a line quoted from the program's source is none */
#define G_LOG_DOMAIN "kq-printed"
#include "config.h"

#include <string.h>

#include "kq-printed-reading.h"

/* More digits than this are no row, column or move number of a board read here. */
#define MAX_DIGITS 6
/* A line shorter than this is never taken as quoted from the source. */
#define QUOTED_MIN 8

gboolean
_kq_printed_parse_numbers (const char *text,
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
  _kq_printed_parse_numbers (text, end, reading->numbers);
  line->n_numbers = reading->numbers->len - line->numbers;
}

/* Squares in chess's words, "a1", "c2": a letter and a number, a word of their own, or
 * squares one after another in one word ("a1g2e3h4b5d6f7c8"). */
static void
scan_chess (Reading    *reading,
            Line       *line,
            const char *text,
            const char *end)
{
  const char *after = NULL;  /* where the last square read ends */

  line->squares = reading->squares->len;
  for (const char *c = text; c < end; c++)
    {
      const char *word = c;
      int rank = 0;
      gboolean glued;

      if (!g_ascii_islower (*c) || (c > text && g_ascii_isalnum (c[-1]) && c != after))
        continue;
      for (c++; c < end && g_ascii_isdigit (*c) && c - word <= 2; c++)
        rank = rank * 10 + (*c - '0');
      glued = c + 1 < end && g_ascii_islower (*c) && g_ascii_isdigit (c[1]);
      if (c - word >= 2 && (c == end || !g_ascii_isalnum (*c) || glued))
        {
          KqSquare square = { rank - 1, *word - 'a' };

          g_array_append_val (reading->squares, square);
          line->n_squares++;
          after = c;
        }
      /* (on from the character after the number: the next square's letter) */
      c--;
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
  /* a prompt before a board's first row, on its line ("Enter the column: Q . . . . . . ."):
   * the row is the words after it */
  for (guint i = words->len; !ruled && i-- > first;)
    {
      Word word = g_array_index (words, Word, i);

      if (word.end - word.start > 1 && word.end[-1] == ':')
        {
          first = words->len - (i + 1) >= MIN_QUEENS ? i + 1 : first;
          break;
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

/* The strings of a line of boards written as lists of their rows' strings, LeetCode's
 * "[['.Q..', '...Q', 'Q...', '..Q.'], […]]": each string's start and end into strings (pairs
 * of pointers), as many as a whole number of boards of as many rows as a row's characters;
 * the boards' side, or 0: the line is no such list. */
static guint
string_rows (const char *text,
             const char *end,
             GPtrArray  *strings)
{
  glong side = 0;

  for (const char *c = text; c < end; c++)
    {
      const char *close;

      if (*c != '\'' && *c != '"')
        {
          if (!g_ascii_isspace (*c) && strchr (",[]()", *c) == NULL)
            return 0;
          continue;
        }
      close = memchr (c + 1, *c, end - (c + 1));
      if (close == NULL || !g_utf8_validate (c + 1, close - (c + 1), NULL) ||
          (side != 0 && g_utf8_strlen (c + 1, close - (c + 1)) != side))
        return 0;
      side = g_utf8_strlen (c + 1, close - (c + 1));
      g_ptr_array_add (strings, (gpointer) (c + 1));
      g_ptr_array_add (strings, (gpointer) close);
      c = close;
    }
  return side >= MIN_QUEENS && side <= MAX_SIDE && strings->len / 2 % (guint) side == 0
         ? (guint) side : 0;
}

void
_kq_printed_scan_line (Reading    *reading,
                       const char *text,
                       const char *end)
{
  g_autoptr(GPtrArray) strings = g_ptr_array_new ();
  Line line = { .text = text, .end = end };
  guint side = string_rows (text, end, strings);

  /* (a list of boards' rows on one line: a line each, the boards parted as by a blank line) */
  if (side > 0)
    {
      for (guint i = 0; i < strings->len; i += 2)
        {
          _kq_printed_scan_line (reading, strings->pdata[i], strings->pdata[i + 1]);
          if ((i / 2 + 1) % side == 0)
            _kq_printed_scan_line (reading, end, end);
        }
      return;
    }

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


void
kq_printed_strip_escapes (GString *text)
{
  gsize to = 0;

  g_return_if_fail (text != NULL);

  for (gsize from = 0; from < text->len;)
    {
      if (text->str[from] != '\033')
        {
          text->str[to++] = text->str[from++];
          continue;
        }
      from++;
      /* a control sequence: ESC [, its parameters and intermediates, its final byte */
      if (from < text->len && text->str[from] == '[')
        {
          for (from++; from < text->len && (guchar) text->str[from] >= 0x20 &&
                       (guchar) text->str[from] <= 0x3f; from++)
            ;
          from += from < text->len && (guchar) text->str[from] >= 0x40 &&
                  (guchar) text->str[from] <= 0x7e;
        }
      /* (ESC and one character: ESC c, a terminal reset) */
      else if (from < text->len && (guchar) text->str[from] >= 0x40 &&
               (guchar) text->str[from] <= 0x7e)
        from++;
    }
  g_string_truncate (text, to);
}
