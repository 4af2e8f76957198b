/* Not a queens search: a program that forks, for the stepper's hand-back to GDB
 * (tests/student/test-gdb.c). The child prints; the parent waits, clears x and ends with 3. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int x[9];

int main (void)
{
  int n;

  if (scanf ("%d", &n) != 1 || n < 1 || n > 8)
    return 2;
  for (int i = 1; i <= n; i++)
    x[i] = i;
  if (fork () == 0)  /* its pid kept in no local: two runs see the same locals */
    {
      printf ("child\n");
      return 0;
    }
  wait (NULL);
  for (int i = 1; i <= n; i++)
    x[i] = 0;
  printf ("parent %d\n", n);
  return 3;
}
