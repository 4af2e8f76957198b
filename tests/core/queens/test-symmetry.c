/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-symmetry.c: a solution's family under the 8 symmetries of the
 * square, its representative, and the rank of the lessons' mirror pair,
 * against the listing and OEIS A002562 (test-rules.c checks every rank) */
#include "config.h"

#include <string.h>

#include "kq-queens.h"
#include "kq-queens-symmetry.h"
#include "kq-test-queens.h"

/* OEIS A002562: solutions up to rotation and reflection, n = 1 .. 10. */
static const guint unique_solutions[] = { 1, 0, 0, 1, 2, 1, 6, 12, 46, 92 };

/* Every solution of n in the lessons' order, and a table from each
 * placement (as a string of columns) to its number. */
static GArray *
list_solutions (int n, GHashTable **numbers)
{
  GArray *cols = kq_test_list_queens (n);

  *numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint s = 0; s < cols->len / n; s++)
    {
      char *key = g_new0 (char, n + 1);

      for (int r = 0; r < n; r++)
        key[r] = (char) ('A' + g_array_index (cols, int, s * n + r));
      g_hash_table_insert (*numbers, key, GUINT_TO_POINTER (s + 1));
    }
  return cols;
}

static guint
number_of (GHashTable *numbers, int n, const int *cols)
{
  char key[KQ_QUEENS_MAX_N + 1] = { 0 };

  for (int r = 0; r < n; r++)
    key[r] = (char) ('A' + cols[r]);
  return GPOINTER_TO_UINT (g_hash_table_lookup (numbers, key));
}

/* The 8 images of each solution, by brute force over the squares, are
 * solutions; the family holds exactly the distinct ones; one member of each
 * family, its lowest-numbered, is the representative; the families number
 * A002562 and their sizes add up to the count. */
static void
test_families (void)
{
  for (int n = 1; n <= 10; n++)
    {
      g_autoptr(GHashTable) numbers = NULL;
      g_autoptr(GArray) solutions = list_solutions (n, &numbers);
      guint total = solutions->len / n, representatives = 0, members = 0;

      for (guint s = 0; s < total; s++)
        {
          const int *cols = &g_array_index (solutions, int, s * n);
          int images[KQ_N_SYMMETRIES * KQ_QUEENS_MAX_N];
          KqSymmetry symmetries[KQ_N_SYMMETRIES];
          guint distinct[KQ_N_SYMMETRIES], n_distinct = 0, lowest = G_MAXUINT;
          guint size = kq_queens_family (n, cols, images, symmetries);

          /* the oracle: each symmetry as a map of squares, applied to each queen */
          for (KqSymmetry g = 0; g < KQ_N_SYMMETRIES; g++)
            {
              int image[KQ_QUEENS_MAX_N];
              guint k;
              gboolean seen = FALSE;

              for (int r = 0; r < n; r++)
                {
                  int c = cols[r], m = n - 1;
                  int to[KQ_N_SYMMETRIES][2] = {
                    { r, c }, { c, m - r }, { m - r, m - c }, { m - c, r },
                    { r, m - c }, { m - r, c }, { c, r }, { m - c, m - r },
                  };

                  image[to[g][0]] = to[g][1];
                }
              k = number_of (numbers, n, image);
              g_assert_cmpuint (k, >=, 1);
              for (guint i = 0; i < n_distinct; i++)
                seen |= distinct[i] == k;
              if (!seen)
                distinct[n_distinct++] = k;
              lowest = MIN (lowest, k);
            }
          g_assert_cmpuint (size, ==, n_distinct);
          g_assert_cmpint (symmetries[0], ==, KQ_SYMMETRY_IDENTITY);
          g_assert_cmpmem (images, n * sizeof (int), cols, n * sizeof (int));
          for (guint i = 0; i < size; i++)
            {
              int image[KQ_QUEENS_MAX_N];
              gboolean listed = FALSE;

              kq_queens_symmetry_apply (n, cols, symmetries[i], image);
              g_assert_cmpmem (image, n * sizeof (int), images + i * n, n * sizeof (int));
              for (guint j = 0; j < n_distinct; j++)
                listed |= distinct[j] == number_of (numbers, n, images + i * n);
              g_assert_true (listed);
            }
          g_assert_cmpint (kq_queens_is_representative (n, cols), ==, lowest == s + 1);
          if (lowest == s + 1)
            {
              representatives++;
              members += size;
            }
        }
      g_assert_cmpuint (representatives, ==, unique_solutions[n - 1]);
      g_assert_cmpuint (members, ==, total);
    }
}

/* The lessons: the 11-queens solutions #1 and #2680 are mirror images. */
static void
test_lessons_mirror (void)
{
  int first[11], image[11];
  guint64 rank = 0;

  g_assert_cmpint (kq_queens_nth (11, 1, first, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  kq_queens_symmetry_apply (11, first, KQ_SYMMETRY_MIRROR, image);
  g_assert_cmpint (kq_queens_rank (11, image, NULL, NULL, &rank), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (rank, ==, 2680);
  g_assert_true (kq_queens_is_representative (11, first));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/symmetry/families", test_families);
  g_test_add_func ("/symmetry/lessons-mirror", test_lessons_mirror);

  return g_test_run ();
}
