/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "kq-cli.h"
#include "kq-cli-count.h"
#include "kq-format.h"
#include "kq-input.h"

/* `sum FILES…`: the shares of `queens N --count --part I/K` or of
 * `tour N [ROW COL] --all --count --part I/K`, added up, each of 1 … K
 * exactly once, all of one count. */

typedef struct {
  int             n;         /* 0 until the first share */
  guint           n_parts;
  guint8         *seen;      /* n_parts flags */
  KqQueensCount   sum;
  gboolean        tours;     /* the shares are of tours: */
  KqCliTourShare  tour;      /* the first one, its counts the sum */
} Sum;

static void
sum_clear (Sum *sum)
{
  g_clear_pointer (&sum->seen, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Sum, sum_clear)

/* The longest line of a share is the whole 8 × 8 board's, some 1,300
 * bytes: a longer one is refused before it is read whole (a file of
 * zeros, a binary). */
#define LINE_MAX_BYTES 1536

/* Refuses line (length bytes) of where: binary, or not a share's. */
static gboolean
not_a_share (const char *where, guint number, const char *line, gsize length, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;

  if (memchr (line, '\0', length) != NULL)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s:%u: not a text file (it holds a NUL byte)"), where, number);
      return FALSE;
    }
  text = g_strndup (line, MIN (length, 60));
  shown = kq_format_user_text (text);
  g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
               _("%s:%u: not a line of “queens N --count --part I/K” or "
                 "“tour N --all --count --part I/K”: “%s”"),
               where, number, shown);
  return FALSE;
}

/* Whether share is of the same tours' count as the first. */
static gboolean
same_tours (const KqCliTourShare *first, const KqCliTourShare *share)
{
  return first->n == share->n && first->row == share->row && first->col == share->col &&
         first->closed == share->closed && first->n_parts == share->n_parts;
}

/* Adds a tours' share to the sum; FALSE if that is too large. */
static gboolean
add_tours (Sum *sum, const KqCliTourShare *share)
{
  int n_counts = share->row < 0 ? share->n * share->n : 1;
  guint64 total = 0;

  for (int i = 0; i < n_counts; i++)
    {
      if (share->counts[i] > G_MAXUINT64 - sum->tour.counts[i] ||
          share->counts[i] > G_MAXUINT64 - total)
        return FALSE;
      total += share->counts[i];
    }
  for (int i = 0; i < n_counts; i++)
    sum->tour.counts[i] += share->counts[i];
  return TRUE;
}

/* Adds the share on line (length bytes, its line end left off) of where;
 * FALSE with the reason. */
static gboolean
add_line (Sum *sum, const char *where, guint number, const char *line, gsize length,
          GError **error)
{
  KqQueensCount count = { 0 };
  KqCliTourShare tour;
  gboolean tours;
  guint part, n_parts;
  int n;

  /* A NUL would end the line early for the parser. */
  if (memchr (line, '\0', length) != NULL)
    return not_a_share (where, number, line, length, error);
  tours = kq_cli_parse_tour_share (line, &tour);
  if (tours)
    {
      n = tour.n;
      part = tour.part;
      n_parts = tour.n_parts;
    }
  else if (!kq_cli_parse_share (line, &n, &part, &n_parts, &count))
    return not_a_share (where, number, line, length, error);
  if (count.unique > count.total)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s:%u: the unique count is larger than the total"), where, number);
      return FALSE;
    }
  if (sum->n == 0)
    {
      sum->n = n;
      sum->n_parts = n_parts;
      sum->seen = g_new0 (guint8, n_parts);
      sum->tours = tours;
      if (tours)
        {
          sum->tour = tour;
          memset (sum->tour.counts, 0, sizeof sum->tour.counts);
        }
    }
  if (tours != sum->tours || (tours && !same_tours (&sum->tour, &tour)))
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s:%u: a share of another count than the first line’s"), where, number);
      return FALSE;
    }
  if (n != sum->n || n_parts != sum->n_parts)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s:%u: a share of n = %d in %u parts, the first was of n = %d in %u parts"),
                   where, number, n, n_parts, sum->n, sum->n_parts);
      return FALSE;
    }
  if (sum->seen[part])
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s:%u: share %u/%u is given twice"), where, number, part + 1, n_parts);
      return FALSE;
    }
  if ((tours && !add_tours (sum, &tour)) ||
      count.total > G_MAXUINT64 - sum->sum.total || count.unique > G_MAXUINT64 - sum->sum.unique)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_RANGE,
                   _("%s:%u: the sum is too large"), where, number);
      return FALSE;
    }
  sum->seen[part] = TRUE;
  sum->sum.total += count.total;
  sum->sum.unique += count.unique;
  return TRUE;
}

/* Adds line, whole (its newline or the end came), and empties it. A line
 * ends in LF or CRLF; the last needs no newline. */
static gboolean
end_line (Sum *sum, const char *where, guint number, GString *line, GError **error)
{
  gboolean added;

  if (line->len > 0 && line->str[line->len - 1] == '\r')
    g_string_truncate (line, line->len - 1);
  added = add_line (sum, where, number, line->str, line->len, error);
  g_string_truncate (line, 0);
  return added;
}

/* The file a chunk at a time through the CLI's bounded reader: no line is
 * held longer than a share's, and a repeated share stops it. */
static gboolean
add_file (Sum *sum, const char *path, GError **error)
{
  g_autoptr(KqInput) input = kq_input_open (path, error);
  g_autoptr(GString) line = g_string_sized_new (LINE_MAX_BYTES + 1);
  char chunk[4096];
  guint number = 1;
  gssize got;

  if (input == NULL)
    return FALSE;
  while ((got = kq_input_read_some (input, chunk, sizeof chunk, error)) > 0)
    for (const char *p = chunk, *end = chunk + got; p < end;)
      {
        const char *newline = memchr (p, '\n', (gsize) (end - p));
        const char *stop = newline != NULL ? newline : end;

        g_string_append_len (line, p, MIN (stop - p, LINE_MAX_BYTES + 1 - (gssize) line->len));
        if (line->len > LINE_MAX_BYTES)
          return not_a_share (kq_input_get_name (input), number, line->str, line->len, error);
        if (newline != NULL && !end_line (sum, kq_input_get_name (input), number++, line, error))
          return FALSE;
        p = stop + (newline != NULL);
      }
  if (got < 0)
    return FALSE;
  return line->len == 0 || end_line (sum, kq_input_get_name (input), number, line, error);
}

/* The shares not given, "2, 5, 6" (the first few); NULL if none. */
static char *
missing_parts (const Sum *sum, guint *n_missing)
{
  g_autoptr(GString) list = g_string_new (NULL);

  *n_missing = 0;
  for (guint i = 0; i < sum->n_parts; i++)
    if (!sum->seen[i] && ++*n_missing <= 10)
      g_string_append_printf (list, "%s%u", list->len > 0 ? ", " : "", i + 1);
  if (*n_missing > 10)
    g_string_append (list, ", …");
  return *n_missing > 0 ? g_string_free (g_steal_pointer (&list), FALSE) : NULL;
}

int
kq_cli_sum (int argc, char **argv)
{
  gboolean unique = FALSE;
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "unique", 'u', 0, G_OPTION_ARG_NONE, &unique,
      N_("Print the sum of the unique counts (up to rotation and reflection)"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the sum to FILE, whole or not at all, instead of standard output"), N_("FILE") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE… — add up the shares of a count"));
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = NULL;
  g_auto(Sum) sum = { 0 };
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_missing;

  g_option_context_set_summary (context,
    _("Adds the lines of “queens N --count --part I/K” or of\n"
      "“tour N [ROW COL] --all --count --part I/K”, one share a line:\n"
      "  queens 16 part 3/7 total 2110348 unique 264108\n"
      "  tour 6 1 1 part 2/4 total 131062\n"
      "read from the FILEs (- for standard input), and prints the whole count as the\n"
      "count without --part does. Every share 1 … K must be there once, all of one count.\n"
      "Exit status: 0 printed, 2 a share is missing, repeated, malformed or of another count."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!kq_cli_parse_options (context, &argc, &argv))
    return KQ_EXIT_USAGE;
  if (argc < 2)
    return kq_cli_fail (KQ_EXIT_USAGE, _("sum needs the files of the shares (- for standard input)"));
  if (output != NULL && !kq_file_check_writable (output, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  for (int i = 1; i < argc; i++)
    if (!add_file (&sum, argv[i], &error))
      return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (sum.n == 0)
    return kq_cli_fail (KQ_EXIT_USAGE, _("no shares given: the files are empty"));

  missing = missing_parts (&sum, &n_missing);
  if (missing != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        g_dngettext (GETTEXT_PACKAGE,
                                     "%u share of %u is missing: %s",
                                     "%u shares of %u are missing: %s", n_missing),
                        n_missing, sum.n_parts, missing);

  if (unique && sum.tours)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--unique goes with the shares of queens"));

  /* An OUTPUT that held a total stays as it was when a share is wrong. */
  if (sum.tours && sum.tour.row < 0)
    kq_cli_format_tour_counts (text, sum.n, sum.n, sum.tour.counts);
  else
    {
      kq_format_uint (text, sum.tours ? sum.tour.counts[0]
                                      : unique ? sum.sum.unique : sum.sum.total, 0);
      g_string_append_c (text, '\n');
    }
  if (!kq_file_write (output != NULL ? output : "-", text->str, text->len, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}
