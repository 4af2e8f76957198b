// The lesson's queens in C++ with iostream: its static constructor runs before main, and so
// before anything that watches main's lines is set up.
#include <iostream>

int n, x[20];
bool col[20], up[40], down[40];

void
Try (int i)
{
  for (int j = 1; j <= n; j++)
    if (!col[j] && !up[i + j] && !down[i - j + n])
      {
        x[i] = j;
        col[j] = up[i + j] = down[i - j + n] = true;
        if (i == n)
          {
            for (int k = 1; k <= n; k++)
              std::cout << "(" << k << ", " << x[k] << "); ";
            std::cout << "\n";
          }
        else
          Try (i + 1);
        col[j] = up[i + j] = down[i - j + n] = false;
      }
}

int
main ()
{
  std::cin >> n;
  Try (1);
  return 0;
}
