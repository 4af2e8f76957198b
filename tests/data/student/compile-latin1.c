/* A slip that does not compile, in a source saved as Latin-1 (an old editor's): gcc quotes the
 * line back with its bytes as they are. */
#include <stdio.h>

int main (void)
{
  printf ("Café\n") /* the semicolon forgotten */
  return 0;
}
