/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "kq-board.h"

static void
test_tour_place_remove (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_TOUR, 5);
  g_autoptr(KqBoard) copy = NULL;

  g_assert_cmpint (board->moves, ==, 0);
  g_assert_cmpint (board->current, ==, -1);

  kq_board_place (board, 0, 0, 1);
  kq_board_place (board, 2, 1, 2);
  kq_board_place (board, 4, 2, 3);
  g_assert_cmpint (board->moves, ==, 3);
  g_assert_cmpint (board->cells[2 * 5 + 1], ==, 2);
  g_assert_cmpint (board->path[2], ==, 4 * 5 + 2);
  g_assert_cmpint (board->current, ==, 4 * 5 + 2);

  copy = kq_board_copy (board);

  /* Backtracking: the knight steps back to its previous square. */
  kq_board_remove (board, 4, 2, 3);
  g_assert_cmpint (board->moves, ==, 2);
  g_assert_cmpint (board->cells[4 * 5 + 2], ==, 0);
  g_assert_cmpint (board->current, ==, 2 * 5 + 1);
  kq_board_remove (board, 2, 1, 2);
  kq_board_remove (board, 0, 0, 1);
  g_assert_cmpint (board->current, ==, -1);

  /* The copy is independent. */
  g_assert_cmpint (copy->moves, ==, 3);
  g_assert_cmpint (copy->cells[4 * 5 + 2], ==, 3);

  /* Boards compared by their paths, and one made the other. */
  g_assert_cmpint (kq_board_first_difference (board, copy), ==, 1);
  kq_board_place (board, 0, 0, 1);
  kq_board_place (board, 1, 2, 2);
  g_assert_cmpint (kq_board_first_difference (board, copy), ==, 2);
  g_assert_cmpint (kq_board_first_difference (copy, board), ==, 2);
  kq_board_remove (board, 1, 2, 2);
  g_assert_cmpint (kq_board_first_difference (board, copy), ==, 2);
  kq_board_assign (board, copy);
  g_assert_cmpint (kq_board_first_difference (board, copy), ==, G_MAXINT);
  g_assert_cmpint (board->current, ==, 4 * 5 + 2);
  g_assert_cmpint (board->cells[1 * 5 + 2], ==, 0);
  g_assert_cmpint (board->cells[2 * 5 + 1], ==, 2);
}

static void
test_tour_solution (void)
{
  const int tour[] = { 1, 6, 15, 10, 21, 14, 9, 20, 5, 16, 19, 2, 7, 22, 11,
                       8, 13, 24, 17, 4, 25, 18, 3, 12, 23 };
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_TOUR, 5);

  kq_board_set_solution (board, tour);
  g_assert_cmpint (board->moves, ==, 25);
  for (int i = 0; i < 25; i++)
    g_assert_cmpint (tour[board->path[i]], ==, i + 1);
  g_assert_cmpint (board->current, ==, 4 * 5 + 0);  /* move 25 */

  kq_board_clear (board);
  g_assert_cmpint (board->moves, ==, 0);
  g_assert_cmpint (board->cells[0], ==, 0);
}

static void
test_queens (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 4);
  const int solution[] = { 1, 3, 0, 2 };

  for (int r = 0; r < 4; r++)
    g_assert_cmpint (board->cells[r], ==, -1);

  kq_board_place (board, 0, 1, 1);
  g_assert_cmpint (board->moves, ==, 1);
  g_assert_true (kq_board_attacked (board, 0, 3));   /* row */
  g_assert_true (kq_board_attacked (board, 3, 1));   /* column */
  g_assert_true (kq_board_attacked (board, 1, 2));   /* diagonal */
  g_assert_true (kq_board_attacked (board, 1, 0));   /* anti-diagonal */
  g_assert_false (kq_board_attacked (board, 1, 3));
  g_assert_false (kq_board_attacked (board, 0, 1));  /* the queen's own square */

  kq_board_place (board, 1, 3, 2);
  kq_board_remove (board, 1, 3, 2);
  g_assert_cmpint (board->moves, ==, 1);
  g_assert_cmpint (board->current, ==, 1);

  kq_board_set_solution (board, solution);
  g_assert_cmpint (board->moves, ==, 4);
  for (int r = 0; r < 4; r++)
    g_assert_false (kq_board_attacked (board, r, solution[r]));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board/tour-place-remove", test_tour_place_remove);
  g_test_add_func ("/board/tour-solution", test_tour_solution);
  g_test_add_func ("/board/queens", test_queens);

  return g_test_run ();
}
