/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A student's answer checked: right files, each kind of error with its
 * words and verdict, and malformed files. */
#include "config.h"

#include <string.h>

#include "kq-answer.h"
#include "kq-format.h"
#include "kq-queens.h"
#include "kq-tour.h"

#define Q6_1 "(1, 2); (2, 4); (3, 6); (4, 1); (5, 3); (6, 5);"
#define Q6_2 "(1, 3); (2, 6); (3, 2); (4, 5); (5, 1); (6, 4);"
#define Q6_3 "(1, 4); (2, 1); (3, 5); (4, 2); (5, 6); (6, 3);"
#define Q6_4 "(1, 5); (2, 3); (3, 1); (4, 6); (5, 4); (6, 2);"
#define Q6 Q6_1 "\n" Q6_2 "\n" Q6_3 "\n" Q6_4 "\n"

/* Lesson 004's 5 × 5 tours, from (0, 0) and (2, 2) as it counts. */
#define T5_A " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n25 18  3 12 23\n"
#define T5_B "23 10 15 4 25\n16 5 24 9 14\n11 22 1 18 3\n6 17 20 13 8\n21 12 7 2 19\n"

typedef struct {
  KqAnswerKind   kind;
  int            n;          /* 0: from the file */
  int            row, col;   /* a tour's start, -1: none */
  const char    *text;
  KqAnswerError  error;
  KqVerdict      verdict;
  const char    *message;
} Case;

static const Case cases[] = {
  /* QUEENS.OUT, right */
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6, KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: all 4 solutions, in order" },
  { KQ_ANSWER_QUEENS, 0, -1, -1, Q6, KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: all 4 solutions, in order" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_1 "  \r\n" Q6_2 "\t\r\n" Q6_3 "\r\n" Q6_4, KQ_ANSWER_CORRECT,
    KQ_VERDICT_ACCEPTED, "Correct: all 4 solutions, in order" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6 "\n\n  \r\n", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED, NULL },
  { KQ_ANSWER_QUEENS, 6, -1, -1,
    "(1,2);(2,4);(3,6);(4,1);(5,3);(6,5);\n" Q6_2 "\n" Q6_3 "\n (1,5); (2, 3); (3, 1); (4, 6); (5, 4); (6, 2) ;\n",
    KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED, NULL },
  { KQ_ANSWER_QUEENS, 1, -1, -1, "(1, 1);\n", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: the one solution" },
  { KQ_ANSWER_QUEENS, 3, -1, -1, "", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: 3 queens cannot be placed on a 3 × 3 board, and the file is empty" },
  { KQ_ANSWER_QUEENS, 2, -1, -1, "\n", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED, NULL },
  /* QUEENS.OUT, wrong */
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_2 "\n" Q6_1 "\n" Q6_3 "\n" Q6_4 "\n", KQ_ANSWER_ORDER,
    KQ_VERDICT_WRONG, "line 2 is out of the lessons' order: it comes before line 1" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_1 "\n" Q6_2 "\n" Q6_1 "\n" Q6_3 "\n" Q6_4 "\n", KQ_ANSWER_REPEAT,
    KQ_VERDICT_WRONG, "line 3 repeats line 1" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_1 "\n" Q6_2 "\n" Q6_4 "\n", KQ_ANSWER_MISSING, KQ_VERDICT_WRONG,
    "3 placements; 6 queens have 4; missing: " Q6_3 },
  { KQ_ANSWER_QUEENS, 6, -1, -1, "", KQ_ANSWER_MISSING, KQ_VERDICT_WRONG,
    "0 placements; 6 queens have 4; missing: " Q6_1 },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_1 "\n(1, 1); (2, 3); (3, 5); (4, 2); (5, 4); (6, 6);\n",
    KQ_ANSWER_ATTACK, KQ_VERDICT_WRONG, "line 2: queens (1, 1) and (6, 6) attack along a diagonal" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, "(1, 2); (2, 4); (3, 6); (4, 1); (5, 5); (6, 1);\n",
    KQ_ANSWER_ATTACK, KQ_VERDICT_WRONG, "line 1: queens (4, 1) and (6, 1) attack along a column" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, "(1, 2); (2, 4); (3, 7); (4, 1); (5, 3); (6, 5);\n",
    KQ_ANSWER_OFF_BOARD, KQ_VERDICT_WRONG, "line 1: (3, 7) is off the 6 × 6 board" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_1 "\n(1, 3); (2, 6);\n", KQ_ANSWER_QUEEN_COUNT, KQ_VERDICT_WRONG,
    "line 2 has 2 queens; the 6 × 6 board takes 6" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, "(1, 2); (1, 4); (3, 6); (4, 1); (5, 3); (6, 5);\n",
    KQ_ANSWER_SAME_ROW, KQ_VERDICT_WRONG, "line 1: two queens in row 1: (1, 2) and (1, 4)" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, "(2, 4); (1, 2); (3, 6); (4, 1); (5, 3); (6, 5);\n",
    KQ_ANSWER_ROW_ORDER, KQ_VERDICT_WRONG,
    "line 1: (1, 2) comes after (2, 4): the queens go row by row, from row 1" },
  { KQ_ANSWER_QUEENS, 4, -1, -1, "(1, 2); (2, 4); (3, 1); (4, 3);\n(1, 3); (2, 1); (3, 4); (4, 2);\n"
    "(1, 3); (2, 1); (3, 4); (4, 2);\n", KQ_ANSWER_REPEAT, KQ_VERDICT_WRONG, "line 3 repeats line 2" },
  /* QUEENS.OUT, malformed */
  { KQ_ANSWER_QUEENS, 6, -1, -1, "2 4 6 1 3 5\n", KQ_ANSWER_NOT_PLACEMENT, KQ_VERDICT_PRESENTATION,
    "line 1 is not a placement like “(1, 2); (2, 4); …”: “2 4 6 1 3 5”" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, "(1, 2); (2, 4); (3, 6); (4, 1); (5, 3); (6, 5)\n",
    KQ_ANSWER_NOT_PLACEMENT, KQ_VERDICT_PRESENTATION, NULL },
  { KQ_ANSWER_QUEENS, 6, -1, -1, "(1, 2); (2, 4); (3, 6); (4, 1); (5, 3); (6, 1234567890);\n",
    KQ_ANSWER_NOT_PLACEMENT, KQ_VERDICT_PRESENTATION, NULL },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_1 "\n\n" Q6_2 "\n", KQ_ANSWER_BLANK_LINE, KQ_VERDICT_PRESENTATION,
    "line 2 is empty" },
  { KQ_ANSWER_QUEENS, 6, -1, -1, Q6_1 "\n\xff\xfe\n", KQ_ANSWER_BINARY, KQ_VERDICT_PRESENTATION,
    "line 2: not text (a NUL byte, or bytes that are not UTF-8)" },
  { KQ_ANSWER_QUEENS, 0, -1, -1, "", KQ_ANSWER_EMPTY, KQ_VERDICT_PRESENTATION, "the file is empty" },
  { KQ_ANSWER_QUEENS, 0, -1, -1,
    "(1, 1); (2, 1); (3, 1); (4, 1); (5, 1); (6, 1); (7, 1); (8, 1); (9, 1); (10, 1); (11, 1); "
    "(12, 1); (13, 1); (14, 1); (15, 1);\n", KQ_ANSWER_BAD_SIZE, KQ_VERDICT_PRESENTATION,
    "n = 15: QUEENS.OUT is checked for n from 1 to 14" },
  /* Tours, right */
  { KQ_ANSWER_TOUR, 5, 0, 0, T5_A, KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: an open tour from (1, 1)" },
  { KQ_ANSWER_TOUR, 5, 2, 2, T5_B, KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: an open tour from (3, 3)" },
  { KQ_ANSWER_TOUR, 0, -1, -1, T5_B, KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: an open tour from (3, 3)" },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21 \r\n14  9 20  5 16\r\n19  2  7 22 11\r\n 8 13 24 17  4\r\n"
    "25 18  3 12 23\r\n\r\n", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED, NULL },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n"
    "25 18  3 12 23", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED, NULL },
  { KQ_ANSWER_TOUR, 1, 0, 0, "1\n", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: an open tour from (1, 1)" },
  { KQ_ANSWER_TOUR, 5, 1, 2, "", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED,
    "Correct: there is no tour from (2, 3), and the file is empty" },
  { KQ_ANSWER_TOUR, 3, 0, 0, "\r\n", KQ_ANSWER_CORRECT, KQ_VERDICT_ACCEPTED, NULL },
  /* Tours, wrong */
  { KQ_ANSWER_TOUR, 5, 0, 0, T5_B, KQ_ANSWER_WRONG_START, KQ_VERDICT_WRONG,
    "move 1 is at (3, 3), but the tour starts at (1, 1)" },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 23 11\n 8 13 24 17  4\n"
    "25 18  3 12 22\n", KQ_ANSWER_NOT_KNIGHT_MOVE, KQ_VERDICT_WRONG,
    "move 22 at (5, 5) is not a knight's move from move 21 at (1, 5)" },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n"
    " 0 18  3 12 23\n", KQ_ANSWER_NUMBER_MISSING, KQ_VERDICT_WRONG, "number 25 is missing" },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 -1 17  4\n"
    "25 18  3 12 23\n", KQ_ANSWER_NUMBER_MISSING, KQ_VERDICT_WRONG, "number 24 is missing" },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n"
    "24 18  3 12 23\n", KQ_ANSWER_NUMBER_TWICE, KQ_VERDICT_WRONG,
    "number 24 is both at (4, 3) and at (5, 1)" },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n"
    "26 18  3 12 23\n", KQ_ANSWER_NUMBER_RANGE, KQ_VERDICT_WRONG,
    "(5, 1): 26 is not a move number of the 5 × 5 board (1 to 25)" },
  { KQ_ANSWER_TOUR, 5, 0, 0, "", KQ_ANSWER_NO_TOUR, KQ_VERDICT_WRONG,
    "the file is empty, but there is a tour from (1, 1)" },
  /* Tours, malformed */
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5\n19  2  7 22 11\n 8 13 24 17  4\n"
    "25 18  3 12 23\n", KQ_ANSWER_RAGGED, KQ_VERDICT_PRESENTATION,
    "line 2 has 4 numbers; a row of the 5 × 5 board has 5" },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n",
    KQ_ANSWER_ROW_COUNT, KQ_VERDICT_PRESENTATION, "4 lines of numbers; the 5 × 5 board has 5 rows" },
  { KQ_ANSWER_TOUR, 5, 0, 0, T5_A "1 2 3 4 5\n", KQ_ANSWER_ROW_COUNT, KQ_VERDICT_PRESENTATION, NULL },
  { KQ_ANSWER_TOUR, 5, 0, 0, " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n"
    "25 18  3 12 x\n", KQ_ANSWER_NOT_NUMBER, KQ_VERDICT_PRESENTATION, "line 5: “x” is not a move number" },
  { KQ_ANSWER_TOUR, 5, 0, 0, "1, 6, 15, 10, 21\n", KQ_ANSWER_NOT_NUMBER, KQ_VERDICT_PRESENTATION,
    "line 1: “1,” is not a move number" },
  { KQ_ANSWER_TOUR, 5, 0, 0, "1 6 15\0 10 21\n", KQ_ANSWER_BINARY, KQ_VERDICT_PRESENTATION, NULL },
  { KQ_ANSWER_TOUR, 0, -1, -1, "", KQ_ANSWER_EMPTY, KQ_VERDICT_PRESENTATION, "the file is empty" },
  { KQ_ANSWER_TOUR, 0, -1, -1, "1 2\n3\n", KQ_ANSWER_RAGGED, KQ_VERDICT_PRESENTATION,
    "line 2 has 1 number; a row of the 2 × 2 board has 2" },
};

static KqAnswer *
check_case (const Case *c, gsize length)
{
  KqSquare start = { c->row, c->col };

  if (c->kind == KQ_ANSWER_QUEENS)
    return kq_answer_check_queens (c->text, length, c->n);
  return kq_answer_check_tour (c->text, length, c->n, c->row >= 0 ? &start : NULL);
}

static void
test_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      /* The NUL case is one byte longer than strlen says. */
      gsize length = strlen (c->text) + (c->error == KQ_ANSWER_BINARY && c->text[0] == '1' ? 7 : 0);
      g_autoptr(KqAnswer) answer = check_case (c, length);
      g_autofree char *message = kq_answer_describe (answer);

      g_test_message ("case %u: %s", i, message);
      g_assert_cmpint (answer->error, ==, c->error);
      g_assert_cmpint (answer->verdict, ==, c->verdict);
      if (c->message != NULL)
        g_assert_cmpstr (message, ==, c->message);
    }
}

/* The squares a window draws in red, and the queens of the line in question. */
static void
test_red_squares (void)
{
  g_autoptr(KqAnswer) attack = kq_answer_check_queens (cases[12].text, strlen (cases[12].text), 6);
  g_autoptr(KqAnswer) move = kq_answer_check_tour (cases[35].text, strlen (cases[35].text), 5,
                                                   &(KqSquare) { 0, 0 });
  g_autoptr(KqAnswer) missing = kq_answer_check_queens (cases[10].text, strlen (cases[10].text), 6);

  g_assert_cmpint (attack->line, ==, 2);
  g_assert_cmpint (attack->n_squares, ==, 2);
  g_assert_cmpint (attack->squares[0].row, ==, 0);
  g_assert_cmpint (attack->squares[1].col, ==, 5);
  g_assert_cmpint (attack->attack, ==, KQ_LINE_DIAGONAL);
  g_assert_cmpuint (attack->queens->len, ==, 6);

  g_assert_cmpint (move->error, ==, KQ_ANSWER_NOT_KNIGHT_MOVE);
  g_assert_cmpint (move->n_squares, ==, 2);
  g_assert_cmpint (move->squares[0].row, ==, 4);
  g_assert_cmpint (move->squares[0].col, ==, 4);
  g_assert_nonnull (move->cells);
  g_assert_cmpint (move->cells[0], ==, 1);

  g_assert_cmpuint (missing->n_placements, ==, 3);
  g_assert_cmpuint (missing->queens->len, ==, 6);
  g_assert_cmpint (g_array_index (missing->queens, KqSquare, 0).col, ==, 3);
}

static gboolean
collect_text (const KqEvent *event, gpointer data)
{
  if (event->type == KQ_EVENT_SOLUTION)
    kq_format_queens_line (data, event->cells, event->n);
  return TRUE;
}

/* The CLI's listings of n = 1 .. 10 are right answers, and each line
 * taken out is missing. */
static void
test_listings (void)
{
  for (int n = 1; n <= 10; n++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(KqAnswer) answer = NULL;
      g_autoptr(KqAnswer) cut = NULL;
      const char *second;

      kq_queens_list (n, FALSE, collect_text, text, NULL);
      answer = kq_answer_check_queens (text->str, text->len, n);
      g_assert_cmpint (answer->error, ==, KQ_ANSWER_CORRECT);
      g_assert_cmpuint (answer->n_placements, ==, answer->total);

      second = text->len > 0 ? strchr (text->str, '\n') + 1 : NULL;
      if (second == NULL || *second == '\0')
        continue;
      cut = kq_answer_check_queens (second, strlen (second), n);
      g_assert_cmpint (cut->error, ==, KQ_ANSWER_MISSING);
      g_assert_cmpuint (cut->count, ==, answer->total - 1);
    }
}

static char *
read_data (const char *name, gsize *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

/* The lessons' own outputs: lesson 001's QUEENS.OUT as printed, its last
 * two lines without a space after the comma, and the 5 × 5 tours. */
static void
test_lessons (void)
{
  gsize length;
  g_autofree char *out = read_data ("QUEENS.OUT", &length);
  g_autoptr(KqAnswer) queens = kq_answer_check_queens (out, length, 5);
  g_autoptr(GString) verbatim = g_string_new (out);
  g_autoptr(KqAnswer) lesson = NULL;
  g_autoptr(KqAnswer) tour = kq_answer_check_tour (T5_A, strlen (T5_A), 5, &(KqSquare) { 0, 0 });

  g_assert_cmpint (queens->error, ==, KQ_ANSWER_CORRECT);
  g_string_replace (verbatim, "(1, 5)", "(1,5)", 0);
  lesson = kq_answer_check_queens (verbatim->str, verbatim->len, 5);
  g_assert_cmpint (lesson->error, ==, KQ_ANSWER_CORRECT);
  g_assert_cmpint (tour->error, ==, KQ_ANSWER_CORRECT);
  g_assert_false (tour->closed);
}

/* A closed tour from the solver, and a large one. */
static void
test_solver_tours (void)
{
  static const int sizes[] = { 6, 8, 50 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int n = sizes[i];
      KqTourRequest request = { .n = n, .closed = n == 6 };
      g_autofree int *board = g_new (int, n * n);
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(KqAnswer) answer = NULL;
      g_autofree char *message = NULL;

      g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
      kq_format_tour_matrix (text, board, n);
      answer = kq_answer_check_tour (text->str, text->len, n, &(KqSquare) { 0, 0 });
      message = kq_answer_describe (answer);
      g_assert_cmpint (answer->error, ==, KQ_ANSWER_CORRECT);
      if (n == 6)
        g_assert_cmpstr (message, ==, "Correct: a closed tour from (1, 1)");
    }
}

static void
test_too_big (void)
{
  gsize length = KQ_ANSWER_MAX_BYTES + 1;
  g_autofree char *text = g_malloc (length);
  g_autoptr(KqAnswer) queens = NULL;
  g_autoptr(KqAnswer) tour = NULL;
  g_autofree char *message = NULL;

  memset (text, ' ', length);
  queens = kq_answer_check_queens (text, length, 8);
  tour = kq_answer_check_tour (text, length, 0, NULL);
  message = kq_answer_describe (queens);
  g_assert_cmpint (queens->verdict, ==, KQ_VERDICT_PRESENTATION);
  g_assert_cmpint (tour->error, ==, KQ_ANSWER_TOO_BIG);
  g_assert_cmpstr (message, ==, "the file is larger than 64 MiB: too big to be an answer");
}

/* Every line of a wrong QUEENS.OUT checked alone: the line the file's
 * error names keeps it, the others are solutions or wrong on their own. */
static void
test_lines (void)
{
  static const char text[] =
    Q6_1 "\n"
    "(1, 3); (2, 6); (3, 2); (4, 5); (5, 1); (6, 1);\n"  /* 2: column 1 twice */
    "not a placement\n"                                  /* 3 */
    Q6_3 "\n"
    Q6_3 "\n"                                            /* 5: repeats 4 */
    Q6_2 "\n"                                            /* 6: before 5 */
    "(1, 4); (2, 1); (3, 5);\n"                          /* 7: three queens */
    Q6_4 "\n";
  static const struct {
    KqAnswerError error;
    guint         queens;
    const char   *message;
  } expected[] = {
    { KQ_ANSWER_CORRECT, 6, "line 1: a solution" },
    { KQ_ANSWER_ATTACK, 6, "line 2: queens (5, 1) and (6, 1) attack along a column" },
    { KQ_ANSWER_NOT_PLACEMENT, 0,
      "line 3 is not a placement like “(1, 2); (2, 4); …”: “not a placement”" },
    { KQ_ANSWER_CORRECT, 6, "line 4: a solution" },
    { KQ_ANSWER_REPEAT, 6, "line 5 repeats line 4" },
    { KQ_ANSWER_ORDER, 6, "line 6 is out of the lessons' order: it comes before line 5" },
    { KQ_ANSWER_QUEEN_COUNT, 3, "line 7 has 3 queens; the 6 × 6 board takes 6" },
    { KQ_ANSWER_CORRECT, 6, "line 8: a solution" },
  };
  g_autoptr(KqAnswer) file = kq_answer_check_queens_lines (g_strdup (text), strlen (text), 0);
  g_autoptr(KqAnswer) unkept = kq_answer_check_queens (text, strlen (text), 0);
  g_autoptr(KqAnswer) tour = kq_answer_check_tour (T5_A, strlen (T5_A), 5, NULL);

  g_assert_cmpint (file->error, ==, KQ_ANSWER_ATTACK);
  g_assert_cmpint (file->line, ==, 2);
  g_assert_cmpuint (file->n_lines, ==, G_N_ELEMENTS (expected));
  g_assert_null (kq_answer_check_line (file, 0));
  g_assert_null (kq_answer_check_line (file, file->n_lines + 1));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(KqAnswer) line = kq_answer_check_line (file, i + 1);
      g_autofree char *message = kq_answer_describe (line);

      g_assert_true (line->of_line);
      g_assert_cmpint (line->line, ==, (int) i + 1);
      g_assert_cmpint (line->error, ==, expected[i].error);
      g_assert_cmpuint (line->queens->len, ==, expected[i].queens);
      g_assert_cmpstr (message, ==, expected[i].message);
    }
  /* the file's own error, with its squares to draw */
  {
    g_autoptr(KqAnswer) second = kq_answer_check_line (file, 2);

    g_assert_cmpint (second->n_squares, ==, 2);
    g_assert_cmpint (second->squares[0].row, ==, 4);
    g_assert_cmpint (second->squares[1].row, ==, 5);
    g_assert_cmpint (second->squares[1].col, ==, 0);
  }
  /* the same verdict, without the lines kept */
  g_assert_cmpint (unkept->error, ==, file->error);
  g_assert_cmpint (unkept->line, ==, file->line);
  g_assert_cmpuint (unkept->n_lines, ==, 0);
  g_assert_null (kq_answer_check_line (unkept, 1));
  /* no lines in a tour, nor before n is known */
  g_assert_cmpuint (tour->n_lines, ==, 0);
  g_assert_null (tour->file_lines);
  {
    static const char no_n[] = "no\n" Q6_1 "\n";
    g_autoptr(KqAnswer) unread = kq_answer_check_queens_lines (g_strdup (no_n), strlen (no_n), 0);

    g_assert_cmpint (unread->error, ==, KQ_ANSWER_NOT_PLACEMENT);
    g_assert_null (unread->file_lines);
  }
}

static void
test_guess_kind (void)
{
  g_assert_cmpint (kq_answer_guess_kind (" \n(1, 1);", 8), ==, KQ_ANSWER_QUEENS);
  g_assert_cmpint (kq_answer_guess_kind (T5_A, strlen (T5_A)), ==, KQ_ANSWER_TOUR);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/answer/cases", test_cases);
  g_test_add_func ("/answer/red-squares", test_red_squares);
  g_test_add_func ("/answer/listings", test_listings);
  g_test_add_func ("/answer/lessons", test_lessons);
  g_test_add_func ("/answer/solver-tours", test_solver_tours);
  g_test_add_func ("/answer/too-big", test_too_big);
  g_test_add_func ("/answer/guess-kind", test_guess_kind);
  g_test_add_func ("/answer/lines", test_lines);

  return g_test_run ();
}
