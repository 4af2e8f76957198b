/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The knight game (kq-game.h): its search against the matching theorem and
 * against a plain search with no memo, the 4 × 2 blocks' pairing, a
 * perfect player against random and greedy ones, and positions read. */
#include "config.h"

#include <string.h>

#include "kq-game.h"

#define BIT(square) (G_GUINT64_CONSTANT (1) << (square))

static guint64
board_set (int rows, int cols)
{
  return rows * cols == 64 ? G_MAXUINT64 : BIT (rows * cols) - 1;
}

/* A plain minimax over the visited set, with neither memo nor the
 * reachable squares: the rules as the issue states them. */
static gboolean
plain_wins (const KqGame *game, const KqGamePosition *position)
{
  KqGameRule rule = kq_game_get_rule (game);
  guint64 moves = kq_game_moves (game, position);

  if (moves == 0)
    return rule == KQ_GAME_MISERE;
  for (; moves != 0; moves &= moves - 1)
    {
      KqGamePosition next = *position;

      g_assert_true (kq_game_position_play (game, &next, __builtin_ctzll (moves), NULL));
      if (!plain_wins (game, &next))
        return TRUE;
    }
  return FALSE;
}

/* Every start square: the search against the theorem (normal play), on
 * every board from 3 × 3 to 7 × 7; with -m slow, those with a side of 8 too
 * up to 48 squares (7 × 8 and 8 × 8 do not fit the memory). */
static void
test_theory (void)
{
  for (int rows = KQ_GAME_MIN_SIDE; rows <= KQ_GAME_MAX_SIDE; rows++)
    for (int cols = KQ_GAME_MIN_SIDE; cols <= KQ_GAME_MAX_SIDE; cols++)
      {
        g_autoptr(KqGame) game = NULL;
        gboolean searched[64], theory[64];

        if (rows * cols > 49 || (MAX (rows, cols) == 8 && !g_test_slow ()))
          continue;
        game = kq_game_new (rows, cols, KQ_GAME_NORMAL, 0);
        kq_game_start_map (game, searched);
        kq_game_theory_start_map (rows, cols, theory);
        for (int square = 0; square < rows * cols; square++)
          g_assert_cmpint (searched[square], ==, theory[square]);
        g_assert_false (kq_game_gave_up (game));
      }
}

/* The figures: on 5 × 5 the placer wins on the squares of the
 * corners' colour, on 6 × 6 nowhere (a perfect matching); misère 6 × 6 is
 * won only on the eight squares of the inner ring off its corners. */
static void
test_maps (void)
{
  static const char misere_6[] = "LLLLLL" "LLWWLL" "LWLLWL" "LWLLWL" "LLWWLL" "LLLLLL";
  g_autoptr(KqGame) five = kq_game_new (5, 5, KQ_GAME_NORMAL, 0);
  g_autoptr(KqGame) six = kq_game_new (6, 6, KQ_GAME_NORMAL, 0);
  g_autoptr(KqGame) misere = kq_game_new (6, 6, KQ_GAME_MISERE, 0);
  gboolean map[64];

  kq_game_start_map (five, map);
  for (int square = 0; square < 25; square++)
    g_assert_cmpint (map[square], ==, (square / 5 + square % 5) % 2 == 0);
  kq_game_start_map (six, map);
  for (int square = 0; square < 36; square++)
    g_assert_false (map[square]);
  kq_game_start_map (misere, map);
  for (int square = 0; square < 36; square++)
    g_assert_cmpint (map[square], ==, misere_6[square] == 'W');
}

/* Positions in the middle of random games, every rule: the search against
 * the plain one (boards up to 4 × 5 and 5 × 4, where it is quick; in
 * Isolation, whose two knights make it slower, up to 12 squares, the start
 * too) and, in normal play, against the theorem (boards up to 6 × 6). */
static void
test_positions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (43);

  for (int rows = KQ_GAME_MIN_SIDE; rows <= 6; rows++)
    for (int cols = KQ_GAME_MIN_SIDE; cols <= 6; cols++)
      for (KqGameRule rule = KQ_GAME_NORMAL; rule <= KQ_GAME_ISOLATION; rule++)
        {
          g_autoptr(KqGame) game = NULL;
          gboolean plain = rows * cols <= (rule == KQ_GAME_ISOLATION ? 12 : 20);
          KqGamePosition start;

          /* Isolation's 6 × 6 takes seconds: up to 5 × 6. */
          if (rule == KQ_GAME_ISOLATION && rows * cols > 30)
            continue;
          game = kq_game_new (rows, cols, rule, 0);

          kq_game_position_init (&start);
          if (plain)
            g_assert_cmpint (kq_game_wins (game, &start), ==, plain_wins (game, &start));

          for (int round = 0; round < 30; round++)
            {
              KqGamePosition position;
              guint64 moves;

              kq_game_position_init (&position);
              while ((moves = kq_game_moves (game, &position)) != 0)
                {
                  int k = g_rand_int_range (rand, 0, __builtin_popcountll (moves));
                  gboolean wins;

                  for (; k > 0; k--)
                    moves &= moves - 1;
                  g_assert_true (kq_game_position_play (game, &position,
                                                        __builtin_ctzll (moves), NULL));
                  wins = kq_game_wins (game, &position);
                  if (plain)
                    g_assert_cmpint (wins, ==, plain_wins (game, &position));
                  if (rule == KQ_GAME_NORMAL)
                    g_assert_cmpint (wins, ==,
                                     kq_game_theory_wins (rows, cols,
                                                          board_set (rows, cols) &
                                                            ~position.visited,
                                                          position.square));
                }
            }
        }
}

/* The partners are a matching of knight's moves, as large as the theorem
 * needs: perfect exactly where the placer loses everywhere. On 8 × 8, the
 * eight 4 × 2 blocks; answering each move with its partner, the second
 * player always has a move, whatever the first does. */
static void
test_partners (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  int partners[64];

  for (int rows = KQ_GAME_MIN_SIDE; rows <= KQ_GAME_MAX_SIDE; rows++)
    for (int cols = KQ_GAME_MIN_SIDE; cols <= KQ_GAME_MAX_SIDE; cols++)
      {
        int pairs = kq_game_theory_partners (rows, cols, partners), matched = 0;
        gboolean map[64], placer_loses = TRUE;

        for (int square = 0; square < rows * cols; square++)
          {
            int p = partners[square];
            int dr, dc;

            if (p < 0)
              continue;
            matched++;
            g_assert_cmpint (partners[p], ==, square);
            dr = ABS (p / cols - square / cols);
            dc = ABS (p % cols - square % cols);
            g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
          }
        g_assert_cmpint (matched, ==, 2 * pairs);
        kq_game_theory_start_map (rows, cols, map);
        for (int square = 0; square < rows * cols; square++)
          placer_loses &= !map[square];
        g_assert_cmpint (placer_loses, ==, 2 * pairs == rows * cols);
      }

  g_assert_cmpint (kq_game_theory_partners (8, 8, partners), ==, 32);
  for (int square = 0; square < 64; square++)
    {
      int p = partners[square];

      /* The same block: rows 0-3 or 4-7, columns 2k and 2k + 1. */
      g_assert_cmpint (p / 8 / 4, ==, square / 8 / 4);
      g_assert_cmpint (p % 8 / 2, ==, square % 8 / 2);
    }
  for (int round = 0; round < 200; round++)
    {
      g_autoptr(KqGame) game = kq_game_new (8, 8, KQ_GAME_NORMAL, 0);
      KqGamePosition position;
      guint64 moves;

      kq_game_position_init (&position);
      while ((moves = kq_game_moves (game, &position)) != 0)
        {
          int k = g_rand_int_range (rand, 0, __builtin_popcountll (moves));

          for (; k > 0; k--)
            moves &= moves - 1;
          g_assert_true (kq_game_position_play (game, &position, __builtin_ctzll (moves), NULL));
          g_assert_true (kq_game_position_play (game, &position, partners[position.square],
                                                NULL));
        }
    }
}

/* The opponents: a random player, and a greedy one that leaves the fewest
 * replies (the first such move). */
static int
random_move (const KqGame *game, const KqGamePosition *position, GRand *rand)
{
  guint64 moves = kq_game_moves (game, position);
  int k = g_rand_int_range (rand, 0, __builtin_popcountll (moves));

  for (; k > 0; k--)
    moves &= moves - 1;
  return __builtin_ctzll (moves);
}

static int
greedy_move (const KqGame *game, const KqGamePosition *position)
{
  int best = -1, fewest = G_MAXINT;

  for (guint64 moves = kq_game_moves (game, position); moves != 0; moves &= moves - 1)
    {
      KqGamePosition next = *position;
      int replies;

      g_assert_true (kq_game_position_play (game, &next, __builtin_ctzll (moves), NULL));
      replies = __builtin_popcountll (kq_game_moves (game, &next));
      if (replies < fewest)
        {
          best = next.square;
          fewest = replies;
        }
    }
  return best;
}

/* From random positions the solver says are won for the player to move
 * (the start included, where the placer moves), the perfect player plays
 * on against a random or a greedy one: it wins every game. */
static void
test_perfect (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2);
  guint won_games = 0;

  for (int rows = KQ_GAME_MIN_SIDE; rows <= 6; rows++)
    for (int cols = rows; cols <= 6; cols++)
      for (KqGameRule rule = KQ_GAME_NORMAL; rule <= KQ_GAME_ISOLATION; rule++)
        {
          g_autoptr(KqGame) game = NULL;

          if (rule == KQ_GAME_ISOLATION && rows * cols > 30)
            continue;
          game = kq_game_new (rows, cols, rule, 0);
          for (int round = 0; round < 40; round++)
            {
              KqGamePosition position;
              int opening = g_rand_int_range (rand, 0, rule == KQ_GAME_ISOLATION ? 5 : 4);
              gboolean greedy = round % 2 == 1, perfect_to_move = TRUE;

              kq_game_position_init (&position);
              for (int i = 0; i < opening && kq_game_moves (game, &position) != 0; i++)
                g_assert_true (kq_game_position_play (game, &position,
                                                      random_move (game, &position, rand),
                                                      NULL));
              if (!kq_game_wins (game, &position))
                continue;
              while (kq_game_moves (game, &position) != 0)
                {
                  int move = perfect_to_move ? kq_game_best_move (game, &position)
                             : greedy ? greedy_move (game, &position)
                             : random_move (game, &position, rand);

                  g_assert_true (kq_game_position_play (game, &position, move, NULL));
                  perfect_to_move = !perfect_to_move;
                }
              /* Who cannot move loses, or in misère wins. */
              g_assert_cmpint (perfect_to_move, ==, rule == KQ_GAME_MISERE);
              won_games++;
            }
        }
  /* Enough games were won to mean something. */
  g_assert_cmpuint (won_games, >, 200);
}

static void
test_parse (void)
{
  static const struct {
    const char *text;
    int         code;
  } bad[] = {
    { "1,1 1,1", KQ_GAME_ERROR_ILLEGAL },
    { "1,1 2,2", KQ_GAME_ERROR_ILLEGAL },
    { "1,1 2,3 1,1", KQ_GAME_ERROR_ILLEGAL },
    { "1;1", KQ_GAME_ERROR_INVALID },
    { "1,1,1", KQ_GAME_ERROR_INVALID },
  };
  g_autoptr(KqGame) game = kq_game_new (5, 5, KQ_GAME_NORMAL, 0);
  g_autoptr(GError) error = NULL;
  KqGamePosition position;
  int numbers[25];

  g_assert_true (kq_game_position_parse (game, " 1,1  2,3\t3,5 ", &position, numbers, &error));
  g_assert_no_error (error);
  g_assert_cmpint (numbers[0], ==, 1);
  g_assert_cmpint (numbers[7], ==, 2);
  g_assert_cmpint (numbers[14], ==, 3);
  g_assert_cmpint (numbers[1], ==, 0);
  g_assert_cmpint (position.moves, ==, 3);
  g_assert_cmpint (position.square, ==, 2 * 5 + 4);
  g_assert_cmphex (position.visited, ==, BIT (0) | BIT (7) | BIT (14));
  g_assert_true (kq_game_position_parse (game, "", &position, NULL, &error));
  g_assert_cmpint (position.square, ==, -1);

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (kq_game_position_parse (game, bad[i].text, &position, NULL, &error));
      g_assert_error (error, KQ_GAME_ERROR, bad[i].code);
      g_clear_error (&error);
    }
  /* Off the board, or not a number: kq_parse_int's messages. */
  g_assert_false (kq_game_position_parse (game, "6,1", &position, NULL, &error));
  g_assert_nonnull (strstr (error->message, "out of range"));
  g_clear_error (&error);
  g_assert_false (kq_game_position_parse (game, "a,1", &position, NULL, &error));
  g_assert_nonnull (error);
}

/* A bound on the memo: the search gives up rather than growing it. */
static void
test_bound (void)
{
  g_autoptr(KqGame) game = kq_game_new (6, 6, KQ_GAME_MISERE, 1000);
  gboolean map[64];

  kq_game_start_map (game, map);
  g_assert_true (kq_game_gave_up (game));
  g_assert_cmpuint (kq_game_get_positions (game), <=, 1000);
}

/* Random positions of boards up to 5 × 5 (a random opening of up to six
 * moves): where the player to move wins, alpha–beta as deep as the board
 * is big plays a winning move (its value is then exact), and so does the
 * matching theorem's move in normal play, which says -1 exactly where the
 * position is lost. */
static void
test_alphabeta_theory (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (43);
  guint checked = 0;

  for (int rows = KQ_GAME_MIN_SIDE; rows <= 5; rows++)
    for (int cols = rows; cols <= 5; cols++)
      for (KqGameRule rule = KQ_GAME_NORMAL; rule <= KQ_GAME_ISOLATION; rule++)
        {
          g_autoptr(KqGame) game = kq_game_new (rows, cols, rule, 0);

          for (int round = 0; round < 30; round++)
            {
              KqGamePosition position, next;
              int opening = g_rand_int_range (rand, 0, 7), move;

              kq_game_position_init (&position);
              for (int i = 0; i < opening && kq_game_moves (game, &position) != 0; i++)
                g_assert_true (kq_game_position_play (game, &position,
                                                      random_move (game, &position, rand),
                                                      NULL));
              if (rule == KQ_GAME_NORMAL)
                {
                  move = kq_game_theory_move (rows, cols, &position);
                  g_assert_cmpint (move >= 0, ==, kq_game_wins (game, &position));
                  if (move >= 0)
                    {
                      next = position;
                      g_assert_true (kq_game_position_play (game, &next, move, NULL));
                      g_assert_false (kq_game_wins (game, &next));
                    }
                }
              /* (a misère game over is won, with no move to play) */
              if (kq_game_moves (game, &position) == 0 || !kq_game_wins (game, &position) ||
                  rows * cols > 20)
                continue;
              move = kq_game_alphabeta_move (game, &position, rows * cols);
              next = position;
              g_assert_true (kq_game_position_play (game, &next, move, NULL));
              g_assert_false (kq_game_wins (game, &next));
              g_assert_false (kq_game_gave_up (game));
              checked++;
            }
        }
  g_assert_cmpuint (checked, >, 50);
}

static gboolean
stop_now (gpointer user_data)
{
  int *asked = user_data;

  (*asked)++;
  return TRUE;
}

/* A stop asked for: the search and alpha–beta end, the game gave up. */
static void
test_stop (void)
{
  g_autoptr(KqGame) game = kq_game_new (8, 8, KQ_GAME_NORMAL, 0);
  g_autoptr(KqGame) deep = kq_game_new (8, 8, KQ_GAME_MISERE, 0);
  KqGamePosition position;
  int asked = 0;

  kq_game_position_init (&position);
  g_assert_true (kq_game_position_play (game, &position, 0, NULL));
  kq_game_set_stop (game, stop_now, &asked);
  kq_game_wins (game, &position);
  g_assert_true (kq_game_gave_up (game));
  g_assert_cmpint (asked, ==, 1);
  g_assert_cmpuint (kq_game_get_positions (game), ==, 0);

  kq_game_set_stop (deep, stop_now, &asked);
  kq_game_alphabeta_move (deep, &position, 30);
  g_assert_true (kq_game_gave_up (deep));
  g_assert_cmpint (asked, ==, 2);
}

/* Greedy's measure: the replies left, a misère move that leaves none last. */
static void
test_greedy_rank (void)
{
  g_autoptr(KqGame) normal = kq_game_new (3, 3, KQ_GAME_NORMAL, 0);
  g_autoptr(KqGame) misere = kq_game_new (3, 3, KQ_GAME_MISERE, 0);
  KqGamePosition position;

  /* 3 × 3 from the corner (1,1): (2,3) or (3,2), each with one reply left */
  g_assert_true (kq_game_position_parse (normal, "1,1", &position, NULL, NULL));
  g_assert_cmpint (kq_game_greedy_rank (normal, &position, 5), ==, 1);
  /* the ring of eight squares round the centre, all but (3,2) visited:
   * (1,3) → (3,2) leaves no reply */
  g_assert_true (kq_game_position_parse (normal, "1,1 2,3 3,1 1,2 3,3 2,1 1,3", &position, NULL,
                                         NULL));
  g_assert_cmpint (kq_game_greedy_rank (normal, &position, 7), ==, 0);
  g_assert_cmpint (kq_game_greedy_rank (misere, &position, 7), ==, 9);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/theory", test_theory);
  g_test_add_func ("/game/maps", test_maps);
  g_test_add_func ("/game/positions", test_positions);
  g_test_add_func ("/game/partners", test_partners);
  g_test_add_func ("/game/perfect", test_perfect);
  g_test_add_func ("/game/parse", test_parse);
  g_test_add_func ("/game/bound", test_bound);
  g_test_add_func ("/game/alphabeta-theory", test_alphabeta_theory);
  g_test_add_func ("/game/stop", test_stop);
  g_test_add_func ("/game/greedy-rank", test_greedy_rank);
  return g_test_run ();
}
