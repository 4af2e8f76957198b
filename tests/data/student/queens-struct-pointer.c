/* n queens in C on a struct of main's handed to Try by its address: b->pos[i] is the column of
 * queen i (1-based), the taken columns and diagonals in the struct too. */
#include <stdio.h>
#include <string.h>

typedef struct Board {
  int size;
  int pos[13];
  int used[13], d1[26], d2[26];
} Board;

int count;

void Try (Board *b, int i)
{
  int n = b->size;

  for (int j = 1; j <= n; j++) {
    if (b->used[j] || b->d1[i + j] || b->d2[i - j + n])
      continue;
    b->pos[i] = j;
    if (i == n) {
      count++;
      continue;
    }
    b->used[j] = 1; b->d1[i + j] = 1; b->d2[i - j + n] = 1;
    Try (b, i + 1);
    b->used[j] = 0; b->d1[i + j] = 0; b->d2[i - j + n] = 0;
  }
}

int main (void)
{
  Board board;

  memset (&board, 0, sizeof board);
  if (scanf ("%d", &board.size) != 1 || board.size < 1 || board.size > 12)
    return 2;
  Try (&board, 1);
  printf ("%d\n", count);
  return 0;
}
