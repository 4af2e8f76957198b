/* The knight's tour as many exercises write it: a global board larger than n (int A[8][8]),
 * counted from 0, n then the start's row and column read on lines of their own, counted from
 * 0 (n, 0, 4: the top row's last square), and exit (0) once the tour is printed. */
#include <stdio.h>
#include <stdlib.h>

#define MAX 8

int A[MAX][MAX];
int n, moves;
const int DR[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
const int DC[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

static void show (void)
{
  for (int r = 0; r < n; r++) {
    for (int c = 0; c < n; c++)
      printf ("%3d", A[r][c]);
    printf ("\n");
  }
}

static void go (int r, int c)
{
  A[r][c] = ++moves;
  if (moves == n * n) {
    show ();
    exit (0);
  }
  for (int k = 0; k < 8; k++) {
    int u = r + DR[k], v = c + DC[k];
    if (u >= 0 && u < n && v >= 0 && v < n && A[u][v] == 0)
      go (u, v);
  }
  A[r][c] = 0;
  moves--;
}

int main (void)
{
  int r, c;

  if (scanf ("%d %d %d", &n, &r, &c) != 3 || n < 1 || n > MAX)
    return 2;
  go (r, c);
  printf ("no tour\n");
  return 1;
}
