/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-format"
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "kq-format.h"
#include "kq-input.h"
#include "kq-limits.h"

G_DEFINE_QUARK (kq-format-error-quark, kq_format_error)

/* How a message shows one character of the user's text: escaped unless
 * printable, invalid UTF-8 a byte at a time. Returns the bytes used. */
static gsize
append_shown_char (GString *out, const char *p, gsize left)
{
  gunichar c = g_utf8_get_char_validated (p, (gssize) left);

  if (c == (gunichar) -1 || c == (gunichar) -2)
    {
      g_string_append_printf (out, "\\x%02X", (guchar) *p);
      return 1;
    }
  switch (c)
    {
    case '\\': g_string_append (out, "\\\\"); break;
    case '\n': g_string_append (out, "\\n"); break;
    case '\r': g_string_append (out, "\\r"); break;
    case '\t': g_string_append (out, "\\t"); break;
    default:
      if (g_unichar_isprint (c))
        g_string_append_unichar (out, c);
      else
        g_string_append_printf (out, "\\u%04X", c);
    }
  return (gsize) (g_utf8_next_char (p) - p);
}

char *
kq_format_user_text (const char *text)
{
  /* Cut, so that the message stays one readable line. */
  const glong max_shown = 40;
  GString *out = g_string_new (NULL);
  const char *p = text;
  const char *end = text + strlen (text);
  glong shown = 0;
  gsize cut = 0;  /* out->len where "…" goes if the text is too long */

  g_return_val_if_fail (text != NULL, NULL);

  while (p < end)
    {
      gsize before = out->len;

      p += append_shown_char (out, p, (gsize) (end - p));
      shown += g_utf8_strlen (out->str + before, (gssize) (out->len - before));
      if (shown <= max_shown - 1)
        cut = out->len;
      if (shown > max_shown)
        {
          g_string_truncate (out, cut);
          g_string_append (out, "…");
          break;
        }
    }
  return g_string_free (out, FALSE);
}

gboolean
kq_parse_int (const char *text, const char *what, gint64 min, gint64 max,
              gint64 *value, GError **error)
{
  g_autofree char *trimmed = NULL;
  const char *p;
  char *end = NULL;
  gint64 v;

  g_return_val_if_fail (text != NULL && what != NULL, FALSE);

  trimmed = g_strstrip (g_strdup (text));
  p = trimmed;
  if (*p == '\0')
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s: a number is missing"), what);
      return FALSE;
    }
  if (*p == '+' || *p == '-')
    p++;
  if (!g_ascii_isdigit (*p))
    goto not_a_number;

  errno = 0;
  v = g_ascii_strtoll (trimmed, &end, 10);
  if (*end != '\0')
    goto not_a_number;
  if (errno == ERANGE || v < min || v > max)
    {
      /* min is never below 0 here: a count, a size, a row. */
      g_autofree char *lowest = kq_format_count ((guint64) MAX (min, 0));
      g_autofree char *highest = kq_format_count ((guint64) MAX (max, 0));

      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_RANGE,
                   _("%s: %s is out of range (%s to %s)"), what, trimmed, lowest, highest);
      return FALSE;
    }

  *value = v;
  return TRUE;

not_a_number:
  {
    g_autofree char *shown = kq_format_user_text (trimmed);

    g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                 _("%s: “%s” is not a whole number"), what, shown);
  }
  return FALSE;
}

void
kq_format_skip_bom (const char **data, gsize *length)
{
  g_return_if_fail (data != NULL && length != NULL);

  if (*length >= 3 && memcmp (*data, "\xEF\xBB\xBF", 3) == 0)
    {
      *data += 3;
      *length -= 3;
    }
}

gboolean
kq_queens_inp_parse (const char *data, gsize length, const char *name, int max_n,
                     int *n, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *what = NULL;
  gint64 value;

  g_return_val_if_fail ((data != NULL || length == 0) && name != NULL && n != NULL, FALSE);

  kq_format_skip_bom (&data, &length);
  if (length >= 2 && (memcmp (data, "\xFF\xFE", 2) == 0 || memcmp (data, "\xFE\xFF", 2) == 0))
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s: saved as UTF-16; save QUEENS.INP as plain text (UTF-8)"), name);
      return FALSE;
    }
  if (length == 0)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s: empty (QUEENS.INP holds one number n)"), name);
      return FALSE;
    }
  if (length > KQ_INP_MAX_BYTES)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s: too long for a QUEENS.INP file (it holds one number n)"), name);
      return FALSE;
    }
  if (memchr (data, '\0', length) != NULL)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s: not a text file (QUEENS.INP holds one number n)"), name);
      return FALSE;
    }

  text = g_strndup (data, length);
  /* TRANSLATORS: names the value in "FILE: n: … is out of range" */
  what = g_strdup_printf (_("%s: n"), name);
  if (!kq_parse_int (text, what, 1, max_n, &value, error))
    return FALSE;

  *n = (int) value;
  return TRUE;
}

gboolean
kq_queens_inp_read (const char *path, int max_n, int *n, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (path != NULL && n != NULL, FALSE);

  bytes = kq_input_read (path, KQ_INP_MAX_BYTES, error);
  if (bytes == NULL)
    return FALSE;
  name = kq_input_display_name (path);
  data = g_bytes_get_data (bytes, &length);
  return kq_queens_inp_parse (data, length, name, max_n, n, error);
}

/* Decimal digits two at a time: pair i is "00" … "99". */
static const char digit_pairs[] =
  "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
  "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
  "8081828384858687888990919293949596979899";

/* Writes value's digits so that they end just before end; returns their
 * start. */
static inline char *
write_digits (char *end, guint64 value)
{
  while (value >= 100)
    {
      const char *pair = digit_pairs + 2 * (value % 100);

      value /= 100;
      *--end = pair[1];
      *--end = pair[0];
    }
  if (value >= 10)
    {
      *--end = digit_pairs[2 * value + 1];
      *--end = digit_pairs[2 * value];
    }
  else
    *--end = (char) ('0' + value);
  return end;
}

/* Room for len more bytes at the end of out, returned; the caller fills
 * them all (or truncates). Cheaper than a g_string_append_c per byte. */
static char *
grow (GString *out, gsize len)
{
  gsize old = out->len;

  g_string_set_size (out, old + len);
  return out->str + old;
}

void
kq_format_uint (GString *out, guint64 value, int width)
{
  char digits[24];
  char *start = write_digits (digits + sizeof digits, value);
  int len = (int) (digits + sizeof digits - start);

  if (width > len)
    memset (grow (out, (gsize) (width - len)), ' ', (gsize) (width - len));
  g_string_append_len (out, start, len);
}

void
kq_format_queens_line (GString *out, const int *cols, int n)
{
  /* "(row, col); " with numbers of up to 10 digits each. */
  char *start = grow (out, (gsize) n * 26 + 1), *p = start;

  for (int row = 0; row < n; row++)
    {
      char number[12];
      char *digits;

      if (row > 0)
        *p++ = ' ';
      *p++ = '(';
      digits = write_digits (number + sizeof number, (guint64) row + 1);
      memcpy (p, digits, (gsize) (number + sizeof number - digits));
      p += number + sizeof number - digits;
      *p++ = ',';
      *p++ = ' ';
      digits = write_digits (number + sizeof number, (guint64) (guint) cols[row] + 1);
      memcpy (p, digits, (gsize) (number + sizeof number - digits));
      p += number + sizeof number - digits;
      *p++ = ')';
      *p++ = ';';
    }
  *p++ = '\n';
  g_string_truncate (out, (gsize) (p - out->str));
}

void
kq_format_tour_rows (GString *out, const int *board, int rows, int cols, int first, int count)
{
  const guint64 most = (guint64) rows * cols;
  int width = 0;
  gsize cell, row_len;
  char *text;

  g_return_if_fail (first >= 0 && count >= 0 && first + count <= rows);

  for (guint64 max = most; max > 0; max /= 10)
    width++;
  cell = (gsize) width + 1;
  row_len = (gsize) cols * cell;

  /* Every cell is width characters and a space (a newline after the last):
   * all spaces first, then each number written right-aligned in place. */
  text = grow (out, row_len * (gsize) count);
  memset (text, ' ', row_len * (gsize) count);
  for (int row = first; row < first + count; row++)
    {
      const int *values = board + (gsize) row * cols;
      char *line = text + (gsize) (row - first) * row_len;

      for (int col = 0; col < cols; col++)
        {
          guint64 value = (guint64) (guint) values[col];

          /* A move number never has more digits than rows × cols. */
          g_return_if_fail (value <= most);
          write_digits (line + (gsize) col * cell + (gsize) width, value);
        }
      line[row_len - 1] = '\n';
    }
}

void
kq_format_tour_matrix (GString *out, const int *board, int n)
{
  kq_format_tour_rows (out, board, n, n, 0, n);
}

char *
kq_format_count (guint64 value)
{
  /* Translators: the separator of thousands in counts shown to the user
   * ("14,772,512"); Vietnamese writes 14.772.512. */
  const char *separator = C_("thousands separator", ",");
  char digits[24];
  GString *out = g_string_new (NULL);
  gsize len = g_snprintf (digits, sizeof digits, "%" G_GUINT64_FORMAT, value);

  for (gsize i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0)
        g_string_append (out, separator);
      g_string_append_c (out, digits[i]);
    }

  return g_string_free (out, FALSE);
}

char *
kq_format_decimal (double value, int decimals)
{
  /* Translators: the decimal mark in numbers shown to the user ("2.5");
   * Vietnamese writes 2,5. */
  const char *mark = C_("decimal separator", ".");
  char format[8];
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  char *point;

  g_return_val_if_fail (decimals >= 0 && decimals <= 9, NULL);

  /* g_ascii_formatd: a '.' whatever LC_NUMERIC says, replaced below. */
  g_snprintf (format, sizeof format, "%%.%df", decimals);
  g_ascii_formatd (text, sizeof text, format, value);
  point = strchr (text, '.');
  if (point == NULL)
    return g_strdup (text);
  *point = '\0';
  return g_strconcat (text, mark, point + 1, NULL);
}

char *
kq_format_duration (double seconds)
{
  guint64 whole = (guint64) MIN (seconds + 0.5, (double) G_MAXUINT64 / 2), years;
  g_autofree char *number = NULL;

  /* "0.0 s" would read as nothing happened */
  if (seconds < 0.05)
    {
      g_autofree char *tenth = kq_format_decimal (0.1, 1);

      /* TRANSLATORS: a duration too short to show in tenths of a second */
      return g_strdup_printf (_("under %s s"), tenth);
    }
  if (seconds < 60)
    {
      g_autofree char *decimal = kq_format_decimal (seconds, 1);

      /* TRANSLATORS: a duration in seconds, "3.4 s" */
      return g_strdup_printf (_("%s s"), decimal);
    }
  if (whole < 3600)
    /* TRANSLATORS: a duration in minutes and seconds, "2 min 05 s" */
    return g_strdup_printf (_("%u min %02u s"), (guint) (whole / 60), (guint) (whole % 60));
  if (whole < 2 * 86400)
    /* TRANSLATORS: a duration in hours and minutes, "1 h 02 min" */
    return g_strdup_printf (_("%u h %02u min"), (guint) (whole / 3600), (guint) (whole / 60 % 60));
  /* an estimate of a count may be days, or thousands of years */
  if (whole < 1000 * 86400)
    /* TRANSLATORS: a duration in days and hours, "3 d 04 h" */
    return g_strdup_printf (_("%u d %02u h"), (guint) (whole / 86400), (guint) (whole / 3600 % 24));
  years = whole / (guint64) (365.25 * 86400);
  number = kq_format_count (years);
  /* TRANSLATORS: a duration in years, "22,800 years" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s year", "%s years",
                                       (gulong) MIN (years, 1000000)),
                          number);
}
