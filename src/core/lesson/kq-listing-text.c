/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-listing-text.c: one sentence for a lesson's step, in the listing's
 * names: what the code panel says under the code, and a screen reader reads
 * with the line */
#define G_LOG_DOMAIN "kq-listing"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-listing-format.h"
#include "kq-square.h"

/* The frame's value of source, plus offset; FALSE while it is not set
 * (before the loop, before the first move). */
static gboolean
frame_value (const KqLessonFrame *frame, const KqListingVariable *variable, int *value)
{
  gboolean set = TRUE;

  switch (variable->source)
    {
    case KQ_LISTING_VALUE_I: *value = frame->i; break;
    case KQ_LISTING_VALUE_J: *value = frame->j; set = frame->j > 0; break;
    case KQ_LISTING_VALUE_X: *value = frame->x; break;
    case KQ_LISTING_VALUE_Y: *value = frame->y; break;
    case KQ_LISTING_VALUE_K: *value = frame->k; set = frame->k >= 0; break;
    case KQ_LISTING_VALUE_R: *value = frame->r; set = frame->r >= 0; break;
    case KQ_LISTING_VALUE_U: *value = frame->u; set = frame->u != KQ_LESSON_UNSET; break;
    case KQ_LISTING_VALUE_V: *value = frame->v; set = frame->v != KQ_LESSON_UNSET; break;
    case KQ_LISTING_VALUE_DA:
      set = frame->k >= 0;
      *value = set ? kq_knight_da[frame->k] : 0;
      break;
    case KQ_LISTING_VALUE_DB:
      set = frame->k >= 0;
      *value = set ? kq_knight_db[frame->k] : 0;
      break;
    case KQ_LISTING_VALUE_W: *value = frame->w; set = frame->w >= 0; break;
    default:
      g_assert_not_reached ();
    }
  /* an unset value (KQ_LESSON_UNSET, the lowest int) is shown as nothing */
  if (set)
    *value += variable->offset;
  return set;
}

/* A number as the listing's code writes it (the pseudocode's minus is −),
 * without printf: the trace writes a stack at every line. */
static void
append_number (GString *out, const KqListing *listing, int value)
{
  char digits[12];
  int length = 0;
  unsigned magnitude = value < 0 ? 0u - (unsigned) value : (unsigned) value;

  if (value < 0)
    g_string_append (out, g_str_equal (kq_listing_get_language (listing), "pseudocode")
                            ? "−" : "-");
  do
    digits[length++] = (char) ('0' + magnitude % 10);
  while ((magnitude /= 10) > 0);
  while (length > 0)
    g_string_append_c (out, digits[--length]);
}

/* The listing's words for a truth value: True in Python and pseudocode,
 * else true. */
static const char *
boolean_word (const KqListing *listing, gboolean value)
{
  if (g_str_equal (kq_listing_get_language (listing), "python") ||
      g_str_equal (kq_listing_get_language (listing), "pseudocode"))
    return value ? "True" : "False";
  return value ? "true" : "false";
}

/* The game's w = !Win(…) as the code holds it: an int in C. */
static const char *
truth_word (const KqListing *listing, gboolean value)
{
  if (g_str_equal (kq_listing_get_language (listing), "c"))
    return value ? "1" : "0";
  return boolean_word (listing, value);
}

/* "name = value, …" of the parameters (or the locals) that are set, the
 * first after separator. */
static void
append_variables (GString *out, const KqListing *listing, const KqLessonFrame *frame,
                  gboolean parameters, const char *separator)
{
  gboolean first = TRUE;

  for (guint index = 0; index < kq_listing_get_n_variables (listing); index++)
    {
      const KqListingVariable *variable = kq_listing_get_variable (listing, index);
      int value;

      if (variable->parameter != parameters || !frame_value (frame, variable, &value))
        continue;
      g_string_append (out, first ? separator : ", ");
      g_string_append (out, variable->name);
      g_string_append (out, " = ");
      if (variable->source == KQ_LISTING_VALUE_W)
        g_string_append (out, truth_word (listing, value));
      else
        append_number (out, listing, value);
      first = FALSE;
    }
}

void
kq_listing_append_frame (const KqListing *listing, const KqLesson *lesson, int level,
                         GString *out)
{
  const KqLessonFrame *frame = kq_lesson_get_frame (lesson, level);

  g_string_append (out, kq_listing_get_procedure (listing));
  g_string_append_c (out, '(');
  append_variables (out, listing, frame, TRUE, "");
  g_string_append_c (out, ')');
  append_variables (out, listing, frame, FALSE, ": ");
}

/* The call as the code makes it, its arguments as the listing counts:
 * "Try_row(2)", "knights_tour(2, 1, 19)". */
static char *
format_call (const KqListing *listing, const KqLessonFrame *frame)
{
  GString *out = g_string_new (kq_listing_get_procedure (listing));
  gboolean first = TRUE;

  g_string_append_c (out, '(');
  for (guint index = 0; index < kq_listing_get_n_variables (listing); index++)
    {
      const KqListingVariable *variable = kq_listing_get_variable (listing, index);
      int value;

      if (!variable->parameter)
        continue;
      frame_value (frame, variable, &value);
      g_string_append (out, first ? "" : ", ");
      append_number (out, listing, value);
      first = FALSE;
    }
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

/* The call the recurse line makes: the callee's frame as it will begin. */
static char *
format_callee (const KqListing *listing, const KqLessonFrame *frame)
{
  KqLessonFrame callee = {
    .i = frame->i + 1, .x = frame->u, .y = frame->v, .k = -1, .r = -1, .w = -1,
    .u = KQ_LESSON_UNSET, .v = KQ_LESSON_UNSET,
  };

  return format_call (listing, &callee);
}

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

  return boolean_word (listing, negate ? !free : free);
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
      {
        g_autofree char *call = format_call (listing, frame);

        if (rooks)
          /* Translators: "Try(3): put a rook in row 3"; Try(3) is the code's call */
          return g_strdup_printf (_("%s: put a rook in row %d"), call, i);
        /* Translators: "Try(3): put a queen in row 3"; Try(3) is the code's call */
        return g_strdup_printf (_("%s: put a queen in row %d"), call, i);
      }
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
      {
        g_autofree char *call = format_callee (listing, frame);

        /* Translators: "On to row 3: call Try(3)"; Try(3) is the code's call */
        return g_strdup_printf (_("On to row %d: call %s"), i + 1, call);
      }
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

/* The locals the loop sets for move k, as the listing names them: "k = 2",
 * "dx = 1, dy = 2". */
static char *
format_move (const KqListing *listing, const KqLessonFrame *frame)
{
  GString *out = g_string_new (NULL);

  for (guint index = 0; index < kq_listing_get_n_variables (listing); index++)
    {
      const KqListingVariable *variable = kq_listing_get_variable (listing, index);
      int value;

      if (variable->source != KQ_LISTING_VALUE_K && variable->source != KQ_LISTING_VALUE_DA &&
          variable->source != KQ_LISTING_VALUE_DB)
        continue;
      frame_value (frame, variable, &value);
      g_string_append_printf (out, "%s%s = ", out->len > 0 ? ", " : "", variable->name);
      append_number (out, listing, value);
    }
  return g_string_free (out, FALSE);
}

/* The game's Win(i, x, y): its own words for the lines that are not the
 * tour's (the call, the answers, their returns); NULL for the others. */
static char *
describe_game (const KqListing *listing, const KqLesson *lesson, int base, int move_offset,
               const char *undo)
{
  int depth = kq_lesson_get_depth (lesson);
  const KqLessonFrame *frame = kq_lesson_get_frame (lesson, depth - 1);
  int i = frame->i + move_offset;
  g_autofree char *call = format_call (listing, frame);

  switch (kq_lesson_get_op (lesson))
    {
    case KQ_LESSON_OP_CALL:
      /* Translators: "Win(3, 2, 3): does the player who makes move 3, from (2, 3), win?";
       * Win(3, 2, 3) is the code's call */
      return g_strdup_printf (_("%s: does the player who makes move %d, from (%d, %d), win?"),
                              call, i, frame->x + base, frame->y + base);
    case KQ_LESSON_OP_RECURSE:
      {
        g_autofree char *callee = format_callee (listing, frame);

        /* Translators: "The opponent makes move 4: call Win(4, 3, 5)" */
        return g_strdup_printf (_("The opponent makes move %d: call %s"), i + 1, callee);
      }
    case KQ_LESSON_OP_UNMARK:
      /* Translators: "Back from (2, 3): h[2][3] = 0"; the second %s is the code's
       * assignment */
      return g_strdup_printf (_("Back from (%d, %d): %s"), frame->u + base, frame->v + base,
                              undo);
    case KQ_LESSON_OP_VALUE:
      if (frame->w)
        return g_strdup_printf (_("Move %d to (%d, %d) wins: the opponent loses from there"), i,
                                frame->u + base, frame->v + base);
      return g_strdup_printf (_("Move %d to (%d, %d) loses: the opponent wins from there; try "
                                "the next move"), i, frame->u + base, frame->v + base);
    case KQ_LESSON_OP_SOLUTION:
      if (depth == 1)
        /* Translators: "Win(2, 1, 1) returns 1: …", 1 (or true) as the code writes it */
        return g_strdup_printf (_("%s returns %s: the player who moves first wins, the one who "
                                  "put the knight down loses"), call,
                                truth_word (listing, TRUE));
      /* Translators: "Win(4, 2, 3) returns 1: the player who makes move 4 wins" */
      return g_strdup_printf (_("%s returns %s: the player who makes move %d wins"), call,
                              truth_word (listing, TRUE), i);
    case KQ_LESSON_OP_RETURN:
      if (depth == 1)
        return g_strdup_printf (_("%s returns %s: no move wins, so the player who put the "
                                  "knight down wins"), call, truth_word (listing, FALSE));
      return g_strdup_printf (_("%s returns %s: no move wins, the player who makes move %d "
                                "loses"), call, truth_word (listing, FALSE), i);
    default:
      return NULL;
    }
}

static char *
describe_knight (const KqListing *listing, const KqLesson *lesson)
{
  int m = kq_lesson_get_m (lesson), n = kq_lesson_get_n (lesson);
  int depth = kq_lesson_get_depth (lesson);
  const KqLessonFrame *frame = kq_lesson_get_frame (lesson, depth - 1);
  KqListingArray h = { .name = "h", .from = 1 };
  g_autoptr(GString) undo = g_string_new (NULL);
  gboolean on_board;
  /* Squares and moves as the listing counts them: lesson 004 from 0. */
  int base, move_offset;

  find_array (listing, KQ_LISTING_SOURCE_H, n, &h);
  base = h.from - 1;
  move_offset = h.offset;
  on_board = frame->u >= 1 && frame->u <= m && frame->v >= 1 && frame->v <= n;
  /* The unmark line's assignment: "h[2][3] = 0" (u and v are set there) */
  if (kq_lesson_get_op (lesson) == KQ_LESSON_OP_UNMARK)
    {
      g_string_append_printf (undo, "%s[%d][%d] %s ", h.name, frame->u + base,
                              frame->v + base, kq_listing_get_assign (listing));
      append_number (undo, listing, move_offset);
    }
  if (kq_listing_get_machine (listing) == KQ_LESSON_GAME)
    {
      char *text = describe_game (listing, lesson, base, move_offset, undo->str);

      if (text != NULL)
        return text;
    }

  switch (kq_lesson_get_op (lesson))
    {
    case KQ_LESSON_OP_CALL:
      {
        g_autofree char *call = format_call (listing, frame);

        /* Translators: "Try(5, 2, 3): look for move 5 from (2, 3)"; Try(5, 2, 3)
         * is the code's call */
        return g_strdup_printf (_("%s: look for move %d from (%d, %d)"), call,
                                frame->i + move_offset, frame->x + base, frame->y + base);
      }
    case KQ_LESSON_OP_LOOP:
      {
        g_autofree char *move = format_move (listing, frame);

        /* Translators: "Try k = 2", or "Try dx = 1, dy = 2" in the code's names */
        return g_strdup_printf (_("Try %s"), move);
      }
    case KQ_LESSON_OP_MOVE:
      {
        g_autofree char *move = format_move (listing, frame);

        /* Translators: "Move k = 2 leads to (3, 4)", the move in the code's names */
        return g_strdup_printf (_("Move %s leads to (%d, %d)"), move, frame->u + base,
                                frame->v + base);
      }
    case KQ_LESSON_OP_TEST:
      if (frame->next == KQ_LESSON_OP_PLACE)
        return g_strdup_printf (_("(%d, %d) is on the board and free"), frame->u + base,
                                frame->v + base);
      if (!on_board)
        return g_strdup_printf (_("(%d, %d) is off the board: try the next move"),
                                frame->u + base, frame->v + base);
      return g_strdup_printf (_("(%d, %d) was visited at move %d: try the next move"),
                              frame->u + base, frame->v + base,
                              kq_lesson_get_h (lesson)[(frame->u - 1) * n + frame->v - 1] +
                                move_offset);
    case KQ_LESSON_OP_PLACE:
      return g_strdup_printf (_("Move %d: the knight goes to (%d, %d)"), frame->i + move_offset,
                              frame->u + base, frame->v + base);
    case KQ_LESSON_OP_SOLUTION:
      return g_strdup_printf (_("All %d squares are visited: a tour is found"), m * n);
    case KQ_LESSON_OP_RECURSE:
      {
        g_autofree char *call = format_callee (listing, frame);

        /* Translators: "On to move 6: call Try(6, 3, 4)"; Try(6, 3, 4) is the code's call */
        return g_strdup_printf (_("On to move %d: call %s"), frame->i + 1 + move_offset, call);
      }
    case KQ_LESSON_OP_UNMARK:
      /* Translators: "Back from (2, 3): h[2][3] = 0, try the next move"; the
       * second %s is the code's assignment */
      return g_strdup_printf (_("Back from (%d, %d): %s, try the next move"),
                              frame->u + base, frame->v + base, undo->str);
    case KQ_LESSON_OP_RETURN:
      if (depth == 1)
        return g_strdup (_("No move is left from the start: the search ends"));
      return g_strdup_printf (_("No move is left from (%d, %d): take back move %d"),
                              frame->x + base, frame->y + base, frame->i - 1 + move_offset);
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
