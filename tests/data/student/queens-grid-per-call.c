/* Five queens on a grid of 0 and 1 that each call copies for itself: the caller's grid is
 * passed down, the call fills a local grid of its own from it cell by cell (over whatever
 * the stack held there), puts its row's queen in the copy and passes the copy on. Nothing is
 * ever taken back: a call's grid is dropped when it returns. */
#include <stdio.h>

#define SIDE 5

int solutions;

static int free_square (int grid[SIDE][SIDE], int row, int col)
{
  for (int r = 0; r < row; r++)
    for (int c = 0; c < SIDE; c++)
      if (grid[r][c] && (c == col || c - col == r - row || c - col == row - r))
        return 0;
  return 1;
}

static void search (int row, int grid[SIDE][SIDE])
{
  int mine[SIDE][SIDE];

  for (int r = 0; r < SIDE; r++)
    for (int c = 0; c < SIDE; c++)
      mine[r][c] = grid[r][c];
  if (row == SIDE)
    {
      solutions++;
      for (int r = 0; r < SIDE; r++)
        for (int c = 0; c < SIDE; c++)
          if (mine[r][c])
            printf ("%d%c", c + 1, r + 1 < SIDE ? ' ' : '\n');
      return;
    }
  for (int col = 0; col < SIDE; col++)
    if (free_square (grid, row, col))
      {
        for (int c = 0; c < SIDE; c++)
          mine[row][c] = 0;
        mine[row][col] = 1;
        search (row + 1, mine);
      }
}

int main (void)
{
  int empty[SIDE][SIDE] = { { 0 } };

  search (0, empty);
  printf ("%d solutions\n", solutions);
  return 0;
}
