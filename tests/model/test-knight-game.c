/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-knight-game.c: the game mode's model without a display: the
 * computer's moves worked out in a worker against a person's moves, undo,
 * and a computer's move cancelled (GObject, GTask and the main loop only) */
#define G_LOG_DOMAIN "test-knight-game"
#include "config.h"

#include "kq-knight-game.h"

/* Runs the main loop until the computer has played. */
static void
wait_for_computer (KqKnightGame *game)
{
  while (kq_knight_game_get_thinking (game))
    g_main_context_iteration (NULL, TRUE);
}

static int
random_square (guint64 moves, GRand *rand)
{
  for (int k = g_rand_int_range (rand, 0, __builtin_popcountll (moves)); k > 0; k--)
    moves &= moves - 1;
  return __builtin_ctzll (moves);
}

/* The person's greedy move: the fewest replies left. */
static int
greedy_square (const KqGame *rules, const KqGamePosition *position)
{
  int best = -1, fewest = G_MAXINT;

  for (guint64 moves = kq_game_moves (rules, position); moves != 0; moves &= moves - 1)
    {
      int rank = kq_game_greedy_rank (rules, position, __builtin_ctzll (moves));

      if (rank < fewest)
        {
          fewest = rank;
          best = __builtin_ctzll (moves);
        }
    }
  return best;
}

/* Whether the player to move wins: normal play by the theorem, the others
 * by the exact search. */
static gboolean
judge_wins (KqGame *judge, const KqGamePosition *position)
{
  int n = kq_game_get_rows (judge);

  return kq_game_get_rule (judge) == KQ_GAME_NORMAL ? kq_game_theory_move (n, n, position) >= 0
                                                   : kq_game_wins (judge, position);
}

/* The perfect computer against a person who plays at random or greedily,
 * on boards from 3 × 3 to 8 × 8 (normal play: the theorem), misère and
 * Isolation on small ones (the memo's search), the computer first or
 * second: every game where it was ever to move in a position the solver
 * says is won, it wins. */
static void
test_perfect (void)
{
  static const struct {
    int        n;
    KqGameRule rule;
    int        games;
  } boards[] = {
    { 3, KQ_GAME_NORMAL, 6 }, { 4, KQ_GAME_NORMAL, 10 }, { 5, KQ_GAME_NORMAL, 10 },
    { 6, KQ_GAME_NORMAL, 10 }, { 7, KQ_GAME_NORMAL, 6 }, { 8, KQ_GAME_NORMAL, 10 },
    { 4, KQ_GAME_MISERE, 10 }, { 5, KQ_GAME_MISERE, 10 }, { 4, KQ_GAME_ISOLATION, 10 },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (43);
  guint won = 0;

  for (gsize b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      int n = boards[b].n;
      g_autoptr(KqKnightGame) game = kq_knight_game_new (n, n, boards[b].rule);
      g_autoptr(KqGame) judge = kq_game_new (n, n, boards[b].rule, 0);

      kq_knight_game_set_seed (game, 7);
      for (int round = 0; round < boards[b].games; round++)
        {
          int computer = round % 2;
          gboolean greedy = round % 4 >= 2, given_won = FALSE;

          kq_knight_game_set_players (game, computer == 0 ? KQ_KNIGHT_PLAYER_PERFECT
                                                          : KQ_KNIGHT_PLAYER_PERSON,
                                      computer == 1 ? KQ_KNIGHT_PLAYER_PERFECT
                                                    : KQ_KNIGHT_PLAYER_PERSON);
          kq_knight_game_restart (game, n, n, boards[b].rule);
          /* the computer first: the empty board is its to win or lose */
          if (computer == 0)
            given_won = judge_wins (judge, kq_knight_game_get_position (game));
          wait_for_computer (game);
          while (kq_knight_game_get_winner (game) < 0)
            {
              const KqGamePosition *position = kq_knight_game_get_position (game);

              g_assert_cmpint (kq_knight_game_get_turn (game), !=, computer);
              g_assert_true (kq_knight_game_play (game, greedy
                                                  ? greedy_square (judge, position)
                                                  : random_square (kq_knight_game_get_moves (game),
                                                                   rand),
                                                  NULL));
              if (kq_knight_game_get_winner (game) < 0)
                {
                  g_assert_true (kq_knight_game_get_thinking (game));
                  given_won = given_won ||
                              judge_wins (judge, kq_knight_game_get_position (game));
                }
              wait_for_computer (game);
            }
          if (given_won)
            {
              g_assert_cmpint (kq_knight_game_get_winner (game), ==, computer);
              won++;
            }
        }
    }
  /* enough games to mean something */
  g_assert_cmpuint (won, >, 30);
}

/* Undo: against the computer, the person's move and the computer's reply
 * go together; between two people, one move at a time. */
static void
test_undo (void)
{
  g_autoptr(KqKnightGame) game = kq_knight_game_new (5, 5, KQ_GAME_NORMAL);
  const int *numbers = kq_knight_game_get_numbers (game);
  g_autofree char *status = NULL;

  kq_knight_game_set_players (game, KQ_KNIGHT_PLAYER_PERSON, KQ_KNIGHT_PLAYER_GREEDY);
  g_assert_false (kq_knight_game_can_undo (game));
  g_assert_false (kq_knight_game_undo (game));
  g_assert_true (kq_knight_game_play (game, 12, NULL));
  wait_for_computer (game);
  g_assert_cmpint (kq_knight_game_get_position (game)->moves, ==, 2);
  g_assert_cmpint (numbers[12], ==, 1);
  g_assert_true (kq_knight_game_can_undo (game));
  g_assert_true (kq_knight_game_undo (game));
  g_assert_cmpint (kq_knight_game_get_position (game)->moves, ==, 0);
  g_assert_false (kq_knight_game_get_thinking (game));
  for (int i = 0; i < 25; i++)
    g_assert_cmpint (numbers[i], ==, 0);
  status = kq_knight_game_dup_status (game);
  g_assert_cmpstr (status, ==, "Your move: put the knight on any square");

  kq_knight_game_set_players (game, KQ_KNIGHT_PLAYER_PERSON, KQ_KNIGHT_PLAYER_PERSON);
  g_assert_true (kq_knight_game_play (game, 0, NULL));
  g_assert_true (kq_knight_game_play (game, 7, NULL));
  g_assert_cmpint (numbers[7], ==, 2);
  g_assert_true (kq_knight_game_undo (game));
  g_assert_cmpint (kq_knight_game_get_position (game)->moves, ==, 1);
  g_assert_cmpint (numbers[7], ==, 0);
  g_assert_cmpint (kq_knight_game_get_turn (game), ==, 1);
}

/* A move refused says why in the status, until the next move; the game
 * over says who won. */
static void
test_refused (void)
{
  g_autoptr(KqKnightGame) game = kq_knight_game_new (3, 3, KQ_GAME_NORMAL);
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL, *over = NULL;

  kq_knight_game_set_players (game, KQ_KNIGHT_PLAYER_PERSON, KQ_KNIGHT_PLAYER_PERSON);
  g_assert_true (kq_knight_game_play (game, 0, NULL));
  g_assert_false (kq_knight_game_play (game, 1, &error));
  g_assert_error (error, KQ_GAME_ERROR, KQ_GAME_ERROR_ILLEGAL);
  status = kq_knight_game_dup_status (game);
  g_assert_cmpstr (status, ==, error->message);
  /* the centre of 3 × 3: the first player, who put it there, wins at once */
  kq_knight_game_restart (game, 3, 3, KQ_GAME_NORMAL);
  g_assert_true (kq_knight_game_play (game, 4, NULL));
  g_assert_cmpint (kq_knight_game_get_winner (game), ==, 0);
  over = kq_knight_game_dup_status (game);
  g_assert_cmpstr (over, ==, "Player 1 wins: player 2 cannot move from (2, 2)");
}

static void
count_cb (KqKnightGame *game, int *changes)
{
  (*changes)++;
}

static gboolean
set_flag (gpointer flag)
{
  *(gboolean *) flag = TRUE;
  return G_SOURCE_REMOVE;
}

/* A person's undo while the computer thinks: its move is dropped, never
 * played (the exact search on 8 × 8 misère runs for seconds). */
static void
test_cancel (void)
{
  g_autoptr(KqKnightGame) game = kq_knight_game_new (8, 8, KQ_GAME_MISERE);
  gboolean waited = FALSE;
  int changes = 0;

  kq_knight_game_set_players (game, KQ_KNIGHT_PLAYER_PERSON, KQ_KNIGHT_PLAYER_EXACT);
  g_assert_true (kq_knight_game_play (game, 27, NULL));
  g_assert_true (kq_knight_game_get_thinking (game));
  g_assert_true (kq_knight_game_undo (game));
  g_assert_false (kq_knight_game_get_thinking (game));
  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &changes);
  /* the cancelled task's end comes through the main loop: let it come */
  g_timeout_add (500, set_flag, &waited);
  while (!waited)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (changes, ==, 0);
  g_assert_cmpint (kq_knight_game_get_position (game)->moves, ==, 0);
  /* and the game goes on: a new move, a new reply */
  kq_knight_game_set_players (game, KQ_KNIGHT_PLAYER_PERSON, KQ_KNIGHT_PLAYER_RANDOM);
  g_assert_true (kq_knight_game_play (game, 27, NULL));
  wait_for_computer (game);
  g_assert_cmpint (kq_knight_game_get_position (game)->moves, ==, 2);
}

/* The map of start squares: the theorem's in normal play, the search's in
 * misère where it is quick, none past that; a new rule, a new map. */
static void
test_start_map (void)
{
  g_autoptr(KqKnightGame) game = kq_knight_game_new (5, 5, KQ_GAME_NORMAL);
  g_autoptr(KqGame) misere = kq_game_new (5, 5, KQ_GAME_MISERE, 0);
  gboolean map[64], expected[64];

  g_assert_true (kq_knight_game_get_start_map (game, map));
  kq_game_theory_start_map (5, 5, expected);
  g_assert_cmpmem (map, 25 * sizeof (gboolean), expected, 25 * sizeof (gboolean));
  /* 5 × 5: the placer wins on the 13 squares of the corners' colour */
  g_assert_true (map[0] && !map[1] && map[12]);
  kq_knight_game_restart (game, 5, 5, KQ_GAME_MISERE);
  g_assert_true (kq_knight_game_get_start_map (game, map));
  kq_game_start_map (misere, expected);
  g_assert_cmpmem (map, 25 * sizeof (gboolean), expected, 25 * sizeof (gboolean));
  g_assert_false (map[12]);
  kq_knight_game_restart (game, 6, 6, KQ_GAME_MISERE);
  g_assert_false (kq_knight_game_get_start_map (game, map));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/knight-game/perfect", test_perfect);
  g_test_add_func ("/knight-game/undo", test_undo);
  g_test_add_func ("/knight-game/refused", test_refused);
  g_test_add_func ("/knight-game/cancel", test_cancel);
  g_test_add_func ("/knight-game/start-map", test_start_map);
  return g_test_run ();
}
