/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-families.c: n-queens families in the session, without a display:
 * the family of the solution shown against a brute-force oracle (the lessons'
 * #1 and #2680 for 11 queens), the families filling in as solutions arrive
 * and ranked past the store, and browsing one solution of each family */
#define G_LOG_DOMAIN "test-families"
#include "config.h"

#include <string.h>

#include "kq-families.h"
#include "kq-queens-symmetry.h"
#include "kq-session.h"
#include "kq-test-session.h"

/* OEIS A002562, n = 1 .. 10 */
static const guint64 unique_solutions[] = { 1, 0, 0, 1, 2, 1, 6, 12, 46, 92 };

static KqSession *
queens_session_new (int n)
{
  KqSession *session = session_new (KQ_PROBLEM_QUEENS, n);

  SPIN_UNTIL (kq_session_get_listed (session) && kq_session_get_unique_counted (session));
  return session;
}

static int
compare_numbers (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

/* The number of a placement in the listing, by a linear search. */
static guint64
number_in (GArray *solutions, int n, const int *cols)
{
  for (guint s = 0; s < solutions->len / n; s++)
    if (memcmp (&g_array_index (solutions, int, s * n), cols, n * sizeof (int)) == 0)
      return s + 1;
  return 0;
}

/* The oracle: solution k's 8 images, square by square, looked up in the
 * listing; their distinct numbers, sorted. */
static GArray *
oracle_family (GArray *solutions, int n, guint64 k)
{
  const int *cols = &g_array_index (solutions, int, (k - 1) * n);
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint64));

  for (int g = 0; g < 8; g++)
    {
      int image[KQ_QUEENS_MAX_N];
      guint64 number;
      gboolean seen = FALSE;

      for (int r = 0; r < n; r++)
        {
          int c = cols[r], m = n - 1;
          int to[8][2] = {
            { r, c }, { c, m - r }, { m - r, m - c }, { m - c, r },
            { r, m - c }, { m - r, c }, { c, r }, { m - c, m - r },
          };

          image[to[g][0]] = to[g][1];
        }
      number = number_in (solutions, n, image);
      g_assert_cmpuint (number, >=, 1);
      for (guint i = 0; i < numbers->len; i++)
        seen |= g_array_index (numbers, guint64, i) == number;
      if (!seen)
        g_array_append_val (numbers, number);
    }
  g_array_sort (numbers, compare_numbers);
  return numbers;
}

static gboolean
family_known (KqSession *session)
{
  g_autoptr(GVariant) family = kq_session_dup_family (session);
  GVariantIter iter;
  guint32 symmetry;
  guint64 number;

  if (g_variant_n_children (family) == 0)
    return FALSE;
  g_variant_iter_init (&iter, family);
  while (g_variant_iter_next (&iter, "(ut)", &symmetry, &number))
    if (number == 0)
      return FALSE;
  return TRUE;
}

/* The family shown for solution k, its numbers sorted. */
static GArray *
session_family (KqSession *session, guint64 k)
{
  g_autoptr(GVariant) family = NULL;
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint64));
  GVariantIter iter;
  guint32 symmetry;
  guint64 number;

  g_assert_true (kq_session_show_solution (session, k, NULL));
  SPIN_UNTIL (kq_session_get_shown (session) == k && family_known (session));
  family = kq_session_dup_family (session);
  g_variant_iter_init (&iter, family);
  g_assert_true (g_variant_iter_next (&iter, "(ut)", &symmetry, &number));
  g_assert_cmpuint (symmetry, ==, KQ_SYMMETRY_IDENTITY);
  g_assert_cmpuint (number, ==, k);
  g_array_append_val (numbers, number);
  while (g_variant_iter_next (&iter, "(ut)", &symmetry, &number))
    g_array_append_val (numbers, number);
  g_array_sort (numbers, compare_numbers);
  return numbers;
}

static void
assert_families (int n, guint step)
{
  g_autoptr(GArray) solutions = kq_test_list_queens (n);
  KqSession *session = queens_session_new (n);
  guint64 total = solutions->len / n;

  g_assert_cmpuint (kq_session_get_total (session), ==, total);
  for (guint64 k = 1; k <= total; k += step)
    {
      g_autoptr(GArray) expected = oracle_family (solutions, n, k);
      g_autoptr(GArray) got = session_family (session, k);

      g_assert_cmpmem (got->data, got->len * sizeof (guint64),
                       expected->data, expected->len * sizeof (guint64));
    }
  session_free (session);
}

static void
test_families_8 (void)
{
  assert_families (8, 1);
}

/* 11 queens: #1's mirror image is #2680, as the lessons show. */
static void
test_families_11 (void)
{
  KqSession *session;
  g_autoptr(GVariant) family = NULL;
  GVariantIter iter;
  guint32 symmetry;
  guint64 number, mirror = 0;

  assert_families (11, 97);

  session = queens_session_new (11);
  g_assert_true (kq_session_show_solution (session, 1, NULL));
  SPIN_UNTIL (family_known (session));
  family = kq_session_dup_family (session);
  g_variant_iter_init (&iter, family);
  while (g_variant_iter_next (&iter, "(ut)", &symmetry, &number))
    if (symmetry == KQ_SYMMETRY_MIRROR)
      mirror = number;
  g_assert_cmpuint (mirror, ==, 2680);
  session_free (session);
}

/* One solution of each family: A002562's count, each a representative
 * (the lowest-numbered of its family), in increasing order. */
static void
test_unique_browse (void)
{
  for (int n = 4; n <= 10; n++)
    {
      KqSession *session = queens_session_new (n);
      guint64 count = kq_session_get_unique (session), last = 0;

      g_assert_cmpuint (count, ==, unique_solutions[n - 1]);
      g_assert_cmpuint (kq_session_get_unique_browsable (session), ==, count);
      SPIN_UNTIL (kq_session_get_shown (session) == 1);
      kq_session_set_unique_only (session, TRUE);
      for (guint64 i = 1; i <= count; i++)
        {
          g_autoptr(GArray) family = NULL;

          g_assert_true (kq_session_show_unique (session, i, NULL));
          SPIN_UNTIL (kq_session_get_unique_shown (session) == i);
          g_assert_cmpuint (kq_session_get_shown (session), >, last);
          last = kq_session_get_shown (session);
          family = session_family (session, last);
          g_assert_cmpuint (g_array_index (family, guint64, 0), ==, last);
        }
      g_assert_false (kq_session_show_unique (session, count + 1, NULL));
      g_assert_nonnull (kq_session_get_message (session));
      session_free (session);
    }
}

/* Turning unique-only on leaves a solution for its family's representative. */
static void
test_unique_only_goes_to_representative (void)
{
  KqSession *session = queens_session_new (8);
  g_autoptr(GArray) family = session_family (session, 92);

  kq_session_set_unique_only (session, TRUE);
  SPIN_UNTIL (kq_session_get_unique_shown (session) > 0);
  g_assert_cmpuint (kq_session_get_shown (session), ==, g_array_index (family, guint64, 0));
  session_free (session);
}

/* From any solution, a step goes to the nearest representative above or
 * below it. */
static void
test_step_unique (void)
{
  g_autoptr(GArray) solutions = kq_test_list_queens (8);
  KqSession *session = queens_session_new (8);

  for (guint64 k = 1; k <= 92; k++)
    for (int delta = -1; delta <= 1; delta += 2)
      {
        guint64 expected = 0;

        for (guint64 j = delta > 0 ? k + 1 : k - 1; j >= 1 && j <= 92 && expected == 0; j += delta)
          if (kq_queens_is_representative (8, &g_array_index (solutions, int, (j - 1) * 8)))
            expected = j;
        g_assert_true (kq_session_show_solution (session, k, NULL));
        g_assert_cmpuint (kq_session_get_shown (session), ==, k);
        g_assert_cmpint (kq_session_step_unique (session, delta), ==, expected > 0);
        g_assert_cmpuint (kq_session_get_shown (session), ==, expected > 0 ? expected : k);
        g_assert_cmpuint (kq_session_get_unique_below (session), ==,
                          expected > 0 ? kq_session_get_unique_shown (session) - 1
                                       : (delta > 0 ? 12 - (kq_session_get_unique_shown (session) > 0) : 0));
      }
  session_free (session);
}

static void
append_ints (KqSolutionStore *store, GArray *solutions, int n, guint from, guint count)
{
  g_autofree guint8 *bytes = g_new (guint8, count * n);

  for (guint i = 0; i < count * n; i++)
    bytes[i] = (guint8) g_array_index (solutions, int, from * n + i);
  kq_solution_store_append (store, bytes, count);
}

static gboolean
changed_flag_cb (KqFamilies *families, gboolean *changed)
{
  *changed = TRUE;
  return TRUE;
}

/* Members fill in as the listing reaches them; past a full store they are
 * ranked, and the families counted apart. */
static void
test_families_arrive_and_rank (void)
{
  g_autoptr(GArray) solutions = kq_test_list_queens (8);
  g_autoptr(KqSolutionStore) store = kq_solution_store_new (8, 80 * 8);
  g_autoptr(KqFamilies) families = kq_families_new (store, 8);
  g_autoptr(GArray) expected = oracle_family (solutions, 8, 1);
  KqSymmetry symmetries[KQ_N_SYMMETRIES];
  guint64 numbers[KQ_N_SYMMETRIES];
  gboolean changed = FALSE;
  guint size, known;

  g_signal_connect (families, "changed", G_CALLBACK (changed_flag_cb), &changed);
  append_ints (store, solutions, 8, 0, 1);
  kq_families_update (families);
  kq_families_set_solution (families, 1, &g_array_index (solutions, int, 0));
  size = kq_families_get_family (families, symmetries, numbers);
  g_assert_cmpuint (size, ==, expected->len);
  g_assert_cmpuint (numbers[0], ==, 1);
  for (guint i = 1; i < size; i++)
    g_assert_cmpuint (numbers[i], ==, 0);

  /* 40 more arrive: the members among them are known now */
  append_ints (store, solutions, 8, 1, 40);
  kq_families_update (families);
  kq_families_get_family (families, NULL, numbers);
  known = 0;
  for (guint i = 0; i < size; i++)
    {
      g_assert_true (numbers[i] == 0 || numbers[i] <= 41);
      known += numbers[i] != 0;
    }
  g_assert_cmpuint (known, >, 1);
  g_assert_cmpuint (known, <, size);

  /* the rest overflow the store (80): ranked and counted in workers */
  append_ints (store, solutions, 8, 41, 51);
  kq_families_update (families);
  kq_families_set_complete (families);
  SPIN_UNTIL (kq_families_get_counted (families) && kq_families_get_family_representative (families) == 1);
  g_assert_cmpuint (kq_families_get_count (families), ==, 12);
  g_assert_true (changed);
  kq_families_get_family (families, NULL, numbers);
  for (guint i = 0; i < size; i++)
    {
      gboolean listed = FALSE;

      for (guint j = 0; j < expected->len; j++)
        listed |= g_array_index (expected, guint64, j) == numbers[i];
      g_assert_true (listed);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/families/8", test_families_8);
  g_test_add_func ("/families/11", test_families_11);
  g_test_add_func ("/families/unique-browse", test_unique_browse);
  g_test_add_func ("/families/unique-only", test_unique_only_goes_to_representative);
  g_test_add_func ("/families/step-unique", test_step_unique);
  g_test_add_func ("/families/arrive-and-rank", test_families_arrive_and_rank);

  return g_test_run ();
}
