/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play-game.c: the play mode's model without a display: a student's
 * board, its hints worked out in a worker, and what a move does to them
 * (GObject, GTask and the main loop only) */
#define G_LOG_DOMAIN "test-play-game"
#include "config.h"

#include "kq-play-game.h"
#include "kq-test-session.h"

/* What the game told, in order: c (changed), t / f (thinking turned
 * TRUE / FALSE), h (hint-ready). */
typedef struct {
  KqPlayGame *game;
  GString    *told;
} Watch;

static void
changed_cb (KqPlayGame *game, Watch *watch)
{
  g_string_append_c (watch->told, 'c');
}

static void
thinking_cb (KqPlayGame *game, GParamSpec *pspec, Watch *watch)
{
  g_string_append_c (watch->told, kq_play_game_get_thinking (game) ? 't' : 'f');
}

static void
hint_ready_cb (KqPlayGame *game, Watch *watch)
{
  g_assert_nonnull (kq_play_game_get_hint (game));
  g_assert_false (kq_play_game_get_thinking (game));
  g_string_append_c (watch->told, 'h');
}

static void
watch_init (Watch *watch, KqProblem problem, int n)
{
  watch->game = kq_play_game_new (problem, n);
  watch->told = g_string_new (NULL);
  g_signal_connect (watch->game, "changed", G_CALLBACK (changed_cb), watch);
  g_signal_connect (watch->game, "notify::thinking", G_CALLBACK (thinking_cb), watch);
  g_signal_connect (watch->game, "hint-ready", G_CALLBACK (hint_ready_cb), watch);
}

static void
watch_clear (Watch *watch)
{
  g_clear_object (&watch->game);
  g_string_free (watch->told, TRUE);
}

/* The hint of the board now, asked for and waited for. */
static const KqPlayHint *
ask (Watch *watch)
{
  kq_play_game_ask_hint (watch->game);
  g_assert_true (kq_play_game_get_thinking (watch->game));
  g_assert_null (kq_play_game_get_hint (watch->game));
  SPIN_UNTIL (kq_play_game_get_hint (watch->game) != NULL);
  return kq_play_game_get_hint (watch->game);
}

static void
toggle (Watch *watch, int row, int col)
{
  kq_play_game_toggle_queen (watch->game, (KqSquare) { row, col });
}

static void
test_queens_hint (void)
{
  Watch watch;
  const KqPlayHint *hint;

  watch_init (&watch, KQ_PROBLEM_QUEENS, 4);
  /* No 4-queens solution has a corner queen: lift it. */
  toggle (&watch, 0, 0);
  hint = ask (&watch);
  g_assert_cmpint (hint->queens.kind, ==, KQ_QUEENS_HINT_LIFT);
  g_assert_cmpint (hint->square.row, ==, 0);
  g_assert_cmpint (hint->square.col, ==, 0);
  g_assert_cmpuint (hint->total, ==, 2);
  g_assert_cmpstr (watch.told->str, ==, "ctfh");

  /* A move: the hint was for the board before. */
  toggle (&watch, 0, 0);
  g_assert_null (kq_play_game_get_hint (watch.game));
  hint = ask (&watch);
  g_assert_cmpint (hint->queens.kind, ==, KQ_QUEENS_HINT_PLACE);
  g_assert_cmpuint (hint->queens.count, ==, 2);
  g_assert_cmpint (hint->square.row, ==, 0);
  g_assert_cmpint (hint->square.col, ==, 1);

  /* Undo, as any move, drops it too. */
  kq_play_game_undo (watch.game);
  g_assert_null (kq_play_game_get_hint (watch.game));
  watch_clear (&watch);
}

/* A whole solution gets its number without asking; "thinking" is told
 * after ::changed. */
static void
test_queens_solved (void)
{
  /* Solutions 1 and 92 of 8 in the lessons' order. */
  static const int first[8] = { 0, 4, 7, 5, 2, 6, 1, 3 };
  static const int last[8] = { 7, 3, 0, 2, 5, 1, 6, 4 };
  Watch watch;
  const KqPlayHint *hint;

  watch_init (&watch, KQ_PROBLEM_QUEENS, 8);
  for (int row = 0; row < 8; row++)
    toggle (&watch, row, first[row]);
  g_assert_true (kq_play_game_get_thinking (watch.game));
  g_assert_true (g_str_has_suffix (watch.told->str, "cct"));
  SPIN_UNTIL ((hint = kq_play_game_get_hint (watch.game)) != NULL);
  g_assert_cmpint (hint->queens.kind, ==, KQ_QUEENS_HINT_SOLVED);
  g_assert_cmpuint (hint->rank, ==, 1);
  g_assert_cmpuint (hint->total, ==, 92);

  for (int row = 0; row < 8; row++)
    {
      toggle (&watch, row, first[row]);
      g_assert_false (kq_play_game_get_thinking (watch.game));
    }
  for (int row = 0; row < 8; row++)
    toggle (&watch, row, last[row]);
  SPIN_UNTIL ((hint = kq_play_game_get_hint (watch.game)) != NULL);
  g_assert_cmpuint (hint->rank, ==, 92);
  watch_clear (&watch);
}

/* A move while the worker thinks: its answer never comes; nor does the
 * answer of a game gone (ASan sees a use after free). */
static void
test_cancel (void)
{
  Watch watch;

  watch_init (&watch, KQ_PROBLEM_QUEENS, 15);
  kq_play_game_ask_hint (watch.game);
  toggle (&watch, 0, 0);
  g_assert_false (kq_play_game_get_thinking (watch.game));
  g_assert_cmpstr (watch.told->str, ==, "tcf");
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (100 * G_TIME_SPAN_MILLISECOND);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (kq_play_game_get_hint (watch.game));
  g_assert_cmpstr (watch.told->str, ==, "tcf");

  kq_play_game_ask_hint (watch.game);
  watch_clear (&watch);
  g_usleep (100 * G_TIME_SPAN_MILLISECOND);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The knight's: a next square that a tour goes on through. */
static void
test_knight_hint (void)
{
  Watch watch;
  const KqPlayHint *hint;
  int dr, dc;

  watch_init (&watch, KQ_PROBLEM_TOUR, 5);
  /* No start square yet: nothing to work out. */
  kq_play_game_ask_hint (watch.game);
  g_assert_false (kq_play_game_get_thinking (watch.game));

  g_assert_cmpint (kq_play_game_step (watch.game, (KqSquare) { 0, 0 }, NULL), ==, KQ_KNIGHT_STEP_OK);
  g_assert_cmpint (kq_play_game_step (watch.game, (KqSquare) { 1, 2 }, NULL), ==, KQ_KNIGHT_STEP_OK);
  hint = ask (&watch);
  g_assert_cmpint (hint->knight.kind, ==, KQ_KNIGHT_HINT_GO);
  dr = ABS (hint->square.row - 1);
  dc = ABS (hint->square.col - 2);
  g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
  g_assert_false (hint->square.row == 0 && hint->square.col == 0);
  watch_clear (&watch);
}

static void
status_cb (KqPlayGame *game, GParamSpec *pspec, guint *told)
{
  (*told)++;
}

static char *
status (KqPlayGame *game)
{
  char *text = NULL;
  g_autofree char *again = kq_play_game_dup_status (game);

  /* the property and the getter are one */
  g_object_get (game, "status", &text, NULL);
  g_assert_cmpstr (text, ==, again);
  return text;
}

/* The status line's sentence is the game's, told through "status":
 * the board now, a refused step until the next move, then the hint. */
static void
test_status (void)
{
  g_autoptr(KqPlayGame) queens = kq_play_game_new (KQ_PROBLEM_QUEENS, 4);
  g_autoptr(KqPlayGame) knight = kq_play_game_new (KQ_PROBLEM_TOUR, 5);
  g_autofree char *text = NULL;
  guint told = 0;

  g_signal_connect (knight, "notify::status", G_CALLBACK (status_cb), &told);
  text = status (knight);
  g_assert_cmpstr (text, ==, "Click the square to start from");
  g_clear_pointer (&text, g_free);
  kq_play_game_step (knight, (KqSquare) { 0, 0 }, NULL);
  g_assert_cmpuint (told, ==, 1);
  text = status (knight);
  g_assert_cmpstr (text, ==, "Move 1 of 25");
  g_clear_pointer (&text, g_free);
  g_assert_cmpint (kq_play_game_step (knight, (KqSquare) { 2, 2 }, NULL), ==, KQ_KNIGHT_STEP_NOT_A_MOVE);
  g_assert_cmpuint (told, ==, 2);
  text = status (knight);
  g_assert_cmpstr (text, ==, "(3, 3) is not a knight's move from (1, 1)");
  g_clear_pointer (&text, g_free);
  kq_play_game_ask_hint (knight);
  text = status (knight);
  g_assert_cmpstr (text, ==, "Thinking…");
  g_clear_pointer (&text, g_free);
  SPIN_UNTIL (kq_play_game_get_hint (knight) != NULL);
  text = status (knight);
  g_assert_true (g_str_has_prefix (text, "Yes: go to ("));
  g_clear_pointer (&text, g_free);

  /* the conflicts are the game's too */
  kq_play_game_toggle_queen (queens, (KqSquare) { 0, 0 });
  kq_play_game_toggle_queen (queens, (KqSquare) { 1, 1 });
  g_assert_cmpuint (kq_play_game_get_conflicts (queens)->len, ==, 1);
  text = status (queens);
  g_assert_cmpstr (text, ==, "2 of 4 queens · 1 conflict");
}

/* The knight's possible moves are the game's, kept with its moves: on a
 * 5 × 5 board, from (1, 1) to (2, 3) and (3, 2) with 5 moves on from
 * each (Warnsdorff's numbers: six, less (1, 1)); after (2, 3), those
 * five; undone, the two again. */
static void
test_knight_moves (void)
{
  g_autoptr(KqPlayGame) knight = kq_play_game_new (KQ_PROBLEM_TOUR, 5);
  const KqKnightMove *moves;
  int count = -1;

  moves = kq_play_game_get_knight_moves (knight, &count);
  g_assert_cmpint (count, ==, 0);
  kq_play_game_step (knight, (KqSquare) { 0, 0 }, NULL);
  moves = kq_play_game_get_knight_moves (knight, &count);
  g_assert_cmpint (count, ==, 2);
  for (int i = 0; i < count; i++)
    {
      g_assert_true (kq_knight_is_move ((KqSquare) { 0, 0 }, moves[i].square));
      g_assert_cmpint (moves[i].onward, ==, 5);
    }
  g_assert_cmpint (kq_play_game_step (knight, (KqSquare) { 1, 2 }, NULL), ==, KQ_KNIGHT_STEP_OK);
  moves = kq_play_game_get_knight_moves (knight, &count);
  g_assert_cmpint (count, ==, 5);
  for (int i = 0; i < count; i++)
    g_assert_false (moves[i].square.row == 0 && moves[i].square.col == 0);
  g_assert_true (kq_play_game_undo (knight));
  kq_play_game_get_knight_moves (knight, &count);
  g_assert_cmpint (count, ==, 2);
}

/* A tour on a rectangle (Play Yourself on m × n): 3 × 4's moves stay on
 * its 3 rows, its status counts 12 squares, a step off it is refused, and
 * the hint's square leads on within it. */
static void
test_rectangle (void)
{
  g_autoptr(KqPlayGame) knight = kq_play_game_new_rect (KQ_PROBLEM_TOUR, 3, 4);
  const KqKnightMove *moves;
  g_autofree char *text = NULL;
  int count = -1;

  g_assert_cmpint (kq_play_game_get_n (knight), ==, 3);
  g_assert_cmpint (kq_play_game_get_cols (knight), ==, 4);
  kq_play_game_step (knight, (KqSquare) { 0, 0 }, NULL);
  moves = kq_play_game_get_knight_moves (knight, &count);
  /* (2, 3) and (3, 2); on 5 × 5 their onward moves were 5 */
  g_assert_cmpint (count, ==, 2);
  for (int i = 0; i < count; i++)
    g_assert_true (moves[i].square.row < 3 && moves[i].square.col < 4);
  text = status (knight);
  g_assert_cmpstr (text, ==, "Move 1 of 12");
  g_clear_pointer (&text, g_free);
  g_assert_cmpint (kq_play_game_step (knight, (KqSquare) { 3, 1 }, NULL), ==,
                   KQ_KNIGHT_STEP_OFF_BOARD);
  g_assert_cmpint (kq_play_game_step (knight, (KqSquare) { 1, 2 }, NULL), ==, KQ_KNIGHT_STEP_OK);
  kq_play_game_ask_hint (knight);
  SPIN_UNTIL (kq_play_game_get_hint (knight) != NULL);
  g_assert_cmpint (kq_play_game_get_hint (knight)->knight.kind, ==, KQ_KNIGHT_HINT_GO);
  g_assert_true (kq_play_game_get_hint (knight)->square.row < 3);
  g_assert_true (kq_knight_is_move ((KqSquare) { 1, 2 }, kq_play_game_get_hint (knight)->square));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play-game/queens-hint", test_queens_hint);
  g_test_add_func ("/play-game/queens-solved", test_queens_solved);
  g_test_add_func ("/play-game/cancel", test_cancel);
  g_test_add_func ("/play-game/knight-hint", test_knight_hint);
  g_test_add_func ("/play-game/status", test_status);
  g_test_add_func ("/play-game/knight-moves", test_knight_moves);

  g_test_add_func ("/play-game/rectangle", test_rectangle);
  return g_test_run ();
}
