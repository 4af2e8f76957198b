// A slip on lesson 001 in C++: the marking vector c is one too short, so c.at (i - j + n) runs
// off its end, and the exception nobody catches ends the program.
#include <cstdio>
#include <vector>

int n, solutions = 0;
std::vector<int> x;
std::vector<char> a, b, c;

void Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (a.at (j) && b.at (i + j) && c.at (i - j + n)) {
      x[i] = j;
      if (i == n)
        solutions++;
      else {
        a[j] = b[i + j] = c[i - j + n] = 0;
        Try (i + 1);
        a[j] = b[i + j] = c[i - j + n] = 1;
      }
    }
}

int main ()
{
  if (std::scanf ("%d", &n) != 1 || n < 1)
    return 2;
  x.assign (n + 1, 0);
  a.assign (n + 1, 1);
  b.assign (2 * n + 1, 1);
  c.assign (n + 1, 1);
  Try (1);
  std::printf ("%d\n", solutions);
  return 0;
}
