/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A board in words (kq-board-text.c): what a screen reader says of a
 * square and of the whole position, against the rules. */
#include "config.h"

#include <string.h>

#include "kq-board-text.h"

static void
test_queens_square (void)
{
  /* (4, 4) and (1, 6), 0-based (3, 3) and (0, 5) */
  KqSquare queens[] = { { 3, 3 }, { 0, 5 } };
  g_autofree char *queen = kq_board_text_queens_square (8, queens, 2, (KqSquare) { 3, 3 }, -1, FALSE);
  g_autofree char *attacked = kq_board_text_queens_square (8, queens, 2, (KqSquare) { 4, 4 }, -1, FALSE);
  g_autofree char *arrays = kq_board_text_queens_square (8, queens, 2, (KqSquare) { 5, 5 }, -1, TRUE);
  g_autofree char *column = kq_board_text_queens_square (8, queens, 2, (KqSquare) { 7, 3 }, -1, TRUE);
  g_autofree char *free = kq_board_text_queens_square (8, queens, 2, (KqSquare) { 6, 1 }, -1, TRUE);
  g_autofree char *hint = kq_board_text_queens_square (8, queens, 2, (KqSquare) { 6, 1 }, 6 * 8 + 1, FALSE);

  g_assert_cmpstr (queen, ==, "(4, 4): queen");
  g_assert_cmpstr (attacked, ==, "(5, 5): empty, attacked by (4, 4) along a diagonal");
  /* (6, 6): column 6 holds (1, 6); row − col = 0 is (4, 4)'s diagonal */
  g_assert_cmpstr (arrays, ==, "(6, 6): empty, attacked by (4, 4) along a diagonal; "
                   "column 6 is taken (a[6]); diagonal 0 is taken (c[0])");
  g_assert_cmpstr (column, ==, "(8, 4): empty, attacked by (4, 4) along a column; "
                   "column 4 is taken (a[4])");
  g_assert_cmpstr (free, ==, "(7, 2): free");
  g_assert_cmpstr (hint, ==, "(7, 2): the hint");
}

/* Every square of random placements: "queen" where one stands, "free"
 * exactly where no queen attacks, as kq_queens_attacked says. */
static void
test_queens_square_rules (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);

  for (int round = 0; round < 200; round++)
    {
      int n = g_rand_int_range (rand, 1, 10);
      int count = g_rand_int_range (rand, 0, n + 1);
      g_autofree KqSquare *queens = g_new (KqSquare, MAX (count, 1));
      g_autofree gboolean *attacked = g_new0 (gboolean, n * n);

      for (int i = 0; i < count; i++)
        queens[i] = (KqSquare) { g_rand_int_range (rand, 0, n), g_rand_int_range (rand, 0, n) };
      kq_queens_attacked (n, queens, count, attacked);
      for (int sq = 0; sq < n * n; sq++)
        {
          KqSquare square = { sq / n, sq % n };
          g_autofree char *text = kq_board_text_queens_square (n, queens, count, square, -1, TRUE);
          gboolean queen = FALSE;

          for (int i = 0; i < count; i++)
            queen |= queens[i].row == square.row && queens[i].col == square.col;
          if (queen)
            g_assert_true (g_str_has_suffix (text, ": queen"));
          else if (attacked[sq])
            g_assert_nonnull (strstr (text, ": empty, attacked by ("));
          else
            g_assert_true (g_str_has_suffix (text, ": free"));
        }
    }
}

static void
test_queens_position (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 5);
  g_autofree KqSquare *queens = NULL;
  g_autofree char *none = NULL;
  g_autofree char *text = NULL;
  int count;

  queens = kq_board_text_board_queens (board, &count);
  none = kq_board_text_queens_position (5, queens, count);
  g_assert_cmpstr (none, ==, "No queen on the 5 × 5 board");
  g_clear_pointer (&queens, g_free);

  /* the lessons' first line of QUEENS.OUT for n = 5 */
  kq_board_place (board, 0, 0, 1);
  kq_board_place (board, 1, 2, 2);
  kq_board_place (board, 2, 4, 3);
  kq_board_place (board, 3, 1, 4);
  kq_board_place (board, 4, 3, 5);
  queens = kq_board_text_board_queens (board, &count);
  g_assert_cmpint (count, ==, 5);
  text = kq_board_text_queens_position (5, queens, count);
  g_assert_cmpstr (text, ==, "5 queens: (1, 1), (2, 3), (3, 5), (4, 2), (5, 4)");
}

static void
test_tour (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_TOUR, 8);
  g_autofree char *empty = kq_board_text_tour_position (board);
  g_autofree char *start = NULL;
  g_autofree char *knight = NULL;
  g_autofree char *reach = NULL;
  g_autofree char *far = NULL;
  g_autofree char *hint = NULL;
  g_autofree char *position = NULL;

  g_assert_cmpstr (empty, ==, "No move yet on the 8 × 8 board");
  kq_board_place (board, 0, 0, 1);
  kq_board_place (board, 1, 2, 2);
  kq_board_place (board, 3, 3, 3);
  start = kq_board_text_tour_square (board, (KqSquare) { 0, 0 }, -1);
  knight = kq_board_text_tour_square (board, (KqSquare) { 3, 3 }, -1);
  reach = kq_board_text_tour_square (board, (KqSquare) { 5, 4 }, -1);
  far = kq_board_text_tour_square (board, (KqSquare) { 5, 5 }, -1);
  hint = kq_board_text_tour_square (board, (KqSquare) { 5, 4 }, 5 * 8 + 4);
  position = kq_board_text_tour_position (board);
  g_assert_cmpstr (start, ==, "(1, 1): move 1");
  g_assert_cmpstr (knight, ==, "(4, 4): move 3, the knight");
  g_assert_cmpstr (reach, ==, "(6, 5): not visited, a knight’s move from the knight");
  g_assert_cmpstr (far, ==, "(6, 6): not visited");
  g_assert_cmpstr (hint, ==, "(6, 5): the hint");
  g_assert_cmpstr (position, ==, "Move 3 of 64 at (4, 4); 61 squares left");
}

static void
test_step (void)
{
  g_autofree char *place = kq_board_text_step (KQ_PROBLEM_QUEENS, 8, 2 * 8 + 1, 3);
  g_autofree char *lift = kq_board_text_step (KQ_PROBLEM_QUEENS, 8, 2 * 8 + 1, -3);
  g_autofree char *move = kq_board_text_step (KQ_PROBLEM_TOUR, 5, 2 * 5 + 1, 5);
  g_autofree char *back = kq_board_text_step (KQ_PROBLEM_TOUR, 5, 2 * 5 + 1, -5);

  g_assert_cmpstr (place, ==, "Queen 3 to (3, 2)");
  g_assert_cmpstr (lift, ==, "Back: lift the queen on (3, 2)");
  g_assert_cmpstr (move, ==, "Move 5 to (3, 2)");
  g_assert_cmpstr (back, ==, "Back: take move 5 off (3, 2)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-text/queens-square", test_queens_square);
  g_test_add_func ("/board-text/queens-square-rules", test_queens_square_rules);
  g_test_add_func ("/board-text/queens-position", test_queens_position);
  g_test_add_func ("/board-text/tour", test_tour);
  g_test_add_func ("/board-text/step", test_step);
  return g_test_run ();
}
