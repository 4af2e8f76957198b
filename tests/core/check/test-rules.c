/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules of play: what queens attack, how many solutions extend a
 * placement, the hints and the rank of a solution; a knight's moves and
 * whether a tour can still be finished. Each against a brute force. */
#include "config.h"

#include <string.h>

#include "kq-queens.h"
#include "kq-rules.h"
#include "kq-test-queens.h"
#include "kq-tour.h"

/* ---- Queens */

/* Walks the eight directions of each queen to the edge. */
static void
oracle_attacked (int n, const KqSquare *queens, int count, gboolean *attacked)
{
  static const int dr[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };
  static const int dc[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };

  memset (attacked, 0, sizeof (gboolean) * n * n);
  for (int i = 0; i < count; i++)
    for (int d = 0; d < 8; d++)
      for (int r = queens[i].row + dr[d], c = queens[i].col + dc[d];
           r >= 0 && r < n && c >= 0 && c < n; r += dr[d], c += dc[d])
        attacked[r * n + c] = TRUE;
}

static int
random_placement (GRand *rand, int n, KqSquare *queens)
{
  int count = g_rand_int_range (rand, 0, MIN (n + 2, n * n + 1));

  for (int i = 0; i < count; i++)
    {
      gboolean again;

      do
        {
          queens[i] = (KqSquare) { g_rand_int_range (rand, 0, n), g_rand_int_range (rand, 0, n) };
          again = FALSE;
          for (int j = 0; j < i; j++)
            again |= queens[j].row == queens[i].row && queens[j].col == queens[i].col;
        }
      while (again);
    }
  return count;
}

static void
test_attacked_and_conflicts (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);

  for (int trial = 0; trial < 2000; trial++)
    {
      int n = g_rand_int_range (rand, 1, 9);
      KqSquare queens[10];
      int count = random_placement (rand, n, queens);
      g_autofree gboolean *attacked = g_new (gboolean, n * n);
      g_autofree gboolean *expected = g_new (gboolean, n * n);
      g_autoptr(GArray) conflicts = kq_queens_conflicts (n, queens, count);
      guint k = 0;

      kq_queens_attacked (n, queens, count, attacked);
      oracle_attacked (n, queens, count, expected);
      g_assert_cmpmem (attacked, sizeof (gboolean) * n * n, expected, sizeof (gboolean) * n * n);

      /* Two queens conflict when one's square is attacked by the other alone. */
      for (int second = 1; second < count; second++)
        for (int first = 0; first < second; first++)
          {
            gboolean seen[64];
            KqQueensConflict *c;

            oracle_attacked (n, &queens[first], 1, seen);
            if (!seen[queens[second].row * n + queens[second].col])
              continue;
            g_assert_cmpuint (k, <, conflicts->len);
            c = &g_array_index (conflicts, KqQueensConflict, k++);
            g_assert_cmpint (c->first, ==, first);
            g_assert_cmpint (c->second, ==, second);
            g_assert_cmpint (c->line, ==,
                             queens[first].row == queens[second].row ? KQ_LINE_ROW
                             : queens[first].col == queens[second].col ? KQ_LINE_COLUMN
                             : queens[first].row - queens[first].col ==
                               queens[second].row - queens[second].col ? KQ_LINE_DIAGONAL
                             : KQ_LINE_ANTI_DIAGONAL);
          }
      g_assert_cmpuint (k, ==, conflicts->len);
    }
}

/* The solutions of the listing that hold every queen given; first the
 * index of the first of them (-1 if none). */
static guint64
oracle_extend (GArray *solutions, int n, const KqSquare *queens, int count, gint64 *first)
{
  guint64 found = 0;

  *first = -1;
  for (guint s = 0; s < solutions->len / n; s++)
    {
      const int *cols = &g_array_index (solutions, int, s * n);
      gboolean all = TRUE;

      for (int i = 0; i < count; i++)
        all &= cols[queens[i].row] == queens[i].col;
      if (all && found++ == 0)
        *first = s;
    }
  return found;
}

static void
test_extend (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (int n = 1; n <= 8; n++)
    {
      g_autoptr(GArray) solutions = kq_test_list_queens (n);

      for (int trial = 0; trial < 300; trial++)
        {
          KqSquare queens[10];
          int count = g_rand_int_range (rand, 0, 4), cols[8];
          guint64 got = 0, expected;
          gint64 first;

          /* Half of them from a solution, so that some extend. */
          if (trial % 2 == 0 && solutions->len > 0)
            {
              guint s = g_rand_int_range (rand, 0, solutions->len / n);

              count = MIN (count, n);
              for (int i = 0; i < count; i++)
                {
                  int row = g_rand_int_range (rand, 0, n);

                  queens[i] = (KqSquare) { row, g_array_index (solutions, int, s * n + row) };
                }
              /* the same row twice is one queen: keep one */
              for (int i = 1; i < count; i++)
                for (int j = 0; j < i; j++)
                  if (queens[j].row == queens[i].row)
                    queens[i--] = queens[--count];
            }
          else
            count = random_placement (rand, n, queens) % 4;

          expected = oracle_extend (solutions, n, queens, count, &first);
          g_assert_cmpint (kq_queens_extend_count (n, queens, count, NULL, NULL, &got), ==,
                           KQ_OUTCOME_FOUND);
          g_assert_cmpuint (got, ==, expected);
          if (first < 0)
            g_assert_cmpint (kq_queens_extend_find (n, queens, count, NULL, NULL, cols), ==,
                             KQ_OUTCOME_NONE);
          else
            {
              g_assert_cmpint (kq_queens_extend_find (n, queens, count, NULL, NULL, cols), ==,
                               KQ_OUTCOME_FOUND);
              g_assert_cmpmem (cols, sizeof (int) * n,
                               &g_array_index (solutions, int, first * n), sizeof (int) * n);
            }
        }
    }
}

static void
test_hint (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  const int n = 8;
  KqQueensHint hint;
  guint64 count;

  for (int trial = 0; trial < 500; trial++)
    {
      KqSquare queens[10];
      int placed = random_placement (rand, n, queens) % 5;

      g_assert_cmpint (kq_queens_hint (n, queens, placed, NULL, NULL, &hint), ==, KQ_OUTCOME_FOUND);
      kq_queens_extend_count (n, queens, placed, NULL, NULL, &count);
      g_assert_cmpuint (hint.count, ==, count);
      if (hint.kind == KQ_QUEENS_HINT_PLACE)
        {
          /* The square is in the first free row and leads on. */
          for (int i = 0; i < placed; i++)
            g_assert_cmpint (queens[i].row, !=, hint.square.row);
          for (int row = 0; row < hint.square.row; row++)
            {
              gboolean taken = FALSE;

              for (int i = 0; i < placed; i++)
                taken |= queens[i].row == row;
              g_assert_true (taken);
            }
          queens[placed] = hint.square;
          kq_queens_extend_count (n, queens, placed + 1, NULL, NULL, &count);
          g_assert_cmpuint (count, >, 0);
        }
      else if (hint.kind == KQ_QUEENS_HINT_LIFT)
        {
          g_assert_cmpuint (count, ==, 0);
          /* Lifting it helps; lifting any later one does not. */
          for (int lift = placed - 1; lift >= hint.lift; lift--)
            {
              KqSquare others[10];
              int k = 0;

              for (int i = 0; i < placed; i++)
                if (i != lift)
                  others[k++] = queens[i];
              kq_queens_extend_count (n, others, k, NULL, NULL, &count);
              if (lift == hint.lift)
                g_assert_cmpuint (count, >, 0);
              else
                g_assert_cmpuint (count, ==, 0);
            }
        }
      else
        {
          g_autofree char *text = kq_rules_text_queens_hint (KQ_PROBLEM_QUEENS, &hint, n, 1,
                                                             queens);

          g_assert_cmpint (hint.kind, ==, KQ_QUEENS_HINT_NONE);
          /* it names a queen to lift: the latest */
          g_assert_cmpint (hint.lift, ==, placed - 1);
          g_assert_nonnull (strstr (text, "lift the queen on ("));
        }
    }

  /* A whole solution is solved; n = 3 has nothing to extend. */
  {
    const KqSquare solution[4] = { { 0, 1 }, { 1, 3 }, { 2, 0 }, { 3, 2 } };
    g_autofree char *text = NULL;

    kq_queens_hint (4, solution, 4, NULL, NULL, &hint);
    g_assert_cmpint (hint.kind, ==, KQ_QUEENS_HINT_SOLVED);
    kq_queens_hint (3, NULL, 0, NULL, NULL, &hint);
    g_assert_cmpint (hint.kind, ==, KQ_QUEENS_HINT_NONE);
    text = kq_rules_text_queens_hint (KQ_PROBLEM_QUEENS, &hint, 3, 0, NULL);
    g_assert_cmpstr (text, ==, "No solution: 3 queens cannot be placed on a 3 × 3 board");
  }
}

static gboolean
stop_at_progress (const KqEvent *event, gpointer data)
{
  if (event->type == KQ_EVENT_PROGRESS)
    ++*(int *) data;
  return event->type != KQ_EVENT_PROGRESS;
}

static void
test_extend_stops (void)
{
  const KqSquare queen = { 0, 0 };
  int progress = 0, cols[20];
  guint64 count = 0;
  KqQueensHint hint;

  /* n = 20 from one queen: far more than KQ_PROGRESS_INTERVAL nodes. */
  g_assert_cmpint (kq_queens_extend_count (20, &queen, 1, stop_at_progress, &progress, &count), ==,
                   KQ_OUTCOME_STOPPED);
  g_assert_cmpint (progress, ==, 1);
  g_assert_cmpint (kq_queens_hint (20, &queen, 1, stop_at_progress, &progress, &hint), ==,
                   KQ_OUTCOME_STOPPED);
  /* A first solution is found at once. */
  g_assert_cmpint (kq_queens_extend_find (20, &queen, 1, NULL, NULL, cols), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpint (cols[0], ==, 0);
}

static void
test_rank (void)
{
  for (int n = 1; n <= 10; n++)
    {
      g_autoptr(GArray) solutions = kq_test_list_queens (n);

      for (guint s = 0; s < solutions->len / n; s++)
        {
          guint64 rank = 0;

          g_assert_cmpint (kq_queens_rank (n, &g_array_index (solutions, int, s * n), NULL, NULL,
                                           &rank), ==, KQ_OUTCOME_FOUND);
          g_assert_cmpuint (rank, ==, s + 1);
        }
    }

  /* Not a solution: two queens on a diagonal. */
  {
    const int cols[4] = { 0, 1, 3, 2 };
    guint64 rank;

    g_assert_cmpint (kq_queens_rank (4, cols, NULL, NULL, &rank), ==, KQ_OUTCOME_NONE);
  }
}

static void
test_queens_words (void)
{
  const KqSquare a = { 2, 4 }, b = { 5, 1 };
  g_autofree char *status = kq_rules_text_queens_status (KQ_PROBLEM_QUEENS, 8, 5, 1);
  g_autofree char *conflict = kq_rules_text_conflict (a, b, kq_queens_line_between (a, b));
  g_autofree char *solved = kq_rules_text_solved (37, 92);
  KqQueensHint hint = { KQ_QUEENS_HINT_PLACE, 12, { 2, 4 }, -1 };
  g_autofree char *place = kq_rules_text_queens_hint (KQ_PROBLEM_QUEENS, &hint, 8, 92, NULL);

  g_assert_cmpstr (status, ==, "5 of 8 queens · 1 conflict");
  g_assert_cmpstr (conflict, ==, "queens (3, 5) and (6, 2) attack along a diagonal");
  g_assert_cmpstr (solved, ==, "Solved! This is solution 37 of 92");
  g_assert_cmpstr (place, ==, "12 of the 92 solutions extend this placement: try (3, 5)");
}

/* ---- Knight */

static gboolean
is_knight_move (KqSquare a, KqSquare b)
{
  return (ABS (a.row - b.row) == 1 && ABS (a.col - b.col) == 2) ||
         (ABS (a.row - b.row) == 2 && ABS (a.col - b.col) == 1);
}

static gboolean
visited (const KqSquare *path, int length, int row, int col)
{
  for (int i = 0; i < length; i++)
    if (path[i].row == row && path[i].col == col)
      return TRUE;
  return FALSE;
}

static void
test_knight_moves (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (int trial = 0; trial < 300; trial++)
    {
      /* squares and rectangles (Play Yourself on m × n) */
      int rows = g_rand_int_range (rand, 1, 9), cols = g_rand_int_range (rand, 1, 9);
      int length = 1, count, k = 0;
      KqSquare path[64];
      KqKnightMove moves[8];

      path[0] = (KqSquare) { g_rand_int_range (rand, 0, rows), g_rand_int_range (rand, 0, cols) };
      for (int step = g_rand_int_range (rand, 0, rows * cols); step > 0; step--)
        {
          count = kq_knight_moves (rows, cols, path, length, moves);
          if (count == 0)
            break;
          path[length++] = moves[g_rand_int_range (rand, 0, count)].square;
        }

      /* Every square of the board, in the lessons' order of moves. */
      count = kq_knight_moves (rows, cols, path, length, moves);
      for (int m = 0; m < 8; m++)
        {
          KqSquare to = { path[length - 1].row + kq_knight_da[m], path[length - 1].col + kq_knight_db[m] };
          int onward = 0;

          if (to.row < 0 || to.row >= rows || to.col < 0 || to.col >= cols ||
              visited (path, length, to.row, to.col))
            continue;
          for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
              onward += is_knight_move (to, (KqSquare) { r, c }) && !visited (path, length, r, c);
          g_assert_cmpint (k, <, count);
          g_assert_cmpint (moves[k].square.row, ==, to.row);
          g_assert_cmpint (moves[k].square.col, ==, to.col);
          g_assert_cmpint (moves[k].onward, ==, onward);
          g_assert_cmpint (kq_knight_check_step (rows, cols, path, length, to, NULL), ==,
                           KQ_KNIGHT_STEP_OK);
          k++;
        }
      g_assert_cmpint (k, ==, count);
    }

  {
    const KqSquare path[2] = { { 0, 0 }, { 2, 1 } };
    int number = 0;

    g_assert_cmpint (kq_knight_check_step (8, 8, path, 2, (KqSquare) { 0, 0 }, &number), ==,
                     KQ_KNIGHT_STEP_VISITED);
    g_assert_cmpint (number, ==, 1);
    g_assert_cmpint (kq_knight_check_step (8, 8, path, 2, (KqSquare) { 4, 4 }, NULL), ==,
                     KQ_KNIGHT_STEP_NOT_A_MOVE);
    g_assert_cmpint (kq_knight_check_step (8, 8, path, 2, (KqSquare) { 8, 0 }, NULL), ==,
                     KQ_KNIGHT_STEP_OFF_BOARD);
    g_assert_cmpint (kq_knight_check_step (8, 8, path, 0, (KqSquare) { 5, 5 }, NULL), ==,
                     KQ_KNIGHT_STEP_OK);
    /* 3 × 4: row 3 is off it, column 3 on it */
    g_assert_cmpint (kq_knight_check_step (3, 4, path, 2, (KqSquare) { 3, 2 }, NULL), ==,
                     KQ_KNIGHT_STEP_OFF_BOARD);
    g_assert_cmpint (kq_knight_check_step (3, 4, path, 2, (KqSquare) { 1, 3 }, NULL), ==,
                     KQ_KNIGHT_STEP_OK);
    g_assert_cmpint (kq_knight_check_step (4, 3, path, 2, (KqSquare) { 1, 3 }, NULL), ==,
                     KQ_KNIGHT_STEP_OFF_BOARD);
  }
}

/* Plain backtracking: whether path can be finished on an n × n board. */
static gboolean
oracle_completes (int n, KqSquare *path, int length)
{
  if (length == n * n)
    return TRUE;
  for (int k = 0; k < 8; k++)
    {
      KqSquare to = { path[length - 1].row + kq_knight_da[k], path[length - 1].col + kq_knight_db[k] };

      if (to.row < 0 || to.row >= n || to.col < 0 || to.col >= n || visited (path, length, to.row, to.col))
        continue;
      path[length] = to;
      if (oracle_completes (n, path, length + 1))
        return TRUE;
    }
  return FALSE;
}

/* Following the hint from the start square finishes a tour, on squares
 * and on rectangles (Play Yourself on m × n), each square on the board. */
static void
test_knight_hint_leads (void)
{
  static const int sizes[][2] = { { 5, 5 }, { 6, 6 }, { 8, 8 }, { 3, 4 }, { 4, 5 }, { 7, 3 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int rows = sizes[s][0], cols = sizes[s][1], length = 1;
      g_autofree KqSquare *path = g_new (KqSquare, rows * cols);
      KqKnightHint hint;

      path[0] = (KqSquare) { 0, 0 };
      while (length < rows * cols)
        {
          g_assert_cmpint (kq_knight_hint (rows, cols, path, length, 0, NULL, NULL, &hint), ==,
                           KQ_OUTCOME_FOUND);
          g_assert_cmpint (hint.kind, ==, KQ_KNIGHT_HINT_GO);
          g_assert_true (is_knight_move (path[length - 1], hint.square));
          g_assert_true (kq_square_on_rect (rows, cols, hint.square));
          g_assert_false (visited (path, length, hint.square.row, hint.square.col));
          path[length++] = hint.square;
        }
      kq_knight_hint (rows, cols, path, length, 0, NULL, NULL, &hint);
      g_assert_cmpint (hint.kind, ==, KQ_KNIGHT_HINT_TOURED);
    }
}

/* Dead ends of random walks on 5 × 5: the hint goes back to the latest move
 * from which a tour goes on, and the square it names leads on. */
static void
test_knight_hint_back (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  const int n = 5;
  int tested = 0;

  for (int trial = 0; trial < 40; trial++)
    {
      KqSquare path[25], probe[25];
      KqKnightMove moves[8];
      KqKnightHint hint;
      int length = 1, count, expected = 0;

      path[0] = (KqSquare) { 0, 0 };
      while ((count = kq_knight_moves (n, n, path, length, moves)) > 0)
        path[length++] = moves[g_rand_int_range (rand, 0, count)].square;
      if (length == n * n)
        continue;

      memcpy (probe, path, sizeof path);
      for (int m = length - 1; m >= 1 && expected == 0; m--)
        if (oracle_completes (n, probe, m))
          expected = m;
      g_assert_cmpint (kq_knight_hint (n, n, path, length, 0, NULL, NULL, &hint), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpint (hint.kind, ==, KQ_KNIGHT_HINT_GO_BACK);
      g_assert_cmpint (hint.back_to, ==, expected);
      memcpy (probe, path, sizeof path);
      g_assert_true (is_knight_move (probe[expected - 1], hint.square));
      probe[expected] = hint.square;
      g_assert_true (oracle_completes (n, probe, expected + 1));
      tested++;
    }
  g_assert_cmpint (tested, >, 10);
}

static void
test_knight_hint_none (void)
{
  /* 5 × 5 from (2, 3): the lessons' board with no tour. */
  const KqSquare start = { 1, 2 }, corner = { 0, 0 };
  KqKnightHint hint;
  g_autofree char *none = NULL;
  g_autofree char *undecided = NULL;

  g_assert_cmpint (kq_knight_hint (5, 5, &start, 1, 0, NULL, NULL, &hint), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpint (hint.kind, ==, KQ_KNIGHT_HINT_NO_TOUR);
  none = kq_rules_text_knight_hint (&hint, &start);
  g_assert_cmpstr (none, ==, "No: there is no tour from (2, 3)");

  /* 6 × 6 and 8 × 8: both ways into the corner (1, 1) taken, the knight
   * elsewhere. From move 3, (3, 2)'s only way on is the corner, a dead end:
   * the latest move a tour goes on from is move 2. */
  for (int n = 6; n <= 8; n += 2)
    {
      KqSquare dead[64] = { { 1, 2 }, { 3, 3 }, { 2, 1 }, { 4, 2 } };
      int length = 2;

      g_assert_cmpint (kq_knight_hint (n, n, dead, 4, 0, NULL, NULL, &hint), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpint (hint.kind, ==, KQ_KNIGHT_HINT_GO_BACK);
      g_assert_cmpint (hint.back_to, ==, 2);
      g_assert_false (hint.square.row == 2 && hint.square.col == 1);
      /* and from there the hints finish a tour */
      dead[length++] = hint.square;
      while (length < n * n)
        {
          g_assert_cmpint (kq_knight_hint (n, n, dead, length, 0, NULL, NULL, &hint), ==,
                           KQ_OUTCOME_FOUND);
          g_assert_cmpint (hint.kind, ==, KQ_KNIGHT_HINT_GO);
          g_assert_true (is_knight_move (dead[length - 1], hint.square));
          dead[length++] = hint.square;
        }
    }

  /* Ten steps cannot finish 64 squares. */
  g_assert_cmpint (kq_knight_hint (8, 8, &corner, 1, 10, NULL, NULL, &hint), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpint (hint.kind, ==, KQ_KNIGHT_HINT_UNDECIDED);
  undecided = kq_rules_text_knight_hint (&hint, &corner);
  g_assert_cmpstr (undecided, ==, "Not decided within the budget");
}

/* A long search stops when asked: a dead end of a Warnsdorff walk with
 * slips on 8 × 8 that takes more than 100,000 steps to decide. */
static void
test_knight_hint_stops (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);

  for (int trial = 0; trial < 500; trial++)
    {
      KqSquare path[64];
      KqKnightMove moves[8];
      KqKnightHint hint;
      int length = 1, count, progress = 0;

      path[0] = (KqSquare) { g_rand_int_range (rand, 0, 8), g_rand_int_range (rand, 0, 8) };
      while ((count = kq_knight_moves (8, 8, path, length, moves)) > 0)
        {
          int best = 0;

          for (int i = 1; i < count; i++)
            if (moves[i].onward < moves[best].onward)
              best = i;
          if (g_rand_int_range (rand, 0, 10) == 0)
            best = g_rand_int_range (rand, 0, count);
          path[length++] = moves[best].square;
        }
      if (length == 64)
        continue;
      kq_knight_hint (8, 8, path, length, 100000, NULL, NULL, &hint);
      if (hint.kind != KQ_KNIGHT_HINT_UNDECIDED)
        continue;

      g_assert_cmpint (kq_knight_hint (8, 8, path, length, 0, stop_at_progress, &progress, &hint), ==,
                       KQ_OUTCOME_STOPPED);
      g_assert_cmpint (progress, ==, 1);
      return;
    }
  g_assert_not_reached ();
}

static void
test_knight_words (void)
{
  KqKnightHint go = { KQ_KNIGHT_HINT_GO, { 2, 1 }, 0, FALSE, 0 };
  KqKnightHint back = { KQ_KNIGHT_HINT_GO_BACK, { 4, 4 }, 31, FALSE, 0 };
  g_autofree char *yes = kq_rules_text_knight_hint (&go, NULL);
  g_autofree char *no = kq_rules_text_knight_hint (&back, NULL);
  g_autofree char *dead = kq_rules_text_dead_end (64, (KqSquare) { 3, 4 }, 37);
  g_autofree char *refused = kq_rules_text_knight_step (KQ_KNIGHT_STEP_NOT_A_MOVE, (KqSquare) { 0, 0 },
                                                        (KqSquare) { 2, 3 }, 0);

  g_assert_cmpstr (yes, ==, "Yes: go to (3, 2)");
  g_assert_cmpstr (no, ==, "No: go back to move 31, then to (5, 5)");
  g_assert_cmpstr (dead, ==, "No move from (4, 5): 37 of 64 squares visited");
  g_assert_cmpstr (refused, ==, "(3, 4) is not a knight's move from (1, 1)");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/queens/attacked-and-conflicts", test_attacked_and_conflicts);
  g_test_add_func ("/rules/queens/extend", test_extend);
  g_test_add_func ("/rules/queens/hint", test_hint);
  g_test_add_func ("/rules/queens/extend-stops", test_extend_stops);
  g_test_add_func ("/rules/queens/rank", test_rank);
  g_test_add_func ("/rules/queens/words", test_queens_words);
  g_test_add_func ("/rules/knight/moves", test_knight_moves);
  g_test_add_func ("/rules/knight/hint-leads", test_knight_hint_leads);
  g_test_add_func ("/rules/knight/hint-back", test_knight_hint_back);
  g_test_add_func ("/rules/knight/hint-none", test_knight_hint_none);
  g_test_add_func ("/rules/knight/hint-stops", test_knight_hint_stops);
  g_test_add_func ("/rules/knight/words", test_knight_words);

  return g_test_run ();
}
