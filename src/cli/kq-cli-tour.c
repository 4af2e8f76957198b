#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-cli.h"
#include "kq-format.h"
#include "kq-tour.h"

/* The classic search and --all are exponential: past this many moves tried
 * they stop and say so, rather than seem to hang. --max-steps=0 lifts it. */
#define KQ_CLI_DEFAULT_MAX_STEPS G_GUINT64_CONSTANT (200000000)

typedef struct {
  KqCliOutput output;
  int         n;
  gboolean    print;
  GError     *error;
} TourListing;

static gboolean
print_each_tour (const KqEvent *event, gpointer user_data)
{
  TourListing *listing = user_data;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  if (event->solutions > 1)
    g_string_append_c (listing->output.buffer, '\n');
  kq_format_tour_matrix (listing->output.buffer, event->cells, listing->n);
  return kq_cli_output_maybe_flush (&listing->output, &listing->error);
}

/* Exit 1 with the reason there is no tour, the solver's or the known one. */
static int
no_tour (const KqTourRequest *request, const char *reason)
{
  g_autofree char *known = NULL;

  if (reason == NULL && !kq_tour_known_impossible (request, &known))
    known = g_strdup_printf (_("no tour from (%d, %d)"), request->row + 1, request->col + 1);
  return kq_cli_fail (KQ_EXIT_NONE, "%s", reason != NULL ? reason : known);
}

static int
tour_enumerate (const KqTourRequest *request, gboolean count_only, const KqCliImages *images,
                const char *sheet)
{
  TourListing listing = { .n = request->n };
  g_autoptr(GError) error = NULL;
  guint64 count = 0;
  KqOutcome outcome;

  if (images->png != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--png draws one tour: it does not go with --all"));
  if (images->image != NULL || sheet != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--image and --sheet draw one tour: they do not go with --all"));
  if (request->n > 8)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--all lists every tour of boards up to 8 × 8 (n = %d is far too many)"),
                        request->n);

  kq_cli_output_open (&listing.output, NULL, NULL);
  outcome = kq_tour_enumerate (request, count_only ? NULL : print_each_tour, &listing, &count);
  if (listing.error != NULL)
    {
      kq_cli_output_abort (&listing.output);
      return kq_cli_fail (KQ_EXIT_USAGE, "%s", listing.error->message);
    }
  if (outcome == KQ_OUTCOME_GAVE_UP)
    {
      g_autofree char *steps = kq_format_count (request->max_steps);
      g_autofree char *found = kq_format_count (count);

      kq_cli_output_commit (&listing.output, NULL);
      return kq_cli_fail (KQ_EXIT_GAVE_UP,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "gave up after %s steps having found %s tour "
                                       "(--max-steps=0 searches to the end)",
                                       "gave up after %s steps having found %s tours "
                                       "(--max-steps=0 searches to the end)",
                                       (gulong) MIN (count, G_MAXULONG)),
                          steps, found);
    }
  if (count_only)
    {
      kq_format_uint (listing.output.buffer, count, 0);
      g_string_append_c (listing.output.buffer, '\n');
    }
  if (!kq_cli_output_commit (&listing.output, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  if (count > 0 || count_only)
    return KQ_EXIT_OK;
  return no_tour (request, NULL);
}

static int
tour_solve (const KqTourRequest *request, const KqCliImages *images, const char *sheet, int size,
            gboolean quiet)
{
  g_autofree int *board = g_new0 (int, (gsize) request->n * request->n);
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;
  KqCliOutput output;
  KqOutcome outcome;
  guint64 steps = 0;

  outcome = kq_tour_solve (request, board, NULL, NULL, &steps);
  if (outcome == KQ_OUTCOME_NONE || outcome == KQ_OUTCOME_GAVE_UP)
    reason = kq_tour_reason (request, outcome, steps);
  if (outcome == KQ_OUTCOME_GAVE_UP)
    return kq_cli_fail (KQ_EXIT_GAVE_UP, "%s", reason);
  if (outcome != KQ_OUTCOME_FOUND)
    return no_tour (request, reason);

  {
    g_autoptr(KqBoard) state = kq_board_new (KQ_PROBLEM_TOUR, request->n);

    kq_board_set_solution (state, board);
    if (!kq_cli_images_write (images, state, size, &error) ||
        (sheet != NULL &&
         !kq_render_tour_sheet (state, kq_cli_images_palette (images), sheet, &error)))
      return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  }
  if (quiet)
    return KQ_EXIT_OK;

  kq_cli_output_open (&output, NULL, NULL);
  kq_format_tour_matrix (output.buffer, board, request->n);
  if (!kq_cli_output_commit (&output, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  return KQ_EXIT_OK;
}

int
kq_cli_tour (int argc, char **argv)
{
  g_autofree char *method = NULL;
  g_autofree char *sheet = NULL;
  g_auto(KqCliImages) images = { 0 };
  gboolean closed = FALSE, all = FALSE, count_only = FALSE, quiet = FALSE;
  gint64 max_steps = -1;
  int size = 800;
  const GOptionEntry entries[] = {
    { "method", 'm', 0, G_OPTION_ARG_STRING, &method,
      N_("warnsdorff (fewest onward moves first, the default) or classic (the lessons' Try(i))"),
      N_("METHOD") },
    { "closed", 'c', 0, G_OPTION_ARG_NONE, &closed,
      N_("A closed tour: the last square is a knight's move from the first"), NULL },
    { "all", 'a', 0, G_OPTION_ARG_NONE, &all,
      N_("List every tour from the square (boards up to 8 × 8)"), NULL },
    { "count", 0, 0, G_OPTION_ARG_NONE, &count_only,
      N_("With --all: print only how many tours there are"), NULL },
    { "max-steps", 0, 0, G_OPTION_ARG_INT64, &max_steps,
      N_("Give up the classic search or --all after STEPS moves tried (default 200000000, 0 = never)"),
      N_("STEPS") },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &images.png,
      N_("Also draw the tour to a PNG image"), N_("FILE") },
    { "sheet", 0, 0, G_OPTION_ARG_FILENAME, &sheet,
      N_("Also write a handout: the board, its path and the matrix of move numbers on an A4 PDF"),
      N_("FILE.pdf") },
    { "size", 0, 0, G_OPTION_ARG_INT, &size,
      N_("Width and height of the PNG in pixels (default 800)"), N_("PX") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no matrix (with --png: only the image)"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("N ROW COL — a knight's tour"));
  g_autoptr(GError) error = NULL;
  KqTourRequest request = { .method = KQ_TOUR_WARNSDORFF };
  gint64 row, col;

  g_option_context_set_summary (context,
    _("Prints a knight's tour of the N × N board from square (ROW, COL), counted from 1,\n"
      "as a matrix of move numbers. Exit status: 0 a tour was printed, 1 there is none\n"
      "(the reason on stderr), 2 bad input, 3 the step limit ran out."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  kq_cli_images_add_entries (context, &images);
  if (!kq_cli_parse_options (context, &argc, &argv))
    return KQ_EXIT_USAGE;

  if (argc != 4)
    return kq_cli_fail (KQ_EXIT_USAGE, _("tour needs three numbers: N ROW COL (see --help)"));
  if (!kq_cli_parse_size (argv[1], KQ_TOUR_MAX_N, &request.n, &error) ||
      !kq_parse_int (argv[2], _("row"), 1, request.n, &row, &error) ||
      !kq_parse_int (argv[3], _("column"), 1, request.n, &col, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  request.row = (int) row - 1;
  request.col = (int) col - 1;
  request.closed = closed;

  if (method == NULL || g_str_equal (method, "warnsdorff"))
    request.method = KQ_TOUR_WARNSDORFF;
  else if (g_str_equal (method, "classic"))
    request.method = KQ_TOUR_CLASSIC;
  else
    return kq_cli_fail (KQ_EXIT_USAGE, _("unknown method “%s”: use warnsdorff or classic"), method);

  if (max_steps < -1)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--max-steps must be 0 or more"));
  request.max_steps = max_steps < 0 ? KQ_CLI_DEFAULT_MAX_STEPS : (guint64) max_steps;
  if (count_only && !all)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--count goes with --all"));
  if (size < 16 || size > 16384)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--size: %d is out of range (16 to 16384)"), size);
  if (!kq_cli_images_check (&images, &error) ||
      (sheet != NULL && (!kq_render_sheet_check_path (sheet, &error) ||
                         !kq_cli_check_writable (sheet, &error))))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (sheet != NULL && request.n > KQ_RENDER_TOUR_SHEET_MAX_N)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--sheet: a tour sheet shows boards up to %d × %d, so that its numbers "
                          "can be read (n = %d)"),
                        KQ_RENDER_TOUR_SHEET_MAX_N, KQ_RENDER_TOUR_SHEET_MAX_N, request.n);

  if (all)
    return tour_enumerate (&request, count_only, &images, sheet);
  return tour_solve (&request, &images, sheet, size, quiet);
}
