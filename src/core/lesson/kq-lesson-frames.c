/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-lesson-frames.c: what a machine's line does to the run it is part of: a frame pushed,
 * an event emitted, the run finished (below kq-lesson.c, which hands each line to a machine,
 * so that the machines call nothing above them) */
#define G_LOG_DOMAIN "kq-lesson"
#include "config.h"

#include <string.h>

#include "kq-lesson-private.h"

void
kq_lesson_grow_frames (KqLesson *lesson, int depth)
{
  if (depth <= lesson->frames_size)
    return;
  lesson->frames_size = MAX (depth, 2 * lesson->frames_size);
  lesson->frames = g_renew (KqLessonFrame, lesson->frames, lesson->frames_size);
}

void
kq_lesson_finish (KqLesson *lesson, KqOutcome outcome)
{
  lesson->head.finished = TRUE;
  lesson->head.outcome = outcome;
}

void
kq_lesson_emit (KqLesson *lesson, KqEventType type, int row, int col, int step, const int *cells)
{
  KqEvent event = {
    .type = type,
    .n = lesson->n,
    .row = row,
    .col = col,
    .step = step,
    .cells = cells,
    .nodes = lesson->head.nodes,
    .solutions = lesson->head.solutions,
  };

  /* Nothing more once the func has asked to stop. */
  if (lesson->func == NULL || lesson->muted || lesson->head.finished)
    return;
  if (!lesson->func (&event, lesson->user_data))
    kq_lesson_finish (lesson, KQ_OUTCOME_STOPPED);
}

KqLessonFrame *
kq_lesson_push (KqLesson *lesson)
{
  KqLessonFrame *frame;

  kq_lesson_grow_frames (lesson, lesson->head.depth + 1);
  frame = &lesson->frames[lesson->head.depth++];
  memset (frame, 0, sizeof *frame);
  lesson->head.pending = KQ_LESSON_PENDING_NONE;
  return frame;
}
