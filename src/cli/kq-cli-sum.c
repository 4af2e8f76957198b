#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "kq-cli.h"
#include "kq-cli-count.h"
#include "kq-format.h"

/* `sum FILES…`: the shares of `queens N --count --part I/K`, added up,
 * each of 1 … K exactly once, all of one n and one K. */

typedef struct {
  int            n;         /* 0 until the first share */
  guint          n_parts;
  guint8        *seen;      /* n_parts flags */
  KqQueensCount  sum;
} Sum;

static void
sum_clear (Sum *sum)
{
  g_clear_pointer (&sum->seen, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Sum, sum_clear)

static gboolean
read_all (const char *path, char **text, GError **error)
{
  g_autoptr(GString) in = NULL;
  char buffer[4096];
  size_t got;

  if (!g_str_equal (path, "-"))
    return g_file_get_contents (path, text, NULL, error);

  in = g_string_new (NULL);
  while ((got = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    g_string_append_len (in, buffer, (gssize) got);
  if (ferror (stdin))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, _("cannot read standard input"));
      return FALSE;
    }
  *text = g_string_free (g_steal_pointer (&in), FALSE);
  return TRUE;
}

/* Adds the share on line (number number of where); FALSE with the reason. */
static gboolean
add_line (Sum *sum, const char *where, guint number, const char *line, GError **error)
{
  KqQueensCount count;
  guint part, n_parts;
  int n;

  if (!kq_cli_parse_share (line, &n, &part, &n_parts, &count))
    {
      g_autofree char *shown = g_strescape (line, "“”");

      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s:%u: not a line of “queens N --count --part I/K”: “%.60s”"),
                   where, number, shown);
      return FALSE;
    }
  if (sum->n == 0)
    {
      sum->n = n;
      sum->n_parts = n_parts;
      sum->seen = g_new0 (guint8, n_parts);
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
  if (count.total > G_MAXUINT64 - sum->sum.total || count.unique > G_MAXUINT64 - sum->sum.unique)
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

static gboolean
add_file (Sum *sum, const char *path, GError **error)
{
  g_autofree char *display = g_str_equal (path, "-") ? g_strdup (_("standard input"))
                                                     : g_filename_display_name (path);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!read_all (path, &text, error))
    return FALSE;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* The newline after the last line leaves an empty one. */
      if (lines[i][0] == '\0' && lines[i + 1] == NULL)
        break;
      if (!add_line (sum, display, i + 1, lines[i], error))
        return FALSE;
    }
  return TRUE;
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
  g_autofree char *line = NULL;
  guint n_missing;

  g_option_context_set_summary (context,
    _("Adds the lines of “queens N --count --part I/K”, one share a line:\n"
      "  queens 16 part 3/7 total 2110348 unique 264108\n"
      "read from the FILEs (- for standard input), and prints the whole count as\n"
      "“queens N --count” does. Every share 1 … K must be there once, all of one N and K.\n"
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

  /* An OUTPUT that held a total stays as it was when a share is wrong. */
  line = g_strdup_printf ("%" G_GUINT64_FORMAT "\n", unique ? sum.sum.unique : sum.sum.total);
  if (!kq_file_write (output != NULL ? output : "-", line, strlen (line), &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}
