/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-cli-queens.c: the queens and rooks commands, one code for both
 *
 * n rooks, lesson 001's simpler case, are n queens without the diagonals:
 * the same QUEENS.INP and QUEENS.OUT, images, sheets and traces. What
 * differs, the solvers and a few words, is in a Placements each.
 */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-cli.h"
#include "kq-cli-count.h"
#include "kq-format.h"
#include "kq-queens.h"
#include "kq-rooks.h"

typedef struct {
  KqProblem    problem;
  /* The listing, with trace the lesson's machine, and the listing from a
   * solution on. */
  KqOutcome  (*list)      (int n, gboolean trace, KqEventFunc func, gpointer user_data,
                           guint64 *count);
  KqOutcome  (*list_from) (int n, const int *cols, KqEventFunc func, gpointer user_data);
  const char  *parameter;  /* untranslated: the words of --help and the usage error */
  const char  *summary;
  const char  *needs_n;
} Placements;

static const Placements queens = {
  KQ_PROBLEM_QUEENS, kq_queens_list, kq_queens_enumerate_from,
  N_("[N] — n queens"),
  N_("Prints every placement of N queens on an N × N board, none attacking another,\n"
     "one a line in lexicographic order as in QUEENS.OUT: (1, 2); (2, 4); (3, 1); (4, 3);\n"
     "Exit status: 0 printed, 1 there is no solution, 2 bad input."),
  N_("queens needs one number N, or --input FILE (see --help)"),
};

static const Placements rooks = {
  KQ_PROBLEM_ROOKS, kq_rooks_list, kq_rooks_list_from,
  N_("[N] — n rooks"),
  N_("Prints every placement of N rooks on an N × N board, none attacking another:\n"
     "the permutations, one a line in lexicographic order as in QUEENS.OUT:\n"
     "(1, 1); (2, 3); (3, 2);  — lesson 001’s simpler case of n queens.\n"
     "--count prints N! at once (exactly, beyond 64 bits from N = 21 on).\n"
     "Exit status: 0 printed, 2 bad input."),
  N_("rooks needs one number N, or --input FILE (see --help)"),
};

static gboolean
print_each_placement (const KqEvent *event, gpointer user_data)
{
  KqCliListing *listing = user_data;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  g_string_truncate (listing->text, 0);
  kq_format_queens_line (listing->text, event->cells, event->n);
  return kq_cli_listing_write (listing);
}

/* The default caption says "solution k of total" up to this n: the count
 * takes a fraction of a second; beyond, seconds to hours. */
#define CAPTION_TOTAL_MAX_N 15

/* The lessons' search of the board's problem on its n × n (search_data, a
 * KqBoard), traced, for --gif-steps. */
static void
search_steps (KqEventFunc func, gpointer func_data, gpointer search_data)
{
  const KqBoard *board = search_data;

  (board->problem == KQ_PROBLEM_ROOKS ? rooks : queens).list (board->n, TRUE, func, func_data,
                                                              NULL);
}

/* --gif-steps: the lessons' search, its steps as frames, up to solution k. */
static gboolean
write_steps (const KqBoard *board, guint64 k, guint64 total, const KqCliImages *images,
             GError **error)
{
  g_auto(KqCliGifSteps) steps = { 0 };

  if (!kq_cli_gif_steps_init (&steps, images, board, k, total, error))
    return FALSE;
  search_steps (kq_cli_gif_steps_event, &steps, (gpointer) board);
  return kq_cli_gif_steps_write (&steps, images, error);
}

/* Solution k of total, drawn. */
static int
write_placement_images (const Placements *kind, int n, const int *cols, guint64 k, guint64 total,
                        const KqCliImages *images)
{
  g_autoptr(KqBoard) board = kq_board_new (kind->problem, n);
  g_autoptr(GError) error = NULL;

  kq_board_set_solution (board, cols);
  /* Too many steps for an animation: refused before anything is drawn. */
  if ((images->gif != NULL && images->gif_steps &&
       !kq_cli_gif_steps_check (images, k, search_steps, board, &error)) ||
      !kq_cli_images_write (images, board, k, total, &error) ||
      (images->gif != NULL && images->gif_steps &&
       !write_steps (board, k, total, images, &error)))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}

/* Writes text to the output (stdout or a file) in one piece. */
static int
emit_text (const char *output_path, const GString *text)
{
  g_autoptr(GError) error = NULL;

  if (!kq_file_write (output_path != NULL ? output_path : "-", text->str, text->len, &error))
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
queens_list (const Placements *kind, int n, const char *output_path)
{
  g_auto(KqCliListing) listing = { 0 };
  guint64 count = 0;
  int status;

  if ((status = kq_cli_listing_open (&listing, output_path, n)) != KQ_EXIT_OK)
    return status;
  kind->list (n, FALSE, print_each_placement, &listing, &count);
  if ((status = kq_cli_listing_close (&listing)) != KQ_EXIT_OK)
    return status;
  return count > 0 ? KQ_EXIT_OK : no_solution (n);
}

/* The count, or with a part its share's line (see kq-cli-count.h); the
 * rooks' n! at once. */
static int
queens_count (const Placements *kind, int n, gboolean unique, guint threads,
              const char *part_text, KqCliProgress progress, const char *output_path)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  guint part = 0, n_parts = 1;
  KqQueensCount count;

  if (kind->problem == KQ_PROBLEM_ROOKS)
    {
      g_autofree char *factorial = kq_rooks_count_text (n);

      g_string_append_printf (text, "%s\n", factorial);
      return emit_text (output_path, text);
    }

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

/* The placements of a sheet, collected from the first one on. */
typedef struct {
  int      n;
  guint    wanted;  /* boards */
  GArray  *cells;   /* of int, n a placement */
} SheetListing;

static gboolean
collect_placements (const KqEvent *event, gpointer user_data)
{
  SheetListing *sheet = user_data;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  g_array_append_vals (sheet->cells, event->cells, sheet->n);
  return sheet->cells->len / sheet->n < sheet->wanted;
}

static int
too_many_boards (guint64 from)
{
  g_autofree char *first = kq_format_count (from);

  return kq_cli_fail (KQ_EXIT_USAGE,
                      _("--sheet: a sheet holds at most %d boards; choose fewer with --from "
                        "and --to (from #%s)"),
                      KQ_RENDER_SHEET_MAX_BOARDS, first);
}

static int
past_the_count (const char *option, guint64 k, int n, guint64 total)
{
  g_autofree char *index = kq_format_count (k);
  g_autofree char *count = kq_format_count (total);

  if (total == 0)
    return no_solution (n);
  /* TRANSLATORS: the option (--index or --from), the number asked for, n
   * and the count: "--index 93: n = 8 has only 92 solutions" */
  return kq_cli_fail (KQ_EXIT_USAGE,
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%s %s: n = %d has only %s solution",
                                   "%s %s: n = %d has only %s solutions",
                                   (gulong) MIN (total, G_MAXULONG)),
                      option, index, n, count);
}

/* The k-th solution: the queens' search with its progress, the rooks' at
 * once. total receives the count where the search learns it (queens: k
 * past it; rooks: n! up to 20 rooks). */
static KqOutcome
placement_nth (const Placements *kind, int n, guint64 k, KqCliProgress shown, int *cols,
               guint64 *total)
{
  if (kind->problem == KQ_PROBLEM_QUEENS)
    return kq_cli_nth_queens (n, k, shown, cols, total);
  kq_rooks_count (n, total);
  return kq_rooks_nth (n, k, cols) ? KQ_OUTCOME_FOUND : KQ_OUTCOME_NONE;
}

/* The queens' counts known, n! for rooks; FALSE beyond, total then a
 * lower bound. */
static gboolean
known_total (const Placements *kind, int n, guint64 *total)
{
  if (kind->problem == KQ_PROBLEM_ROOKS)
    {
      *total = G_MAXUINT64;
      return kq_rooks_count (n, total);
    }
  if (kq_queens_known_total (n, total))
    return TRUE;
  /* Beyond the known counts, every n has more solutions than the largest
   * known (they grow about ten times an n). */
  kq_queens_known_total (KQ_QUEENS_KNOWN_N, total);
  return FALSE;
}

/* Solutions from … to (0: the last) of the listing on a sheet: the first
 * found by the k-th solution search, the rest listed from it; a sheet too
 * large for its boards is refused before. */
static int
queens_sheet (const Placements *kind, int n, guint64 from, guint64 to, int per_page,
              KqPalette palette, const char *path)
{
  const guint max = KQ_RENDER_SHEET_MAX_BOARDS;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree int *first = g_new0 (int, n);
  SheetListing sheet = { .n = n, .cells = cells };
  g_autoptr(GError) error = NULL;
  guint64 total = 0;
  gboolean known = known_total (kind, n, &total);

  if (to > 0 ? to - from >= max : total >= from && total - from >= max)
    return too_many_boards (from);
  if (known && from > total)
    return past_the_count ("--from", from, n, total);
  if (to == 0 && !known && kind->problem == KQ_PROBLEM_QUEENS)
    {
      /* Only where from lies beyond the largest known count. */
      g_autofree int *last = g_new0 (int, n);

      if (kq_queens_nth (n, from + max, last, NULL, NULL, &total) == KQ_OUTCOME_FOUND)
        return too_many_boards (from);
    }
  if (placement_nth (kind, n, from, KQ_CLI_PROGRESS_AUTO, first, &total) != KQ_OUTCOME_FOUND)
    return past_the_count ("--from", from, n, total);

  sheet.wanted = (guint) (to > 0 ? to - from + 1 : max);
  kind->list_from (n, first, collect_placements, &sheet);
  if (!kq_render_queens_sheet (kind->problem, n, (const int *) (gconstpointer) cells->data,
                               cells->len / n, from,
                               (guint) per_page, palette, path, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}

/* The k-th placement: printed unless quiet, drawn when images are asked for. */
static int
queens_index (const Placements *kind, int n, guint64 k, const char *output_path,
              const KqCliImages *images, gboolean quiet, KqCliProgress progress)
{
  g_autofree int *cols = g_new0 (int, n);
  g_autoptr(GString) text = g_string_new (NULL);
  guint64 total = 0;
  int status = KQ_EXIT_OK;

  if (placement_nth (kind, n, k, progress, cols, &total) != KQ_OUTCOME_FOUND)
    return past_the_count ("--index", k, n, total);

  if (images->caption && images->caption_text == NULL && total == 0 && n <= CAPTION_TOTAL_MAX_N)
    {
      KqQueensCount count;

      kq_queens_count (n, 0, NULL, NULL, &count);
      total = count.total;
    }
  status = write_placement_images (kind, n, cols, k, total, images);
  if (status != KQ_EXIT_OK || quiet)
    return status;
  kq_format_queens_line (text, cols, n);
  return emit_text (output_path, text);
}

/* queens N --trace=lines: the listing's Try line by line, the whole
 * enumeration (or --max-steps lines). */
static int
queens_trace (const Placements *kind, int n, const KqCliLesson *lesson,
              const char *max_steps_text, const char *output_path)
{
  g_autoptr(KqListing) listing = NULL;
  g_autoptr(KqLesson) machine = NULL;
  g_autoptr(GError) error = NULL;

  if ((listing = kq_cli_lesson_listing (lesson, kind->problem, &error)) == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  machine = kq_lesson_new (kq_listing_get_machine (listing), n, 0, 0, KQ_LESSON_FLAGS_NONE);
  return kq_cli_lesson_trace (machine, listing, max_steps_text, output_path);
}

/* The queens' options a count of n! at once has no use for. */
static gboolean
queens_only (const GOptionEntry *entry)
{
  static const char *const names[] = { "unique", "threads", "part", "progress" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (entry->long_name, names[i]) == 0)
      return TRUE;
  return FALSE;
}

static int
placements_main (const Placements *kind, int argc, char **argv)
{
  g_auto(KqCliLesson) lesson = { 0 };
  g_autofree char *max_steps_text = NULL;
  g_autofree char *input = NULL;
  g_autofree char *output = NULL;
  g_autofree char *sheet = NULL;
  g_auto(KqCliImages) images = { 0 };
  g_autofree char *index_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *part = NULL;
  gboolean count_only = FALSE, unique = FALSE, quiet = FALSE, progress = FALSE;
  gint64 index = 0;  /* 0: the whole listing */
  g_autofree char *from_text = NULL;
  g_autofree char *to_text = NULL;
  g_autofree char *per_page_text = NULL;
  gint64 from = 1, to = 0, per_page = 0;  /* to 0: the last; per_page 0: as fit */
  gint64 threads = 0;
  /* Help with the limit in it (GOption looks the texts up again: a
   * translated text finds nothing and stays as it is). */
  g_autofree char *max_steps_help =
    g_strdup_printf (_("With --trace=lines: stop after STEPS lines (default %d, 0 = the whole "
                       "listing)"), KQ_CLI_TRACE_DEFAULT_MAX_STEPS);
  const GOptionEntry entries[] = {
    { "count", 'c', 0, G_OPTION_ARG_NONE, &count_only,
      N_("Print only how many solutions there are"), NULL },
    { "unique", 'u', 0, G_OPTION_ARG_NONE, &unique,
      N_("With --count: count solutions up to rotation and reflection"), NULL },
    { "index", 'k', 0, G_OPTION_ARG_FILENAME, &index_text,
      N_("Print only the K-th solution of the listing, counted from 1"), N_("K") },
    { "input", 'i', 0, G_OPTION_ARG_FILENAME, &input,
      N_("Read n from a QUEENS.INP file"), N_("FILE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to FILE (QUEENS.OUT) instead of standard output"), N_("FILE") },
    { "threads", 't', 0, G_OPTION_ARG_FILENAME, &threads_text,
      N_("Threads for --count (default: one per core)"), N_("T") },
    { "part", 0, 0, G_OPTION_ARG_FILENAME, &part,
      N_("With --count: count only the I-th of K shares of the work and print “queens N part I/K total T unique U” (add them up with “knights-queens-cli sum”)"),
      N_("I/K") },
    { "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
      N_("With --count or --index: show the progress on standard error even when it is not a terminal"),
      NULL },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &images.png,
      N_("Also draw the first (or the K-th) solution to a PNG image"), N_("FILE") },
    { "sheet", 0, 0, G_OPTION_ARG_FILENAME, &sheet,
      N_("Lay out solutions as small numbered boards on A4 pages of a PDF, instead of the listing"),
      N_("FILE.pdf") },
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &from_text,
      N_("With --sheet: the first solution to lay out (default 1)"), N_("K") },
    { "to", 0, 0, G_OPTION_ARG_FILENAME, &to_text,
      N_("With --sheet: the last solution to lay out (default: the last one)"), N_("L") },
    { "count-per-page", 0, 0, G_OPTION_ARG_FILENAME, &per_page_text,
      N_("With --sheet: boards on a page (default: as many as fit comfortably)"), N_("M") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no placements (with --png: only the image); with --count, no progress"), NULL },
    { "max-steps", 0, 0, G_OPTION_ARG_FILENAME, &max_steps_text,
      max_steps_help,
      N_("STEPS") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = kq_cli_context_new (_(kind->parameter), &images);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (GOptionEntry));
  g_autoptr(GError) error = NULL;
  KqCliProgress shown;
  int n;

  g_option_context_set_summary (context, _(kind->summary));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    if (kind->problem == KQ_PROBLEM_QUEENS || !queens_only (&entries[i]))
      g_array_append_val (kept, entries[i]);
  g_option_context_add_main_entries (context, (const GOptionEntry *) (gconstpointer) kept->data,
                                     GETTEXT_PACKAGE);
  kq_cli_images_add_entries (context, &images);
  kq_cli_lesson_add_entries (context, &lesson);
  if (!kq_cli_parse_options (context, &argc, &argv))
    return KQ_EXIT_USAGE;
  if (kq_cli_lesson_standalone (&lesson))
    return kq_cli_lesson_print (&lesson, kind->problem, argc != 1 || input != NULL);

  if (input != NULL)
    {
      if (argc != 1)
        return kq_cli_fail (KQ_EXIT_USAGE, _("give n either as a number or with --input, not both"));
      if (!kq_queens_inp_read (input, KQ_QUEENS_MAX_N, &n, &error))
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
    }
  else if (argc != 2)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", _(kind->needs_n));
  else if (!kq_cli_parse_size (argv[1], KQ_QUEENS_MAX_N, &n, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  if (!kq_cli_parse_option (index_text, "--index", 1, G_MAXINT64, &index, &error) ||
      !kq_cli_parse_option (threads_text, "--threads", 0, KQ_CLI_MAX_THREADS, &threads, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (!kq_cli_lesson_check (&lesson, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (max_steps_text != NULL && lesson.trace == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--max-steps goes with --trace=lines"));
  if (lesson.trace != NULL)
    {
      if (count_only || unique || index > 0 || sheet != NULL || kq_cli_images_given (&images) ||
          quiet || part != NULL || progress || threads_text != NULL)
        return kq_cli_fail (KQ_EXIT_USAGE,
                            _("--trace=lines prints the lines run: it goes with --output, "
                              "--input, --listing and --max-steps only"));
      if (output != NULL && !kq_file_check_writable (output, &error))
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
      return queens_trace (kind, n, &lesson, max_steps_text, output);
    }
  if (unique && !count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--unique goes with --count"));
  if (part != NULL && !count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--part goes with --count"));
  if (progress && !count_only && index_text == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--progress goes with --count or --index"));
  if (progress && quiet)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--progress and --quiet do not go together"));
  if (index > 0 && count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--index and --count do not go together"));
  if (images.png != NULL && count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--png draws a placement: it does not go with --count"));
  if ((images.image != NULL || images.gif != NULL) && count_only)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--image and --gif draw a placement: they do not go with --count"));
  if (!kq_cli_images_check (&images, &error) ||
      (output != NULL && !kq_file_check_writable (output, &error)))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  /* Given or not, by the text: no value stands for "not given". */
  if (sheet == NULL && (from_text != NULL || to_text != NULL || per_page_text != NULL))
    return kq_cli_fail (KQ_EXIT_USAGE, _("--from, --to and --count-per-page go with --sheet"));
  if (sheet != NULL)
    {
      guint max_per_page = kq_render_queens_sheet_max_per_page (n);

      if (count_only || index > 0 || output != NULL || kq_cli_images_wanted (&images))
        return kq_cli_fail (KQ_EXIT_USAGE,
                            _("--sheet lays out solutions: it does not go with --count, --index, "
                              "--output, --png, --image or --gif"));
      if (!kq_cli_parse_option (from_text, "--from", 1, G_MAXINT64, &from, &error) ||
          !kq_cli_parse_option (to_text, "--to", 1, G_MAXINT64, &to, &error) ||
          !kq_cli_parse_option (per_page_text, "--count-per-page", 1, max_per_page, &per_page,
                                &error))
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
      if (to_text != NULL && to < from)
        return kq_cli_fail (KQ_EXIT_USAGE, _("--from and --to: solutions count from 1, "
                                             "and --to is not before --from"));
      if (!kq_render_sheet_check_path (sheet, &error) || !kq_file_check_writable (sheet, &error))
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
      return queens_sheet (kind, n, (guint64) from, (guint64) to, (int) per_page,
                           kq_cli_images_palette (&images), sheet);
    }

  shown = progress ? KQ_CLI_PROGRESS_SHOWN : quiet ? KQ_CLI_PROGRESS_HIDDEN : KQ_CLI_PROGRESS_AUTO;
  if (count_only)
    return queens_count (kind, n, unique, (guint) threads, part, shown, output);
  if (index > 0)
    return queens_index (kind, n, (guint64) index, output, &images, quiet, shown);
  /* The first placement drawn before the listing: an image that cannot be
   * written stops the run before anything is printed. */
  if (kq_cli_images_wanted (&images) || quiet)
    {
      int status = queens_index (kind, n, 1, NULL, &images, TRUE, shown);

      if (status != KQ_EXIT_OK || quiet)
        return status;
    }
  return queens_list (kind, n, output);
}

int
kq_cli_queens (int argc, char **argv)
{
  return placements_main (&queens, argc, argv);
}

int
kq_cli_rooks (int argc, char **argv)
{
  return placements_main (&rooks, argc, argv);
}
