/* SPDX-License-Identifier: GPL-3.0-or-later */
/* knights-queens-cli game: the two-player knight game (issue 43), who wins
 * from every start square, or a position's value and best move; its tree
 * as the lessons' backtracking, line by line (--trace=lines). */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kq-cli.h"
#include "kq-format.h"
#include "kq-game.h"
#include "kq-lesson.h"

/* The memo's default bound: 2^25 entries of 16 bytes, 0.5 GB, hold it
 * (0.8 GB while the memo grows to them; the next size would double it).
 * 7 × 7 in normal play needs 5.3 million positions, 6 × 8 5.7 million,
 * misère 6 × 6 0.6 million. */
#define KQ_CLI_GAME_DEFAULT_MAX_POSITIONS G_GINT64_CONSTANT (20000000)

/* The rows of cells, words separated by a space, right-aligned. */
static void
print_rows (int rows, int cols, char **cells)
{
  int width = 1;

  for (int i = 0; i < rows * cols; i++)
    width = MAX (width, (int) strlen (cells[i]));
  for (int i = 0; i < rows * cols; i++)
    printf ("%*s%c", width, cells[i], i % cols == cols - 1 ? '\n' : ' ');
}

/* W where the placer wins, L where they lose. */
static void
print_map (int rows, int cols, const gboolean *placer_wins)
{
  char *cells[64];

  for (int i = 0; i < rows * cols; i++)
    cells[i] = placer_wins[i] ? "W" : "L";
  print_rows (rows, cols, cells);
}

/* Each square's partner in a maximum matching, "-" where it has none. */
static void
print_partners (int rows, int cols)
{
  int partners[64];
  g_auto(GStrv) cells = g_new0 (char *, rows * cols + 1);

  kq_game_theory_partners (rows, cols, partners);
  for (int i = 0; i < rows * cols; i++)
    cells[i] = partners[i] < 0 ? g_strdup ("-")
                               : g_strdup_printf ("%d,%d", partners[i] / cols + 1,
                                                  partners[i] % cols + 1);
  print_rows (rows, cols, cells);
}

/* The board with its move numbers (. where the knight has not been), the
 * value for the player to move and their best move. */
static void
print_position (KqGame *game, const KqGamePosition *position, const int *numbers)
{
  int rows = kq_game_get_rows (game), cols = kq_game_get_cols (game);
  gboolean wins = kq_game_wins (game, position);
  int best = kq_game_best_move (game, position);
  g_auto(GStrv) cells = g_new0 (char *, rows * cols + 1);

  for (int i = 0; i < rows * cols; i++)
    cells[i] = numbers[i] > 0 ? g_strdup_printf ("%d", numbers[i]) : g_strdup (".");
  print_rows (rows, cols, cells);
  /* Translators: W or L, the player to move's (not translated: as in the map) */
  printf (_("value: %s"), wins ? "W" : "L");
  putchar ('\n');
  if (best < 0)
    printf ("%s\n", _("best move: none (the player to move cannot move)"));
  else
    {
      printf (_("best move: %d,%d"), best / cols + 1, best % cols + 1);
      putchar ('\n');
    }
}

/* --trace=lines: the listing's Win from the start square ROW COL (argv[3],
 * argv[4], from 1), normal play. */
static int
game_trace (int rows, int cols, char **argv, const KqCliLesson *lesson,
            const char *max_steps_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KqListing) listing = NULL;
  g_autoptr(KqLesson) machine = NULL;
  g_autofree char *row_what = g_strdup (_("row"));
  g_autofree char *col_what = g_strdup (_("column"));
  gint64 row, col;

  if (!kq_parse_int (argv[3], row_what, 1, rows, &row, &error) ||
      !kq_parse_int (argv[4], col_what, 1, cols, &col, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if ((listing = kq_cli_lesson_listing (lesson, KQ_PROBLEM_GAME, &error)) == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  machine = kq_lesson_new_rect (KQ_LESSON_GAME, rows, cols, (int) row - 1, (int) col - 1,
                                KQ_LESSON_FLAGS_NONE);
  return kq_cli_lesson_trace (machine, listing, max_steps_text, NULL);
}

int
kq_cli_game (int argc, char **argv)
{
  g_auto(KqCliLesson) lesson = { 0 };
  g_autofree char *max_steps_text = NULL;
  g_autofree char *moves = NULL;
  g_autofree char *max_positions_text = NULL;
  gboolean misere = FALSE, isolation = FALSE, count = FALSE, theory = FALSE, partners = FALSE;
  g_autofree char *max_positions_help =
    g_strdup_printf (_("Give up a search that values more than POSITIONS positions "
                       "(default %lld, about 0.5 GB; 0 = never)"),
                     (long long) KQ_CLI_GAME_DEFAULT_MAX_POSITIONS);
  const GOptionEntry entries[] = {
    { "misere", 0, 0, G_OPTION_ARG_NONE, &misere,
      N_("Misère: the player who cannot move wins"), NULL },
    { "isolation", 0, 0, G_OPTION_ARG_NONE, &isolation,
      N_("Isolation: each player a knight of their own (the first puts theirs down, then the "
         "second, then the first moves first), the squares visited closed to both"), NULL },
    { "moves", 0, 0, G_OPTION_ARG_FILENAME, &moves,
      N_("The position after these squares, “ROW,COL ROW,COL …” counted from 1, the first "
         "where the knight is put: its value and best move"), N_("SQUARES") },
    { "count", 0, 0, G_OPTION_ARG_NONE, &count,
      N_("Print the positions searched on standard error"), NULL },
    { "theory", 0, 0, G_OPTION_ARG_NONE, &theory,
      N_("Normal play's map by the matching theorem, with no search"), NULL },
    { "partners", 0, 0, G_OPTION_ARG_NONE, &partners,
      N_("Each square’s partner in a maximum matching of the knight’s moves (the 4 × 2 blocks "
         "where the board splits into them), “-” where it has none: normal play’s winning "
         "replies"), NULL },
    { "max-positions", 0, 0, G_OPTION_ARG_FILENAME, &max_positions_text,
      max_positions_help, N_("POSITIONS") },
    { "max-steps", 0, 0, G_OPTION_ARG_FILENAME, &max_steps_text,
      N_("With --trace=lines: at most STEPS lines (0: to the end)"), N_("STEPS") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("M N — the two-player knight game"));
  g_autoptr(GError) error = NULL;
  g_autoptr(KqGame) game = NULL;
  g_autofree char *side_what = g_strdup (_("board side"));
  gint64 rows, cols, max_positions = KQ_CLI_GAME_DEFAULT_MAX_POSITIONS;
  gboolean placer_wins[64];

  g_option_context_set_summary (context,
    _("The knight game on an M × N board (3 to 8 a side): one player puts the knight on\n"
      "any square, then the players take turns moving it a knight’s move to a square it\n"
      "has not visited; who cannot move loses (with --misere, wins). Prints M rows of N\n"
      "words: W where the player who puts the knight there wins, L where they lose.\n"
      "With --moves, the board with its move numbers, the value (W or L) for the player\n"
      "to move and their best move. “game M N ROW COL --trace=lines” runs the tree's\n"
      "minimax from that start square as the lessons' backtracking, a line at a time\n"
      "(--listings, --listing ID). Exit status: 0 printed, 2 bad input, 3 the search\n"
      "gave up (--max-positions, --max-steps)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  kq_cli_lesson_add_entries (context, &lesson);
  if (!kq_cli_parse_options (context, &argc, &argv))
    return KQ_EXIT_USAGE;
  if (kq_cli_lesson_standalone (&lesson))
    return kq_cli_lesson_print (&lesson, KQ_PROBLEM_GAME, argc != 1 || misere || isolation ||
                                moves != NULL || count || theory || partners ||
                                max_positions_text != NULL || max_steps_text != NULL);
  if (!kq_cli_lesson_check (&lesson, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (max_steps_text != NULL && lesson.trace == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--max-steps goes with --trace=lines"));
  if (lesson.trace != NULL && (argc != 5 || misere || isolation || moves != NULL || count ||
                               theory || partners || max_positions_text != NULL))
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--trace=lines needs M N ROW COL, the start square, and goes with "
                          "--listing and --max-steps only (the listings play normal play)"));
  if (argc != 3 && lesson.trace == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, _("game needs two numbers: M N (see --help)"));
  if (!kq_parse_int (argv[1], side_what, KQ_GAME_MIN_SIDE, KQ_GAME_MAX_SIDE, &rows, &error) ||
      !kq_parse_int (argv[2], side_what, KQ_GAME_MIN_SIDE, KQ_GAME_MAX_SIDE, &cols, &error) ||
      !kq_cli_parse_option (max_positions_text, "--max-positions", 0, G_MAXINT64,
                            &max_positions, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (lesson.trace != NULL)
    return game_trace ((int) rows, (int) cols, argv, &lesson, max_steps_text);
  if (misere && isolation)
    return kq_cli_fail (KQ_EXIT_USAGE, _("--misere and --isolation do not go together"));
  if ((theory || partners) && (misere || isolation || moves != NULL || count ||
                                max_positions_text != NULL || (theory && partners)))
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--theory and --partners answer normal play with no search: they do "
                          "not go together, nor with --misere, --isolation, --moves, --count or "
                          "--max-positions"));
  if (partners)
    {
      print_partners ((int) rows, (int) cols);
      return KQ_EXIT_OK;
    }
  if (theory)
    {
      kq_game_theory_start_map ((int) rows, (int) cols, placer_wins);
      print_map ((int) rows, (int) cols, placer_wins);
      return KQ_EXIT_OK;
    }

  game = kq_game_new ((int) rows, (int) cols,
                      misere ? KQ_GAME_MISERE : isolation ? KQ_GAME_ISOLATION : KQ_GAME_NORMAL,
                      (guint64) max_positions);
  if (moves != NULL)
    {
      KqGamePosition position;
      int numbers[64];

      if (!kq_game_position_parse (game, moves, &position, numbers, &error))
        return kq_cli_fail (KQ_EXIT_USAGE, "--moves: %s", error->message);
      /* Valued before anything is printed: a search that gives up prints
       * nothing on stdout. */
      kq_game_wins (game, &position);
      kq_game_best_move (game, &position);
      if (!kq_game_gave_up (game))
        print_position (game, &position, numbers);
    }
  else
    {
      kq_game_start_map (game, placer_wins);
      if (!kq_game_gave_up (game))
        print_map ((int) rows, (int) cols, placer_wins);
    }

  if (kq_game_gave_up (game))
    {
      g_autofree char *bound = kq_format_count ((guint64) max_positions);

      return kq_cli_fail (KQ_EXIT_GAVE_UP,
                          _("gave up after %s positions (--max-positions=0 searches to the end; "
                            "--theory answers normal play’s map at once)"),
                          bound);
    }
  if (count)
    {
      g_autofree char *searched = kq_format_count (kq_game_get_positions (game));

      fprintf (stderr, _("positions searched: %s"), searched);
      fputc ('\n', stderr);
    }
  return KQ_EXIT_OK;
}
