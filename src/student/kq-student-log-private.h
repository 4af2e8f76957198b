/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-log-private.h: the log's insides, shared by kq-student-log.c (the log),
 * kq-student-log-write.c (its records written) and kq-student-log-read.c (read back); the
 * records' layout is kq-student-log.c's to say */
#pragma once

#include "kq-student-log.h"

G_BEGIN_DECLS

enum { FRAME_SAME, FRAME_NEW, FRAME_LOCALS };
enum { ARRAY_GONE, ARRAY_WHOLE, ARRAY_CELLS };

/* An array's cells at a point, in the log's order of arrays. */
typedef struct {
  gboolean  present;
  GArray   *cells;    /* KqStudentValue */
} Cells;

/* What the writer or the reader holds: the stack and the arrays at one point. */
typedef struct {
  GPtrArray *frames;  /* Frame */
  GArray    *arrays;  /* Cells */
} State;

/* A frame as written or read back, its names interned. */
typedef struct {
  const char *function;
  int         line;
  GArray     *locals;  /* KqStudentLocal */
} Frame;

struct _KqStudentLog {
  GByteArray *data;        /* the records past spilled */
  guint64     spilled;     /* the records' bytes in the file */
  int         fd;          /* the file (unlinked), -1: none yet */
  gsize       memory;      /* the records' bytes kept in memory before the file */
  char       *folder;      /* the file's, NULL: the user's cache */
  GError     *error;       /* the spill failed: no more points */
  GArray     *bases;       /* guint64: each checkpoint's record in the records */
  GArray     *offsets;     /* guint32: each point's record from its checkpoint's */
  GByteArray *cached;      /* records read back from the file … */
  guint64     cached_from; /* … from there */
  GArray     *ran;         /* guint8: each line, whether a step ran it */
  GArray     *lines;       /* int: the lines run since the last point, in order */
  gboolean    distinct;    /* too many of them: lines holds each once */
  GPtrArray  *names;       /* interned strings by id */
  GHashTable *name_ids;    /* interned string → id + 1 */
  GArray     *arrays;      /* KqStudentLogArray */
  GHashTable *array_ids;   /* the runner's id → index + 1 in arrays */
  GByteArray *states;      /* the states of the steps since the last point, while in order */
  guint       state_last;  /* where the last one's begins */
  GPtrArray  *stepped;     /* Frame: the last step's stack */
  State       written;     /* the last point written */
  State       read;        /* the reader's point, or a step on the way to it */
  guint       read_point;  /* G_MAXUINT: none */
  gboolean    read_way;    /* the reader holds a step on the way to read_point, not it */
  GArray     *shown;       /* KqStudentFrame: the reader's stack, as handed out */
  GByteArray *scratch;
};

/* A frame of a state, and its free func. */
Frame *_kq_student_log_frame_new   (void);
void   _kq_student_log_frame_free  (gpointer  data);
/* Array k's cells in state, made if need be (absent). */
Cells *_kq_student_log_state_cells (State    *state,
                                    guint     k);

G_END_DECLS
