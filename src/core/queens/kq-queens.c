/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-queens-private.h"

#include "kq-lesson.h"

/* Listing with trace: the lesson's Try(i) run by its stepping machine
 * (kq-lesson-queens.c), the marking arrays and the order of tries of lesson
 * 001, so that the trace is the search tree the lessons draw and the
 * solutions come out in QUEENS.OUT order. Without trace the same SOLUTION
 * and PROGRESS events come many times faster from the bitboards (and
 * threads) of kq-queens-enumerate.c (the tests check that the two agree);
 * counting is in kq-queens-count.c, the k-th solution in kq-queens-nth.c. */

KqOutcome
kq_queens_list (int          n,
                gboolean     trace,
                KqEventFunc  func,
                gpointer     user_data,
                guint64     *count)
{
  g_autoptr(KqLesson) lesson = NULL;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);

  if (!trace)
    return kq_queens_enumerate_fast (n, func, user_data, count);

  lesson = kq_lesson_new (KQ_LESSON_QUEENS, n, 0, 0, KQ_LESSON_FLAGS_NONE);
  kq_lesson_set_event_func (lesson, func, user_data);
  kq_lesson_run (lesson, 0, 0);
  if (count != NULL)
    *count = kq_lesson_get_solutions (lesson);
  return kq_lesson_get_outcome (lesson);
}
