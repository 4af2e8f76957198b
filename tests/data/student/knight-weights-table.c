/* A Warnsdorff tour of 8 x 8 kept on a stack of squares: a table of the moves in order of
 * their onward counts is filled before the search, through a local array of
 * weights; the board is numbered only at the end, from the stack. */
#include <stdio.h>

#define N 8

struct square { int r, c; };
struct frame { int step; struct square at; int tried; };

static const int dr[8] = { -2, -1, 1, 2, 2, 1, -1, -2 };
static const int dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static int degree[N][N];
static int order[N][N][8];
static int board[N][N];
static struct { struct frame f[N * N + 1]; int top; } st;

static int inside (int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; }

static void count_degrees (void)
{
  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++) {
      degree[r][c] = 0;
      for (int k = 0; k < 8; k++)
        if (inside (r + dr[k], c + dc[k]))
          degree[r][c]++;
    }
}

static void sort_moves (void)
{
  int w[8];
  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++) {
      for (int k = 0; k < 8; k++)
        w[k] = inside (r + dr[k], c + dc[k]) ? degree[r + dr[k]][c + dc[k]] : 0;
      for (int m = 0; m < 8; m++) {
        int best = 0;
        for (int k = 1; k < 8; k++)
          if (w[k] < w[best])
            best = k;
        order[r][c][m] = best;
        w[best] = 9;
      }
    }
}

static int on_stack (int r, int c)
{
  for (int i = 0; i < st.top; i++)
    if (st.f[i].at.r == r && st.f[i].at.c == c)
      return 1;
  return 0;
}

static int tour (int r, int c)
{
  st.top = 0;
  st.f[st.top++] = (struct frame) { 1, { r, c }, -1 };
  while (st.top > 0) {
    struct frame *f = &st.f[st.top - 1];
    if (f->step == N * N)
      return 1;
    if (++f->tried == 8) {
      st.top--;
      continue;
    }
    int k = order[f->at.r][f->at.c][f->tried];
    int nr = f->at.r + dr[k], nc = f->at.c + dc[k];
    if (inside (nr, nc) && !on_stack (nr, nc))
      st.f[st.top++] = (struct frame) { f->step + 1, { nr, nc }, -1 };
  }
  return 0;
}

int main (void)
{
  int r, c;
  if (scanf ("%d %d", &r, &c) != 2)
    return 1;
  count_degrees ();
  sort_moves ();
  if (!tour (r, c)) {
    printf ("no tour\n");
    return 0;
  }
  for (int i = 0; i < N * N; i++)
    board[st.f[i].at.r][st.f[i].at.c] = i + 1;
  for (r = 0; r < N; r++) {
    for (c = 0; c < N; c++)
      printf ("%4d", board[r][c]);
    printf ("\n");
  }
  return 0;
}
