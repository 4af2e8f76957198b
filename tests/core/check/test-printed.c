/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Solutions read from what a program printed: every layout real programs print, each
 * solution once, and nothing counted that is not a legal, whole solution. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-printed.h"
#include "kq-queens.h"

/* Lesson 004's 5 × 5 tour from (0, 0), and a 3 × 4 one (rows × cols). */
#define T5 " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n25 18  3 12 23\n"
#define T5_PATH "[(0, 0), (2, 1), (4, 2), (3, 4), (1, 3), (0, 1), (2, 2), (3, 0), (1, 1), (0, 3), " \
  "(2, 4), (4, 3), (3, 1), (1, 0), (0, 2), (1, 4), (3, 3), (4, 1), (2, 0), (1, 2), (0, 4), " \
  "(2, 3), (4, 4), (3, 2), (4, 0)]"
#define T34 "1 4 7 10\n12 9 2 5\n3 6 11 8\n"
/* A closed 6 × 6 tour: 36 on (2, 2) is a knight's move from 1 on (0, 0). */
#define T6_CLOSED " 1 12 15 30 35 22\n14 29 36 23 16 31\n11  2 13 32 21 34\n" \
  "28  5  8 19 24 17\n 7 10  3 26 33 20\n 4 27  6  9 18 25\n"

typedef struct {
  const char *name;
  const char *text;
  guint64     solutions;
  KqProblem   problem;
  int         rows, cols;
} Case;

static const Case cases[] = {
  { "row-1", "Solution 3: 1 5 8 6 3 7 2 4\n", 1, KQ_PROBLEM_QUEENS, 8, 8 },
  { "row-0", "[0, 4, 7, 5, 2, 6, 1, 3]\n", 1, KQ_PROBLEM_QUEENS, 8, 8 },
  { "row-digits", "15863724\n", 1, KQ_PROBLEM_QUEENS, 8, 8 },
  { "squares-line", "(1, 2); (2, 4); (3, 6); (4, 1); (5, 3); (6, 5);\n", 1, KQ_PROBLEM_QUEENS, 6, 6 },
  { "squares-lines", "Queens:\n(0, 1)\n(1, 3)\n(2, 5)\n(3, 0)\n(4, 2)\n(5, 4)\n", 1,
    KQ_PROBLEM_QUEENS, 6, 6 },
  { "squares-escapes", "\033[H\033[2J\033[3J\nt[1] = [2]\nt[2] = [4]\nt[3] = [6]\nt[4] = [1]\n"
    "t[5] = [3]\nt[6] = [5]\n", 1, KQ_PROBLEM_QUEENS, 6, 6 },
  { "board-dots", ".Q....\n...Q..\n.....Q\nQ.....\n..Q...\n....Q.\n", 1, KQ_PROBLEM_QUEENS, 6, 6 },
  { "board-ones-prompt", "Enter n: 0 1 0 0 0 0\n0 0 0 1 0 0\n0 0 0 0 0 1\n1 0 0 0 0 0\n"
    "0 0 1 0 0 0\n0 0 0 0 1 0\n", 1, KQ_PROBLEM_QUEENS, 6, 6 },
  { "board-labelled", "    0,1,2,3,4,5\n\n0   _,Q,_,_,_,_\n1   _,_,_,Q,_,_\n2   _,_,_,_,_,Q\n"
    "3   Q,_,_,_,_,_\n4   _,_,Q,_,_,_\n5   _,_,_,_,Q,_\n", 1, KQ_PROBLEM_QUEENS, 6, 6 },
  /* rows labelled with letters, the columns with numbers above: the numbers no row of
   * queens (1 2 3 4, each board's) */
  { "board-letters", "  1 2 3 4\nA - R - -\nB - - - R\nC R - - -\nD - - R -\n\n"
    "  1 2 3 4\nA - - R -\nB R - - -\nC - - - R\nD - R - -\n", 2, KQ_PROBLEM_QUEENS, 4, 4 },
  /* its first row after the prompt, on the prompt's line */
  { "board-prompt", "Row of the first queen: . Q . .\n. . . Q\nQ . . .\n. . Q .\n", 1,
    KQ_PROBLEM_QUEENS, 4, 4 },
  { "board-ruled", "+---+---+---+---+\n|   | Q |   |   |\n+---+---+---+---+\n|   |   |   | Q |\n"
    "+---+---+---+---+\n| Q |   |   |   |\n+---+---+---+---+\n|   |   | Q |   |\n"
    "+---+---+---+---+\n", 1, KQ_PROBLEM_QUEENS, 4, 4 },
  { "board-framed", "+---------+\n| . Q . . |\n| . . . Q |\n| Q . . . |\n| . . Q . |\n+---------+\n",
    1, KQ_PROBLEM_QUEENS, 4, 4 },
  { "board-flat", "[[0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 1, 0]]\n", 1,
    KQ_PROBLEM_QUEENS, 4, 4 },
  /* a list of boards, each a list of its rows' strings (LeetCode's), on one line */
  { "boards-strings", "[['..Q.', 'Q...', '...Q', '.Q..'], ['.Q..', '...Q', 'Q...', '..Q.']]\n", 2,
    KQ_PROBLEM_QUEENS, 4, 4 },
  { "board-unicode", "· ♛ · ·\n· · · ♛\n♛ · · ·\n· · ♛ ·\n", 1, KQ_PROBLEM_QUEENS, 4, 4 },
  { "two-boards-back-to-back", "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n0 0 1 0\n1 0 0 0\n0 0 0 1\n"
    "0 1 0 0\n", 2, KQ_PROBLEM_QUEENS, 4, 4 },
  { "list-and-board-once", "2 4 1 3\n.Q..\n...Q\nQ...\n..Q.\n", 1, KQ_PROBLEM_QUEENS, 4, 4 },
  { "repeated-once", "2 4 1 3\n2 4 1 3\n3 1 4 2\n", 2, KQ_PROBLEM_QUEENS, 4, 4 },
  { "tour-grid", T5, 1, KQ_PROBLEM_TOUR, 5, 5 },
  /* moves numbered on from 10000 (a program's knight 1 of several: 10000 · 1 + k - 1) */
  { "tour-grid-offset", "10000 10005 10014 10009 10020\n10013 10008 10019 10004 10015\n"
    "10018 10001 10006 10021 10010\n10007 10012 10023 10016 10003\n"
    "10024 10017 10002 10011 10022\n", 1, KQ_PROBLEM_TOUR, 5, 5 },
  { "tour-grid-prompt", "Start (x y): 1 6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n"
    " 8 13 24 17  4\n25 18  3 12 23\n", 1, KQ_PROBLEM_TOUR, 5, 5 },
  { "tour-path", "We have a solution!\n" T5_PATH "\n", 1, KQ_PROBLEM_TOUR, 5, 5 },
  { "tour-arrows", "(1,1)->(3,2)->(5,3)->(4,5)->(2,4)->(1,2)->(3,3)->(4,1)->(2,2)->(1,4)->(3,5)"
    "->(5,4)->(4,2)->(2,1)->(1,3)->(2,5)->(4,4)->(5,2)->(3,1)->(2,3)->(1,5)->(3,4)->(5,5)"
    "->(4,3)->(5,1)\n", 1, KQ_PROBLEM_TOUR, 5, 5 },
  { "tour-chess", "a1 b3 c5 e4 d2 b1 c3 a4 b2 d1 e3 d5 b4 a2 c1 e2 d4 b5 a3 c2 e1 d3 e5 c4 a5\n", 1,
    KQ_PROBLEM_TOUR, 5, 5 },
  { "tour-rectangle", T34, 1, KQ_PROBLEM_TOUR, 3, 4 },
  /* squares one after another in one word, a placement a line: its ranks are no row of
   * columns 1 … 8 (each queen attacking the next) */
  { "queens-chess-glued", "a1g2e3h4b5d6f7c8\na1g2d3f4h5b6e7c8\n", 2, KQ_PROBLEM_QUEENS, 8, 8 },
  /* a square a line, each its number row · 5 + col (a graph's vertex ids) */
  { "tour-square-ids", "Path:\n0\n11\n22\n19\n8\n1\n12\n15\n6\n3\n14\n23\n16\n5\n2\n9\n18\n"
    "21\n10\n7\n4\n13\n24\n17\n20\n", 1, KQ_PROBLEM_TOUR, 5, 5 },
  /* the same on one line, counted from 1: as many numbers as a board of move numbers has,
   * which as such walks no knight's moves */
  { "tour-square-numbers", "visited = [1, 12, 23, 20, 9, 2, 13, 16, 7, 4, 15, 24, 17, 6, 3, 10, "
    "19, 22, 11, 8, 5, 14, 25, 18, 21]\n", 1, KQ_PROBLEM_TOUR, 5, 5 },
  /* numbers a line each that are no path: nothing */
  { "numbers-a-line", "0\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n"
    "19\n20\n21\n22\n23\n24\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "tour-labelled", " ------------------\n5| 25 18  3 12 23 |\n4|  8 13 24 17  4 |\n"
    "3| 19  2  7 22 11 |\n2| 14  9 20  5 16 |\n1|  1  6 15 10 21 |\n ------------------\n"
    "    1  2  3  4  5\n", 1, KQ_PROBLEM_TOUR, 5, 5 },
  { "all-in-one-list", "[[2, 0, 3, 1], [1, 3, 0, 2]]\n", 2, KQ_PROBLEM_QUEENS, 4, 4 },
  { "tour-rectangle-squares", "(0, 0)\n(1, 2)\n(2, 0)\n(0, 1)\n(1, 3)\n(2, 1)\n(0, 2)\n(2, 3)\n"
    "(1, 1)\n(0, 3)\n(2, 2)\n(1, 0)\n", 1, KQ_PROBLEM_TOUR, 3, 4 },
  /* nothing that is not a legal, whole solution */
  { "count-only", "92\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "attacked", "1 2 3 4 5 6 7 8\n0 1 2 3\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "partial-board", "Q...\n..Q.\n....\n....\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "two-queens-a-row", "QQ..\n...Q\nQ...\n..Q.\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "partial-squares", "1\t1\n2\t3\n-1\t-1\n-1\t-1\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "not-a-tour", "1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 24 25\n", 0,
    KQ_PROBLEM_QUEENS, 0, 0 },
  { "degrees", "2 3 4 4 3 2\n3 4 6 6 4 3\n4 6 8 8 6 4\n4 6 8 8 6 4\n3 4 6 6 4 3\n2 3 4 4 3 2\n", 0,
    KQ_PROBLEM_QUEENS, 0, 0 },
  { "numbers-too-long", "1000000000 2 3 4\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "not-utf8", "\xff\xfe Q . . .\n", 0, KQ_PROBLEM_QUEENS, 0, 0 },
  { "empty", "", 0, KQ_PROBLEM_QUEENS, 0, 0 },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(KqPrinted) printed = kq_printed_new ();

  kq_printed_read (printed, c->text, strlen (c->text));
  g_assert_cmpuint (kq_printed_get_solutions (printed), ==, c->solutions);
  if (c->solutions == 0)
    return;
  g_assert_cmpint (kq_printed_get_problem (printed), ==, c->problem);
  g_assert_cmpint (kq_printed_get_rows (printed), ==, c->rows);
  g_assert_cmpint (kq_printed_get_cols (printed), ==, c->cols);
}

typedef void (*PrintFunc) (GString *out, int n, const int *cols, guint64 k);

static void
print_row (GString *out, int n, const int *cols, guint64 k)
{
  g_string_append_printf (out, "Solution %" G_GUINT64_FORMAT ": ", k);
  for (int i = 0; i < n; i++)
    g_string_append_printf (out, "%d ", cols[i] + 1);
  g_string_append_c (out, '\n');
}

static void
print_tuple (GString *out, int n, const int *cols, guint64 k)
{
  g_string_append_c (out, '(');
  for (int i = 0; i < n; i++)
    g_string_append_printf (out, i > 0 ? ", %d" : "%d", cols[i]);
  g_string_append (out, ")\n");
}

static void
print_board (GString *out, int n, const int *cols, guint64 k)
{
  g_string_append_printf (out, "Solution %" G_GUINT64_FORMAT "\n", k);
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
        g_string_append (out, cols[i] == j ? " X " : " o ");
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "\n\n");
}

static void
print_ones (GString *out, int n, const int *cols, guint64 k)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      g_string_append (out, cols[i] == j ? (j == n - 1 ? "1\n" : "1 ") : (j == n - 1 ? "0\n" : "0 "));
}

static void
print_squares (GString *out, int n, const int *cols, guint64 k)
{
  g_string_append (out, "row\tcolumn\n");
  for (int i = 0; i < n; i++)
    g_string_append_printf (out, "%d\t%d\n", i + 1, cols[i] + 1);
}

/* Every solution of n queens, printed by print after a prompt. */
static GString *
print_all (int n, PrintFunc print)
{
  GString *out = g_string_new ("Enter the number of queens: ");
  int cols[KQ_QUEENS_MAX_N];
  guint64 total = 0;

  for (guint64 k = 1; kq_queens_nth (n, k, cols, NULL, NULL, &total) == KQ_OUTCOME_FOUND; k++)
    print (out, n, cols, k);
  g_string_append_printf (out, "%" G_GUINT64_FORMAT " solutions\n", total);
  return out;
}

static void
test_all_solutions (void)
{
  static const PrintFunc prints[] = { print_row, print_tuple, print_board, print_ones,
                                      print_squares };

  for (guint p = 0; p < G_N_ELEMENTS (prints); p++)
    for (int n = 4; n <= 8; n++)
      {
        g_autoptr(KqPrinted) printed = kq_printed_new ();
        g_autoptr(GString) out = print_all (n, prints[p]);
        guint64 total;

        g_assert_true (kq_queens_known_total (n, &total));
        kq_printed_read (printed, out->str, out->len);
        g_test_message ("layout %u, n = %d", p, n);
        g_assert_cmpuint (kq_printed_get_solutions (printed), ==, total);
        g_assert_cmpint (kq_printed_get_cols (printed), ==, n);
      }
}

/* Sizes one after another are all counted; a text read again, or the same solutions in a file,
 * count once. */
static void
test_texts (void)
{
  g_autoptr(KqPrinted) printed = kq_printed_new ();
  g_autoptr(GString) six = print_all (6, print_tuple);
  g_autoptr(GString) both = print_all (6, print_board);
  g_autoptr(GString) eight = print_all (8, print_board);

  g_string_append (both, eight->str);
  kq_printed_read (printed, both->str, both->len);
  g_assert_cmpuint (kq_printed_get_solutions (printed), ==, 4 + 92);
  g_assert_cmpint (kq_printed_get_cols (printed), ==, 8);
  kq_printed_read (printed, six->str, six->len);
  kq_printed_read (printed, both->str, both->len);
  g_assert_cmpuint (kq_printed_get_solutions (printed), ==, 4 + 92);
}

/* Of the tours read, the closed ones: a grid and its path alike; an open tour is none. */
static void
test_closed (void)
{
  static const struct {
    const char *text;
    guint64     closed;
  } tours[] = { { T6_CLOSED, 1 }, { T5, 0 }, { T5_PATH "\n", 0 } };
  g_autoptr(GString) path = g_string_new (NULL);
  g_autoptr(KqPrinted) walked = kq_printed_new ();
  char *cell = (char *) T6_CLOSED;
  int squares[36];

  for (guint i = 0; i < G_N_ELEMENTS (tours); i++)
    {
      g_autoptr(KqPrinted) printed = kq_printed_new ();

      kq_printed_read (printed, tours[i].text, strlen (tours[i].text));
      g_assert_cmpuint (kq_printed_get_solutions (printed), ==, 1);
      g_assert_cmpuint (kq_printed_get_closed (printed), ==, tours[i].closed);
    }
  /* the closed tour as its squares in order */
  for (int i = 0; i < 36; i++)
    squares[strtol (cell, &cell, 10) - 1] = i;
  for (int k = 0; k < 36; k++)
    g_string_append_printf (path, "%s(%d, %d)", k > 0 ? ", " : "[", squares[k] / 6,
                            squares[k] % 6);
  g_string_append (path, "]\n");
  kq_printed_read (walked, path->str, path->len);
  g_assert_cmpuint (kq_printed_get_solutions (walked), ==, 1);
  g_assert_cmpuint (kq_printed_get_closed (walked), ==, 1);
}

/* An answer written in the program's strings is not one it found; a sample in a comment does
 * not hide one that it did. */
static void
test_source (void)
{
  static const char arrows[] = "(1,1)->(3,2)->(5,1)->(4,3)->(2,4)->(1,2)->(3,1)->(5,2)->(4,4)->(2,3)"
                               "->(4,2)->(5,4)->(3,3)->(1,4)->(2,2)->(4,1)->(5,3)->(3,4)->(1,3)->(2,1)";
  g_autofree char *written = g_strdup_printf ("if (n = 5) then writeln('%s');\n", arrows);
  g_autofree char *printed_line = g_strdup_printf ("%s\n", arrows);
  static const char sample[] = "# prints: 2 4 1 3\nprint(*cols)\n";
  g_autoptr(KqPrinted) tour = kq_printed_new ();
  g_autoptr(KqPrinted) without = kq_printed_new ();
  g_autoptr(KqPrinted) queens = kq_printed_new ();

  kq_printed_read (without, printed_line, strlen (printed_line));
  g_assert_cmpuint (kq_printed_get_solutions (without), ==, 1);
  g_assert_cmpint (kq_printed_get_rows (without), ==, 5);
  g_assert_cmpint (kq_printed_get_cols (without), ==, 4);
  kq_printed_set_source (tour, written, strlen (written));
  kq_printed_read (tour, printed_line, strlen (printed_line));
  g_assert_cmpuint (kq_printed_get_solutions (tour), ==, 0);

  kq_printed_set_source (queens, sample, strlen (sample));
  kq_printed_read (queens, "2 4 1 3\n3 1 4 2\n", 16);
  g_assert_cmpuint (kq_printed_get_solutions (queens), ==, 2);
}

/* A count is taken where it is all of n's: beside n on its line, or alone past 8, when n is
 * not known; the counts of several n, one a line, are summed. */
static void
test_count_said (void)
{
  static const struct {
    const char *text;
    int         n;
    guint64     count;
    int         said_least, said_n;
  } counts[] = {
    { "Number of solutions: 92\n", 8, 92, 8, 8 },
    { "Enter n: 6\n4", 6, 4, 6, 6 },
    { "8,92,0.000\n", 0, 92, 8, 8 },
    { "n = 10: 724 solutions (0.01 s)\n", 0, 724, 10, 10 },
    { "91 solutions\n", 8, 0, 0, 0 },
    { "4 queens placed\nfound 4, 6 wanted\n", 6, 0, 0, 0 },
    { "92\n", 0, 92, 8, 8 },
    { "10\n", 0, 0, 0, 0 },
    { "1 5 8 6 3 7 2 4\n", 0, 0, 0, 0 },
    { "2| 10 19 22 15  8 |\n5| 3 6 17 12 25 |\n", 5, 0, 0, 0 },
    { "2| 10 19 22 15  8 |\n5| 3 6 17 12 25 |\n", 0, 0, 0, 0 },
    /* one count a size, k = 1 .. n: their sum */
    { "n? There are 1 solutions to 1 queens\nThere are 0 solutions to 2 queens\n"
      "There are 0 solutions to 3 queens\nThere are 2 solutions to 4 queens\n"
      "There are 10 solutions to 5 queens\nThere are 4 solutions to 6 queens\n", 6, 17, 1, 6 },
    { "4: 2\n\n5: 10\n. Q . .\n6: 4\n7: 40\n", 0, 56, 4, 7 },
    /* a run that ends before n, or one with a line between that is not a count */
    { "4: 2\n5: 10\n6: 4\n", 7, 0, 0, 0 },
    { "4: 2\n5: 10\nsee 3 4\n6: 4\n", 6, 0, 0, 0 },
    { "4: 2\n5: 10\n7\n6: 4\n", 0, 10, 5, 5 },
    /* each size on a line, its count on the next, from the empty board's 1 */
    { "result for 0 queens\n1\nresult for 1 queens\n1\nresult for 2 queens\n0\n"
      "result for 3 queens\n0\nresult for 4 queens\n2\nresult for 5 queens\n10\n"
      "result for 6 queens\n4\n", 0, 18, 0, 6 },
    { "n = 4\n2\nn = 5\n10\nn = 6\n4\nn = 7\n40\n", 7, 56, 4, 7 },
    /* a path a square a line, its moves numbered: move 40 on (6, 7) is no count of 7 */
    { "39 - ( 4 , 6 )\n40 - ( 6 , 7 )\n41 - ( 4 , 6 )\n", 0, 0, 0, 0 },
    { "91 - ( 4 , 6 )\n92 - ( 6 , 7 )\n93 - ( 4 , 6 )\n", 8, 0, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      int said_least = 0, said_n = 0;

      g_test_message ("%s", counts[i].text);
      g_assert_cmpuint (kq_printed_count_said (counts[i].text, strlen (counts[i].text),
                                               counts[i].n, &said_least, &said_n), ==,
                        counts[i].count);
      g_assert_cmpint (said_least, ==, counts[i].said_least);
      g_assert_cmpint (said_n, ==, counts[i].said_n);
    }
}

/* A count told in words, whatever it is: before its counted word, or after one with ':' or
 * '=' between; n and a time beside it aside; never a heading ("Solution 3:"), a running
 * number, a line of numbers or n alone. */
static void
test_count_told (void)
{
  static const struct {
    const char *text;
    int         n;
    gboolean    told;
    guint64     count;
    int         line;
  } counts[] = {
    { "0 solutions found.\n", 4, TRUE, 0, 1 },
    { ". Q\nQ .\nNumber of solutions: 92\n", 8, TRUE, 92, 3 },
    { "8 queens: 92 solutions\n", 8, TRUE, 92, 1 },
    { "Found 91 distinct solutions in 0.25 s\n", 8, TRUE, 91, 1 },
    { "Tong so nghiem = 4\n", 6, TRUE, 4, 1 },
    { "C\xc3\xb3 10 c\xc3\xa1" "ch x\xe1\xba\xbfp\n", 5, TRUE, 10, 1 },
    { "Total tours: 304\n", 5, TRUE, 304, 1 },
    { "Solution 1:\n1 3 5 2 4\nSolution 2:\n1 4 2 5 3\n", 5, FALSE, 0, 0 },
    { "Solution: 1\nSolution: 2\n", 5, FALSE, 0, 0 },
    { "Solutions for n = 8\n", 8, FALSE, 0, 0 },
    { "Time: 12 ms\n", 8, FALSE, 0, 0 },
    { "solutions: 1 3 5 2 4\n", 5, FALSE, 0, 0 },
    { "calls: 1234, solutions: 92\n", 8, FALSE, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      guint64 count = 0;
      int line = 0;

      g_test_message ("%s", counts[i].text);
      g_assert_cmpint (kq_printed_count_told (counts[i].text, strlen (counts[i].text),
                                              counts[i].n, &count, &line), ==, counts[i].told);
      if (!counts[i].told)
        continue;
      g_assert_cmpuint (count, ==, counts[i].count);
      g_assert_cmpint (line, ==, counts[i].line);
    }
}

/* A line with no number that says there is no solution, in a few languages, its line; one
 * with a number ("No solution for n = 3"), or none that says so, is none. */
static void
test_none_told (void)
{
  static const struct {
    const char *text;
    int         line;
  } told[] = {
    { "(1, 2); (2, 4); (3, 1); (4, 3);\nSolution does not exist\n", 2 },
    { "1 3 5 2 4\nNu exista solutie.\n", 2 },
    { "NO SOLUTION\n", 1 },
    { "Kh\xc3\xb4ng c\xc3\xb3 nghi\xe1\xbb\x87m\n", 1 },
    { "No solution for n = 3\n", 0 },
    { "92 solutions\n", 0 },
    { "Solutions:\n1 3 5 2 4\n", 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (told); i++)
    {
      int line = 0;

      g_test_message ("%s", told[i].text);
      g_assert_cmpint (kq_printed_none_told (told[i].text, strlen (told[i].text), &line), ==,
                       told[i].line > 0);
      g_assert_cmpint (line, ==, told[i].line);
    }
}

/* Test cases' counts, one a line in the order of the sizes the input gives after its T, are
 * their sum; a line that is no such count, none. */
static void
test_count_per_size (void)
{
  static const struct {
    const char *text;
    const char *input;
    guint64     count;
    guint       sizes;
  } counts[] = {
    { "4\n#1 10\n#2 92\n", "6\n2\n5\n8\n", 106, 3 },
    { "Case 1: 92\n", "1\n8\n", 92, 1 },
    { "8 92\n6 4\n", "2 8 6", 96, 2 },
    { "92\n4\n", "2\n6\n8\n", 0, 0 },
    { "#1 10\n#2 93\n", "2\n5\n8\n", 0, 0 },
    { "#1 10\nTime: 12 ms\n", "1\n5\n", 0, 0 },
    { "#7 10\n", "1\n5\n", 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      guint sizes = 0;

      g_test_message ("%s", counts[i].text);
      g_assert_cmpuint (kq_printed_count_said_per_size (counts[i].text, strlen (counts[i].text),
                                                        counts[i].input,
                                                        strlen (counts[i].input), &sizes),
                        ==, counts[i].count);
      if (counts[i].count > 0)
        g_assert_cmpuint (sizes, ==, counts[i].sizes);
    }
}

/* A solution printed whole against the rules is told, where nothing legal was read: a tour
 * with a step no knight makes, queens one a row and a column with a diagonal untested. */
static void
test_slip (void)
{
  static const char order[] = " 1 16 11  6  3\n10  5  2 17 12\n15 22 19  4  7\n"
                              "20  9 24 13 18\n23 14 21  8 25\n";
  static const char swapped[] = " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n"
                                " 8 13 24 17  4\n25 18  3 23 12\n";
  static const char diagonal[] = "0 1 0 0 0 0\n1 0 0 0 0 0\n0 0 0 1 0 0\n0 0 0 0 1 0\n"
                                 "0 0 1 0 0 0\n0 0 0 0 0 1\n";
  /* two in one column: no placement of a search that tests columns */
  static const char column[] = ". Q . .\n. . . Q\nQ . . .\n. . . Q\n";
  g_autoptr(KqPrinted) right = kq_printed_new ();
  g_autoptr(KqPrinted) wrong = kq_printed_new ();
  g_autoptr(KqPrinted) queens = kq_printed_new ();
  g_autoptr(KqPrinted) columns = kq_printed_new ();
  KqPrintedSlip slip;

  kq_printed_read (right, order, strlen (order));
  g_assert_false (kq_printed_get_slip (right, &slip));
  kq_printed_read (wrong, swapped, strlen (swapped));
  g_assert_true (kq_printed_get_slip (wrong, &slip));
  g_assert_cmpint (slip.problem, ==, KQ_PROBLEM_TOUR);
  g_assert_cmpint (slip.move, ==, 12);
  g_assert_cmpint (slip.rows, ==, 5);
  g_assert_cmpint (slip.from.row, ==, 2);
  g_assert_cmpint (slip.from.col, ==, 4);
  g_assert_cmpint (slip.to.row, ==, 4);
  g_assert_cmpint (slip.to.col, ==, 4);
  kq_printed_read (queens, diagonal, strlen (diagonal));
  g_assert_true (kq_printed_get_slip (queens, &slip));
  g_assert_cmpint (slip.problem, ==, KQ_PROBLEM_QUEENS);
  g_assert_cmpint (slip.rows, ==, 6);
  g_assert_cmpint (slip.from.row, ==, 0);
  g_assert_cmpint (slip.from.col, ==, 1);
  g_assert_cmpint (slip.to.row, ==, 1);
  g_assert_cmpint (slip.to.col, ==, 0);
  kq_printed_read (columns, column, strlen (column));
  g_assert_false (kq_printed_get_slip (columns, &slip));
}

/* A knight's walk printed a square a line, as many as 5 × 5 has, that comes back to squares it
 * visited: its first return told, and no board of 5 queens read from its first five squares
 * (they are one). */
static void
test_walk_again (void)
{
  static const int walk[25][2] = {
    { 0, 0 }, { 2, 1 }, { 4, 2 }, { 3, 4 }, { 1, 3 }, { 3, 4 }, { 1, 3 }, { 3, 4 }, { 1, 3 },
    { 3, 4 }, { 1, 3 }, { 3, 4 }, { 1, 3 }, { 3, 4 }, { 1, 3 }, { 3, 4 }, { 1, 3 }, { 3, 4 },
    { 1, 3 }, { 3, 4 }, { 1, 3 }, { 3, 4 }, { 1, 3 }, { 3, 4 }, { 1, 3 } };
  g_autoptr(GString) text = g_string_new ("input type :  ( row , col )\n");
  g_autoptr(KqPrinted) printed = kq_printed_new ();
  KqPrintedSlip slip;

  for (int i = 0; i < 25; i++)
    g_string_append_printf (text, "%d - ( %d , %d )\n", i + 1, walk[i][0], walk[i][1]);
  kq_printed_read (printed, text->str, text->len);
  g_assert_cmpuint (kq_printed_get_solutions (printed), ==, 0);
  g_assert_true (kq_printed_get_slip (printed, &slip));
  g_assert_cmpint (slip.problem, ==, KQ_PROBLEM_TOUR);
  g_assert_cmpint (slip.rows, ==, 5);
  g_assert_cmpint (slip.move, ==, 6);
  g_assert_cmpint (slip.again, ==, 4);
  g_assert_cmpint (slip.to.row, ==, 3);
  g_assert_cmpint (slip.to.col, ==, 4);
  g_assert_cmpint (slip.from.row, ==, 1);
  g_assert_cmpint (slip.from.col, ==, 3);
}

/* A board printed empty after the solutions, in their layout, the one board that is none: its
 * line told. Not an empty board before them (the board as the search starts), nor one of two,
 * nor where other boards that are none stand beside (a search's every step printed). */
static void
test_emptied (void)
{
  static const char *const boards[] = {
    ". Q . .\n. . . Q\nQ . . .\n. . Q .\n", ". . Q .\nQ . . .\n. . . Q\n. Q . .\n",
  };
  static const char empty[] = ". . . .\n. . . .\n. . . .\n. . . .\n";
  static const char partial[] = ". Q . .\n. . . .\n. . . .\n. . . .\n";
  static const struct { const char *parts[4]; int line; } shown[] = {
    { { boards[0], boards[1], empty }, 11 },
    { { empty, boards[0], boards[1] }, 0 },
    { { empty, boards[0], boards[1], empty }, 0 },
    { { boards[0], partial, boards[1], empty }, 0 },
    { { boards[0], boards[1] }, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(KqPrinted) printed = kq_printed_new ();

      for (guint k = 0; k < G_N_ELEMENTS (shown[i].parts) && shown[i].parts[k] != NULL; k++)
        g_string_append_printf (text, "%s\n", shown[i].parts[k]);
      kq_printed_read (printed, text->str, text->len);
      g_assert_cmpuint (kq_printed_get_solutions (printed), ==, 2);
      g_assert_cmpint (kq_printed_get_emptied (printed), ==, shown[i].line);
    }
}

/* A terminal's escape sequences are taken out of what a program printed, and nothing else. */
static void
test_escapes (void)
{
  static const struct { const char *text, *plain; } texts[] = {
    { "\033[47m  3 \033[0m\033[40m 24 \033[0m\n", "  3  24 \n" },
    { "\033[2J\033[1;1HQ . .\n", "Q . .\n" },
    { "\033cdone\033", "done" },
    { "1 2 [3]\n", "1 2 [3]\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GString) text = g_string_new (texts[i].text);

      kq_printed_strip_escapes (text);
      g_assert_cmpstr (text->str, ==, texts[i].plain);
    }
}

/* A board short of queens is told where it is the one board printed and nothing was read
 * as a solution: not among boards shown step by step, not with a queen twice in a row, not
 * beside a solution. */
static void
test_short (void)
{
  static const struct { const char *text; int line, side, queens; } shown[] = {
    { "The queens:\nQ . . . .\n. . Q . .\n. . . . .\n. . . . .\n. . . . .\n", 2, 5, 2 },
    { "# # # Q\n# # # #\nQ # # #\n# # # #\n", 1, 4, 2 },
    { "Q . . .\n. . . .\n. . . .\n. . . .\n\nQ . . .\n. . Q .\n. . . .\n. . . .\n",
      0, 0, 0 },
    { "Q . Q .\n. . . .\n. . . .\n. . . .\n", 0, 0, 0 },
    { "Q . . .\n. . . .\n. . . .\n. . . .\n\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n",
      0, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      g_autoptr(KqPrinted) printed = kq_printed_new ();
      int side = 0, queens = 0;

      g_test_message ("%s", shown[i].text);
      kq_printed_read (printed, shown[i].text, strlen (shown[i].text));
      g_assert_cmpint (kq_printed_get_short (printed, &side, &queens), ==, shown[i].line);
      g_assert_cmpint (side, ==, shown[i].side);
      g_assert_cmpint (queens, ==, shown[i].queens);
    }
}

/* Rows of columns that are none, one a solution found: counted, the first told with its line;
 * a board's numbered columns above its rows are not (its rows labelled too); nor any where a
 * solution was read. */
static void
test_wrong_rows (void)
{
  static const char index[] = "Solutions:\n 1 2 3 4 5\n 1 2 3 4 5\n\n 1 2 3 4 5\n";
  static const char header[] = "  1 2 3 4\n. Q . .\n. . . Q\nQ . . .\n. . . Q\n"
                               "  1 2 3 4\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n";
  static const char beside[] = "2 4 1 3\n1 2 3 4\n";
  /* (its rows labelled, blanks of spaces: no row read below the ruler) */
  static const char ruler[] = "--- 1 ---\n  0 1 2 3 4 \n1 Q         \n2     Q     \n"
                              "3         Q \n4   Q       \n5       Q   \n";
  g_autoptr(KqPrinted) ruled = kq_printed_new ();
  g_autoptr(KqPrinted) rows = kq_printed_new ();
  g_autoptr(KqPrinted) boards = kq_printed_new ();
  g_autoptr(KqPrinted) solved = kq_printed_new ();
  KqPrintedSlip first;

  kq_printed_read (rows, index, strlen (index));
  g_assert_cmpuint (kq_printed_get_wrong_rows (rows, &first), ==, 3);
  g_assert_cmpint (first.line, ==, 2);
  g_assert_cmpint (first.rows, ==, 5);
  g_assert_cmpint (first.from.row, ==, 0);
  g_assert_cmpint (first.from.col, ==, 0);
  g_assert_cmpint (first.to.row, ==, 1);
  g_assert_cmpint (first.to.col, ==, 1);
  kq_printed_read (boards, header, strlen (header));
  g_assert_cmpuint (kq_printed_get_wrong_rows (boards, &first), ==, 0);
  kq_printed_read (solved, beside, strlen (beside));
  g_assert_cmpuint (kq_printed_get_wrong_rows (solved, &first), ==, 0);
  kq_printed_read (ruled, ruler, strlen (ruler));
  g_assert_cmpuint (kq_printed_get_wrong_rows (ruled, &first), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/printed/case/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/printed/all-solutions", test_all_solutions);
  g_test_add_func ("/printed/texts", test_texts);
  g_test_add_func ("/printed/closed", test_closed);
  g_test_add_func ("/printed/source", test_source);
  g_test_add_func ("/printed/count-said", test_count_said);
  g_test_add_func ("/printed/count-told", test_count_told);
  g_test_add_func ("/printed/none-told", test_none_told);
  g_test_add_func ("/printed/count-per-size", test_count_per_size);
  g_test_add_func ("/printed/slip", test_slip);
  g_test_add_func ("/printed/walk-again", test_walk_again);
  g_test_add_func ("/printed/emptied", test_emptied);
  g_test_add_func ("/printed/short", test_short);
  g_test_add_func ("/printed/escapes", test_escapes);
  g_test_add_func ("/printed/wrong-rows", test_wrong_rows);

  return g_test_run ();
}
