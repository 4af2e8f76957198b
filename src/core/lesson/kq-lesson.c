/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-lesson.c: the stepping machines' common part: the state, its
 * snapshots and seeks, the names of the ops, each line handed to its
 * machine */
#define G_LOG_DOMAIN "kq-lesson"
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "kq-lesson-private.h"
#include "kq-limits.h"

/* Snapshots kept at most: past this, every other one goes and the interval
 * doubles, so that a long run costs little memory and a seek back replays
 * at most an interval (a few hundred thousand lines, milliseconds). */
#define MAX_SNAPSHOTS 512
#define FIRST_INTERVAL 1024

static const char *const op_names[KQ_LESSON_N_OPS] = {
  [KQ_LESSON_OP_CALL] = "call",
  [KQ_LESSON_OP_LOOP] = "loop",
  [KQ_LESSON_OP_MOVE] = "move",
  [KQ_LESSON_OP_TEST] = "test",
  [KQ_LESSON_OP_PLACE] = "place",
  [KQ_LESSON_OP_MARK] = "mark",
  [KQ_LESSON_OP_SOLUTION] = "solution",
  [KQ_LESSON_OP_RECURSE] = "recurse",
  [KQ_LESSON_OP_UNMARK] = "unmark",
  [KQ_LESSON_OP_RETURN] = "return",
  [KQ_LESSON_OP_HARM] = "harm",
  [KQ_LESSON_OP_VALUE] = "value",
};

#define OP(op) (1u << KQ_LESSON_OP_##op)

const char *
kq_lesson_op_name (KqLessonOp op)
{
  g_return_val_if_fail (op < KQ_LESSON_N_OPS, NULL);
  return op_names[op];
}

KqLessonOp
kq_lesson_op_from_name (const char *name)
{
  for (int op = 0; op < KQ_LESSON_N_OPS; op++)
    if (g_strcmp0 (name, op_names[op]) == 0)
      return op;
  return KQ_LESSON_OP_NONE;
}

guint
kq_lesson_machine_ops (KqLessonMachine machine)
{
  guint common = OP (CALL) | OP (LOOP) | OP (TEST) | OP (PLACE) | OP (SOLUTION) | OP (RECURSE) |
                 OP (UNMARK) | OP (RETURN);

  switch (machine)
    {
    case KQ_LESSON_QUEENS:
    case KQ_LESSON_QUEENS_MARK_EVERY:
    case KQ_LESSON_ROOKS:
      return common | OP (MARK);
    case KQ_LESSON_KNIGHT:
    case KQ_LESSON_KNIGHT_WARNSDORFF:
      return common | OP (MOVE);
    case KQ_LESSON_KNIGHT_AS_PRINTED:
      return common | OP (MOVE) | OP (HARM);
    case KQ_LESSON_GAME:
      return common | OP (MOVE) | OP (VALUE);
    case KQ_LESSON_N_MACHINES:
    default:
      g_return_val_if_reached (0);
    }
}

KqProblem
kq_lesson_machine_problem (KqLessonMachine machine)
{
  if (machine == KQ_LESSON_ROOKS)
    return KQ_PROBLEM_ROOKS;
  if (machine == KQ_LESSON_GAME)
    return KQ_PROBLEM_GAME;
  return machine == KQ_LESSON_QUEENS || machine == KQ_LESSON_QUEENS_MARK_EVERY
           ? KQ_PROBLEM_QUEENS : KQ_PROBLEM_TOUR;
}

/* Queens and rooks: the same arrays and the same step function. */
static gboolean
is_queens (const KqLesson *lesson)
{
  return kq_problem_is_placement (kq_lesson_machine_problem (lesson->machine));
}

/* Puts the arrays of the empty board and the first call in place. */
static void
lesson_reset (KqLesson *lesson)
{
  int n = lesson->n;

  memset (&lesson->head, 0, sizeof lesson->head);
  lesson->head.pending = KQ_LESSON_PENDING_PUSH;
  lesson->head.op = KQ_LESSON_OP_NONE;
  lesson->head.value = -1;
  memset (lesson->arrays, 0, lesson->arrays_size);
  if (is_queens (lesson))
    {
      memset (lesson->a, TRUE, n);
      memset (lesson->b, TRUE, 2 * n - 1);
      memset (lesson->c, TRUE, 2 * n - 1);
    }
  else
    /* Lesson 000: h[x0][y0] = 1; Try(2, x0, y0). */
    lesson->h[lesson->row * n + lesson->col] = 1;
}

static void
take_snapshot (KqLesson *lesson)
{
  gsize frames = sizeof (KqLessonFrame) * lesson->head.depth;
  guint8 *snapshot = g_malloc (sizeof lesson->head + lesson->arrays_size + frames);

  memcpy (snapshot, &lesson->head, sizeof lesson->head);
  memcpy (snapshot + sizeof lesson->head, lesson->arrays, lesson->arrays_size);
  memcpy (snapshot + sizeof lesson->head + lesson->arrays_size, lesson->frames, frames);
  g_ptr_array_add (lesson->snapshots, snapshot);

  if (lesson->snapshots->len == MAX_SNAPSHOTS)
    {
      for (guint i = 1; i < MAX_SNAPSHOTS / 2; i++)
        {
          g_free (lesson->snapshots->pdata[i]);
          lesson->snapshots->pdata[i] = lesson->snapshots->pdata[2 * i];
          lesson->snapshots->pdata[2 * i] = NULL;
        }
      /* The odd ones past the half go here; the even ones moved are NULL. */
      g_ptr_array_set_size (lesson->snapshots, MAX_SNAPSHOTS / 2);
      lesson->interval *= 2;
    }
  lesson->next_snapshot = lesson->snapshots->len * lesson->interval;
}

static void
restore_snapshot (KqLesson *lesson, guint index)
{
  const guint8 *snapshot = lesson->snapshots->pdata[index];

  memcpy (&lesson->head, snapshot, sizeof lesson->head);
  memcpy (lesson->arrays, snapshot + sizeof lesson->head, lesson->arrays_size);
  kq_lesson_grow_frames (lesson, lesson->head.depth);
  memcpy (lesson->frames, snapshot + sizeof lesson->head + lesson->arrays_size,
          sizeof (KqLessonFrame) * lesson->head.depth);
}

KqLesson *
kq_lesson_new (KqLessonMachine machine, int n, int row, int col, KqLessonFlags flags)
{
  return kq_lesson_new_rect (machine, n, n, row, col, flags);
}

KqLesson *
kq_lesson_new_rect (KqLessonMachine machine, int m, int n, int row, int col,
                    KqLessonFlags flags)
{
  KqLesson *lesson;

  g_return_val_if_fail (machine < KQ_LESSON_N_MACHINES, NULL);
  if (kq_problem_is_placement (kq_lesson_machine_problem (machine)))
    g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N && m == n, NULL);
  else
    g_return_val_if_fail (m >= 1 && m <= KQ_TOUR_MAX_N && n >= 1 && n <= KQ_TOUR_MAX_N &&
                          row >= 0 && row < m && col >= 0 && col < n, NULL);

  lesson = g_new0 (KqLesson, 1);
  lesson->machine = machine;
  lesson->m = m;
  lesson->n = n;
  lesson->row = row;
  lesson->col = col;
  lesson->flags = flags;
  if (is_queens (lesson))
    {
      gsize ints = sizeof (int) * (n + 1);

      lesson->arrays_size = ints + n + 2 * (2 * n - 1);
      lesson->arrays = g_malloc (lesson->arrays_size);
      lesson->x = (int *) (gpointer) lesson->arrays;
      lesson->a = lesson->arrays + ints;
      lesson->b = lesson->a + n;
      lesson->c = lesson->b + 2 * n - 1;
      lesson->cells = g_new0 (int, n);
    }
  else
    {
      lesson->arrays_size = sizeof (int) * m * n;
      lesson->arrays = g_malloc (lesson->arrays_size);
      lesson->h = (int *) (gpointer) lesson->arrays;
    }
  kq_lesson_grow_frames (lesson, 16);
  lesson_reset (lesson);

  lesson->next_snapshot = G_MAXUINT64;
  if (flags & KQ_LESSON_SEEKABLE)
    {
      lesson->snapshots = g_ptr_array_new_with_free_func (g_free);
      lesson->interval = FIRST_INTERVAL;
      take_snapshot (lesson);
    }
  return lesson;
}

void
kq_lesson_free (KqLesson *lesson)
{
  if (lesson == NULL)
    return;
  g_clear_pointer (&lesson->snapshots, g_ptr_array_unref);
  g_free (lesson->frames);
  g_free (lesson->arrays);
  g_free (lesson->cells);
  g_free (lesson);
}

void
kq_lesson_set_event_func (KqLesson *lesson, KqEventFunc func, gpointer user_data)
{
  g_return_if_fail (lesson != NULL);
  lesson->func = func;
  lesson->user_data = user_data;
}

void
kq_lesson_set_max_nodes (KqLesson *lesson, guint64 max_nodes)
{
  g_return_if_fail (lesson != NULL);
  lesson->max_nodes = max_nodes;
}

/* One line: what every machine does alike here, the rest in its own step. */
static inline KqLessonOp
run_line (KqLesson *lesson)
{
  KqLessonHead *head = &lesson->head;
  KqLessonFrame *top;

  if (head->pending == KQ_LESSON_PENDING_POP)
    {
      head->depth--;
      head->pending = KQ_LESSON_PENDING_NONE;
    }
  top = head->depth > 0 ? &lesson->frames[head->depth - 1] : NULL;
  /* The call Try(i + 1) in the caller; the callee's first line comes next. */
  if (head->pending == KQ_LESSON_PENDING_NONE && top->next == KQ_LESSON_OP_RECURSE)
    {
      top->next = KQ_LESSON_OP_UNMARK;
      head->pending = KQ_LESSON_PENDING_PUSH;
      return KQ_LESSON_OP_RECURSE;
    }
  return is_queens (lesson) ? kq_lesson_queens_step (lesson) : kq_lesson_knight_step (lesson);
}

static inline KqLessonOp
step_once (KqLesson *lesson)
{
  KqLessonOp op;

  if (lesson->head.finished)
    return KQ_LESSON_OP_NONE;
  op = run_line (lesson);
  if (op == KQ_LESSON_OP_NONE)
    return op;
  lesson->head.op = op;
  if (++lesson->head.step == lesson->next_snapshot)
    take_snapshot (lesson);
  return op;
}

KqLessonOp
kq_lesson_step (KqLesson *lesson)
{
  g_return_val_if_fail (lesson != NULL, KQ_LESSON_OP_NONE);
  return step_once (lesson);
}

guint64
kq_lesson_run (KqLesson *lesson, guint64 max_steps, guint stop_ops)
{
  guint64 run = 0;

  g_return_val_if_fail (lesson != NULL, 0);
  while (max_steps == 0 || run < max_steps)
    {
      KqLessonOp op = step_once (lesson);

      if (op == KQ_LESSON_OP_NONE)
        break;
      run++;
      if (stop_ops & (1u << op))
        break;
    }
  return run;
}

KqLessonOp
kq_lesson_step_over (KqLesson *lesson)
{
  int depth;
  KqLessonOp op;

  g_return_val_if_fail (lesson != NULL, KQ_LESSON_OP_NONE);
  depth = lesson->head.depth;
  op = step_once (lesson);
  if (op != KQ_LESSON_OP_RECURSE)
    return op;
  /* The call makes the stack deeper; the caller's unmark brings it back. */
  do
    op = step_once (lesson);
  while (op != KQ_LESSON_OP_NONE && lesson->head.depth > depth);
  return op;
}

/* Runs without events to step, from where the machine is. */
static gboolean
replay_to (KqLesson *lesson, guint64 step)
{
  lesson->muted = TRUE;
  while (lesson->head.step < step && step_once (lesson) != KQ_LESSON_OP_NONE)
    ;
  lesson->muted = FALSE;
  return lesson->head.step == step;
}

static void
rewind_to (KqLesson *lesson, guint64 step)
{
  if (lesson->snapshots != NULL)
    restore_snapshot (lesson, MIN (step / lesson->interval, lesson->snapshots->len - 1));
  else
    {
      /* Not seekable: from the start (a test's machine, or a short run). */
      lesson->head.depth = 0;
      lesson_reset (lesson);
    }
}

gboolean
kq_lesson_seek (KqLesson *lesson, guint64 step)
{
  g_return_val_if_fail (lesson != NULL, FALSE);
  /* Back, or forward past a snapshot: from the nearest one before step. */
  if (step < lesson->head.step ||
      (lesson->snapshots != NULL &&
       MIN (step / lesson->interval, lesson->snapshots->len - 1) * lesson->interval >
         lesson->head.step))
    rewind_to (lesson, step);
  return replay_to (lesson, step);
}

gboolean
kq_lesson_seek_back (KqLesson *lesson, guint ops)
{
  guint64 here, end, from;

  g_return_val_if_fail (lesson != NULL, FALSE);
  here = end = lesson->head.step;
  while (end > 0)
    {
      guint64 found = 0;

      rewind_to (lesson, end - 1);
      from = lesson->head.step;
      lesson->muted = TRUE;
      while (lesson->head.step < end)
        {
          KqLessonOp op = step_once (lesson);

          if (op == KQ_LESSON_OP_NONE)
            break;
          if ((ops & (1u << op)) && lesson->head.step < end)
            found = lesson->head.step;
        }
      lesson->muted = FALSE;
      if (found > 0)
        return kq_lesson_seek (lesson, found);
      end = from;
    }
  kq_lesson_seek (lesson, here);
  return FALSE;
}

KqLessonMachine
kq_lesson_get_machine (const KqLesson *lesson)
{
  return lesson->machine;
}

int
kq_lesson_get_n (const KqLesson *lesson)
{
  return lesson->n;
}

int
kq_lesson_get_m (const KqLesson *lesson)
{
  return lesson->m;
}

int
kq_lesson_get_value (const KqLesson *lesson)
{
  return lesson->head.value;
}

guint64
kq_lesson_get_step (const KqLesson *lesson)
{
  return lesson->head.step;
}

KqLessonOp
kq_lesson_get_op (const KqLesson *lesson)
{
  return lesson->head.op;
}

gboolean
kq_lesson_is_finished (const KqLesson *lesson)
{
  return lesson->head.finished;
}

KqOutcome
kq_lesson_get_outcome (const KqLesson *lesson)
{
  return lesson->head.outcome;
}

guint64
kq_lesson_get_nodes (const KqLesson *lesson)
{
  return lesson->head.nodes;
}

guint64
kq_lesson_get_solutions (const KqLesson *lesson)
{
  return lesson->head.solutions;
}

int
kq_lesson_get_depth (const KqLesson *lesson)
{
  return lesson->head.depth;
}

const KqLessonFrame *
kq_lesson_get_frame (const KqLesson *lesson, int level)
{
  g_return_val_if_fail (level >= 0 && level < lesson->head.depth, NULL);
  return &lesson->frames[level];
}

const int *
kq_lesson_get_x (const KqLesson *lesson)
{
  return lesson->x;
}

const guint8 *
kq_lesson_get_a (const KqLesson *lesson)
{
  return lesson->a;
}

const guint8 *
kq_lesson_get_b (const KqLesson *lesson)
{
  return lesson->b;
}

const guint8 *
kq_lesson_get_c (const KqLesson *lesson)
{
  return lesson->c;
}

const int *
kq_lesson_get_h (const KqLesson *lesson)
{
  return lesson->h;
}

const KqLessonHarm *
kq_lesson_get_harm (const KqLesson *lesson)
{
  return &lesson->head.harm;
}

char *
kq_lesson_harm_text (const KqLesson *lesson)
{
  const KqLessonHarm *harm = &lesson->head.harm;

  switch (harm->kind)
    {
    case KQ_LESSON_HARM_READ_OUTSIDE:
      /* Translators: h[u][v] is the lesson's code; keep it as it is. */
      return g_strdup_printf (_("h[%d][%d] would be read: outside the board"), harm->u, harm->v);
    case KQ_LESSON_HARM_WRITE_OUTSIDE:
      return g_strdup_printf (_("h[%d][%d] would be written: outside the board"),
                              harm->u, harm->v);
    case KQ_LESSON_HARM_ERASE:
      return g_strdup_printf (_("h[%d][%d] = 0 erases move %d"), harm->u, harm->v, harm->move);
    case KQ_LESSON_HARM_NONE:
    default:
      return NULL;
    }
}
