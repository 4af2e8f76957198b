/* Five queens on arrays malloc made, their size in the code only (#define QUEENS): a heap
 * block holds as many cells as malloc's chunk, 6 ints for 5 asked, so the array alone does
 * not tell n. Columns from 0 in row[0..4]; no input; the solutions counted. */
#include <stdio.h>
#include <stdlib.h>

#define QUEENS 5

static int *row, *free_col, *free_down, *free_up, solutions;

static void
put (int r)
{
  for (int c = 0; c < QUEENS; c++)
    if (free_col[c] && free_down[r + c] && free_up[r - c + QUEENS - 1])
      {
        row[r] = c;
        free_col[c] = free_down[r + c] = free_up[r - c + QUEENS - 1] = 0;
        if (r == QUEENS - 1)
          solutions++;
        else
          put (r + 1);
        free_col[c] = free_down[r + c] = free_up[r - c + QUEENS - 1] = 1;
      }
}

int
main (void)
{
  row = malloc (QUEENS * sizeof *row);
  free_col = malloc (QUEENS * sizeof *free_col);
  free_down = malloc ((2 * QUEENS - 1) * sizeof *free_down);
  free_up = malloc ((2 * QUEENS - 1) * sizeof *free_up);
  if (row == NULL || free_col == NULL || free_down == NULL || free_up == NULL)
    return 1;
  for (int k = 0; k < 2 * QUEENS - 1; k++)
    free_down[k] = free_up[k] = 1;
  for (int k = 0; k < QUEENS; k++)
    free_col[k] = 1;
  put (0);
  printf ("%d\n", solutions);
  free (row);
  free (free_col);
  free (free_down);
  free (free_up);
  return 0;
}
