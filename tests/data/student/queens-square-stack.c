/* Six queens put down square by square: the squares 0 to 35 scanned in order, a queen on each
 * one no queen attacks, kept on a stack as its square's number (row * 6 + col, -1 an empty
 * slot); at the board's end the last queen is taken off and the scan goes on after its square.
 * The first placement printed, row by row. */
#include <stdio.h>

#define N 6

int stack[N], top;

int attacked (int square)
{
  for (int k = 0; k < top; k++)
    {
      int dr = stack[k] / N - square / N, dc = stack[k] % N - square % N;

      if (dr == 0 || dc == 0 || dr == dc || dr == -dc)
        return 1;
    }
  return 0;
}

int main (void)
{
  int square = 0;

  for (int k = 0; k < N; k++)
    stack[k] = -1;
  while (top < N)
    {
      if (square == N * N)
        {
          if (top == 0)
            break;
          square = stack[--top] + 1;
          stack[top] = -1;
          continue;
        }
      if (!attacked (square))
        stack[top++] = square;
      square++;
    }
  for (int k = 0; k < top; k++)
    printf ("(%d, %d); ", stack[k] / N + 1, stack[k] % N + 1);
  printf ("\n");
  return 0;
}
