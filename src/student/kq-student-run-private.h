/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-run-private.h: a run's insides, shared by kq-student-run.c (the run, its steps
 * and its end), kq-student-run-printed.c (what it printed) and kq-student-report.c (what its
 * runner reports) */
#pragma once

#include "kq-queens.h"
#include "kq-student-private.h"

G_BEGIN_DECLS

/* Lines between two readings of the clock (KqStudentRun.running_at). */
#define RUNNING_EVERY 4096
/* A wall clock run out within this long of such a reading found the program's lines running. */
#define RUNNING_RECENT (10 * G_USEC_PER_SEC)

/* A frame of the program's call stack. */
typedef struct {
  const char *function;  /* interned */
  int         line;
  GArray     *locals;    /* KqStudentLocal, names interned */
} Frame;

struct _KqStudentRun {
  char              *program;
  char              *source;       /* its copy in the folder, which the box sees */
  char              *folder;
  char              *input;
  GError            *no_input;     /* none given nor found for a program that reads, said once
                                    * its compiler has had its say (a C program's) */
  KqStudentJob       job;          /* its runner's: the above, the limits, the report */
  KqProblem          problem;    /* the board's once found; before, the input's shape */
  gboolean           problem_set; /* the caller's (--problem): only its solutions are read */
  int                n;          /* the board's once found; before, the input's (0: none) */
  int                n_hint;     /* the input's n (0: it gave none) */
  int                start_row, start_col;  /* the input's tour start, 0-based; -1: none */
  KqStudentInputWords words;     /* how the input's words stand */
  gboolean           tour_input; /* the input is surely a tour's (rows, columns, start) */
  int                rows, cols; /* a rectangle's (0: none) */
  int                map_side;   /* the input's map of a board (0: none), its squares open to
                                  * queens, and its symbols */
  guint32            map_open[KQ_QUEENS_OPEN_MAX_N];
  char               map[2];

  KqStudentStepFunc  func;
  gpointer           func_data;

  GArray            *frames;       /* Frame, outermost first */
  GHashTable        *arrays;       /* id → KqStudentArray */
  KqStudentFinder   *finder;
  KqStudentSink      sink;         /* the board's reports on the open step */

  /* the open step, handed on when the next begins */
  gboolean           step_open;
  KqStudentStep      step;
  guint              step_first_verdict;
  GArray            *shown_frames;  /* KqStudentFrame: the stack as the step began */
  GArray            *shown_locals;  /* KqStudentLocal */
  GArray            *changes;       /* KqStudentChange: the open step's */
  GArray            *more;          /* KqStudentMove: the open step's board changes past its op */
  GHashTable        *unwritten;     /* the ids of arrays not written since they appeared */
  GArray            *held;          /* HeldWrite: the open step's writes of those, held */

  guint64            steps;
  guint64            steps_seen;    /* the step func stopped the run at this step (0: not) */
  GArray            *verdicts;      /* KqStudentVerdict */
  gboolean           stopped;       /* the step func or the caller stopped it */
  gboolean           hit_limit;
  gboolean           timed_out;
  gint64             running_at;    /* when its lines last went past a multiple of
                                     * RUNNING_EVERY steps (monotonic, µs; 0: never) */
  gboolean           crashed;
  gboolean           exited;        /* the child ended */
  gboolean           ended;         /* the runner saw the program end (exit, signal) */
  int                exit_status;   /* -1: killed */
  int                exit_signal;   /* the child's, or the program's once ended */
  GString           *output;
  gboolean           output_cut;    /* its beginning dropped (OUTPUT_KEPT) */
  GPtrArray         *files;         /* KqStudentFile: what it wrote in its folder */
  guint64            printed;       /* no board found: the solutions read from what it printed */
  GHashTable        *globals;       /* interned name → its int value: those sent before any
                                     * frame (C's int n = 8) too */
  GHashTable        *constants;     /* interned name → its number: the program's constants,
                                     * #define N 8, as globals where no variable has the name */
  GHashTable        *outer_changes; /* interned name → how often the outermost frame's (the
                                     * globals', Python's module's) changed its value */
  KqStudentBits      bits;          /* queens in an int's bits, once seen */
  char              *bits_list;     /* the name of their list ("a (bits)"), once made */
  GArray            *bits_frames;   /* KqStudentFrame: the stack, for the bits' reader */
  guint              bits_fresh;    /* lines left to look for a mask since a call or return */
};

/* A write of an array not written before, held until its step ends (settle_writes ()). */
typedef struct {
  guint    id;
  int      index;
  gboolean changed;
} KqStudentHeldWrite;

/* Hands the open step on with the verdicts it brought, unless the finder holds it until the
 * board is known. */
void _kq_student_run_finish_step (KqStudentRun *run);
/* A crash verdict: text, or the signal (count; its name as the detail); the first only. */
void _kq_student_run_add_crash   (KqStudentRun *run,
                                  int           line,
                                  const char   *text,
                                  int           signal_number);

/* kq-student-run-printed.c: once the program ended, what it printed is read (a board not found,
 * fewer solutions on it, its counts told), then its queens' placements checked. */
void _kq_student_run_read_printed  (KqStudentRun *run);
void _kq_student_run_check_printed (KqStudentRun *run);

G_END_DECLS
