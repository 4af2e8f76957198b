/* kq-listing-text.c: one sentence for a lesson's step, in the listing's
 * names: what the code panel says under the code, and a screen reader reads
 * with the line */
#define G_LOG_DOMAIN "kq-listing"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-listing.h"

/* The listing's array with this source, and whether it has one. */
static gboolean
find_array (const KqListing *listing, KqListingSource source, int n, KqListingArray *array)
{
  for (guint index = 0; index < kq_listing_get_n_arrays (listing); index++)
    {
      kq_listing_get_array (listing, index, n, array);
      if (array->source == source)
        return TRUE;
    }
  return FALSE;
}

/* "a[4]": the cell of the source's value index (0-based) in the listing's
 * names, or the lesson 001 name when the listing has no such array. */
static char *
cell_name (const KqListing *listing, KqListingSource source, int n, int value_index)
{
  static const char *const fallback[] = { "a", "b", "c" };
  static const int fallback_from[] = { 1, 2, 0 };
  KqListingArray array;

  if (find_array (listing, source, n, &array))
    return g_strdup_printf ("%s[%d]", array.name, array.from + value_index);
  return g_strdup_printf ("%s[%d]", fallback[source], fallback_from[source] +
                          (source == KQ_LISTING_SOURCE_C ? 1 - n : 0) + value_index);
}

/* The word the listing's arrays hold for "free" or "taken". */
static const char *
mark_word (const KqListing *listing, int n, gboolean free)
{
  KqListingArray array;
  gboolean negate = find_array (listing, KQ_LISTING_SOURCE_A, n, &array) && array.negate;
  gboolean value = negate ? !free : free;

  if (g_str_equal (kq_listing_get_language (listing), "python") ||
      g_str_equal (kq_listing_get_language (listing), "pseudocode"))
    return value ? "True" : "False";
  return value ? "true" : "false";
}

/* Queens, and rooks (lesson 001's permutations: the column only). */
static char *
describe_queens (const KqListing *listing, const KqLesson *lesson)
{
  gboolean rooks = kq_listing_get_problem (listing) == KQ_PROBLEM_ROOKS;
  int n = kq_lesson_get_n (lesson);
  int depth = kq_lesson_get_depth (lesson);
  const KqLessonFrame *frame = kq_lesson_get_frame (lesson, depth - 1);
  int i = frame->i, j = frame->j;
  g_autofree char *a = cell_name (listing, KQ_LISTING_SOURCE_A, n, j - 1);
  g_autofree char *b = cell_name (listing, KQ_LISTING_SOURCE_B, n, i + j - 2);
  g_autofree char *c = cell_name (listing, KQ_LISTING_SOURCE_C, n, i - j + n - 1);

  switch (kq_lesson_get_op (lesson))
    {
    case KQ_LESSON_OP_CALL:
      if (rooks)
        return g_strdup_printf (_("Try(%d): put a rook in row %d"), i, i);
      return g_strdup_printf (_("Try(%d): put a queen in row %d"), i, i);
    case KQ_LESSON_OP_LOOP:
      return g_strdup_printf (_("Row %d: try column j = %d"), i, j);
    case KQ_LESSON_OP_TEST:
      if (frame->next == KQ_LESSON_OP_PLACE && rooks)
        /* Translators: "Column 4 is free (a[4] is true)" */
        return g_strdup_printf (_("Column %d is free (%s is %s)"), j, a,
                                mark_word (listing, n, TRUE));
      if (frame->next == KQ_LESSON_OP_PLACE)
        return g_strdup_printf (_("(%d, %d) is free: its column and both diagonals are free"),
                                i, j);
      if (!kq_lesson_get_a (lesson)[j - 1])
        /* Translators: the first %s is the array's cell as the listing names
         * it (a[4]), the second its value as the code writes it (false) */
        return g_strdup_printf (_("Column %d is taken (%s is %s): try the next j"), j, a,
                                mark_word (listing, n, FALSE));
      if (!kq_lesson_get_b (lesson)[i + j - 2])
        return g_strdup_printf (_("A diagonal through (%d, %d) is taken (%s is %s): try the "
                                  "next j"), i, j, b, mark_word (listing, n, FALSE));
      return g_strdup_printf (_("A diagonal through (%d, %d) is taken (%s is %s): try the "
                                "next j"), i, j, c, mark_word (listing, n, FALSE));
    case KQ_LESSON_OP_PLACE:
      if (rooks)
        return g_strdup_printf (_("Rook %d goes to column %d"), i, j);
      return g_strdup_printf (_("Queen %d goes to column %d"), i, j);
    case KQ_LESSON_OP_MARK:
      if (rooks)
        /* Translators: "Rook 3 goes to column 2: a[2] becomes false" */
        return g_strdup_printf (_("Rook %d goes to column %d: %s becomes %s"), i, j, a,
                                mark_word (listing, n, FALSE));
      /* Translators: "Queen 3 goes to column 2: a[2], b[5], c[1] become false" */
      return g_strdup_printf (_("Queen %d goes to column %d: %s, %s, %s become %s"), i, j,
                              a, b, c, mark_word (listing, n, FALSE));
    case KQ_LESSON_OP_SOLUTION:
      {
        g_autofree char *number = kq_format_count (kq_lesson_get_solutions (lesson));

        if (rooks)
          return g_strdup_printf (_("All %d rooks are placed: permutation %s is printed"), n,
                                  number);
        return g_strdup_printf (_("All %d queens are placed: solution %s is printed"), n, number);
      }
    case KQ_LESSON_OP_RECURSE:
      return g_strdup_printf (_("On to row %d: call Try(%d)"), i + 1, i + 1);
    case KQ_LESSON_OP_UNMARK:
      if (rooks)
        return g_strdup_printf (_("Back to row %d: free column %d"), i, j);
      return g_strdup_printf (_("Back to row %d: free column %d and its diagonals"), i, j);
    case KQ_LESSON_OP_RETURN:
      if (depth == 1)
        return g_strdup (_("Every column of row 1 was tried: the search ends"));
      return g_strdup_printf (_("Row %d has no column left: back to row %d"), i, i - 1);
    case KQ_LESSON_OP_HARM:
    case KQ_LESSON_OP_NONE:
    default:
      return NULL;
    }
}

static char *
describe_knight (const KqListing *listing, const KqLesson *lesson)
{
  int n = kq_lesson_get_n (lesson);
  int depth = kq_lesson_get_depth (lesson);
  const KqLessonFrame *frame = kq_lesson_get_frame (lesson, depth - 1);
  KqListingArray h = { .name = "h", .from = 1 };
  gboolean on_board;

  find_array (listing, KQ_LISTING_SOURCE_H, n, &h);
  on_board = frame->u >= 1 && frame->u <= n && frame->v >= 1 && frame->v <= n;

  switch (kq_lesson_get_op (lesson))
    {
    case KQ_LESSON_OP_CALL:
      return g_strdup_printf (_("Try(%d) from (%d, %d): look for move %d"), frame->i,
                              frame->x, frame->y, frame->i);
    case KQ_LESSON_OP_LOOP:
      return g_strdup_printf (_("Try k = %d"), frame->k);
    case KQ_LESSON_OP_MOVE:
      return g_strdup_printf (_("Move k = %d leads to (%d, %d)"), frame->k, frame->u, frame->v);
    case KQ_LESSON_OP_TEST:
      if (frame->next == KQ_LESSON_OP_PLACE)
        return g_strdup_printf (_("(%d, %d) is on the board and free"), frame->u, frame->v);
      if (!on_board)
        return g_strdup_printf (_("(%d, %d) is off the board: try the next k"), frame->u,
                                frame->v);
      return g_strdup_printf (_("(%d, %d) was visited at move %d: try the next k"), frame->u,
                              frame->v,
                              kq_lesson_get_h (lesson)[(frame->u - 1) * n + frame->v - 1]);
    case KQ_LESSON_OP_PLACE:
      return g_strdup_printf (_("Move %d: the knight goes to (%d, %d)"), frame->i, frame->u,
                              frame->v);
    case KQ_LESSON_OP_SOLUTION:
      return g_strdup_printf (_("All %d squares are visited: a tour is found"), n * n);
    case KQ_LESSON_OP_RECURSE:
      return g_strdup_printf (_("On to move %d: call Try(%d)"), frame->i + 1, frame->i + 1);
    case KQ_LESSON_OP_UNMARK:
      /* Translators: "Back from (2, 3): h[2][3] := 0, try the next k" */
      return g_strdup_printf (_("Back from (%d, %d): %s[%d][%d] := 0, try the next k"),
                              frame->u, frame->v, h.name, frame->u - 1 + h.from,
                              frame->v - 1 + h.from);
    case KQ_LESSON_OP_RETURN:
      if (depth == 1)
        return g_strdup (_("No move is left from the start: the search ends"));
      return g_strdup_printf (_("No move is left from (%d, %d): take back move %d"),
                              frame->x, frame->y, frame->i - 1);
    case KQ_LESSON_OP_HARM:
    case KQ_LESSON_OP_NONE:
    default:
      return NULL;
    }
}

char *
kq_listing_describe_step (const KqListing *listing, const KqLesson *lesson)
{
  g_return_val_if_fail (listing != NULL && lesson != NULL, NULL);

  if (kq_lesson_get_op (lesson) == KQ_LESSON_OP_HARM)
    return kq_lesson_harm_text (lesson);
  if (kq_lesson_get_depth (lesson) == 0)
    return NULL;
  return kq_problem_is_placement (kq_listing_get_problem (listing))
           ? describe_queens (listing, lesson)
           : describe_knight (listing, lesson);
}
