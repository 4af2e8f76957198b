#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-cli.h"
#include "kq-cli-count.h"
#include "kq-format.h"
#include "kq-queens.h"

typedef struct {
  KqCliOutput  output;
  GError      *error;
} QueensListing;

static gboolean
print_each_placement (const KqEvent *event, gpointer user_data)
{
  QueensListing *listing = user_data;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  kq_format_queens_line (listing->output.buffer, event->cells, event->n);
  return kq_cli_output_maybe_flush (&listing->output, &listing->error);
}

static int
write_placement_png (int n, const int *cols, const char *png, int size)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, n);
  g_autoptr(GError) error = NULL;

  kq_board_set_solution (board, cols);
  if (!kq_cli_write_png (board, png, size, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}

/* Writes text to the output (stdout or a file) in one piece. */
static int
emit_text (const char *output_path, const GString *text)
{
  g_autoptr(GError) error = NULL;
  KqCliOutput output;

  if (!kq_cli_output_open (&output, output_path, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  g_string_append_len (output.buffer, text->str, text->len);
  if (!kq_cli_output_commit (&output, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}

static int
no_solution (int n)
{
  return kq_cli_fail (KQ_EXIT_NONE, _("no solution: %d queens cannot be placed on a %d × %d board"),
                      n, n, n);
}

static int
queens_list (int n, const char *output_path)
{
  QueensListing listing = { 0 };
  g_autoptr(GError) error = NULL;
  guint64 count = 0;

  if (!kq_cli_output_open (&listing.output, output_path, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  kq_queens_list (n, FALSE, print_each_placement, &listing, &count);
  if (listing.error != NULL)
    {
      g_propagate_error (&error, listing.error);
      kq_cli_output_abort (&listing.output);
      return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
    }
  if (!kq_cli_output_commit (&listing.output, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  return count > 0 ? KQ_EXIT_OK : no_solution (n);
}

/* The count, or with a part its share's line (see kq-cli-count.h). */
static int
queens_count (int n, gboolean unique, guint threads, const char *part_text,
              KqCliProgress progress, const char *output_path)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  guint part = 0, n_parts = 1;
  KqQueensCount count;

  if (part_text != NULL && !kq_cli_parse_part (part_text, &part, &n_parts, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  kq_cli_count_queens (n, part, n_parts, threads, progress, &count);
  if (part_text != NULL)
    kq_cli_format_share (text, n, part, n_parts, &count);
  else
    {
      kq_format_uint (text, unique ? count.unique : count.total, 0);
      g_string_append_c (text, '\n');
    }
  return emit_text (output_path, text);
}

/* The k-th placement: printed unless quiet, drawn when png. */
static int
queens_index (int n, guint64 k, const char *output_path, const char *png, int size, gboolean quiet)
{
  g_autofree int *cols = g_new0 (int, n);
  g_autoptr(GString) text = g_string_new (NULL);
  guint64 total = 0;
  int status = KQ_EXIT_OK;

  if (kq_queens_nth (n, k, cols, NULL, NULL, &total) != KQ_OUTCOME_FOUND)
    {
      g_autofree char *index = kq_format_count (k);
      g_autofree char *count = kq_format_count (total);

      if (total == 0)
        return no_solution (n);
      return kq_cli_fail (KQ_EXIT_USAGE,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "--index %s: n = %d has only %s solution",
                                       "--index %s: n = %d has only %s solutions",
                                       (gulong) MIN (total, G_MAXULONG)),
                          index, n, count);
    }

  if (png != NULL)
    status = write_placement_png (n, cols, png, size);
  if (status != KQ_EXIT_OK || quiet)
    return status;
  kq_format_queens_line (text, cols, n);
  return emit_text (output_path, text);
}

int
kq_cli_queens (int argc, char **argv)
{
  g_autofree char *input = NULL;
  g_autofree char *output = NULL;
  g_autofree char *png = NULL;
  g_autofree char *part = NULL;
  gboolean count_only = FALSE, unique = FALSE, quiet = FALSE, progress = FALSE;
  gint64 index = G_MININT64;  /* not given */
  int threads = 0;
  int size = 800;
  const GOptionEntry entries[] = {
    { "count", 'c', 0, G_OPTION_ARG_NONE, &count_only,
      N_("Print only how many solutions there are"), NULL },
    { "unique", 'u', 0, G_OPTION_ARG_NONE, &unique,
      N_("With --count: count solutions up to rotation and reflection"), NULL },
    { "index", 'k', 0, G_OPTION_ARG_INT64, &index,
      N_("Print only the K-th solution of the listing, counted from 1"), N_("K") },
    { "input", 'i', 0, G_OPTION_ARG_FILENAME, &input,
      N_("Read n from a QUEENS.INP file"), N_("FILE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to FILE (QUEENS.OUT) instead of standard output"), N_("FILE") },
    { "threads", 't', 0, G_OPTION_ARG_INT, &threads,
      N_("Threads for --count (default: one per core)"), N_("T") },
    { "part", 0, 0, G_OPTION_ARG_STRING, &part,
      N_("With --count: count only the I-th of K shares of the work and print “queens N part I/K total T unique U” (add them up with “knights-queens-cli sum”)"),
      N_("I/K") },
    { "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
      N_("With --count: show the progress on standard error even when it is not a terminal"),
      NULL },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png,
      N_("Also draw the first (or the K-th) solution to a PNG image"), N_("FILE") },
    { "size", 0, 0, G_OPTION_ARG_INT, &size,
      N_("Width and height of the PNG in pixels (default 800)"), N_("PX") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no placements (with --png: only the image); with --count, no progress"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("[N] — n queens"));
  g_autoptr(GError) error = NULL;
  int n;

  g_option_context_set_summary (context,
    _("Prints every placement of N queens on an N × N board, none attacking another,\n"
      "one a line in lexicographic order as in QUEENS.OUT: (1, 2); (2, 4); (3, 1); (4, 3);\n"
      "Exit status: 0 printed, 1 there is no solution, 2 bad input."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!kq_cli_parse_options (context, &argc, &argv))
    return KQ_EXIT_USAGE;

  if (input != NULL)
    {
      if (argc != 1)
        return kq_cli_fail (KQ_EXIT_USAGE, _("give n either as a number or with --input, not both"));
      if (!kq_queens_inp_read (input, KQ_QUEENS_MAX_N, &n, &error))
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
    }
  else if (argc != 2)
    return kq_cli_fail (KQ_EXIT_USAGE, _("queens needs one number N, or --input FILE (see --help)"));
  else if (!kq_cli_parse_size (argv[1], KQ_QUEENS_MAX_N, &n, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  if (unique && !count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--unique goes with --count"));
  if ((part != NULL || progress) && !count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--part and --progress go with --count"));
  if (progress && quiet)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--progress and --quiet do not go together"));
  if (index != G_MININT64 && count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--index and --count do not go together"));
  if (index != G_MININT64 && index < 1)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--index: K counts from 1"));
  if (threads < 0 || threads > 1024)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--threads: %d is out of range (0 to 1024)"), threads);
  if (size < 16 || size > 16384)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--size: %d is out of range (16 to 16384)"), size);
  if (png != NULL && count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--png draws a placement: it does not go with --count"));
  if ((png != NULL && !kq_cli_check_writable (png, &error)) ||
      (output != NULL && !kq_cli_check_writable (output, &error)))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  if (count_only)
    return queens_count (n, unique, (guint) threads, part,
                         progress ? KQ_CLI_PROGRESS_SHOWN
                                  : quiet ? KQ_CLI_PROGRESS_HIDDEN : KQ_CLI_PROGRESS_AUTO,
                         output);
  if (index > 0)
    return queens_index (n, (guint64) index, output, png, size, quiet);
  /* The listing, and the first placement drawn. */
  if (!quiet)
    {
      int status = queens_list (n, output);

      if (status != KQ_EXIT_OK || png == NULL)
        return status;
    }
  if (png != NULL || quiet)
    return queens_index (n, 1, NULL, png, size, TRUE);
  return KQ_EXIT_OK;
}
