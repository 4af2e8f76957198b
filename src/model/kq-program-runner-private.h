/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-program-runner-private.h: what KqProgramRunner's files share: a run as its worker and
 * the main thread share it, and the search the worker makes of its steps
 * (kq-program-runner-worker.c), which kq-program-runner.c hands out */
#pragma once

#include <stdatomic.h>

#include "kq-program-runner.h"

G_BEGIN_DECLS

/* The board shown where neither the input nor the program says n (no board found). */
#define PROGRAM_DEFAULT_N 8
/* The last steps that moved a search keeps, for the verdicts that name them. */
#define RECENT_STEPS 256

/* One run, as the worker and the main thread share it (an atomic GRcBox: the task's data). */
typedef struct {
  /* Set before the worker starts, read-only after. */
  GFile                *file;
  char                 *input;       /* the text typed for it, or NULL */
  char                 *board_name;  /* the array named its board, or NULL */
  GError               *error;       /* it cannot run: said by the worker */

  /* Main thread only: NULL once the run is let go (cancelled or replaced). */
  KqProgramRunner      *runner;

  /* The worker's: the typed input's file, in a folder of ours (removed with the run). */
  char                 *input_path;

  atomic_uint_fast64_t  steps;  /* the lines it ran so far */
  atomic_int            line;   /* the line it runs now */
  atomic_bool           stop;   /* Stop asked: the step func ends the run */
  GMutex                lock;   /* on what follows */
  KqBoard              *board;  /* its board as its moves left it so far, NULL: none yet */
  gboolean              moved;  /* since the main thread last read it */
  char                 *source; /* its code, NULL: not read yet */
  KqStudentLanguage     language;
} KqProgramRun;

/* A program's search, made in the worker from its steps, and what it ended with. */
typedef struct {
  KqProgramRun *live;
  KqStudentRun *run;       /* NULL once it ended, unless it wrote files (kept to write back) */
  KqProblem     problem;
  int           n;
  GArray       *moves;     /* KqMove */
  GArray       *lines;     /* int: the program's line that made each move */
  GArray       *solutions; /* guint: the moves up to each solution it found */
  int          *cols;      /* queens: each row's column as the moves left it, -1 none */
  guint64      *when;      /* queens: when each square's queen was put down (clock's count),
                            * 0: none; a grid holds two of a row for a moment */
  guint64       clock;
  guint         position;  /* the moves up to the first slip, or all */
  gboolean      slipped;
  /* the last steps that moved, and the moves up to each: a verdict may name an earlier step
   * (an attacked queen is a slip once the search goes on from it) */
  guint64       recent_steps[RECENT_STEPS];
  guint         recent_moves[RECENT_STEPS];
  guint         recent;
  GArray       *verdict_steps;  /* guint64: each verdict's step, as the steps named them */
  GArray       *verdict_moves;  /* guint: the moves up to that step */
  KqStudentLog *log;            /* the stack and arrays at each position: its start, each move */
  gboolean      end;            /* and at the run's end after its last move: a point more */
  GError       *error;          /* the log could not be kept: the run ends, and fails */
  /* at the end, from the run */
  GArray       *verdicts;       /* KqStudentVerdict, each detail its own */
  GArray       *positions;      /* guint: each verdict's moves */
  GArray       *at_end;         /* gboolean: each verdict on the last step, past the last move */
  char         *output;
  guint64       steps;
  int           line;           /* the line of its last step, 0: none */
  guint64       found;
} KqProgramSearch;

/* kq-program-runner-worker.c */
void _kq_program_run_unref    (gpointer run);
void _kq_program_search_free  (KqProgramSearch *search);
/* In the worker: live run, its search returned by task (or why it could not run). */
void _kq_program_search_run   (GTask           *task,
                               KqProgramRun    *live,
                               GCancellable    *cancellable);

G_END_DECLS
