#define G_LOG_DOMAIN "kq-rules"
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-rules.h"

/* A student's queens: what they attack, and how many solutions hold them.
 * The count is the lessons' bitboard search with the rows that hold a queen
 * forced to its column and the squares the queens attack taken out of the
 * other rows, so that no subtree is entered that a given queen rules out. */

void
kq_queens_attacked (int n, const KqSquare *queens, int n_queens, gboolean *attacked)
{
  g_return_if_fail (n >= 1 && attacked != NULL);
  g_return_if_fail (n_queens == 0 || queens != NULL);

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        KqSquare square = { row, col };
        gboolean hit = FALSE;

        for (int i = 0; i < n_queens && !hit; i++)
          hit = kq_queens_line_between (queens[i], square) != KQ_LINE_NONE;
        attacked[row * n + col] = hit;
      }
}

GArray *
kq_queens_conflicts (int n, const KqSquare *queens, int n_queens)
{
  GArray *conflicts = g_array_new (FALSE, FALSE, sizeof (KqQueensConflict));

  g_return_val_if_fail (n_queens == 0 || queens != NULL, conflicts);

  for (int second = 1; second < n_queens; second++)
    for (int first = 0; first < second; first++)
      {
        KqQueensConflict conflict = {
          first, second, kq_queens_line_between (queens[first], queens[second])
        };

        if (conflict.line != KQ_LINE_NONE)
          g_array_append_val (conflicts, conflict);
      }
  return conflicts;
}
