/* Hostile: an #include of a pipe, the compiler's own output (the box's /proc), which no one
 * ever writes to: the compiler waits for ever without a processor second; its wall clock
 * stops it. (A FIFO beside the program would do the same; the box sees only the run's copy.) */
#include "/proc/self/fd/1"

int main (void)
{
  return 0;
}
