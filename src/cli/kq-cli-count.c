#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "kq-cli-count.h"
#include "kq-format.h"

/* `queens N --count`: the count with its progress on stderr, and the
 * shares of `--part I/K` that `sum` adds up. */

/* Progress lines at most this often. */
#define PROGRESS_INTERVAL (200 * G_TIME_SPAN_MILLISECOND)

/* A search for one solution shows nothing for its first second: most
 * answer sooner. */
#define QUIET_START (1 * G_TIME_SPAN_SECOND)

typedef struct {
  int       n;
  gboolean  terminal;   /* rewrite one line; else a line each */
  gint64    start;
  gint64    last;       /* when a line was last written */
  guint64   k;          /* the solution searched for; 0: a count */
  gboolean  shown;      /* a line was written */
} Progress;

static void
progress_print (Progress *progress, const char *line)
{
  /* On a terminal: back to the line's start, the text, clear the rest. */
  if (progress->terminal)
    fprintf (stderr, "\r%s\033[K", line);
  else
    fprintf (stderr, "%s\n", line);
  fflush (stderr);
}

static void
progress_show (Progress *progress, double fraction)
{
  double elapsed = (g_get_monotonic_time () - progress->start) / (double) G_USEC_PER_SEC;
  g_autofree char *percent = kq_format_decimal (100 * fraction, 1);
  g_autofree char *left = fraction > 0 ? kq_format_duration (elapsed * (1 - fraction) / fraction)
                                       : NULL;
  g_autofree char *index = progress->k > 0 ? kq_format_count (progress->k) : NULL;
  g_autofree char *line = NULL;

  if (index != NULL && left != NULL)
    /* TRANSLATORS: progress of the search for one solution: "28 queens:
     * looking for solution 1,000,000: 37.5 %, about 12.0 s left" */
    line = g_strdup_printf (_("%d queens: looking for solution %s: %s %%, about %s left"),
                            progress->n, index, percent, left);
  else if (index != NULL)
    /* TRANSLATORS: "28 queens: looking for solution 1,000,000: 0.0 %" */
    line = g_strdup_printf (_("%d queens: looking for solution %s: %s %%"),
                            progress->n, index, percent);
  else if (left != NULL)
    /* TRANSLATORS: progress of a count on the terminal: "16 queens:
     * 37.5 % counted, about 12.0 s left" */
    line = g_strdup_printf (_("%d queens: %s %% counted, about %s left"),
                            progress->n, percent, left);
  else
    /* TRANSLATORS: "16 queens: 0.0 % counted" */
    line = g_strdup_printf (_("%d queens: %s %% counted"), progress->n, percent);
  progress_print (progress, line);
  progress->last = g_get_monotonic_time ();
  progress->shown = TRUE;
}

static gboolean
on_progress (const KqEvent *event, gpointer user_data)
{
  Progress *progress = user_data;

  gint64 now = g_get_monotonic_time ();

  if (event->type == KQ_EVENT_PROGRESS && now - progress->last >= PROGRESS_INTERVAL
      && (progress->k == 0 || now - progress->start >= QUIET_START))
    progress_show (progress, event->fraction);
  return TRUE;
}

KqOutcome
kq_cli_count_queens (int             n,
                     guint           part,
                     guint           n_parts,
                     guint           threads,
                     KqCliProgress   shown,
                     KqQueensCount  *count)
{
  Progress progress = { n, isatty (fileno (stderr)), g_get_monotonic_time (), 0, 0, FALSE };
  g_autofree char *took = NULL;
  g_autofree char *line = NULL;
  KqOutcome outcome;

  if (shown == KQ_CLI_PROGRESS_AUTO)
    shown = progress.terminal ? KQ_CLI_PROGRESS_SHOWN : KQ_CLI_PROGRESS_HIDDEN;
  if (shown == KQ_CLI_PROGRESS_HIDDEN)
    return kq_queens_count_share (n, part, n_parts, threads, NULL, NULL, count);

  progress_show (&progress, 0);
  outcome = kq_queens_count_share (n, part, n_parts, threads, on_progress, &progress, count);
  took = kq_format_duration ((g_get_monotonic_time () - progress.start) / (double) G_USEC_PER_SEC);
  /* TRANSLATORS: the last line of a count's progress: "16 queens: counted
   * in 1.2 s" */
  line = g_strdup_printf (_("%d queens: counted in %s"), n, took);
  progress_print (&progress, line);
  if (progress.terminal)
    fputc ('\n', stderr);
  return outcome;
}

KqOutcome
kq_cli_nth_queens (int             n,
                   guint64         k,
                   KqCliProgress   shown,
                   int            *cols,
                   guint64        *total)
{
  Progress progress = { n, isatty (fileno (stderr)), g_get_monotonic_time (), 0, k, FALSE };
  KqOutcome outcome;

  if (shown == KQ_CLI_PROGRESS_AUTO)
    shown = progress.terminal ? KQ_CLI_PROGRESS_SHOWN : KQ_CLI_PROGRESS_HIDDEN;
  if (shown == KQ_CLI_PROGRESS_HIDDEN)
    return kq_queens_nth (n, k, cols, NULL, NULL, total);

  outcome = kq_queens_nth (n, k, cols, on_progress, &progress, total);
  if (progress.shown && progress.terminal)
    fputs ("\r\033[K", stderr);
  return outcome;
}

gboolean
kq_cli_parse_part (const char *text, guint *part, guint *n_parts, GError **error)
{
  g_auto(GStrv) halves = g_strsplit (text, "/", 2);
  gint64 i, k;

  if (g_strv_length (halves) != 2)
    {
      g_autofree char *shown = kq_format_user_text (text);

      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("--part: “%s” is not of the form I/K, the I-th of K shares"), shown);
      return FALSE;
    }
  if (!kq_parse_int (halves[1], _("--part: the number of shares K"), 1, KQ_CLI_MAX_PARTS, &k,
                     error)
      || !kq_parse_int (halves[0], _("--part: the share I"), 1, k, &i, error))
    return FALSE;
  *part = (guint) (i - 1);
  *n_parts = (guint) k;
  return TRUE;
}

void
kq_cli_format_share (GString *out, int n, guint part, guint n_parts, const KqQueensCount *count)
{
  g_string_append (out, "queens ");
  kq_format_uint (out, (guint64) n, 0);
  g_string_append (out, " part ");
  kq_format_uint (out, (guint64) part + 1, 0);
  g_string_append_c (out, '/');
  kq_format_uint (out, n_parts, 0);
  g_string_append (out, " total ");
  kq_format_uint (out, count->total, 0);
  g_string_append (out, " unique ");
  kq_format_uint (out, count->unique, 0);
  g_string_append_c (out, '\n');
}

gboolean
kq_cli_parse_share (const char     *line,
                    int            *n,
                    guint          *part,
                    guint          *n_parts,
                    KqQueensCount  *count)
{
  char *end = NULL;
  const char *p = line;
  guint64 values[5];
  const char *const words[5] = { "queens ", " part ", "/", " total ", " unique " };

  /* Digits only, no signs or spaces: the line is ours or it is refused. */
  for (int i = 0; i < 5; i++)
    {
      if (!g_str_has_prefix (p, words[i]))
        return FALSE;
      p += strlen (words[i]);
      if (!g_ascii_isdigit (*p))
        return FALSE;
      values[i] = g_ascii_strtoull (p, &end, 10);
      if (end - p > 19)
        return FALSE;
      p = end;
    }
  if (*p != '\0' || values[0] < 1 || values[0] > KQ_QUEENS_MAX_N
      || values[2] < 1 || values[2] > KQ_CLI_MAX_PARTS || values[1] < 1 || values[1] > values[2])
    return FALSE;

  *n = (int) values[0];
  *part = (guint) values[1] - 1;
  *n_parts = (guint) values[2];
  count->total = values[3];
  count->unique = values[4];
  return TRUE;
}
