/* Six queens without recursion, a column at a time: q[c] is the row of column c's queen. The
 * first column's queen stands at row 0 from the initializer (q[] = {0}) and the search begins
 * at column 1; each column is cleared to -1, then counted up a row at a time. A column counted
 * past the last row goes back to the one before it, and the search ends when the first column
 * has gone past its last row. Reads nothing. */
#include <stdio.h>
#include <stdlib.h>

#define SIZE 6

static int
safe (const int q[], int c)
{
  for (int i = 0; i < c; i++)
    if (q[i] == q[c] || abs (q[i] - q[c]) == c - i)
      return 0;
  return 1;
}

int
main (void)
{
  int q[SIZE] = { 0 };
  int c = 1, found = 0;
  int resumed = 0;

  for (;;)
    {
      while (c < SIZE)
        {
          if (!resumed)
            q[c] = -1;
          resumed = 1;
          for (;;)
            {
              q[c]++;
              if (q[c] == SIZE)
                {
                  c--;
                  if (c < 0)
                    {
                      printf ("%d solutions\n", found);
                      return 0;
                    }
                  break;
                }
              if (safe (q, c))
                {
                  resumed = 0;
                  c++;
                  break;
                }
            }
        }
      found++;
      for (int i = 0; i < SIZE; i++)
        printf ("%d%c", q[i] + 1, i + 1 < SIZE ? ' ' : '\n');
      resumed = 1;
      c--;
    }
}
