/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "kq-cli-count.h"
#include "kq-format.h"
#include "kq-tour-count.h"
#include "kq-tour-frontier.h"
#include "kq-tour-symmetry.h"

/* `queens N --count` and `tour N [ROW COL] --all --count`: the count with
 * its progress on stderr, and the shares of `--part I/K` that `sum` adds
 * up. */

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
  gboolean  visible;    /* lines are written (else only Ctrl+C is watched) */
  char     *tours;      /* a count of tours: which ("6 × 6 from (1, 1)"); NULL: queens */
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
  else if (progress->tours != NULL && left != NULL)
    /* TRANSLATORS: progress of a count of knight's tours: "tours of 6 × 6
     * from (1, 1): 37.5 % counted, about 12.0 s left" */
    line = g_strdup_printf (_("tours of %s: %s %% counted, about %s left"), progress->tours,
                            percent, left);
  else if (progress->tours != NULL)
    /* TRANSLATORS: "tours of 6 × 6 from (1, 1): 0.0 % counted" */
    line = g_strdup_printf (_("tours of %s: %s %% counted"), progress->tours, percent);
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

/* Ctrl+C during a count that holds gigabytes: it stops at its next
 * progress and says so, its memory given back. */
static volatile sig_atomic_t interrupted;

static void
on_interrupt (int signal_number)
{
  interrupted = 1;
}

static gboolean
on_progress (const KqEvent *event, gpointer user_data)
{
  Progress *progress = user_data;

  gint64 now = g_get_monotonic_time ();

  if (interrupted)
    return FALSE;
  if (!progress->visible)
    return TRUE;

  if (event->type == KQ_EVENT_PROGRESS && now - progress->last >= PROGRESS_INTERVAL
      && (progress->k == 0 || now - progress->start >= QUIET_START))
    progress_show (progress, event->fraction);
  return TRUE;
}

/* Whether progress is shown; if so, its first line. */
static gboolean
progress_begin (Progress *progress, KqCliProgress shown)
{
  if (shown == KQ_CLI_PROGRESS_AUTO)
    shown = progress->terminal ? KQ_CLI_PROGRESS_SHOWN : KQ_CLI_PROGRESS_HIDDEN;
  if (shown == KQ_CLI_PROGRESS_SHOWN)
    progress_show (progress, 0);
  progress->visible = shown == KQ_CLI_PROGRESS_SHOWN;
  return progress->visible;
}

/* The last line of a count's progress: the time it took. */
static void
progress_end (Progress *progress)
{
  g_autofree char *took =
    kq_format_duration ((g_get_monotonic_time () - progress->start) / (double) G_USEC_PER_SEC);
  g_autofree char *line = NULL;

  if (progress->tours != NULL)
    /* TRANSLATORS: the last line of a count's progress: "tours of 6 × 6
     * from (1, 1): counted in 1.2 s" */
    line = g_strdup_printf (_("tours of %s: counted in %s"), progress->tours, took);
  else
    /* TRANSLATORS: the last line of a count's progress: "16 queens:
     * counted in 1.2 s" */
    line = g_strdup_printf (_("%d queens: counted in %s"), progress->n, took);
  progress_print (progress, line);
  if (progress->terminal)
    fputc ('\n', stderr);
}

KqOutcome
kq_cli_count_queens (int             n,
                     guint           part,
                     guint           n_parts,
                     guint           threads,
                     KqCliProgress   shown,
                     KqQueensCount  *count)
{
  Progress progress = { n, isatty (fileno (stderr)), g_get_monotonic_time (), 0, 0, FALSE, FALSE,
                        NULL };
  KqOutcome outcome;

  if (!progress_begin (&progress, shown))
    return kq_queens_count_share (n, part, n_parts, threads, NULL, NULL, count);
  outcome = kq_queens_count_share (n, part, n_parts, threads, on_progress, &progress, count);
  progress_end (&progress);
  return outcome;
}

/* The tours' count of request, or of every square when board. */
static KqOutcome
count_tours (const KqTourRequest *request, gboolean board, guint part, guint n_parts,
             guint threads, KqEventFunc func, gpointer user_data, guint64 *counts)
{
  if (board)
    return kq_tour_count_board (kq_tour_request_rows (request), kq_tour_request_cols (request),
                                request->closed, part, n_parts, threads, func, user_data, counts);
  return kq_tour_count_share (request, part, n_parts, threads, func, user_data, counts);
}

KqOutcome
kq_cli_count_tours (const KqTourRequest *request,
                    gboolean             board,
                    guint                part,
                    guint                n_parts,
                    guint                threads,
                    KqCliProgress        shown,
                    guint64             *counts)
{
  Progress progress = { request->n, isatty (fileno (stderr)), g_get_monotonic_time (), 0, 0,
                        FALSE, FALSE, NULL };
  KqOutcome outcome;

  if (board)
    /* TRANSLATORS: which tours a count's progress is of: "6 × 6, every
     * square"; it fills %s in "tours of %s: …" */
    progress.tours = g_strdup_printf (C_("tours counted", "%d × %d, every square"),
                                      request->n, request->n);
  else
    /* TRANSLATORS: "6 × 6 from (1, 1)", for "tours of %s: …" */
    progress.tours = g_strdup_printf (C_("tours counted", "%d × %d from (%d, %d)"),
                                      request->n, request->n, request->row + 1, request->col + 1);
  if (!progress_begin (&progress, shown))
    outcome = count_tours (request, board, part, n_parts, threads, NULL, NULL, counts);
  else
    {
      outcome = count_tours (request, board, part, n_parts, threads, on_progress, &progress,
                             counts);
      progress_end (&progress);
    }
  g_free (progress.tours);
  return outcome;
}

/* A count by kq_tour_frontier_count or kq_tour_symmetric_count. */
typedef KqOutcome (*BoardCount) (int rows, int cols, guint threads, KqEventFunc func,
                                 gpointer progress, gpointer data);

/* count of rows × cols, its progress as the queens' under the name tours
 * (taken); Ctrl+C stops it (KQ_OUTCOME_STOPPED) whether the progress is
 * shown or not. */
static KqOutcome
count_board (char *tours, int rows, int cols, guint threads, KqCliProgress shown,
             BoardCount count, gpointer data)
{
  Progress progress = { MAX (rows, cols), isatty (fileno (stderr)), g_get_monotonic_time (), 0,
                        0, FALSE, FALSE, tours };
  struct sigaction stop = { .sa_handler = on_interrupt }, before;
  KqOutcome outcome;

  interrupted = 0;
  sigemptyset (&stop.sa_mask);
  sigaction (SIGINT, &stop, &before);
  progress_begin (&progress, shown);
  outcome = count (rows, cols, threads, on_progress, &progress, data);
  if (progress.visible && outcome == KQ_OUTCOME_FOUND)
    progress_end (&progress);
  else if (progress.shown && progress.terminal)
    fputc ('\n', stderr);
  sigaction (SIGINT, &before, NULL);
  g_free (progress.tours);
  return outcome;
}

typedef struct {
  gboolean             closed;
  KqTourFrontierCount *count;
} FrontierCount;

static KqOutcome
frontier_count (int rows, int cols, guint threads, KqEventFunc func, gpointer progress,
                gpointer data)
{
  FrontierCount *frontier = data;

  return kq_tour_frontier_count (rows, cols, frontier->closed, threads, 0, func, progress,
                                 frontier->count);
}

KqOutcome
kq_cli_count_frontier (int                  rows,
                       int                  cols,
                       gboolean             closed,
                       guint                threads,
                       KqCliProgress        shown,
                       KqTourFrontierCount *count)
{
  FrontierCount frontier = { closed, count };

  return count_board (g_strdup_printf (closed ? C_("tours counted", "%d × %d, closed")
                                              : C_("tours counted", "%d × %d, open"),
                                       rows, cols),
                      rows, cols, threads, shown, frontier_count, &frontier);
}

static KqOutcome
symmetric_count (int rows, int cols, guint threads, KqEventFunc func, gpointer progress,
                 gpointer data)
{
  return kq_tour_symmetric_count (rows, cols, threads, func, progress, data);
}

KqOutcome
kq_cli_count_symmetric (int              rows,
                        int              cols,
                        guint            threads,
                        KqCliProgress    shown,
                        KqTourSymmetric *symmetric)
{
  /* TRANSLATORS: which tours a count's progress is of: the closed tours of
   * 8 × 8 that a turn or a mirror of the board maps onto themselves; it
   * fills %s in "tours of %s: …" */
  return count_board (g_strdup_printf (C_("tours counted", "%d × %d, closed, a symmetry’s own"),
                                       rows, cols),
                      rows, cols, threads, shown, symmetric_count, symmetric);
}

KqOutcome
kq_cli_nth_queens (int             n,
                   guint64         k,
                   KqCliProgress   shown,
                   int            *cols,
                   guint64        *total)
{
  Progress progress = { n, isatty (fileno (stderr)), g_get_monotonic_time (), 0, k, FALSE, TRUE,
                        NULL };
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

void
kq_cli_format_tour_share (GString *out, const KqCliTourShare *share)
{
  gboolean board = share->row < 0;

  g_string_append (out, "tour ");
  kq_format_uint (out, (guint64) share->n, 0);
  if (!board)
    {
      g_string_append_c (out, ' ');
      kq_format_uint (out, (guint64) share->row + 1, 0);
      g_string_append_c (out, ' ');
      kq_format_uint (out, (guint64) share->col + 1, 0);
    }
  if (share->closed)
    g_string_append (out, " closed");
  g_string_append (out, " part ");
  kq_format_uint (out, (guint64) share->part + 1, 0);
  g_string_append_c (out, '/');
  kq_format_uint (out, share->n_parts, 0);
  g_string_append (out, board ? " counts" : " total");
  for (int i = 0; i < (board ? share->n * share->n : 1); i++)
    {
      g_string_append_c (out, ' ');
      kq_format_uint (out, share->counts[i], 0);
    }
  g_string_append_c (out, '\n');
}

/* A number of a share's line: digits only, no sign, at most 19. */
static gboolean
parse_digits (const char *word, guint64 *value)
{
  gsize length = strlen (word);

  if (length == 0 || length > 19)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isdigit (word[i]))
      return FALSE;
  *value = g_ascii_strtoull (word, NULL, 10);
  return TRUE;
}

/* "I/K" of a share's line. */
static gboolean
parse_share_part (const char *word, guint *part, guint *n_parts)
{
  g_auto(GStrv) halves = g_strsplit (word, "/", 3);
  guint64 i, k;

  if (g_strv_length (halves) != 2 || !parse_digits (halves[0], &i) ||
      !parse_digits (halves[1], &k) || k < 1 || k > KQ_CLI_MAX_PARTS || i < 1 || i > k)
    return FALSE;
  *part = (guint) i - 1;
  *n_parts = (guint) k;
  return TRUE;
}

gboolean
kq_cli_parse_tour_share (const char *line, KqCliTourShare *share)
{
  /* Words one space apart: the line is ours or it is refused. */
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  guint n_words = g_strv_length (words), w = 2, n_counts;
  guint64 n, row = 0, col = 0;

  memset (share, 0, sizeof *share);
  if (n_words < 5 || !g_str_equal (words[0], "tour") || !parse_digits (words[1], &n) ||
      n < 1 || n > KQ_TOUR_COUNT_MAX_N)
    return FALSE;
  share->n = (int) n;
  share->row = share->col = -1;
  if (parse_digits (words[w], &row))
    {
      if (w + 1 >= n_words || !parse_digits (words[w + 1], &col) || row < 1 || row > n ||
          col < 1 || col > n)
        return FALSE;
      share->row = (int) row - 1;
      share->col = (int) col - 1;
      w += 2;
    }
  if (w < n_words && g_str_equal (words[w], "closed"))
    {
      share->closed = TRUE;
      w++;
    }
  if (w + 2 >= n_words || !g_str_equal (words[w], "part") ||
      !parse_share_part (words[w + 1], &share->part, &share->n_parts) ||
      !g_str_equal (words[w + 2], share->row < 0 ? "counts" : "total"))
    return FALSE;
  w += 3;
  n_counts = share->row < 0 ? (guint) (n * n) : 1;
  if (n_words - w != n_counts)
    return FALSE;
  for (guint i = 0; i < n_counts; i++)
    if (!parse_digits (words[w + i], &share->counts[i]))
      return FALSE;
  return TRUE;
}

void
kq_cli_format_tour_counts (GString *out, int rows, int cols, const guint64 *counts)
{
  guint64 total = 0, most = 0;
  int width = 1;

  for (int i = 0; i < rows * cols; i++)
    {
      total += counts[i];
      most = MAX (most, counts[i]);
    }
  for (; most >= 10; most /= 10)
    width++;
  for (int i = 0; i < rows * cols; i++)
    {
      kq_format_uint (out, counts[i], width);
      g_string_append_c (out, i % cols == cols - 1 ? '\n' : ' ');
    }
  kq_format_uint (out, total, 0);
  g_string_append_c (out, '\n');
}
