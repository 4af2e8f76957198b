// A slip on lesson 001 in C++: main starts the search twice, so every solution is found again.
// x is a vector, 1-based (x[0] unused); the marking arrays are vectors of char, as a
// vector<bool> keeps bits, not cells.
#include <cstdio>
#include <vector>

int n, solutions = 0;
std::vector<int> x;
std::vector<char> a, b, c;  // c[i - j + n]

void Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (a[j] && b[i + j] && c[i - j + n]) {
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
  c.assign (2 * n + 1, 1);
  Try (1);
  Try (1);
  std::printf ("%d\n", solutions);
  return 0;
}
