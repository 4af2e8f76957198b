/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-rooks.c: n rooks, the permutations in lexicographic order
 *
 * Without trace the listing steps from one permutation to the next (the
 * next in lexicographic order: the longest falling tail is turned round
 * after its head swapped with the smallest larger column), and adds to the
 * nodes what lesson 001's Try(i) would put down between them: one rook in
 * every row from the first that changed. The tests check it against the
 * stepping machine, which lists with trace.
 */
#define G_LOG_DOMAIN "kq-rooks"
#include "config.h"

#include <string.h>

#include "kq-lesson.h"
#include "kq-rooks.h"

gboolean
kq_rooks_count (int n, guint64 *total)
{
  guint64 f = 1;

  g_return_val_if_fail (n >= 1 && n <= KQ_ROOKS_MAX_N, FALSE);

  if (n > KQ_ROOKS_COUNT64_MAX_N)
    return FALSE;
  for (int i = 2; i <= n; i++)
    f *= (guint64) i;
  *total = f;
  return TRUE;
}

char *
kq_rooks_count_text (int n)
{
  /* 32! has 36 digits: the product in base 10^9 limbs, least first. */
  guint32 limbs[8] = { 1 };
  int used = 1;
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (n >= 1 && n <= KQ_ROOKS_MAX_N, NULL);

  for (int i = 2; i <= n; i++)
    {
      guint64 carry = 0;

      for (int l = 0; l < used; l++)
        {
          guint64 v = (guint64) limbs[l] * (guint64) i + carry;

          limbs[l] = (guint32) (v % 1000000000u);
          carry = v / 1000000000u;
        }
      if (carry > 0)
        limbs[used++] = (guint32) carry;
    }
  g_string_append_printf (text, "%u", limbs[used - 1]);
  for (int l = used - 2; l >= 0; l--)
    g_string_append_printf (text, "%09u", limbs[l]);
  return g_string_free (text, FALSE);
}

gboolean
kq_rooks_nodes (int n, guint64 *nodes)
{
  guint64 level = 1, sum = 0;

  g_return_val_if_fail (n >= 1 && n <= KQ_ROOKS_MAX_N, FALSE);

  if (n > KQ_ROOKS_COUNT64_MAX_N)
    return FALSE;
  /* Row i holds n (n - 1) … (n - i + 1) rooks over the whole listing. */
  for (int i = 1; i <= n; i++)
    {
      level *= (guint64) (n - i + 1);
      sum += level;
    }
  *nodes = sum;
  return TRUE;
}

/* The next permutation in place; the first row that changed, or -1 after
 * the last. */
static int
next_permutation (int *cols, int n)
{
  int i = n - 2, j = n - 1;

  while (i >= 0 && cols[i] > cols[i + 1])
    i--;
  if (i < 0)
    return -1;
  while (cols[j] < cols[i])
    j--;
  {
    int t = cols[i];

    cols[i] = cols[j];
    cols[j] = t;
  }
  for (int lo = i + 1, hi = n - 1; lo < hi; lo++, hi--)
    {
      int t = cols[lo];

      cols[lo] = cols[hi];
      cols[hi] = t;
    }
  return i;
}

static gboolean
is_permutation (int n, const int *cols)
{
  guint64 seen = 0;

  for (int i = 0; i < n; i++)
    {
      if (cols[i] < 0 || cols[i] >= n || (seen & (G_GUINT64_CONSTANT (1) << cols[i])))
        return FALSE;
      seen |= G_GUINT64_CONSTANT (1) << cols[i];
    }
  return TRUE;
}

/* The listing from perm on (turned into the last one listed); listed
 * receives how many were passed to func. */
static KqOutcome
list_from (int n, int *perm, KqEventFunc func, gpointer user_data, guint64 *listed)
{
  KqEvent event = { .type = KQ_EVENT_SOLUTION, .n = n, .cells = perm };
  KqOutcome outcome = KQ_OUTCOME_FOUND;
  int changed = 0;

  do
    {
      guint64 nodes = event.nodes + (guint64) (n - changed);
      guint64 multiple = nodes / KQ_PROGRESS_INTERVAL * KQ_PROGRESS_INTERVAL;

      /* The lesson's machine reports progress at the rook that makes the
       * nodes a multiple of the interval: on this permutation's way down,
       * before it is printed. */
      if (func != NULL && multiple > event.nodes)
        {
          event.type = KQ_EVENT_PROGRESS;
          event.nodes = multiple;
          if (!func (&event, user_data))
            {
              outcome = KQ_OUTCOME_STOPPED;
              break;
            }
        }
      event.nodes = nodes;
      event.solutions++;
      if (func == NULL)
        continue;
      event.type = KQ_EVENT_SOLUTION;
      event.row = n - 1;
      event.col = perm[n - 1];
      event.step = n;
      if (!func (&event, user_data))
        {
          outcome = KQ_OUTCOME_STOPPED;
          break;
        }
    }
  while ((changed = next_permutation (perm, n)) >= 0);
  if (listed != NULL)
    *listed = event.solutions;
  return outcome;
}

KqOutcome
kq_rooks_list_from (int n, const int *cols, KqEventFunc func, gpointer user_data)
{
  g_autofree int *perm = NULL;

  g_return_val_if_fail (n >= 1 && n <= KQ_ROOKS_MAX_N && cols != NULL, KQ_OUTCOME_NONE);
  g_return_val_if_fail (is_permutation (n, cols), KQ_OUTCOME_NONE);

  perm = g_memdup2 (cols, sizeof (int) * (gsize) n);
  return list_from (n, perm, func, user_data, NULL);
}

KqOutcome
kq_rooks_list (int n, gboolean trace, KqEventFunc func, gpointer user_data, guint64 *count)
{
  g_autoptr(KqLesson) lesson = NULL;

  g_return_val_if_fail (n >= 1 && n <= KQ_ROOKS_MAX_N, KQ_OUTCOME_NONE);

  if (!trace)
    {
      g_autofree int *perm = g_new (int, n);

      for (int i = 0; i < n; i++)
        perm[i] = i;
      return list_from (n, perm, func, user_data, count);
    }

  lesson = kq_lesson_new (KQ_LESSON_ROOKS, n, 0, 0, KQ_LESSON_FLAGS_NONE);
  kq_lesson_set_event_func (lesson, func, user_data);
  kq_lesson_run (lesson, 0, 0);
  if (count != NULL)
    *count = kq_lesson_get_solutions (lesson);
  return kq_lesson_get_outcome (lesson);
}

gboolean
kq_rooks_nth (int n, guint64 k, int *cols)
{
  guint64 rest, f[KQ_ROOKS_MAX_N];
  guint64 total;
  guint8 used[KQ_ROOKS_MAX_N] = { 0 };

  g_return_val_if_fail (n >= 1 && n <= KQ_ROOKS_MAX_N && cols != NULL, FALSE);

  if (k == 0 || (kq_rooks_count (n, &total) && k > total))
    return FALSE;
  /* f[m] = m!, held at its largest 64-bit value past 20!: every k - 1
   * is below it, and the digits there are 0. */
  f[0] = 1;
  for (int m = 1; m < n; m++)
    f[m] = f[m - 1] > G_MAXUINT64 / (guint64) m ? G_MAXUINT64 : f[m - 1] * (guint64) m;
  rest = k - 1;
  for (int i = 0; i < n; i++)
    {
      guint64 digit = rest / f[n - 1 - i];
      int col = -1;

      rest %= f[n - 1 - i];
      for (guint64 free = 0; free <= digit; )
        if (!used[++col])
          free++;
      used[col] = TRUE;
      cols[i] = col;
    }
  return TRUE;
}

gboolean
kq_rooks_rank (int n, const int *cols, guint64 *rank)
{
  guint64 r = 0, f = 1;

  g_return_val_if_fail (n >= 1 && n <= KQ_ROOKS_MAX_N && cols != NULL && rank != NULL, FALSE);

  if (!is_permutation (n, cols))
    return FALSE;
  /* From the last row up: f = (n - 1 - i)! as i goes down. */
  for (int i = n - 1; i >= 0; i--)
    {
      guint64 smaller = 0, term;

      for (int l = i + 1; l < n; l++)
        smaller += cols[l] < cols[i];
      if (smaller > 0 && (__builtin_mul_overflow (smaller, f, &term) ||
                          __builtin_add_overflow (r, term, &r)))
        return FALSE;
      if (i > 0 && __builtin_mul_overflow (f, (guint64) (n - i), &f))
        f = G_MAXUINT64;  /* only an overflow once a digit multiplies it */
    }
  if (r == G_MAXUINT64)
    return FALSE;
  *rank = r + 1;
  return TRUE;
}
