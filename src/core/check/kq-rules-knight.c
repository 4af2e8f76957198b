/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-rules"
#include "config.h"

#include <string.h>

#include "kq-rules.h"

/* A student's partial tour: the moves open from its end, and whether a step
 * may come next. Whether a tour can still be finished is the tour room's
 * kq_knight_hint(). */

/* The number of the move on square, 0 if unvisited. */
static int
move_number (const KqSquare *path, int length, KqSquare square)
{
  for (int i = 0; i < length; i++)
    if (path[i].row == square.row && path[i].col == square.col)
      return i + 1;
  return 0;
}

int
kq_knight_moves (int rows, int cols, const KqSquare *path, int length, KqKnightMove moves[8])
{
  g_autofree gboolean *visited = NULL;
  KqSquare end;
  int count = 0;

  g_return_val_if_fail (rows >= 1 && rows <= KQ_TOUR_MAX_N && cols >= 1 && cols <= KQ_TOUR_MAX_N,
                        0);
  g_return_val_if_fail (length >= 1 && path != NULL && moves != NULL, 0);
  g_return_val_if_fail (kq_knight_is_path (rows, cols, path, length), 0);

  visited = g_new0 (gboolean, (gsize) rows * cols);
  for (int i = 0; i < length; i++)
    visited[path[i].row * cols + path[i].col] = TRUE;

  end = path[length - 1];
  for (int k = 0; k < 8; k++)
    {
      KqSquare to = { end.row + kq_knight_da[k], end.col + kq_knight_db[k] };
      int onward = 0;

      if (!kq_square_on_rect (rows, cols, to) || visited[to.row * cols + to.col])
        continue;
      for (int j = 0; j < 8; j++)
        {
          KqSquare next = { to.row + kq_knight_da[j], to.col + kq_knight_db[j] };

          onward += kq_square_on_rect (rows, cols, next) && !visited[next.row * cols + next.col];
        }
      moves[count++] = (KqKnightMove) { to, onward };
    }
  return count;
}

KqKnightStep
kq_knight_check_step (int rows, int cols, const KqSquare *path, int length, KqSquare to,
                      int *visited)
{
  int number;

  g_return_val_if_fail (length == 0 || path != NULL, KQ_KNIGHT_STEP_OFF_BOARD);

  if (!kq_square_on_rect (rows, cols, to))
    return KQ_KNIGHT_STEP_OFF_BOARD;
  number = move_number (path, length, to);
  if (visited != NULL)
    *visited = number;
  if (number > 0)
    return KQ_KNIGHT_STEP_VISITED;
  if (length > 0 && !kq_knight_is_move (path[length - 1], to))
    return KQ_KNIGHT_STEP_NOT_A_MOVE;
  return KQ_KNIGHT_STEP_OK;
}

/* The search keeps count of the free squares that a tour can no longer
 * pass through, as they are not next to the knight: one with no free
 * neighbour cannot be reached (it weighs 2), one with a single free
 * neighbour can be entered and not left, so it must be the last (it weighs
 * 1). A path whose squares weigh more than 1 in all has no way on. */
