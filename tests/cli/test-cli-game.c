/* SPDX-License-Identifier: GPL-3.0-or-later */
/* knights-queens-cli game (issue 43): the maps of 5 × 5, 6 × 6, misère
 * 6 × 6 and Isolation, the theorem's of 8 × 8 and its partners, a
 * position's value and best move, --count, and bad input refused with exit
 * status 2 and a message. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "kq-test-tools.h"

/* Runs the CLI's game with args (NULL-terminated). */
static void
run_game (KqTestRun *run, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) g_getenv ("KQ_CLI"));
  g_ptr_array_add (argv, "game");
  for (; *args != NULL; args++)
    g_ptr_array_add (argv, (gpointer) *args);
  g_ptr_array_add (argv, NULL);
  kq_test_run (run, (const char * const *) argv->pdata, NULL);
}

static void
test_maps (void)
{
  static const struct {
    const char *args[4];
    const char *out;
  } maps[] = {
    { { "5", "5", NULL },
      "W L W L W\nL W L W L\nW L W L W\nL W L W L\nW L W L W\n" },
    { { "6", "6", NULL },
      "L L L L L L\nL L L L L L\nL L L L L L\nL L L L L L\nL L L L L L\nL L L L L L\n" },
    { { "6", "6", "--misere", NULL },
      "L L L L L L\nL L W W L L\nL W L L W L\nL W L L W L\nL L W W L L\nL L L L L L\n" },
    { { "3", "4", NULL }, "L L L L\nL L L L\nL L L L\n" },
    /* Isolation: the second player always has a reply. */
    { { "4", "5", "--isolation", NULL }, "L L L L L\nL L L L L\nL L L L L\nL L L L L\n" },
    { { "3", "3", "--theory", NULL }, "L L L\nL W L\nL L L\n" },
    { { "8", "8", "--theory", NULL },
      "L L L L L L L L\nL L L L L L L L\nL L L L L L L L\nL L L L L L L L\n"
      "L L L L L L L L\nL L L L L L L L\nL L L L L L L L\nL L L L L L L L\n" },
    /* The eight 4 × 2 blocks: two rows away, the other column of the two. */
    { { "8", "8", "--partners", NULL },
      "3,2 3,1 3,4 3,3 3,6 3,5 3,8 3,7\n4,2 4,1 4,4 4,3 4,6 4,5 4,8 4,7\n"
      "1,2 1,1 1,4 1,3 1,6 1,5 1,8 1,7\n2,2 2,1 2,4 2,3 2,6 2,5 2,8 2,7\n"
      "7,2 7,1 7,4 7,3 7,6 7,5 7,8 7,7\n8,2 8,1 8,4 8,3 8,6 8,5 8,8 8,7\n"
      "5,2 5,1 5,4 5,3 5,6 5,5 5,8 5,7\n6,2 6,1 6,4 6,3 6,6 6,5 6,8 6,7\n" },
    /* The middle has no move: nothing to pair it with. */
    { { "3", "3", "--partners", NULL }, "3,2 3,3 2,1\n1,3   - 3,1\n2,3 1,1 1,2\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      g_auto(KqTestRun) run = { 0 };

      run_game (&run, maps[i].args);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, maps[i].out);
    }
}

/* --count: the positions on stderr, the map alone on stdout. */
static void
test_count (void)
{
  g_auto(KqTestRun) run = { 0 };
  guint64 positions;

  run_game (&run, (const char *[]) { "5", "5", "--count", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "W L W L W\n"));
  g_assert_true (g_str_has_prefix (run.err, "positions searched: "));
  positions = g_ascii_strtoull (run.err + strlen ("positions searched: "), NULL, 10);
  g_assert_cmpuint (positions, >, 0);
}

/* On 5 × 5 from (1,1) after (2,3), the placer moves again: the corner's
 * colour is theirs, so they win, and the move given keeps it won: playing
 * it, the position is lost for the opponent. */
static void
test_moves (void)
{
  g_auto(KqTestRun) run = { 0 };
  g_auto(KqTestRun) after = { 0 };
  g_auto(KqTestRun) none = { 0 };
  g_autofree char *moves = NULL;
  const char *best;

  run_game (&run, (const char *[]) { "5", "5", "--moves", "1,1 2,3", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "1 . . . .\n. . 2 . .\n. . . . .\n"));
  g_assert_nonnull (strstr (run.out, "\nvalue: W\n"));
  best = strstr (run.out, "best move: ");
  g_assert_nonnull (best);
  moves = g_strdup_printf ("1,1 2,3 %.*s", (int) strcspn (best + 11, "\n"), best + 11);
  run_game (&after, (const char *[]) { "5", "5", "--moves", moves, NULL });
  g_assert_cmpint (after.status, ==, 0);
  g_assert_nonnull (strstr (after.out, "\nvalue: L\n"));

  /* Isolation: the knights of (1,1) and (4,4); the first player's move,
   * then the second's, from (4,4). */
  {
    g_auto(KqTestRun) isolation = { 0 };

    run_game (&isolation, (const char *[]) { "4", "4", "--isolation", "--moves", "1,1 4,4 3,2",
                                              NULL });
    g_assert_cmpint (isolation.status, ==, 0);
    g_assert_cmpstr (isolation.out, ==, "1 . . .\n. . . .\n. 3 . .\n. . . 2\nvalue: W\n"
                                        "best move: 2,3\n");
  }

  run_game (&none, (const char *[]) { "3", "3", "--moves", "2,2", NULL });
  g_assert_cmpint (none.status, ==, 0);
  g_assert_cmpstr (none.out, ==, ". . .\n. 1 .\n. . .\nvalue: L\n"
                                 "best move: none (the player to move cannot move)\n");
}

static void
test_faults (void)
{
  static const struct {
    const char *args[6];
    const char *message;
    int         status;
  } faults[] = {
    { { NULL }, "game needs two numbers", 2 },
    { { "5", NULL }, "game needs two numbers", 2 },
    { { "5", "5", "5", NULL }, "game needs two numbers", 2 },
    { { "9", "5", NULL }, "board side: 9 is out of range (3 to 8)", 2 },
    { { "5", "2", NULL }, "board side: 2 is out of range (3 to 8)", 2 },
    { { "five", "5", NULL }, "board side", 2 },
    { { "5", "5", "--moves", "1,1 1,1", NULL }, "move 2: (1,1) has been visited", 2 },
    { { "5", "5", "--moves", "1,1 2,2", NULL }, "not a knight’s move from (1,1)", 2 },
    { { "5", "5", "--moves", "6,1", NULL }, "move 1, row: 6 is out of range (1 to 5)", 2 },
    { { "5", "5", "--moves", "1-1", NULL }, "“1-1” is not a square", 2 },
    { { "5", "5", "--theory", "--misere", NULL }, "--theory", 2 },
    { { "5", "5", "--theory", "--partners", NULL }, "--partners", 2 },
    { { "5", "5", "--misere", "--isolation", NULL }, "do not go together", 2 },
    { { "5", "5", "--isolation", "--theory", NULL }, "--isolation", 2 },
    /* In Isolation the third move is the first knight's. */
    { { "4", "4", "--isolation", "--moves", "1,1 4,4 3,3", NULL },
      "move 3: (3,3) is not a knight’s move from (1,1)", 2 },
    { { "5", "5", "--partners", "--moves", "1,1", NULL }, "--partners", 2 },
    { { "5", "5", "--max-positions", "-1", NULL }, "--max-positions", 2 },
    { { "5", "5", "--bogus", NULL }, "--bogus", 2 },
    { { "8", "8", "--max-positions", "1000", NULL }, "gave up after 1,000 positions", 3 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_auto(KqTestRun) run = { 0 };

      run_game (&run, faults[i].args);
      g_assert_cmpint (run.status, ==, faults[i].status);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, faults[i].message));
      g_assert_true (g_str_has_prefix (run.err, "knights-queens-cli"));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-game/maps", test_maps);
  g_test_add_func ("/cli-game/count", test_count);
  g_test_add_func ("/cli-game/moves", test_moves);
  g_test_add_func ("/cli-game/faults", test_faults);
  return g_test_run ();
}
