/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-square"
#include "config.h"

#include "kq-square.h"

const int kq_knight_da[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
const int kq_knight_db[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

gboolean
kq_square_on_board (int n, KqSquare square)
{
  return kq_square_on_rect (n, n, square);
}

gboolean
kq_square_on_rect (int rows, int cols, KqSquare square)
{
  return square.row >= 0 && square.row < rows && square.col >= 0 && square.col < cols;
}

int
kq_square_side (int cells)
{
  int side = 0;

  while ((side + 1) * (side + 1) <= cells)
    side++;
  return side;
}

gboolean
kq_knight_is_move (KqSquare a, KqSquare b)
{
  int dr = ABS (a.row - b.row), dc = ABS (a.col - b.col);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

KqLine
kq_queens_line_between (KqSquare a, KqSquare b)
{
  if (a.row == b.row && a.col == b.col)
    return KQ_LINE_NONE;
  if (a.row == b.row)
    return KQ_LINE_ROW;
  if (a.col == b.col)
    return KQ_LINE_COLUMN;
  if (a.row - a.col == b.row - b.col)
    return KQ_LINE_DIAGONAL;
  if (a.row + a.col == b.row + b.col)
    return KQ_LINE_ANTI_DIAGONAL;
  return KQ_LINE_NONE;
}

KqLine
kq_rooks_line_between (KqSquare a, KqSquare b)
{
  KqLine line = kq_queens_line_between (a, b);

  return line == KQ_LINE_ROW || line == KQ_LINE_COLUMN ? line : KQ_LINE_NONE;
}

gboolean
kq_knight_is_path (int rows, int cols, const KqSquare *path, int length)
{
  for (int i = 0; i < length; i++)
    if (!kq_square_on_rect (rows, cols, path[i]) ||
        (i > 0 && !kq_knight_is_move (path[i - 1], path[i])))
      return FALSE;
  return TRUE;
}
