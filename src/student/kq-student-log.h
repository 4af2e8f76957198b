/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-log.h: a student's run kept compactly at chosen points, to step back over
 *
 * The window steps a student's program by its board's moves. At each move it records a point:
 * the call stack (each frame's function, line and int, bool or char locals), the program's 1-D
 * board and marking arrays (a, b, c, ok_*, used, free_*), and the lines run since the point
 * before, in order, with the stack and those arrays at each (the window steps through them line
 * by line; a breakpoint on one of them stops there). A point is stored as its difference from
 * the one before, a line's state from the line's before: the outer frames as they were take a
 * byte, a local or a cell that changed a few; every KQ_STUDENT_LOG_CHECKPOINT points a whole
 * state, so reading any point replays at most that many. Lesson 001's n queens: some 50 bytes a
 * point, and 8 more a line run between two (the line, 7 its state).
 *
 * A whole run (tens of millions of lines, issue 41) does not fit in memory so: past
 * KQ_STUDENT_LOG_MEMORY bytes of records the log moves them all to a file and appends there,
 * reading a checkpoint's records back when a point is sought. The file is unlinked as soon as
 * it is made, so that it goes with the log, or with the process however it ends.
 *
 * Written on the run's thread (the step func), read after the run (or between points) on any
 * one thread.
 */
#pragma once

#include "kq-student.h"

G_BEGIN_DECLS

#define KQ_STUDENT_LOG_CHECKPOINT 256
/* The bytes of records kept in memory; past them, in a file. */
#define KQ_STUDENT_LOG_MEMORY     ((gsize) 128 << 20)
/* The most lines kept in order between two points, to step through; past it, each once. */
#define KQ_STUDENT_LOG_MAX_LINES  4096

typedef struct _KqStudentLog KqStudentLog;

/* An array seen at some point of the run. */
typedef struct {
  guint       id;      /* the runner's */
  const char *name;    /* interned */
  int         low;     /* its first index */
  int         length;  /* the most cells it had */
} KqStudentLogArray;

KqStudentLog *kq_student_log_new        (void);
void          kq_student_log_free       (KqStudentLog         *log);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqStudentLog, kq_student_log_free)
/* Past memory bytes of records, the log spills them to a file in folder (NULL: the user's
 * cache, $XDG_CACHE_HOME/knights-queens). Before its first point. */
void          kq_student_log_set_spill  (KqStudentLog         *log,
                                         gsize                 memory,
                                         const char           *folder);

/* Whether steps came since the last point: the run's end after its last move (a line
 * without end, a crash, Stop), which a point of its own shows. */
gboolean      kq_student_log_has_way    (const KqStudentLog   *log);
/* Each step of the run, in order (from the step func): its line counts for the next point. */
void          kq_student_log_step       (KqStudentLog         *log,
                                         const KqStudentStep  *step);
/* A point after step, the last one given to kq_student_log_step (): its stack and, of arrays
 * (the run's, id → KqStudentArray), the 1-D marking arrays and the one named board (NULL:
 * none); its index is the points before it. FALSE when the records could not be spilled (the
 * folder, a full disk): the log keeps what it holds, this point too, and takes no more. */
gboolean      kq_student_log_point      (KqStudentLog         *log,
                                         const KqStudentStep  *step,
                                         GHashTable           *arrays,
                                         const char           *board,
                                         GError              **error);
guint         kq_student_log_get_n_points (const KqStudentLog *log);
/* The bytes its points take, in memory and in the file; of them, in the file. */
guint64       kq_student_log_get_size   (const KqStudentLog   *log);
guint64       kq_student_log_get_spilled (const KqStudentLog  *log);
/* The arrays of all its points, in the order they first came. */
const KqStudentLogArray *kq_student_log_get_arrays (const KqStudentLog *log,
                                                    guint              *n_arrays);

/* Whether line ran after the point before point, up to point's step. */
gboolean      kq_student_log_ran_line   (KqStudentLog         *log,
                                         guint                 point,
                                         int                   line);
/* Whether line ran at any step given to the log. */
gboolean      kq_student_log_ran_ever   (const KqStudentLog   *log,
                                         int                   line);

/* The lines run after the point before point, up to point's step, in order: lines (int) is
 * set to them, empty when there were more than KQ_STUDENT_LOG_MAX_LINES. */
void          kq_student_log_get_lines  (KqStudentLog         *log,
                                         guint                 point,
                                         GArray               *lines);

/* Reading a point back: the log's reader goes there (forward from where it is, or from the
 * checkpoint before), and the getters below say what it holds, valid until the next seek. */
void          kq_student_log_seek       (KqStudentLog         *log,
                                         guint                 point);
/* The reader at the index-th step (from 0) of the way to point, as kq_student_log_get_lines ()
 * gives it: its stack as the step began (its line not run yet), its arrays as the step left
 * them (as a point's); the last step is point's own. FALSE when the way kept no states (more
 * than KQ_STUDENT_LOG_MAX_LINES, index past it): the reader is at point then. */
gboolean      kq_student_log_seek_way   (KqStudentLog         *log,
                                         guint                 point,
                                         guint                 index);
/* The stack, outermost first. */
const KqStudentFrame *kq_student_log_get_frames (KqStudentLog *log,
                                                 guint        *n_frames);
/* Array k's cells (of kq_student_log_get_arrays ()), NULL when it was not there. */
const KqStudentValue *kq_student_log_get_cells  (KqStudentLog *log,
                                                 guint         k,
                                                 int          *length);

G_END_DECLS
