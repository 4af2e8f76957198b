/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-code-stepper.c: a lesson's listing run line by line beside the timeline */
#define G_LOG_DOMAIN "kq-code-stepper"
#include "config.h"

#include "kq-code-stepper.h"

/* What the stepper keeps of each move its machine made. */
typedef struct {
  guint64 step;  /* the line run (kq_lesson_get_step) that made it */
  KqMove  move;
} Made;

struct _KqCodeStepper
{
  KqListing  *listing;
  KqLesson   *lesson;
  GArray     *made;       /* of Made, every move made so far, in order */
  KqSearchTree *tree;     /* the game's: its moves and wins; NULL for the others */
  guint       position;   /* moves made up to the lesson's step */
  int         line;
  int         previous_line;
  guint       break_ops;  /* the ops of the lines with a breakpoint (1 << op) */
  GHashTable *breakpoints;  /* lines */
};

static gboolean
event_cb (const KqEvent *event, gpointer user_data)
{
  KqCodeStepper *self = user_data;

  /* new moves, not those made again after a seek back */
  gboolean frontier = self->position == self->made->len;

  if (frontier && self->tree != NULL)
    kq_search_tree_grow (event, self->tree);
  if (event->type != KQ_EVENT_PLACE && event->type != KQ_EVENT_REMOVE)
    return TRUE;
  if (frontier)
    {
      Made made = { kq_lesson_get_step (self->lesson) + 1, kq_move_from_event (event) };

      g_array_append_val (self->made, made);
    }
  self->position++;
  return TRUE;
}

KqCodeStepper *
kq_code_stepper_new (KqListing *listing, int m, int n, int row, int col)
{
  KqCodeStepper *self = g_new0 (KqCodeStepper, 1);

  self->listing = listing;
  self->lesson = kq_lesson_new_rect (kq_listing_get_machine (listing), m, n, row, col,
                                     KQ_LESSON_SEEKABLE);
  /* its goal past the board: no node is a solution by its depth */
  if (kq_listing_get_machine (listing) == KQ_LESSON_GAME)
    self->tree = kq_search_tree_new (m * n + 1, KQ_CODE_STEPPER_MAX_NODES);
  kq_lesson_set_event_func (self->lesson, event_cb, self);
  self->made = g_array_new (FALSE, FALSE, sizeof (Made));
  self->breakpoints = g_hash_table_new (NULL, NULL);
  return self;
}

void
kq_code_stepper_free (KqCodeStepper *self)
{
  if (self == NULL)
    return;
  kq_lesson_free (self->lesson);
  kq_listing_free (self->listing);
  g_clear_pointer (&self->tree, kq_search_tree_free);
  g_array_unref (self->made);
  g_hash_table_unref (self->breakpoints);
  g_free (self);
}

const KqListing *
kq_code_stepper_get_listing (const KqCodeStepper *self)
{
  return self->listing;
}

const KqLesson *
kq_code_stepper_get_lesson (const KqCodeStepper *self)
{
  return self->lesson;
}

const KqSearchTree *
kq_code_stepper_get_tree (const KqCodeStepper *self)
{
  return self->tree;
}

guint
kq_code_stepper_get_position (const KqCodeStepper *self)
{
  return self->position;
}

int
kq_code_stepper_get_line (const KqCodeStepper *self)
{
  return self->line;
}

int
kq_code_stepper_get_previous_line (const KqCodeStepper *self)
{
  return self->previous_line;
}

/* One line on; FALSE at the end. */
static gboolean
step (KqCodeStepper *self)
{
  if (kq_lesson_step (self->lesson) == KQ_LESSON_OP_NONE)
    return FALSE;
  self->previous_line = self->line;
  self->line = kq_listing_get_step_line (self->listing, self->lesson);
  return TRUE;
}

/* The moves made up to the lesson's state, counted from its board: each
 * piece on it was placed once, each other placement also lifted. */
static guint
count_position (const KqCodeStepper *self)
{
  const KqLesson *lesson = self->lesson;
  int m = kq_lesson_get_m (lesson), n = kq_lesson_get_n (lesson);
  guint64 placed = kq_lesson_get_nodes (lesson);
  guint64 on_board = 0;

  if (kq_lesson_get_step (lesson) == 0)
    return 0;
  if (kq_problem_is_placement (kq_lesson_machine_problem (kq_lesson_get_machine (lesson))))
    {
      const int *x = kq_lesson_get_x (lesson);

      for (int i = 1; i <= n; i++)
        on_board += x[i] != 0;
    }
  else
    {
      const int *h = kq_lesson_get_h (lesson);

      placed++;  /* the start square, not among the moves tried */
      for (int s = 0; s < m * n; s++)
        on_board += h[s] != 0;
    }
  return (guint) (2 * placed - on_board);
}

/* Back to the state after line s exactly, its previous line known: the
 * moves made up to it are known, as every line on was run by step(). */
static void
seek_step (KqCodeStepper *self, guint64 s)
{
  kq_lesson_seek (self->lesson, s == 0 ? 0 : s - 1);
  self->position = count_position (self);
  self->line = kq_listing_get_step_line (self->listing, self->lesson);
  self->previous_line = 0;
  if (s > 0)
    step (self);
}

KqCodeStop
kq_code_stepper_follow (KqCodeStepper *self, const KqMove *timeline, guint length,
                        guint position, gboolean breakpoints, guint64 budget)
{
  g_return_val_if_fail (self != NULL, KQ_CODE_END);

  position = MIN (position, length);
  if (position < self->position)
    seek_step (self, position == 0 ? 0 : g_array_index (self->made, Made, position - 1).step);
  for (guint64 lines = 0; self->position < position; lines++)
    {
      if (budget != 0 && lines == budget)
        return KQ_CODE_BUDGET;
      if (!step (self))
        return KQ_CODE_END;
      if (breakpoints && (self->break_ops & (1u << kq_lesson_get_op (self->lesson))) != 0 &&
          g_hash_table_contains (self->breakpoints, GINT_TO_POINTER (self->line)))
        return KQ_CODE_BREAKPOINT;
    }
  if (position > 0)
    {
      const KqMove *made = &g_array_index (self->made, Made, position - 1).move;

      if (made->square != timeline[position - 1].square ||
          made->step != timeline[position - 1].step)
        return KQ_CODE_DIVERGED;
    }
  return KQ_CODE_REACHED;
}

gboolean
kq_code_stepper_go_to (KqCodeStepper *self, guint position)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (position > self->made->len)
    return FALSE;
  seek_step (self, position == 0 ? 0 : g_array_index (self->made, Made, position - 1).step);
  return TRUE;
}

gboolean
kq_code_stepper_step_line (KqCodeStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return step (self);
}

gboolean
kq_code_stepper_step_over (KqCodeStepper *self, guint64 budget)
{
  int depth;

  g_return_val_if_fail (self != NULL, FALSE);

  depth = kq_lesson_get_depth (self->lesson);
  if (!step (self))
    return FALSE;
  /* The call makes the stack deeper; the caller's next line brings it back. */
  if (kq_lesson_get_op (self->lesson) == KQ_LESSON_OP_RECURSE)
    for (guint64 lines = 0; budget == 0 || lines < budget; lines++)
      if (!step (self) || kq_lesson_get_depth (self->lesson) <= depth)
        break;
  return TRUE;
}

gboolean
kq_code_stepper_next_solution (KqCodeStepper *self, guint64 budget)
{
  g_return_val_if_fail (self != NULL, FALSE);

  for (guint64 lines = 0; budget == 0 || lines < budget; lines++)
    {
      if (!step (self))
        return lines > 0;
      if (kq_lesson_get_op (self->lesson) == KQ_LESSON_OP_SOLUTION)
        return TRUE;
    }
  return TRUE;
}

gboolean
kq_code_stepper_step_back_line (KqCodeStepper *self)
{
  guint64 s;

  g_return_val_if_fail (self != NULL, FALSE);

  s = kq_lesson_get_step (self->lesson);
  if (s == 0)
    return FALSE;
  seek_step (self, s - 1);
  return TRUE;
}

void
kq_code_stepper_seek (KqCodeStepper *self, guint64 target)
{
  g_return_if_fail (self != NULL);

  if (target < kq_lesson_get_step (self->lesson))
    seek_step (self, target);
  while (kq_lesson_get_step (self->lesson) < target && step (self))
    ;
}

gboolean
kq_code_stepper_can_break (const KqCodeStepper *self, int line)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return line >= 1 && line <= kq_listing_get_n_lines (self->listing) &&
         kq_listing_get_line_ops (self->listing, line) != 0;
}

gboolean
kq_code_stepper_toggle_breakpoint (KqCodeStepper *self, int line)
{
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (self != NULL, FALSE);

  if (!kq_code_stepper_can_break (self, line))
    return FALSE;
  if (!g_hash_table_remove (self->breakpoints, GINT_TO_POINTER (line)))
    g_hash_table_add (self->breakpoints, GINT_TO_POINTER (line));
  self->break_ops = 0;
  g_hash_table_iter_init (&iter, self->breakpoints);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    self->break_ops |= kq_listing_get_line_ops (self->listing, GPOINTER_TO_INT (key));
  return kq_code_stepper_has_breakpoint (self, line);
}

gboolean
kq_code_stepper_has_breakpoint (const KqCodeStepper *self, int line)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return g_hash_table_contains (self->breakpoints, GINT_TO_POINTER (line));
}
