/* Lesson 000's knight in C on a struct Board { int cells[8][8]; }, 0-based, 0 for a square not
 * visited: a global, handed to Try by its address (b->cells[u][v] = i). Prints the first
 * tour. */
#include <stdio.h>

struct Board {
  int size;
  int cells[8][8];
};

struct Board board;
int dx[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
int dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

int Try (struct Board *b, int i, int x, int y)
{
  for (int k = 0; k < 8; k++) {
    int u = x + dx[k], v = y + dy[k];
    if (u >= 0 && u < b->size && v >= 0 && v < b->size && b->cells[u][v] == 0) {
      b->cells[u][v] = i;
      if (i == b->size * b->size || Try (b, i + 1, u, v))
        return 1;
      b->cells[u][v] = 0;
    }
  }
  return 0;
}

int main (void)
{
  int x, y;

  if (scanf ("%d %d %d", &board.size, &x, &y) != 3 || board.size < 1 || board.size > 8)
    return 2;
  board.cells[x - 1][y - 1] = 1;
  if (!Try (&board, 2, x - 1, y - 1)) {
    printf ("no tour\n");
    return 0;
  }
  for (int r = 0; r < board.size; r++) {
    for (int c = 0; c < board.size; c++)
      printf ("%3d", board.cells[r][c]);
    printf ("\n");
  }
  return 0;
}
