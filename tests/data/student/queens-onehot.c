/* n queens with no recursion and no column numbers: map[r] holds row r's queen as one bit,
 * 1 << c (0: none yet); the search goes forward and back by r, the next column the bit
 * shifted left. Input: n; the solutions counted. */
#include <stdio.h>

static unsigned map[16];

/* Whether bit, in row r, is attacked by a queen of the rows above. */
static int
attacked (int r, unsigned bit)
{
  for (int above = 0; above < r; above++)
    {
      int gap = r - above;

      if ((map[above] | map[above] << gap | map[above] >> gap) & bit)
        return 1;
    }
  return 0;
}

int
main (void)
{
  int n, r = 0, solutions = 0;
  unsigned bit = 1;

  if (scanf ("%d", &n) != 1 || n < 1 || n > 16)
    return 2;
  while (r >= 0)
    {
      while (bit < 1u << n && attacked (r, bit))
        bit <<= 1;
      if (bit < 1u << n)
        {
          map[r] = bit;
          if (r == n - 1)
            {
              solutions++;
              bit = map[r] << 1;
              map[r] = 0;
            }
          else
            {
              r++;
              bit = 1;
            }
          continue;
        }
      map[r] = 0;
      if (--r >= 0)
        {
          bit = map[r] << 1;
          map[r] = 0;
        }
    }
  printf ("%d\n", solutions);
  return 0;
}
