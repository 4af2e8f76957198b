/* Not a student's slip: a recursion without end, each call a few lines; events come as fast as
 * they can, and Stop, Ctrl+C and SIGTERM must still end the run at once. */
int f (int k)
{
  int j = k + 1;

  return f (j) + 1;
}

int main (void)
{
  return f (0);
}
