/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-lesson-knight.c: the knight lessons' Try(i, x, y), one line a step
 *
 *   for (k = 0; k <= 7; k++)                                   loop
 *     u = x + a[k]; v = y + b[k];                              move
 *     if (1 <= u && u <= m && 1 <= v && v <= n && h[u][v] == 0) test
 *       h[u][v] = i;                                           place
 *       if (i < m * n) Try (i + 1, u, v);                      recurse
 *       else print h;                                          solution
 *       h[u][v] = 0;                                           unmark
 *
 * (m = n on the lessons' n × n boards.) The knight game's Win(i, x, y),
 * whether the player who makes move i wins, is the same backtracking:
 *
 *   for (k = 0; k <= 7; k++)                                   loop
 *     u = x + a[k]; v = y + b[k];                              move
 *     if (1 <= u && u <= m && 1 <= v && v <= n && h[u][v] == 0) test
 *       h[u][v] = i;                                           place
 *       w = !Win(i + 1, u, v);                                 recurse
 *       h[u][v] = 0;                                           unmark
 *       if (w)                                                 value
 *         return 1;                                            solution
 *   return 0;                                                  return
 *
 * A win returned makes the caller's w 0, a loss 1; a loss returned is a
 * SOLUTION event for the move that led to it (its player wins), the start
 * square's when the first call loses.
 *
 * Warnsdorff (lesson 002) takes k in the order of the onward counts, which
 * Try works out when it begins. As printed in lesson 000, h[u][v] = 0
 * stands after the if, and the test "1 <= u ,v <= n && h[u][v] == 0" is
 * "v <= n && h[u][v] == 0" in C: the run stops at the first line that
 * would read or write off the board or erase a move (a harm), before
 * doing it. The start is move 1 (h[x0][y0] = 1; Try(2, x0, y0)), reported
 * at the first call.
 */
#define G_LOG_DOMAIN "kq-lesson"
#include "config.h"

#include "kq-lesson-private.h"
#include "kq-square.h"

static inline gboolean
on_board (const KqLesson *lesson, int u, int v)
{
  return u >= 1 && u <= lesson->m && v >= 1 && v <= lesson->n;
}

static inline int *
cell (KqLesson *lesson, int u, int v)
{
  return &lesson->h[(gsize) (u - 1) * lesson->n + (v - 1)];
}

static gboolean
is_free (KqLesson *lesson, int u, int v)
{
  return on_board (lesson, u, v) && *cell (lesson, u, v) == 0;
}

/* Warnsdorff's order from the frame's square, on the board as it is. */
static void
rank_moves (KqLesson *lesson, KqLessonFrame *frame)
{
  int ranked = 0;

  for (int k = 0; k < 8; k++)
    {
      int u = frame->x + kq_knight_da[k], v = frame->y + kq_knight_db[k];

      frame->count[k] = -1;
      if (!is_free (lesson, u, v))
        continue;
      frame->count[k] = 0;
      for (int m = 0; m < 8; m++)
        frame->count[k] += is_free (lesson, u + kq_knight_da[m], v + kq_knight_db[m]);
    }
  /* Stable: equal counts keep k's order; the moves not possible go last. */
  for (int count = 0; count <= 8; count++)
    for (int k = 0; k < 8; k++)
      if (frame->count[k] == count)
        frame->order[ranked++] = (guint8) k;
  for (int k = 0; k < 8; k++)
    if (frame->count[k] < 0)
      frame->order[ranked++] = (guint8) k;
}

static KqLessonOp
harm (KqLesson *lesson, KqLessonHarmKind kind, KqLessonOp op, int u, int v)
{
  KqLessonHarm *harm = &lesson->head.harm;

  harm->kind = kind;
  harm->op = op;
  harm->u = u;
  harm->v = v;
  harm->move = kind == KQ_LESSON_HARM_ERASE ? *cell (lesson, u, v) : 0;
  kq_lesson_finish (lesson, KQ_OUTCOME_STOPPED);
  return KQ_LESSON_OP_HARM;
}

static KqLessonOp
call (KqLesson *lesson)
{
  int depth = lesson->head.depth;
  KqLessonFrame *frame = kq_lesson_push (lesson);

  if (depth == 0)
    {
      frame->i = 2;
      frame->x = lesson->row + 1;
      frame->y = lesson->col + 1;
      kq_lesson_emit (lesson, KQ_EVENT_PLACE, lesson->row, lesson->col, 1, NULL);
    }
  else
    {
      const KqLessonFrame *caller = &lesson->frames[depth - 1];

      frame->i = caller->i + 1;
      frame->x = caller->u;
      frame->y = caller->v;
    }
  frame->k = frame->r = -1;
  frame->w = -1;
  frame->u = frame->v = KQ_LESSON_UNSET;
  frame->next = KQ_LESSON_OP_LOOP;
  if (lesson->machine == KQ_LESSON_KNIGHT_WARNSDORFF)
    rank_moves (lesson, frame);
  return KQ_LESSON_OP_CALL;
}

/* Game: the top frame returns its answer (1: its player wins) to its
 * caller's w, or as the game's value from the first call. A loss is a win
 * for the player who made the move that led here: said to the tree. */
static void
game_return (KqLesson *lesson, const KqLessonFrame *frame, gboolean wins)
{
  int depth = lesson->head.depth;

  lesson->head.pending = KQ_LESSON_PENDING_POP;
  if (!wins)
    kq_lesson_emit (lesson, KQ_EVENT_SOLUTION, frame->x - 1, frame->y - 1, frame->i - 1, NULL);
  if (depth > 1)
    lesson->frames[depth - 2].w = !wins;
  else
    {
      lesson->head.value = (gint8) wins;
      kq_lesson_finish (lesson, KQ_OUTCOME_FOUND);
    }
}

KqLessonOp
kq_lesson_knight_step (KqLesson *lesson)
{
  const int squares = lesson->m * lesson->n;
  const gboolean as_printed = lesson->machine == KQ_LESSON_KNIGHT_AS_PRINTED;
  const gboolean game = lesson->machine == KQ_LESSON_GAME;
  KqLessonFrame *frame;
  gboolean free;

  if (lesson->head.pending == KQ_LESSON_PENDING_PUSH)
    return call (lesson);
  frame = &lesson->frames[lesson->head.depth - 1];
  switch (frame->next)
    {
    case KQ_LESSON_OP_LOOP:
      if (frame->r == 7 && game)
        game_return (lesson, frame, FALSE);
      else if (frame->r == 7)
        {
          lesson->head.pending = KQ_LESSON_PENDING_POP;
          if (lesson->head.depth == 1)
            kq_lesson_finish (lesson, lesson->head.solutions > 0 ? KQ_OUTCOME_FOUND
                                                                 : KQ_OUTCOME_NONE);
        }
      if (frame->r == 7)
        return KQ_LESSON_OP_RETURN;
      frame->r++;
      frame->k = lesson->machine == KQ_LESSON_KNIGHT_WARNSDORFF ? frame->order[frame->r]
                                                                 : frame->r;
      frame->placed = FALSE;
      frame->next = KQ_LESSON_OP_MOVE;
      return KQ_LESSON_OP_LOOP;

    case KQ_LESSON_OP_MOVE:
      frame->u = frame->x + kq_knight_da[frame->k];
      frame->v = frame->y + kq_knight_db[frame->k];
      frame->next = KQ_LESSON_OP_TEST;
      return KQ_LESSON_OP_MOVE;

    case KQ_LESSON_OP_TEST:
      if (!as_printed)
        free = is_free (lesson, frame->u, frame->v);
      else if (frame->v > lesson->n)
        free = FALSE;  /* "v <= n" is false: h[u][v] is not read */
      else if (!on_board (lesson, frame->u, frame->v))
        return harm (lesson, KQ_LESSON_HARM_READ_OUTSIDE, KQ_LESSON_OP_TEST, frame->u, frame->v);
      else
        free = *cell (lesson, frame->u, frame->v) == 0;
      frame->next = free ? KQ_LESSON_OP_PLACE
                         : as_printed ? KQ_LESSON_OP_UNMARK : KQ_LESSON_OP_LOOP;
      return KQ_LESSON_OP_TEST;

    case KQ_LESSON_OP_PLACE:
      if (lesson->max_nodes != 0 && lesson->head.nodes >= lesson->max_nodes)
        {
          kq_lesson_finish (lesson, KQ_OUTCOME_GAVE_UP);
          return KQ_LESSON_OP_NONE;
        }
      /* As kq_tour_solve has always reported them: PROGRESS, then PLACE. */
      if ((++lesson->head.nodes & (KQ_PROGRESS_INTERVAL - 1)) == 0)
        kq_lesson_emit (lesson, KQ_EVENT_PROGRESS, 0, 0, 0, NULL);
      *cell (lesson, frame->u, frame->v) = frame->i;
      frame->placed = TRUE;
      kq_lesson_emit (lesson, KQ_EVENT_PLACE, frame->u - 1, frame->v - 1, frame->i, NULL);
      /* the game's Win is called on a full board too: it finds no move */
      frame->next = frame->i == squares && !game ? KQ_LESSON_OP_SOLUTION : KQ_LESSON_OP_RECURSE;
      return KQ_LESSON_OP_PLACE;

    case KQ_LESSON_OP_VALUE:
      frame->next = frame->w ? KQ_LESSON_OP_SOLUTION : KQ_LESSON_OP_LOOP;
      return KQ_LESSON_OP_VALUE;

    case KQ_LESSON_OP_SOLUTION:
      if (game)
        {
          game_return (lesson, frame, TRUE);
          return KQ_LESSON_OP_SOLUTION;
        }
      lesson->head.solutions++;
      kq_lesson_emit (lesson, KQ_EVENT_SOLUTION, frame->u - 1, frame->v - 1, frame->i, lesson->h);
      frame->next = KQ_LESSON_OP_UNMARK;
      /* The first tour is found even if the func stopped at its report. */
      if (!(lesson->flags & KQ_LESSON_EVERY))
        kq_lesson_finish (lesson, KQ_OUTCOME_FOUND);
      return KQ_LESSON_OP_SOLUTION;

    case KQ_LESSON_OP_UNMARK:
      if (as_printed && !frame->placed)
        return harm (lesson,
                     on_board (lesson, frame->u, frame->v) ? KQ_LESSON_HARM_ERASE
                                                           : KQ_LESSON_HARM_WRITE_OUTSIDE,
                     KQ_LESSON_OP_UNMARK, frame->u, frame->v);
      *cell (lesson, frame->u, frame->v) = 0;
      kq_lesson_emit (lesson, KQ_EVENT_REMOVE, frame->u - 1, frame->v - 1, frame->i, NULL);
      frame->next = game ? KQ_LESSON_OP_VALUE : KQ_LESSON_OP_LOOP;
      return KQ_LESSON_OP_UNMARK;

    default:
      g_assert_not_reached ();
    }
}
