/* Hostile: an #include of a file without end; the compiler grows until its memory limit
 * stops it. */
#include "/dev/zero"

int main (void)
{
  return 0;
}
