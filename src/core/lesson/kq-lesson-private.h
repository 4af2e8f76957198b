/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-lesson-private.h: what the stepping machines of kq-lesson*.c share
 * (private to src/core) */
#pragma once

#include "kq-lesson.h"

G_BEGIN_DECLS

typedef enum {
  KQ_LESSON_PENDING_NONE,
  KQ_LESSON_PENDING_PUSH,  /* the next step is the call the last step made */
  KQ_LESSON_PENDING_POP,   /* the top frame has returned: the next step is its caller's */
} KqLessonPending;

/* Everything a step changes but the arrays and the frames: with them, a
 * snapshot. */
typedef struct {
  guint64       step;
  guint64       nodes;
  guint64       solutions;
  int           depth;
  guint8        pending;   /* KqLessonPending */
  guint8        op;        /* the last step's KqLessonOp */
  guint8        finished;
  guint8        outcome;   /* KqOutcome, once finished */
  gint8         value;     /* game: kq_lesson_get_value */
  KqLessonHarm  harm;
} KqLessonHead;

struct _KqLesson {
  KqLessonMachine  machine;
  int              m, n;         /* rows, columns: m = n but for the knight on m × n */
  int              row, col;     /* knight: the start, 0-based */
  KqLessonFlags    flags;
  KqEventFunc      func;
  gpointer         user_data;
  gboolean         muted;        /* replaying for a seek: no events */
  guint64          max_nodes;

  KqLessonHead     head;
  /* The arrays, one block (a snapshot copies it whole). Queens: x (n + 1
   * ints), then a, b, c (n, 2n - 1, 2n - 1 bytes); knight: h (m × n ints). */
  guint8          *arrays;
  gsize            arrays_size;
  int             *x;
  guint8          *a, *b, *c;
  int             *h;
  int             *cells;        /* queens: a SOLUTION event's 0-based columns */

  KqLessonFrame   *frames;       /* depth of them in use */
  int              frames_size;  /* allocated */

  GPtrArray       *snapshots;    /* snapshot i is at step i × interval */
  guint64          interval;
  guint64          next_snapshot;
};

/* kq-lesson-frames.c: what a machine's line does to the run. */
/* The frames grown to hold depth of them (a seek, a push). */
void        kq_lesson_grow_frames    (KqLesson      *lesson,
                                      int            depth);
/* Reports an event unless muted; a FALSE from the func ends the run
 * (KQ_OUTCOME_STOPPED). */
void        kq_lesson_emit           (KqLesson      *lesson,
                                      KqEventType    type,
                                      int            row,
                                      int            col,
                                      int            step,
                                      const int     *cells);
/* The frame a call pushes, on top of the stack (zeroed but for next). */
KqLessonFrame *kq_lesson_push        (KqLesson      *lesson);
void        kq_lesson_finish         (KqLesson      *lesson,
                                      KqOutcome      outcome);

/* One line of each machine (kq-lesson.c has popped a returned frame and
 * runs the recurse line): its op, or KQ_LESSON_OP_NONE when the run ends
 * without one (a step limit). */
KqLessonOp  kq_lesson_queens_step    (KqLesson      *lesson);
KqLessonOp  kq_lesson_knight_step    (KqLesson      *lesson);  /* and the game's */

G_END_DECLS
