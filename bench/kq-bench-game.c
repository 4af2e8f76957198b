/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-game: the knight game's start map (kq_game_start_map) against a
 * plain search with a memo, issue 43's baseline: minimax as backtracking
 * over the visited set, every start square searched, the moves in the
 * lessons' order, a GLib hash table keyed by the visited set and the
 * knight's square. Both count the positions they value (those with a move,
 * not found in the memo); the maps must agree.
 *
 *   kq-bench-game [BOARD…]   BOARD: RxC, or RxCm for misère (default 5x5 6x6 6x6m)
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kq-bench-median.h"
#include "kq-game.h"

#define RUNS 3

typedef struct {
  int         rows, cols;
  KqGameRule  rule;
  guint64     attacks[64];
  GHashTable *memo;  /* visited | square << 56 → 1 + wins */
  guint64     positions;
} Baseline;

static guint
key_hash (gconstpointer key)
{
  guint64 h = (guint64) (guintptr) key * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);

  return (guint) (h ^ (h >> 32));
}

static gboolean
baseline_wins (Baseline *b, guint64 visited, int square)
{
  guint64 moves = b->attacks[square] & ~visited;
  gpointer key = (gpointer) (guintptr) (visited | (guint64) square << 56);
  gpointer known;
  gboolean wins = FALSE;

  if (moves == 0)
    return b->rule == KQ_GAME_MISERE;
  if ((known = g_hash_table_lookup (b->memo, key)) != NULL)
    return GPOINTER_TO_INT (known) - 1;
  b->positions++;
  for (; moves != 0 && !wins; moves &= moves - 1)
    {
      int to = __builtin_ctzll (moves);

      wins = !baseline_wins (b, visited | G_GUINT64_CONSTANT (1) << to, to);
    }
  g_hash_table_insert (b->memo, key, GINT_TO_POINTER (1 + wins));
  return wins;
}

static void
baseline_map (int rows, int cols, KqGameRule rule, gboolean *placer_wins, guint64 *positions)
{
  Baseline b = { .rows = rows, .cols = cols, .rule = rule };
  KqGame *game = kq_game_new (rows, cols, rule, 0);

  /* The knight's moves, from the game's own move list. */
  for (int square = 0; square < rows * cols; square++)
    {
      KqGamePosition at = { .visited = G_GUINT64_CONSTANT (1) << square, .square = square,
                            .moves = 1 };

      b.attacks[square] = kq_game_moves (game, &at);
    }
  kq_game_free (game);
  b.memo = g_hash_table_new (key_hash, g_direct_equal);
  for (int square = 0; square < rows * cols; square++)
    placer_wins[square] = !baseline_wins (&b, G_GUINT64_CONSTANT (1) << square, square);
  g_hash_table_destroy (b.memo);
  *positions = b.positions;
}

static void
ours_map (int rows, int cols, KqGameRule rule, gboolean *placer_wins, guint64 *positions)
{
  g_autoptr(KqGame) game = kq_game_new (rows, cols, rule, 0);

  kq_game_start_map (game, placer_wins);
  *positions = kq_game_get_positions (game);
}

static double
cpu_seconds (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

typedef void (*MapFunc) (int, int, KqGameRule, gboolean *, guint64 *);

static double
timed (MapFunc func, int rows, int cols, KqGameRule rule, gboolean *map, guint64 *positions)
{
  double start = cpu_seconds ();

  func (rows, cols, rule, map, positions);
  return cpu_seconds () - start;
}

int
main (int argc, char *argv[])
{
  const char *defaults[] = { "5x5", "6x6", "6x6m" };
  const char * const *boards = argc > 1 ? (const char * const *) argv + 1 : defaults;
  int n_boards = argc > 1 ? argc - 1 : (int) G_N_ELEMENTS (defaults);

  printf ("%-8s %14s %14s %10s %10s %8s\n", "board", "positions", "baseline's", "CPU s",
          "baseline", "ratio");
  for (int i = 0; i < n_boards; i++)
    {
      int rows, cols;
      char misere = 0;
      double ours_s[RUNS], base_s[RUNS];
      guint64 ours_n = 0, base_n = 0;
      gboolean ours[64], base[64];
      KqGameRule rule;

      if (sscanf (boards[i], "%dx%d%c", &rows, &cols, &misere) < 2 ||
          rows < KQ_GAME_MIN_SIDE || rows > 7 || cols < KQ_GAME_MIN_SIDE || cols > 7 ||
          (misere != 0 && misere != 'm'))
        {
          fprintf (stderr, "kq-bench-game: “%s”: a board is RxC or RxCm, sides 3 to 7\n",
                   boards[i]);
          return 2;
        }
      rule = misere == 'm' ? KQ_GAME_MISERE : KQ_GAME_NORMAL;
      for (int run = 0; run < RUNS; run++)
        {
          ours_s[run] = timed (ours_map, rows, cols, rule, ours, &ours_n);
          base_s[run] = timed (baseline_map, rows, cols, rule, base, &base_n);
          for (int square = 0; square < rows * cols; square++)
            if (ours[square] != base[square])
              {
                fprintf (stderr, "kq-bench-game: %s: the maps differ at (%d, %d)\n", boards[i],
                         square / cols + 1, square % cols + 1);
                return 1;
              }
        }
      {
        double o = median (ours_s, RUNS), b = median (base_s, RUNS);

        printf ("%-8s %14" G_GUINT64_FORMAT " %14" G_GUINT64_FORMAT " %10.3f %10.3f %8.3f\n",
                boards[i], ours_n, base_n, o, b, o / b);
      }
    }
  return 0;
}
