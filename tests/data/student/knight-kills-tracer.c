/* Not a student's slip: lesson 000's knight (knight-000.c) that kills its tracer, GDB (its
 * parent), at move 20, and searches on. The run ends there, cut short: the tracer's end is
 * said, and no tour missed is blamed on a search that was never seen to its end. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#define N 8

int n, count;
int h[N + 1][N + 1];
int a[8] = {2, 1, -1, -2, -2, -1, 1, 2};
int b[8] = {1, 2, 2, 1, -1, -2, -2, -1};

void xuat_h (void)
{
  count++;
  for (int x = 1; x <= n; x++) {
    for (int y = 1; y <= n; y++)
      printf ("%4d", h[x][y]);
    printf ("\n");
  }
  printf ("\n");
}

void Try (int i, int x, int y)
{
  int k, u, v;
  for (k = 0; k <= 7; k++) {
    u = x + a[k];
    v = y + b[k];
    if (1 <= u && u <= n && 1 <= v && v <= n && h[u][v] == 0) {
      h[u][v] = i;
      if (i == 20)
        kill (getppid (), SIGKILL);
      if (i < n * n)
        Try (i + 1, u, v);
      else
        xuat_h ();
      h[u][v] = 0;
    }
  }
}

int main (void)
{
  int x0, y0;
  if (scanf ("%d %d %d", &n, &x0, &y0) != 3 || n < 1 || n > N)
    return 2;
  h[x0][y0] = 1;
  Try (2, x0, y0);
  if (count == 0)
    printf ("No tour\n");
  return 0;
}
