/* Not a student's slip: its own alarm clock, then a loop without end. SIGALRM ends it. */
#include <unistd.h>

int main (void)
{
  long k = 0;

  alarm (1);
  for (;;)
    k++;
  return 0;
}
