/* Not a student's slip: a program that sends itself the signal its input names (9 SIGKILL,
 * 10 SIGUSR1, 14 SIGALRM, 15 SIGTERM, 19 SIGSTOP), and one more line if it lives on. Each
 * ends it, and the verdict names the signal. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

int main (void)
{
  int number = 0;

  if (scanf ("%d", &number) != 1)
    return 2;
  kill (getpid (), number);
  number++;
  return 0;
}
