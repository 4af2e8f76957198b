/* Not a student's slip: its own alarm clock, taken by a handler of its own, which ends the loop:
 * the signal passes to it as it would outside the tracer, and it ends as it should (exit 0). */
#include <signal.h>
#include <unistd.h>

volatile sig_atomic_t rang = 0;

void on_alarm (int number)
{
  rang = number;
}

int main (void)
{
  long k = 0;

  signal (SIGALRM, on_alarm);
  alarm (1);
  while (!rang)
    k += usleep (10000) + 1;
  return 0;
}
