/* Not a queens search: a program that forks, for our stepper, which runs the fork itself
 * (tests/student/test-gdb.c). The child prints; the parent waits, clears x and ends with 3. */
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int x[9];

int main (void)
{
  sigset_t child_ends;
  int n;

  if (scanf ("%d", &n) != 1 || n < 1 || n > 8)
    return 2;
  for (int i = 1; i <= n; i++)
    x[i] = i;
  /* GDB's breakpoints, stopped by the child's SIGCHLD as they step over a line, may stop at
   * that line twice: the two steppers are compared where that cannot happen */
  sigemptyset (&child_ends);
  sigaddset (&child_ends, SIGCHLD);
  sigprocmask (SIG_BLOCK, &child_ends, NULL);
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
