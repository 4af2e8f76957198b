/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-lesson-queens.c: the queens lessons' Try(i), one line a step
 *
 *   for j := 1 to n do                          loop
 *     if a[j] and b[i + j] and c[i - j] then    test
 *       x[i] := j;                              place
 *       (lesson 001: if i = n, print now)
 *       a[j] := b[i + j] := c[i - j] := false   mark
 *       if i = n then print                     solution
 *       else Try(i + 1)                         recurse
 *       a[j] := b[i + j] := c[i - j] := true    unmark
 *
 * Lesson 001 marks only when i < n; lesson 003 marks the last queen too
 * (KQ_LESSON_QUEENS_MARK_EVERY). Lesson 001's simpler case, n rooks
 * (KQ_LESSON_ROOKS), is the same Try with the one array a: its test and
 * marks leave the diagonals b and c alone, and it lists the permutations. The queen of row i is lifted (x[i] := 0,
 * a REMOVE event) at its unmark, or for an unmarked last queen at the next
 * line of its loop: the events are those kq_queens_list has always traced.
 */
#define G_LOG_DOMAIN "kq-lesson"
#include "config.h"

#include "kq-lesson-private.h"

static gboolean
is_rooks (const KqLesson *lesson)
{
  return lesson->machine == KQ_LESSON_ROOKS;
}

static void
set_marks (KqLesson *lesson, int i, int j, gboolean free)
{
  int n = lesson->n;

  lesson->a[j - 1] = (guint8) free;
  if (is_rooks (lesson))
    return;
  lesson->b[i + j - 2] = (guint8) free;
  lesson->c[i - j + n - 1] = (guint8) free;
}

static void
lift (KqLesson *lesson, int i)
{
  int j = lesson->x[i];

  lesson->x[i] = 0;
  kq_lesson_emit (lesson, KQ_EVENT_REMOVE, i - 1, j - 1, i, NULL);
}

KqLessonOp
kq_lesson_queens_step (KqLesson *lesson)
{
  const int n = lesson->n;
  const gboolean mark_every = lesson->machine == KQ_LESSON_QUEENS_MARK_EVERY;
  KqLessonFrame *frame;
  int i, j;

  if (lesson->head.pending == KQ_LESSON_PENDING_PUSH)
    {
      int depth = lesson->head.depth;

      frame = kq_lesson_push (lesson);
      frame->i = depth == 0 ? 1 : lesson->frames[depth - 1].i + 1;
      frame->next = KQ_LESSON_OP_LOOP;
      return KQ_LESSON_OP_CALL;
    }
  frame = &lesson->frames[lesson->head.depth - 1];
  i = frame->i;
  j = frame->j;
  switch (frame->next)
    {
    case KQ_LESSON_OP_LOOP:
      if (lesson->x[i] != 0)
        lift (lesson, i);
      if (j == n)
        {
          lesson->head.pending = KQ_LESSON_PENDING_POP;
          if (lesson->head.depth == 1)
            kq_lesson_finish (lesson, KQ_OUTCOME_FOUND);
          return KQ_LESSON_OP_RETURN;
        }
      frame->j = j + 1;
      frame->next = KQ_LESSON_OP_TEST;
      return KQ_LESSON_OP_LOOP;

    case KQ_LESSON_OP_TEST:
      frame->next = lesson->a[j - 1] &&
                    (is_rooks (lesson) || (lesson->b[i + j - 2] && lesson->c[i - j + n - 1]))
                      ? KQ_LESSON_OP_PLACE : KQ_LESSON_OP_LOOP;
      return KQ_LESSON_OP_TEST;

    case KQ_LESSON_OP_PLACE:
      lesson->x[i] = j;
      lesson->head.nodes++;
      kq_lesson_emit (lesson, KQ_EVENT_PLACE, i - 1, j - 1, i, NULL);
      if ((lesson->head.nodes & (KQ_PROGRESS_INTERVAL - 1)) == 0)
        kq_lesson_emit (lesson, KQ_EVENT_PROGRESS, 0, 0, 0, NULL);
      frame->next = i == n && !mark_every ? KQ_LESSON_OP_SOLUTION : KQ_LESSON_OP_MARK;
      return KQ_LESSON_OP_PLACE;

    case KQ_LESSON_OP_MARK:
      set_marks (lesson, i, j, FALSE);
      frame->next = i == n ? KQ_LESSON_OP_SOLUTION : KQ_LESSON_OP_RECURSE;
      return KQ_LESSON_OP_MARK;

    case KQ_LESSON_OP_SOLUTION:
      lesson->head.solutions++;
      for (int row = 1; row <= n; row++)
        lesson->cells[row - 1] = lesson->x[row] - 1;
      kq_lesson_emit (lesson, KQ_EVENT_SOLUTION, i - 1, j - 1, i, lesson->cells);
      frame->next = mark_every ? KQ_LESSON_OP_UNMARK : KQ_LESSON_OP_LOOP;
      return KQ_LESSON_OP_SOLUTION;

    case KQ_LESSON_OP_UNMARK:
      set_marks (lesson, i, j, TRUE);
      lift (lesson, i);
      frame->next = KQ_LESSON_OP_LOOP;
      return KQ_LESSON_OP_UNMARK;

    default:
      g_assert_not_reached ();
    }
}
