/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-listings.c: every listing of data/listings/ (read from the files, so
 * that a new one is checked too) against its own code: each op's line holds
 * that op's code, and the sentences and the call stack speak the listing's
 * names, index base and values. */
#include "config.h"

#include <string.h>

#include "kq-lesson.h"
#include "kq-listing-format.h"

static char *
listing_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "listings", name, NULL);
}

/* The listings named in LISTINGS, parsed. */
static GPtrArray *
load_listings (void)
{
  g_autofree char *index_path = listing_path ("LISTINGS");
  g_autofree char *index = NULL;
  g_auto(GStrv) names = NULL;
  GPtrArray *listings = g_ptr_array_new_with_free_func ((GDestroyNotify) kq_listing_free);

  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));
  names = g_strsplit (index, "\n", -1);
  for (char **name = names; *name != NULL; name++)
    {
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      KqListing *listing;

      g_strstrip (*name);
      if (**name == '\0' || **name == '#')
        continue;
      path = listing_path (*name);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      listing = kq_listing_parse (text, -1, &error);
      g_assert_no_error (error);
      g_ptr_array_add (listings, listing);
    }
  g_assert_cmpuint (listings->len, >=, 8);
  return listings;
}

static char *
line_text (const KqListing *listing, int line)
{
  g_auto(GStrv) lines = g_strsplit (kq_listing_get_text (listing), "\n", -1);

  g_assert_cmpint (line, >=, 1);
  g_assert_cmpint (line, <=, (int) g_strv_length (lines));
  return g_strdup (lines[line - 1]);
}

static gboolean
matches (const char *pattern, const char *text)
{
  return g_regex_match_simple (pattern, text, G_REGEX_CASELESS, 0);
}

/* The name of the listing's array of source (NULL: none). */
static const char *
array_name (const KqListing *listing, KqListingSource source, KqListingArray *array)
{
  for (guint index = 0; index < kq_listing_get_n_arrays (listing); index++)
    {
      kq_listing_get_array (listing, index, 8, array);
      if (array->source == source)
        return array->name;
    }
  return NULL;
}

/* A number as the listing's code writes it (the pseudocode's minus is −). */
static char *
number_pattern (int value)
{
  return value < 0 ? g_strdup_printf ("(-|−)%d", -value) : g_strdup_printf ("%d", value);
}

/* A cell of array name set to value: "h[u][v] = 0", "board[new x][new y] ← −1". */
static char *
assignment_pattern (const KqListing *listing, const char *name, const char *value)
{
  g_autofree char *quoted = g_regex_escape_string (name, -1);
  g_autofree char *assign = g_regex_escape_string (kq_listing_get_assign (listing), -1);

  return g_strdup_printf ("\\b%s\\[[^]]+\\](\\[[^]]+\\])?\\s*%s\\s*%s", quoted, assign, value);
}

static void
check_op_line (const KqListing *listing, KqLessonOp op)
{
  gboolean queens = kq_problem_is_placement (kq_listing_get_problem (listing));
  int line = kq_listing_get_op_line (listing, op);
  g_autofree char *text = line_text (listing, line);
  g_autofree char *procedure = g_regex_escape_string (kq_listing_get_procedure (listing), -1);
  g_autofree char *names_procedure = g_strdup_printf ("\\b%s\\s*\\(", procedure);
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  KqListingArray array;
  const char *a = array_name (listing, KQ_LISTING_SOURCE_A, &array);
  gboolean a_negate = a != NULL && array.negate;
  const char *h = array_name (listing, KQ_LISTING_SOURCE_H, &array);
  int h_offset = h != NULL ? array.offset : 0;
  gboolean ok = FALSE;

  switch (op)
    {
    case KQ_LESSON_OP_CALL:
      /* Try's header; Warnsdorff's Try counts the moves first, on entry. */
      ok = (matches (names_procedure, text) && !matches ("\\+\\s*1", text)) ||
           (kq_listing_get_machine (listing) == KQ_LESSON_KNIGHT_WARNSDORFF &&
            array_name (listing, KQ_LISTING_SOURCE_COUNT, &array) != NULL &&
            strstr (text, array.name) != NULL && line < kq_listing_get_op_line (listing,
                                                                         KQ_LESSON_OP_LOOP));
      break;
    case KQ_LESSON_OP_RECURSE:
      ok = matches (names_procedure, text) && matches ("\\+\\s*1", text);
      break;
    case KQ_LESSON_OP_LOOP:
      ok = matches ("\\bfor\\b", text);
      break;
    case KQ_LESSON_OP_MOVE:
      ok = matches ("\\bx\\s*\\+", text) && matches ("\\by\\s*\\+", text);
      break;
    case KQ_LESSON_OP_TEST:
      {
        g_autofree char *reads = g_strdup_printf ("\\b%s\\s*[[(]", queens ? a : h);

        ok = matches ("\\bif\\b", text) && !matches ("\\belse\\b", text) && matches (reads, text);
      }
      break;
    case KQ_LESSON_OP_PLACE:
      if (queens)
        {
          g_autofree char *assign = g_regex_escape_string (kq_listing_get_assign (listing), -1);
          g_autofree char *pattern = g_strdup_printf ("(\\bx\\[i\\]|\\bsolution\\(i\\))\\s*%s"
                                                      "\\s*j\\b", assign);

          ok = matches (pattern, text);
        }
      else
        {
          g_autofree char *pattern = assignment_pattern (listing, h, "[^-−0 ]");

          ok = matches (pattern, text);
        }
      break;
    case KQ_LESSON_OP_MARK:
    case KQ_LESSON_OP_UNMARK:
      if (queens)
        {
          /* Taken is false in a, b, c (true = free), True in ok_col … */
          gboolean taken = op == KQ_LESSON_OP_MARK;
          g_autofree char *assign = g_regex_escape_string (kq_listing_get_assign (listing), -1);
          g_autofree char *pattern =
            g_strdup_printf ("\\b%s\\s*[[(][^])]*[])]\\s*%s.*\\b%s\\b", a, assign,
                             taken != a_negate ? "false" : "true");

          ok = matches (pattern, text);
        }
      else
        {
          g_autofree char *free_value = number_pattern (h_offset);
          g_autofree char *pattern = assignment_pattern (listing, h, free_value);

          ok = matches (pattern, text);
        }
      break;
    case KQ_LESSON_OP_SOLUTION:
      /* the game's: a win returned, "return 1", "Win := true; exit" */
      ok = matches ("print|xuat_h|return\\s+(true|1)\\b|:=\\s*true\\s*;\\s*exit", text);
      break;
    case KQ_LESSON_OP_VALUE:
      ok = matches ("\\bif\\s*\\(?\\s*w\\b", text);
      break;
    case KQ_LESSON_OP_RETURN:
      {
        /* The procedure's end, where it returns, or its return (the game's
         * Pascal function: its result set). */
        g_autofree char *result = g_strdup_printf ("^%s\\s*:=\\s*false\\b", procedure);

        ok = (text[0] != ' ' && matches ("^(}|end;|end procedure)$", stripped)) ||
             matches ("^return\\b", stripped) || matches (result, stripped);
      }
      break;
    case KQ_LESSON_OP_HARM:
    case KQ_LESSON_OP_NONE:
    default:
      g_assert_not_reached ();
    }
  if (!ok)
    g_error ("%s: op %s is on line %d, which does not hold its code: “%s”",
             kq_listing_get_id (listing), kq_lesson_op_name (op), line, text);
}

/* Each op's line holds that op's code: the call line names the procedure,
 * the place line writes x, h or board, the mark line the marks … */
static void
test_op_lines (void)
{
  g_autoptr(GPtrArray) listings = load_listings ();

  for (guint l = 0; l < listings->len; l++)
    {
      const KqListing *listing = listings->pdata[l];
      guint ops = kq_lesson_machine_ops (kq_listing_get_machine (listing));

      for (int op = 0; op < KQ_LESSON_N_OPS; op++)
        if (op != KQ_LESSON_OP_HARM && (ops & (1u << op)))
          check_op_line (listing, op);
    }
}

/* The parameters are the procedure's, named on its header line; the
 * locals are in its code. */
static void
test_variables (void)
{
  g_autoptr(GPtrArray) listings = load_listings ();

  for (guint l = 0; l < listings->len; l++)
    {
      const KqListing *listing = listings->pdata[l];
      g_autofree char *header = NULL;
      guint parameters = 0;

      for (int line = 1; line <= kq_listing_get_n_lines (listing) && header == NULL; line++)
        {
          g_autofree char *text = line_text (listing, line);

          if (strstr (text, kq_listing_get_procedure (listing)) != NULL)
            header = g_steal_pointer (&text);
        }
      g_assert_nonnull (header);
      for (guint v = 0; v < kq_listing_get_n_variables (listing); v++)
        {
          const KqListingVariable *variable = kq_listing_get_variable (listing, v);

          g_test_message ("%s: %s", kq_listing_get_id (listing), variable->name);
          if (variable->parameter)
            {
              g_assert_nonnull (strstr (header, variable->name));
              parameters++;
            }
          else
            g_assert_nonnull (strstr (kq_listing_get_text (listing), variable->name));
        }
      g_assert_cmpuint (parameters, >=, 1);
    }
}

/* The steps' sentences and the stack in the listing's words: its
 * procedure's name (no "Try" where the code has none), its squares counted
 * from its arrays' first index, the values its unmark line writes. */
static void
test_sentences (void)
{
  g_autoptr(GPtrArray) listings = load_listings ();

  for (guint l = 0; l < listings->len; l++)
    {
      const KqListing *listing = listings->pdata[l];
      KqLessonMachine machine = kq_listing_get_machine (listing);
      gboolean queens = kq_problem_is_placement (kq_listing_get_problem (listing));
      const char *procedure = kq_listing_get_procedure (listing);
      g_autoptr(KqLesson) lesson = kq_lesson_new (machine, 5, 0, 0, KQ_LESSON_FLAGS_NONE);
      g_autofree char *unmark_line =
        line_text (listing, kq_listing_get_op_line (listing, KQ_LESSON_OP_UNMARK));
      KqListingArray h = { .from = 1 };
      guint seen = 0;

      if (!queens)
        array_name (listing, KQ_LISTING_SOURCE_H, &h);
      for (int step = 0; step < 3000 && kq_lesson_step (lesson) != KQ_LESSON_OP_NONE; step++)
        {
          KqLessonOp op = kq_lesson_get_op (lesson);
          g_autofree char *sentence = kq_listing_describe_step (listing, lesson);
          g_autoptr(GString) top = g_string_new (NULL);

          if (op == KQ_LESSON_OP_HARM)
            break;
          kq_listing_append_frame (listing, lesson, kq_lesson_get_depth (lesson) - 1, top);
          g_assert_true (g_str_has_prefix (top->str, procedure));
          g_assert_cmpint (top->str[strlen (procedure)], ==, '(');
          if (!g_str_equal (procedure, "Try"))
            g_assert_null (strstr (sentence, "Try("));
          if (op == KQ_LESSON_OP_CALL || op == KQ_LESSON_OP_RECURSE)
            {
              g_autofree char *call = g_strconcat (procedure, "(", NULL);

              g_assert_nonnull (strstr (sentence, call));
              seen |= 1u << op;
            }
          if (op == KQ_LESSON_OP_CALL && kq_lesson_get_depth (lesson) == 1 && !queens)
            {
              /* The start, (1, 1) as the lessons count, in the listing's base. */
              g_autofree char *start = g_strdup_printf ("from (%d, %d)", h.from, h.from);

              g_assert_nonnull (strstr (sentence, start));
            }
          if (op == KQ_LESSON_OP_UNMARK && !queens)
            {
              /* "board[1][0] = -1": the assignment as the unmark line writes it. */
              const char *assign = strstr (sentence, kq_listing_get_assign (listing));
              g_autofree char *written = NULL;

              g_assert_nonnull (assign);
              written = g_strndup (assign, strcspn (assign, ","));
              g_test_message ("%s: %s", kq_listing_get_id (listing), sentence);
              g_assert_nonnull (strstr (unmark_line, written));
              seen |= 1u << op;
            }
          g_test_message ("%s", sentence);
        }
      g_assert_true (seen & (1u << KQ_LESSON_OP_CALL));
      g_assert_true (seen & (1u << KQ_LESSON_OP_RECURSE));
      if (machine == KQ_LESSON_KNIGHT)
        g_assert_true (seen & (1u << KQ_LESSON_OP_UNMARK));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/listings/op-lines", test_op_lines);
  g_test_add_func ("/listings/variables", test_variables);
  g_test_add_func ("/listings/sentences", test_sentences);
  return g_test_run ();
}
