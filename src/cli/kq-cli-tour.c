/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <string.h>

#include "kq-cli.h"
#include "kq-cli-count.h"
#include "kq-format.h"
#include "kq-memory.h"
#include "kq-tour.h"
#include "kq-tour-count.h"
#include "kq-tour-frontier.h"
#include "kq-tour-symmetry.h"

/* The classic search and --all are exponential: past this many moves tried
 * they stop and say so, rather than seem to hang. --max-steps=0 lifts it. */
#define KQ_CLI_DEFAULT_MAX_STEPS G_GINT64_CONSTANT (200000000)

/* A tour's matrix is written a few rows at a time, about this many bytes:
 * they stay in the cache, where the whole matrix (7 MB for n = 1000) would
 * be fresh memory to fault in. */
#define KQ_CLI_MATRIX_CHUNK (1 << 16)

/* --all's listing and the board its tours are printed on. */
typedef struct {
  KqCliListing *listing;
  int           rows;
  int           cols;
} TourListing;

static gboolean
print_each_tour (const KqEvent *event, gpointer user_data)
{
  const TourListing *each = user_data;
  KqCliListing *listing = each->listing;

  /* Between tours the search may run for seconds: it stops once the
   * reader of a pipe has gone. */
  if (event->type == KQ_EVENT_PROGRESS)
    return kq_output_check_reader (listing->output, &listing->error);
  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  g_string_truncate (listing->text, 0);
  kq_format_tour_rows (listing->text, event->cells, each->rows, each->cols, 0, each->rows);
  g_string_append_c (listing->text, '\n');
  return kq_cli_listing_write (listing);
}

static int
print_matrix (const int *board, int rows, int cols)
{
  g_auto(KqCliListing) listing = { 0 };
  int status;

  if ((status = kq_cli_listing_open (&listing, "-", rows)) != KQ_EXIT_OK)
    return status;
  for (int row = 0; row < rows && listing.error == NULL; row++)
    {
      kq_format_tour_rows (listing.text, board, rows, cols, row, 1);
      if (listing.text->len >= KQ_CLI_MATRIX_CHUNK || row == rows - 1)
        {
          kq_cli_listing_write (&listing);
          g_string_truncate (listing.text, 0);
        }
    }
  return kq_cli_listing_close (&listing);
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

/* --all: the images draw one tour; but for the counts from every square
 * (map), --png and --image draw their map. */
static int
check_no_images (const KqCliImages *images, const char *sheet, gboolean map)
{
  if (map && (images->gif != NULL || sheet != NULL))
    return kq_cli_fail (KQ_EXIT_USAGE, _("--gif and --sheet draw one tour: the map of the tours "
                                         "from every square is drawn with --image or --png"));
  if (map)
    return KQ_EXIT_OK;
  if (images->png != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--png draws one tour: it does not go with --all"));
  if (images->image != NULL || images->gif != NULL || sheet != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--image, --gif and --sheet draw one tour: they do not go with --all"));
  return KQ_EXIT_OK;
}

/* --all: every tour in the lessons' order, each followed by a blank line. */
static int
tour_enumerate (const KqTourRequest *request)
{
  g_auto(KqCliListing) listing = { 0 };
  TourListing each = { &listing, kq_tour_request_rows (request), kq_tour_request_cols (request) };
  guint64 count = 0;
  KqOutcome outcome;
  int status;

  if ((status = kq_cli_listing_open (&listing, "-", each.rows)) != KQ_EXIT_OK)
    return status;
  outcome = kq_tour_count_list (request, print_each_tour, &each, &count);
  if ((status = kq_cli_listing_close (&listing)) != KQ_EXIT_OK)
    return status;

  if (outcome == KQ_OUTCOME_GAVE_UP)
    {
      g_autofree char *steps = kq_format_count (request->max_steps);
      g_autofree char *found = kq_format_count (count);
      g_autofree char *gave_up =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "gave up after %s step",
                                      "gave up after %s steps",
                                      (gulong) MIN (request->max_steps, G_MAXULONG)), steps);
      g_autofree char *so_far =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s tour found so far",
                                      "%s tours found so far", (gulong) MIN (count, G_MAXULONG)),
                         found);

      /* Translators: "gave up after 1,000 steps, 3 tours found so far (…)" */
      return kq_cli_fail (KQ_EXIT_GAVE_UP, _("%s, %s (--max-steps=0 searches to the end)"),
                          gave_up, so_far);
    }
  if (count > 0)
    return KQ_EXIT_OK;
  return no_tour (request, NULL);
}

/* The search of request (search_data) again, traced, for --gif-steps. */
static void
search_steps (KqEventFunc func, gpointer func_data, gpointer search_data)
{
  KqTourRequest traced = *(const KqTourRequest *) search_data;
  g_autofree int *cells = g_new0 (int, kq_tour_request_rows (&traced) *
                                        kq_tour_request_cols (&traced));

  traced.trace = TRUE;
  kq_tour_solve (&traced, cells, func, func_data, NULL);
}

/* The map of the counts from every square, to the images asked for. */
static gboolean
write_map (const KqCliImages *images, int rows, int cols, const guint64 *counts, GError **error)
{
  KqPalette palette = kq_cli_images_palette (images);

  return (images->png == NULL ||
          kq_render_tour_map (rows, cols, counts, palette, images->size, images->png, error)) &&
         (images->image == NULL ||
          kq_render_tour_map (rows, cols, counts, palette, images->size, images->image, error));
}

/* --all --count: the count from the square, or from every square when
 * board (a matrix, then the total, and its map to images); with
 * part_text the share's line. */
static int
tour_count (const KqTourRequest *request, gboolean board, guint threads, const char *part_text,
            KqCliProgress progress, const KqCliImages *images)
{
  g_auto(KqCliListing) listing = { 0 };
  g_autoptr(GError) error = NULL;
  KqCliTourShare share = {
    .n = request->n,
    .row = board ? -1 : request->row,
    .col = board ? -1 : request->col,
    .closed = request->closed,
    .n_parts = 1,
  };
  int status;

  if (part_text != NULL && !kq_cli_parse_part (part_text, &share.part, &share.n_parts, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (part_text != NULL && kq_cli_images_wanted (images))
    return kq_cli_fail (KQ_EXIT_USAGE, _("--part counts a share: the map is drawn from the "
                                         "whole count"));
  if ((status = kq_cli_listing_open (&listing, "-", request->n)) != KQ_EXIT_OK)
    return status;
  kq_cli_count_tours (request, board, share.part, share.n_parts, threads, progress,
                      share.counts);
  if (board && !write_map (images, kq_tour_request_rows (request),
                           kq_tour_request_cols (request), share.counts, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (part_text != NULL)
    kq_cli_format_tour_share (listing.text, &share);
  else if (board)
    kq_cli_format_tour_counts (listing.text, kq_tour_request_rows (request),
                               kq_tour_request_cols (request), share.counts);
  else
    {
      kq_format_uint (listing.text, share.counts[0], 0);
      g_string_append_c (listing.text, '\n');
    }
  kq_cli_listing_write (&listing);
  return kq_cli_listing_close (&listing);
}

/* A number of any size, for the texts below. */
static char *
digits (KqTourCount128 value)
{
  GString *out = g_string_new (NULL);

  kq_tour_frontier_append (out, value);
  return g_string_free (out, FALSE);
}

/* " + factor × value" ("factor × value" first), where value is not 0 or
 * first. */
static void
append_term (GString *out, gboolean first, guint factor, KqTourCount128 value)
{
  if (value == 0 && !first)
    return;
  g_string_append_printf (out, first ? "%u × " : " + %u × ", factor);
  kq_tour_frontier_append (out, value);
}

/* What a student can check of the closed tours of rows × cols, tours of
 * them without direction or start: how many each symmetry of the board
 * maps onto themselves, the classes of tours the same up to a turn or a
 * mirror by Burnside's lemma, the count as Knuth writes 8 × 8's, and why
 * it leaves what it leaves modulo 4. */
static void
append_classes (GString *out, int rows, int cols, KqTourCount128 tours,
                const KqTourSymmetric *symmetric)
{
  const guint64 *fixed = symmetric->fixed;
  gboolean square = rows == cols;
  guint64 mirrors = fixed[KQ_TOUR_SYMMETRY_MIRROR_ROWS] + fixed[KQ_TOUR_SYMMETRY_MIRROR_COLS] +
                    (square ? 2 * fixed[KQ_TOUR_SYMMETRY_DIAGONAL] : 0);
  g_autofree char *half = digits (fixed[KQ_TOUR_SYMMETRY_HALF_TURN]);
  g_autofree char *quarter = digits (fixed[KQ_TOUR_SYMMETRY_QUARTER_TURN]);
  g_autofree char *mirrored = digits (mirrors);
  g_autofree char *classes = digits (symmetric->classes);
  g_autofree char *total = digits (tours);
  g_autofree char *pairs = digits (square ? symmetric->quarter : symmetric->half);
  g_autoptr(GString) sum = g_string_new (NULL);
  g_autoptr(GString) knuth = g_string_new (NULL);
  int residue = (int) (tours % 4);

  if (square)
    /* TRANSLATORS: the closed tours of a square board that its symmetries
     * map onto themselves: "78 of them a half turn maps onto themselves,
     * 10 a quarter turn (and as many the other way), 0 a mirror" */
    g_string_append_printf (out, _("%s of them a half turn maps onto themselves, %s a quarter "
                                   "turn (and as many the other way), %s a mirror"),
                            half, quarter, mirrored);
  else
    g_string_append_printf (out, _("%s of them a half turn maps onto themselves, %s a mirror"),
                            half, mirrored);
  g_string_append_c (out, '\n');

  kq_tour_frontier_append (sum, tours);
  g_string_append_printf (sum, " + %s", half);
  if (square)
    g_string_append_printf (sum, " + 2 × %s", quarter);
  g_string_append_printf (sum, " + %s", mirrored);
  /* TRANSLATORS: "1245 classes of tours the same up to a turn or a mirror,
   * by Burnside’s lemma: (9862 + 78 + 2 × 10 + 0) / 8" */
  g_string_append_printf (out, _("%s classes of tours the same up to a turn or a mirror, by "
                                 "Burnside’s lemma: (%s) / %u"),
                          classes, sum->str, symmetric->order);
  g_string_append_c (out, '\n');

  append_term (knuth, TRUE, symmetric->order, symmetric->whole);
  append_term (knuth, FALSE, symmetric->order / 2, symmetric->half);
  append_term (knuth, FALSE, 2, symmetric->quarter);
  /* TRANSLATORS: "9862 = 8 × 1223 + 4 × 17 + 2 × 5: …" */
  g_string_append_printf (out, _("%s = %s: a class has %u tours, or fewer where a symmetry maps "
                                 "its tours onto themselves (as Knuth writes 8 × 8’s)"),
                          total, knuth->str, symmetric->order);
  g_string_append_c (out, '\n');

  /* 4k × 4k's residue is said above, without the classes. */
  if (square && rows % 4 == 0)
    return;
  g_string_append_printf (out, "%d ", residue);
  if (square)
    g_string_append_printf (out, _("= the count modulo 4: classes of 8 and of 4 tours add "
                                   "multiples of 4, and the %s classes of 2 tours leave %d"),
                            pairs, residue);
  else
    g_string_append_printf (out, _("= the count modulo 4: classes of 4 tours add multiples of 4, "
                                   "and the %s classes of 2 tours leave %d"),
                            pairs, residue);
  g_string_append_c (out, '\n');
}

/* tour N --closed --all --count (or MxN, or --frontier): every tour counted
 * by the frontier, with what a student can check of it. */
static int
tour_frontier (int rows, int cols, gboolean closed, guint threads, KqCliProgress progress)
{
  g_auto(KqCliListing) listing = { 0 };
  g_autoptr(GError) error = NULL;
  KqTourFrontierCount count;
  KqOutcome outcome;
  int status;

  if (!kq_tour_frontier_check (rows, cols, closed, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if ((status = kq_cli_listing_open (&listing, "-", MAX (rows, cols))) != KQ_EXIT_OK)
    return status;
  outcome = kq_cli_count_frontier (rows, cols, closed, threads, progress, &count);
  if (outcome == KQ_OUTCOME_STOPPED)
    return kq_cli_fail (128 + SIGINT, _("stopped: the count was interrupted"));
  if (outcome == KQ_OUTCOME_GAVE_UP)
    {
      g_autofree char *most = kq_format_count (kq_tour_frontier_memory () >> 20);

      return kq_cli_fail (KQ_EXIT_GAVE_UP, _("gave up: the count needs more than %s MB of "
                                             "memory, or room for its file in %s"),
                          most, g_get_tmp_dir ());
    }

  /* Each cycle is two tours from every square, one each way round; a
   * path is two tours, one from each end (a square alone is one). */
  kq_tour_frontier_append (listing.text, rows * cols == 1 ? count.paths : 2 * count.paths);
  g_string_append_c (listing.text, ' ');
  g_string_append (listing.text, closed ? _("closed tours from each square, each way round")
                                        : _("open tours, from every square, each way round"));
  g_string_append_c (listing.text, '\n');
  kq_tour_frontier_append (listing.text, count.paths);
  g_string_append_c (listing.text, ' ');
  g_string_append (listing.text, closed ? _("closed tours without a direction or a start")
                                        : _("open tours without a direction"));
  g_string_append_c (listing.text, '\n');
  /* The board's eight symmetries map tours onto tours: none of 4k × 4k
   * is its own mirror image or its own quarter turn, so they come in
   * eights, or fours (a half turn's own): Löbbing and Wegener's
   * 33,439,123,484,294 for 8 × 8 fails this. */
  if (closed && rows == cols && rows % 4 == 0)
    {
      g_string_append_printf (listing.text, "%d ", (int) (count.paths % 4));
      g_string_append_printf (listing.text,
                              _("= the count modulo 4, which must be 0: the %d × %d board’s 8 "
                                "symmetries map its tours onto one another in eights, or in "
                                "fours for a tour a half turn maps onto itself"), rows, cols);
      g_string_append_c (listing.text, '\n');
    }
  if (closed && rows * cols <= KQ_TOUR_SYMMETRY_MAX_SQUARES && count.paths > 0)
    {
      KqTourSymmetric symmetric;

      outcome = kq_cli_count_symmetric (rows, cols, threads, progress, &symmetric);
      if (outcome == KQ_OUTCOME_STOPPED)
        return kq_cli_fail (128 + SIGINT, _("stopped: the count was interrupted"));
      if (!kq_tour_symmetric_classes (&symmetric, count.paths))
        return kq_cli_fail (KQ_EXIT_NONE, _("the tours that a symmetry of the board maps onto "
                                            "themselves do not fit the count: one of them is "
                                            "wrong"));
      append_classes (listing.text, rows, cols, count.paths, &symmetric);
    }
  kq_cli_listing_write (&listing);
  return kq_cli_listing_close (&listing);
}

/* --gif-steps: the search again, its steps as frames, up to the tour. */
static gboolean
write_steps (const KqTourRequest *request, const KqCliImages *images, const KqBoard *tour,
             GError **error)
{
  g_auto(KqCliGifSteps) steps = { 0 };

  if (!kq_cli_gif_steps_init (&steps, images, tour, 0, 0, error))
    return FALSE;
  search_steps (kq_cli_gif_steps_event, &steps, (gpointer) request);
  return kq_cli_gif_steps_write (&steps, images, error);
}

static int
tour_solve_into (int *board, const KqTourRequest *request, const KqCliImages *images,
                 const char *sheet, gboolean quiet)
{
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;
  KqOutcome outcome;
  guint64 steps = 0;

  outcome = kq_tour_solve (request, board, NULL, NULL, &steps);
  if (outcome == KQ_OUTCOME_NONE || outcome == KQ_OUTCOME_GAVE_UP)
    reason = kq_tour_reason (request, outcome, steps);
  if (outcome == KQ_OUTCOME_GAVE_UP)
    return kq_cli_fail (KQ_EXIT_GAVE_UP, "%s", reason);
  if (outcome != KQ_OUTCOME_FOUND)
    return no_tour (request, reason);

  /* The board's state, a copy of the tour, only for the pictures. */
  if (kq_cli_images_wanted (images) || sheet != NULL)
    {
      g_autoptr(KqBoard) state = kq_board_new_tour (kq_tour_request_rows (request),
                                                    kq_tour_request_cols (request));

      kq_board_set_solution (state, board);
      /* Too many steps for an animation: refused before anything is drawn. */
      if ((images->gif != NULL && images->gif_steps &&
           !kq_cli_gif_steps_check (images, 0, search_steps, (gpointer) request, &error)) ||
          !kq_cli_images_write (images, state, 0, 0, &error) ||
          (images->gif != NULL && images->gif_steps &&
           !write_steps (request, images, state, &error)) ||
          (sheet != NULL &&
           !kq_render_tour_sheet (state, kq_cli_images_palette (images), sheet, &error)))
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
    }
  if (quiet)
    return KQ_EXIT_OK;

  return print_matrix (board, kq_tour_request_rows (request), kq_tour_request_cols (request));
}

static int
tour_solve (const KqTourRequest *request, const KqCliImages *images, const char *sheet,
            gboolean quiet)
{
  gsize bytes = sizeof (int) * kq_tour_request_rows (request) * kq_tour_request_cols (request);
  int *board = kq_memory_alloc0 (bytes);
  int status = tour_solve_into (board, request, images, sheet, quiet);

  kq_memory_free (board, bytes);
  return status;
}

/* tour N ROW COL --trace=lines: the listing's Try line by line (tour M N
 * ROW COL: a listing written for m × n). */
static int
tour_trace (const KqTourRequest *request, const KqCliLesson *lesson, const char *method,
            gboolean all, const char *max_steps_text)
{
  g_autoptr(KqListing) listing = NULL;
  g_autoptr(KqLesson) machine = NULL;
  g_autoptr(GError) error = NULL;
  int rows = kq_tour_request_rows (request), cols = kq_tour_request_cols (request);
  KqLessonMachine kind;
  int status;

  if ((listing = kq_cli_lesson_listing (lesson, KQ_PROBLEM_TOUR, &error)) == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  kind = kq_listing_get_machine (listing);
  if (method != NULL && g_str_equal (method, "classic") == (kind == KQ_LESSON_KNIGHT_WARNSDORFF))
    return kq_cli_fail (KQ_EXIT_USAGE,
                        kind == KQ_LESSON_KNIGHT_WARNSDORFF
                          ? _("listing “%s” follows Warnsdorff’s rule: use --method=warnsdorff")
                          : _("listing “%s” is the classic search: use --method=classic"),
                        kq_listing_get_id (listing));
  if (rows != cols && !kq_listing_get_rect (listing))
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("listing “%s” is written for n × n boards: on %d × %d, --listing "
                          "knight-000-c or knight-002-warnsdorff"),
                        kq_listing_get_id (listing), rows, cols);
  if (MAX (rows, cols) > KQ_CLI_TRACE_MAX_N)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--trace=lines prints the whole board at every line: boards up to "
                          "%d × %d"), KQ_CLI_TRACE_MAX_N, KQ_CLI_TRACE_MAX_N);
  /* The start alone is the tour, and the lessons' Try (which places
   * moves 2 … n²) would answer "no tour": said at once instead. */
  if (rows * cols == 1)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--trace=lines: the lessons’ code cannot handle n = 1: their Try "
                          "looks for move 2 on a board of one square, where the start alone "
                          "is the tour (“tour 1 1 1” without --trace=lines prints it)"));

  machine = kq_lesson_new_rect (kind, rows, cols, request->row, request->col,
                                all ? KQ_LESSON_EVERY : KQ_LESSON_FLAGS_NONE);
  if ((status = kq_cli_lesson_trace (machine, listing, max_steps_text, NULL)) != KQ_EXIT_OK)
    return status;
  if (kq_lesson_is_finished (machine) && kq_lesson_get_outcome (machine) == KQ_OUTCOME_NONE)
    {
      g_autofree char *reason = kq_tour_reason (request, KQ_OUTCOME_NONE, 0);

      return kq_cli_fail (KQ_EXIT_NONE, "%s", reason);
    }
  return KQ_EXIT_OK;
}

int
kq_cli_tour (int argc, char **argv)
{
  g_auto(KqCliLesson) lesson = { 0 };
  g_autofree char *method = NULL;
  g_autofree char *sheet = NULL;
  g_auto(KqCliImages) images = { 0 };
  g_autofree char *max_steps_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *part = NULL;
  gboolean closed = FALSE, all = FALSE, count_only = FALSE, quiet = FALSE, progress = FALSE;
  gboolean frontier = FALSE;
  gboolean board = FALSE;
  gint64 max_steps = KQ_CLI_DEFAULT_MAX_STEPS, threads = 0;
  /* Help with the limits in it (GOption looks the texts up again: a
   * translated text finds nothing and stays as it is). */
  g_autofree char *all_help =
    g_strdup_printf (_("List every tour from the square (boards up to %d × %d)"),
                     KQ_TOUR_ALL_MAX_N, KQ_TOUR_ALL_MAX_N);
  g_autofree char *max_steps_help =
    g_strdup_printf (_("Give up the classic search or --all after STEPS moves tried "
                       "(default %lld, 0 = never); with --trace=lines, stop after STEPS lines "
                       "(default %d)"),
                     (long long) KQ_CLI_DEFAULT_MAX_STEPS, KQ_CLI_TRACE_DEFAULT_MAX_STEPS);
  const GOptionEntry entries[] = {
    { "method", 'm', 0, G_OPTION_ARG_FILENAME, &method,
      N_("warnsdorff (fewest onward moves first, the default) or classic (the lessons' Try(i))"),
      N_("METHOD") },
    { "closed", 'c', 0, G_OPTION_ARG_NONE, &closed,
      N_("A closed tour: the last square is a knight's move from the first"), NULL },
    { "all", 'a', 0, G_OPTION_ARG_NONE, &all,
      all_help, NULL },
    { "count", 0, 0, G_OPTION_ARG_NONE, &count_only,
      N_("With --all: print only how many tours there are; without ROW COL, the counts from "
         "every square as a matrix, then their total"), NULL },
    { "frontier", 0, 0, G_OPTION_ARG_NONE, &frontier,
      N_("With --all --count: count every tour of the board at once by the frontier (Knuth's "
         "Algorithm E), its open ones too: boards up to 8 squares wide, of any length"), NULL },
    { "threads", 't', 0, G_OPTION_ARG_FILENAME, &threads_text,
      N_("Threads for --all --count (default: one per core)"), N_("T") },
    { "part", 0, 0, G_OPTION_ARG_FILENAME, &part,
      N_("With --all --count: count only the I-th of K shares of the work and print “tour N "
         "ROW COL part I/K total T” (add them up with “knights-queens-cli sum”)"),
      N_("I/K") },
    { "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
      N_("With --all --count: show the progress on standard error even when it is not a "
         "terminal"), NULL },
    { "max-steps", 0, 0, G_OPTION_ARG_FILENAME, &max_steps_text,
      max_steps_help,
      N_("STEPS") },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &images.png,
      N_("Also draw the tour to a PNG image"), N_("FILE") },
    { "sheet", 0, 0, G_OPTION_ARG_FILENAME, &sheet,
      N_("Also write a handout: the board, its path and the matrix of move numbers on an A4 PDF"),
      N_("FILE.pdf") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no matrix (with --png: only the image); with --all --count, no progress"),
      NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context =
    kq_cli_context_new (_("N|M N|MxN [ROW COL] — a knight's tour"), &images);
  g_autoptr(GError) error = NULL;
  KqTourRequest request = { .method = KQ_TOUR_WARNSDORFF };
  gint64 row = 1, col = 1;
  KqCliProgress progress_shown;
  int status, rows = 0, cols = 0, used = 0;

  g_option_context_set_summary (context,
    _("Prints a knight's tour of the N × N board (or of M rows by N columns: “M N” or\n"
      "“MxN”) from square (ROW, COL), counted from 1, as a matrix of move numbers; with\n"
      "--all every tour from it in the lessons' order. “tour N --all --count” counts the\n"
      "tours from every square; “tour N --closed --all --count” (and “MxN”, as 7x8) every\n"
      "closed tour of the board by the frontier (Knuth's Algorithm E), as --frontier counts\n"
      "its open ones. Exit status: 0 a tour was printed, 1 there is none (the reason on\n"
      "stderr), 2 bad input, 3 the step limit ran out."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  kq_cli_images_add_entries (context, &images);
  kq_cli_lesson_add_entries (context, &lesson);
  if (!kq_cli_parse_options (context, &argc, &argv))
    return KQ_EXIT_USAGE;
  if (kq_cli_lesson_standalone (&lesson))
    return kq_cli_lesson_print (&lesson, KQ_PROBLEM_TOUR, argc != 1);

  if (progress && quiet)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--progress and --quiet do not go together"));
  if (!kq_cli_parse_option (threads_text, "--threads", 0, KQ_CLI_MAX_THREADS, &threads, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  progress_shown = progress ? KQ_CLI_PROGRESS_SHOWN
                            : quiet ? KQ_CLI_PROGRESS_HIDDEN : KQ_CLI_PROGRESS_AUTO;
  if (argc < 2 || argc > 5)
    return kq_cli_fail (KQ_EXIT_USAGE, _("tour needs a board and a square: N ROW COL, M N ROW "
                                         "COL or MxN ROW COL (see --help)"));
  if (!kq_cli_parse_board_size (argv + 1, argc - 1, MAX (KQ_TOUR_MAX_N,
                                                          KQ_TOUR_FRONTIER_MAX_LENGTH),
                                &rows, &cols, &used, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  board = argc - 1 == used && all && count_only;
  /* Every closed tour of a board (and with --frontier its open ones): by the frontier, which
   * takes boards of any length; the shares and the map are the backtracking count's. */
  if (board && part == NULL && !kq_cli_images_wanted (&images) && (closed || frontier))
    {
      if (method != NULL || max_steps_text != NULL || sheet != NULL || lesson.trace != NULL)
        return kq_cli_fail (KQ_EXIT_USAGE, _("--method, --max-steps, --sheet and --trace=lines do "
                                             "not go with the count of every tour of a board"));
      return tour_frontier (rows, cols, closed, (guint) threads, progress_shown);
    }
  if (frontier)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--frontier counts every tour of a board: with --all "
                                         "--count, without ROW COL, --part or images"));
  if (argc - 1 != used + 2 && !board)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        argc - 1 == used
                          ? _("tour needs ROW COL but with --all --count, which counts "
                              "the tours from every square (see --help)")
                          : _("tour needs a board and a square: N ROW COL, M N ROW COL or MxN "
                              "ROW COL (see --help)"));
  if (!board && (!kq_parse_int (argv[used + 1], _("row"), 1, rows, &row, &error) ||
                 !kq_parse_int (argv[used + 2], _("column"), 1, cols, &col, &error)))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  /* A square stays n × n: the lessons' code knows those. */
  if (rows == cols)
    request.n = rows;
  else
    {
      request.rows = rows;
      request.cols = cols;
    }
  request.row = board ? 0 : (int) row - 1;
  request.col = board ? 0 : (int) col - 1;
  request.closed = closed;

  if (!kq_cli_lesson_check (&lesson, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (rows != cols && part != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, _("%d × %d: --part knows square boards only"),
                        rows, cols);
  if (lesson.trace != NULL)
    {
      if (closed || count_only || quiet || sheet != NULL || kq_cli_images_given (&images) ||
          part != NULL || threads_text != NULL || progress)
        return kq_cli_fail (KQ_EXIT_USAGE,
                            _("--trace=lines prints the lines run: it does not go with "
                              "--closed, --count, --quiet, --sheet or the images and their "
                              "options (--size, --fps, --caption, --legend, --dark)"));
      return tour_trace (&request, &lesson, method, all, max_steps_text);
    }

  if (method == NULL || g_str_equal (method, "warnsdorff"))
    request.method = KQ_TOUR_WARNSDORFF;
  else if (g_str_equal (method, "classic"))
    request.method = KQ_TOUR_CLASSIC;
  else
    {
      g_autofree char *shown = kq_format_user_text (method);

      return kq_cli_fail (KQ_EXIT_USAGE, _("unknown method “%s”: use warnsdorff or classic"), shown);
    }

  if (!kq_cli_parse_option (max_steps_text, "--max-steps", 0, G_MAXINT64, &max_steps, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  request.max_steps = (guint64) max_steps;
  if (count_only && !all)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--count goes with --all"));
  if ((part != NULL || threads_text != NULL || progress) && !count_only)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--part, --threads and --progress go with --all --count"));
  if (count_only && max_steps_text != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--max-steps limits the listing: --all --count counts to the end "
                          "(its progress on a terminal; Ctrl+C stops it)"));
  if (!kq_cli_images_check (&images, &error) ||
      (sheet != NULL && (!kq_render_sheet_check_path (sheet, &error) ||
                         !kq_file_check_writable (sheet, &error))))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (sheet != NULL && MAX (rows, cols) > KQ_RENDER_TOUR_SHEET_MAX_N)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--sheet: a tour sheet shows boards up to %d × %d, so that its numbers "
                          "can be read (%d × %d is too large)"),
                        KQ_RENDER_TOUR_SHEET_MAX_N, KQ_RENDER_TOUR_SHEET_MAX_N, rows, cols);
  /* A frame a move at least (with --gif-steps, a frame a step): refused
   * before the search. */
  if (images.gif != NULL && !all && (gint64) rows * cols > KQ_RENDER_GIF_MAX_FRAMES)
    {
      g_autofree char *moves = kq_format_count ((guint64) rows * cols);
      g_autofree char *bound = kq_format_count (KQ_RENDER_GIF_MAX_FRAMES);

      return kq_cli_fail (KQ_EXIT_USAGE,
                          _("--gif: a tour of %d × %d has %s moves, more than the %s frames an "
                            "animation holds"),
                          rows, cols, moves, bound);
    }

  if (all && (status = check_no_images (&images, sheet, board)) != KQ_EXIT_OK)
    return status;
  if (all && rows == cols && rows > KQ_TOUR_ALL_MAX_N)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--all lists every tour of boards up to %d × %d "
                                         "(n = %d is far too many)"),
                        KQ_TOUR_ALL_MAX_N, KQ_TOUR_ALL_MAX_N, request.n);
  if (all && MAX (rows, cols) > KQ_TOUR_ALL_MAX_N)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--all lists every tour of boards up to %d × %d, "
                                         "both sides up to %d (%d × %d is too large)"),
                        KQ_TOUR_ALL_MAX_N, KQ_TOUR_ALL_MAX_N, KQ_TOUR_ALL_MAX_N, rows, cols);
  if (count_only)
    return tour_count (&request, board, (guint) threads, part, progress_shown, &images);
  if (all)
    return tour_enumerate (&request);
  return tour_solve (&request, &images, sheet, quiet);
}
