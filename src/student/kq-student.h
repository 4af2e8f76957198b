/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student.h: a student's own program run, its search read off its arrays and judged
 *
 * What the CLI and the window use. kq_student_run_new () prepares a run (the program's
 * language, the input read and copied into a temporary folder), kq_student_run_execute () runs
 * it to its end on the calling thread (a worker thread in the window), handing each step to a
 * KqStudentStepFunc with the whole call stack and what the step did to the board; the verdicts,
 * solutions and exit status are read at the end. How a language runner plugs in:
 * kq-student-runner-private.h.
 */
#pragma once

#include <gio/gio.h>

#include "kq-events.h"

G_BEGIN_DECLS

#define KQ_STUDENT_ERROR (kq_student_error_quark ())
GQuark kq_student_error_quark (void);

typedef enum {
  KQ_STUDENT_ERROR_COMPILE,    /* the compiler's "file:line: message" */
  KQ_STUDENT_ERROR_TOOLCHAIN,  /* python3, gcc, g++, fpc or gdb is missing: names the package */
  KQ_STUDENT_ERROR_LANGUAGE,   /* not a program we can run (by its extension) */
  KQ_STUDENT_ERROR_INPUT,      /* the input file: missing, unreadable, not n or "n row col" */
  KQ_STUDENT_ERROR_RUN,        /* the child could not be started or read */
  KQ_STUDENT_ERROR_NO_INPUT,   /* none given and none beside the program: ask for one */
  KQ_STUDENT_ERROR_BOX,        /* the box cannot be made here (kq-student-box.h): says why */
} KqStudentError;

typedef enum {
  KQ_STUDENT_LANGUAGE_NONE,
  KQ_STUDENT_LANGUAGE_PYTHON,  /* .py */
  KQ_STUDENT_LANGUAGE_C,       /* .c */
  KQ_STUDENT_LANGUAGE_CPP,     /* .cpp, .cc, .cxx */
  KQ_STUDENT_LANGUAGE_PASCAL,  /* .pas, .pp */
} KqStudentLanguage;

/* The language by the file name's extension (NONE: not a program). */
KqStudentLanguage kq_student_language_for_path (const char *path);

typedef enum {
  KQ_STUDENT_VALUE_NONE,  /* no value, or one that is not an int, bool or char */
  KQ_STUDENT_VALUE_INT,
  KQ_STUDENT_VALUE_BOOL,  /* number 0 or 1 */
  KQ_STUDENT_VALUE_CHAR,  /* number: the character's code ('Q', '.') */
} KqStudentValueKind;

typedef struct {
  KqStudentValueKind kind;
  gint64             number;
} KqStudentValue;

typedef struct _KqStudentRun KqStudentRun;

#define KQ_STUDENT_DEFAULT_MAX_STEPS 5000000

typedef struct {
  const char *name;
  KqStudentValue value;
} KqStudentLocal;

typedef struct {
  const char           *function;
  int                   line;
  const KqStudentLocal *locals;
  guint                 n_locals;
} KqStudentFrame;

/* An array of the program, as its runner reported it: 1-D when cols = 0 (rows cells). */
typedef struct {
  guint           id;
  const char     *name;   /* interned */
  int             rows;
  int             cols;
  int             low;    /* the first index, as the language declares it */
  int             col_low; /* a 2-D array's first column index (Pascal's [1..8, 0..7]: 0) */
  gboolean        stack;  /* a list that grows and shrinks (Python's append, pop): rows is
                           * its room, the cells past its end are none */
  KqStudentValue *cells;
} KqStudentArray;

/* A cell written by a step: array id's cell index (row * cols + col, from 0), its value. */
typedef struct {
  guint          array;
  int            index;
  KqStudentValue value;
} KqStudentChange;

/* Whether an array of this name marks columns or diagonals (a, b, c, ok_*, used, free_*):
 * a strip beside the board, as the lessons draw them, never the board. */
gboolean kq_student_array_is_marking (const char *name);

typedef enum {
  KQ_STUDENT_OP_NONE,
  KQ_STUDENT_OP_PLACE,   /* a queen or a move number written on square (row, col) */
  KQ_STUDENT_OP_REMOVE,  /* taken back */
} KqStudentOp;

typedef enum {
  KQ_STUDENT_VERDICT_ATTACKED,    /* a queen placed where an earlier one attacks it */
  KQ_STUDENT_VERDICT_NOT_A_MOVE,  /* a knight's step that is not a knight's move */
  KQ_STUDENT_VERDICT_REVISITED,   /* a square visited twice */
  KQ_STUDENT_VERDICT_MISSED,      /* fewer solutions than there are: the first missing one */
  KQ_STUDENT_VERDICT_REPEATED,    /* a solution found twice */
  KQ_STUDENT_VERDICT_DIVERGE,     /* information: the first placement off the lesson's order */
  KQ_STUDENT_VERDICT_STEP_LIMIT,  /* the step limit, total, ran out (count 1: total s of the
                                     wall clock, the program's lines still running) */
  KQ_STUDENT_VERDICT_ENDLESS,     /* a line ran on for total seconds: a loop without end */
  KQ_STUDENT_VERDICT_CRASH,       /* an exception, a signal, a limit: with its line */
  KQ_STUDENT_VERDICT_COMPILE,     /* the compiler's file:line message */
  KQ_STUDENT_VERDICT_STOPPED,     /* information: it ended on purpose after count solutions;
                                     count 0: a knight's walk of move moves never taken back,
                                     stuck, no tour (there is one from row, col) */
  KQ_STUDENT_VERDICT_NO_BOARD,    /* information: no array of it was read as a board; count
                                     the solutions read from what it printed instead (move
                                     TRUE: tours; total 1: the count it printed, all of n's),
                                     on row × col */
  KQ_STUDENT_VERDICT_CPU,         /* total s of processor time used with no step */
  KQ_STUDENT_VERDICT_TRACER,      /* the tracer (detail: gdb, python3) ended before the
                                     program: not the program's slip; nothing more judged */
  KQ_STUDENT_VERDICT_PRINTED,     /* a placement it printed (detail: the file, NULL: its
                                     output) is none: move its KqAnswerError, count its line,
                                     total n */
  KQ_STUDENT_VERDICT_RECOUNTED,   /* information: it printed count different legal solutions
                                     (other_move 1: the count it printed, all of n's), more
                                     than the total read from its board: they are its count;
                                     other_move 2: fewer, the closed tours of those read, all
                                     it printed (a closed tour's search) */
  KQ_STUDENT_VERDICT_NO_RETURN,   /* the function detail can end without a value (line: its end,
                                     as the compiler says), and the program uses its value */
  KQ_STUDENT_VERDICT_INPUT_ENDED, /* information: Python's input () found the input's end (an
                                     EOFError, at line): the program asked for more than it
                                     was given, and ended there; judged as ended */
  KQ_STUDENT_VERDICT_OUT_OF_BOUNDS, /* a C or C++ program read or wrote past an array at line
                                       (detail: the bounds checks' words), run again with
                                       them */
  KQ_STUDENT_VERDICT_MISCOUNTED,  /* it says on line other_move of its output that it found
                                     count solutions (move TRUE: tours), fewer than the total
                                     its search found */
  KQ_STUDENT_VERDICT_N
} KqStudentVerdictKind;

/* A verdict holds numbers, not words: kq_student_verdict_text () words it in the language of
 * the moment, on the thread that shows it (a worker calls no gettext). Squares 0-based. */
typedef struct {
  KqStudentVerdictKind kind;
  guint64              step;       /* 0: before any step (compile) */
  int                  line;       /* 0: unknown */
  int                  row, col;   /* the square it is about */
  int                  other_row;  /* attacked: the attacker; not-a-move: the move before; */
  int                  other_col;  /* diverge: the lesson's square */
  int                  move;       /* the move number written (tour) */
  int                  other_move; /* revisited: the move already there; not-a-move: the last
                                    * of a way never taken back (0: none) */
  guint64              count;      /* missed: solutions found; repeated: the solution's number;
                                      crash, tracer: the signal that ended it (0: none); */
  guint64              total;      /* step-limit: the limit; missed: how many there are;
                                      cpu: the seconds; tracer: its exit status */
  char                *detail;     /* crash: the error, or the signal's name; compile: the compiler's message;
                                      missed, repeated: the solution, as QUEENS.OUT prints it */
} KqStudentVerdict;

/* The verdict in words, in the current language. */
char       *kq_student_verdict_text      (const KqStudentVerdict *verdict);
/* The verdict kind's name in the JSON ("attacked", "not-a-move" …). */
const char *kq_student_verdict_kind_name (KqStudentVerdictKind kind);
/* Whether the kind is an error (all but diverge). */
gboolean    kq_student_verdict_is_error  (KqStudentVerdictKind kind);

/* A change of the board: a piece put down or taken away. */
typedef struct {
  KqStudentOp op;
  int         row, col;  /* 1-based */
  int         move;      /* tour: its move number, else 0 */
} KqStudentMove;

typedef struct {
  guint64               index;      /* 1, 2, … */
  int                   line;
  const KqStudentFrame *frames;     /* outermost first; the last is the one at line */
  guint                 n_frames;
  const char           *function;   /* the innermost frame's (interned; frames may be none) */
  KqStudentOp           op;         /* the board change of this step (the first, if several) */
  int                   row, col;   /* its square, 1-based as the lessons count */
  int                   move;       /* tour: the move number written (1 = start), else 0 */
  guint64               solution;   /* > 0: after this step the board holds new solution k */
  const KqStudentVerdict *verdicts; /* verdicts this step brought */
  guint                 n_verdicts;
  const KqStudentChange *changes;   /* the cells it wrote, in order: a log replays the arrays */
  guint                 n_changes;
  const KqStudentMove  *more;       /* the board's changes after op, in order (a path written
                                     * over back to an earlier move takes its later ones) */
  guint                 n_more;
} KqStudentStep;

/* Called once for each step, after the step's line has run. FALSE stops the run. */
typedef gboolean (*KqStudentStepFunc) (const KqStudentStep *step,
                                       gpointer             user_data);

typedef struct {
  const char *input;       /* NULL: QUEENS.INP beside the program */
  const char *board;       /* NULL: found by the lessons' names, then by shape */
  KqProblem   problem;
  gboolean    problem_set; /* else from the input: one number queens, "n row col" a tour */
  guint64     max_steps;   /* 0: KQ_STUDENT_DEFAULT_MAX_STEPS */
  guint       wall_seconds; /* 0: the default (10 minutes) */
  gboolean    moves_only;  /* the step func shows the board's moves only: the steps come
                            * without their stack (n_frames 0), which is not copied at each
                            * line, and a runner may send its lines as counts
                            * (its job's moves_only, kq-student-runner-private.h) */
} KqStudentOptions;

KqStudentRun *kq_student_run_new         (const char              *program,
                                          const KqStudentOptions  *options,
                                          GError                 **error);
void          kq_student_run_free        (KqStudentRun            *run);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqStudentRun, kq_student_run_free)

void          kq_student_run_set_step_func (KqStudentRun          *run,
                                            KqStudentStepFunc      func,
                                            gpointer               user_data);
/* Runs the program to its end. FALSE with the error when it could not run: it does not compile
 * (KQ_STUDENT_ERROR_COMPILE, also a compile verdict), a toolchain is missing, the child could
 * not start. Ended by the step limit, Stop (cancellable) or the step func: TRUE. */
gboolean      kq_student_run_execute     (KqStudentRun            *run,
                                          GCancellable            *cancellable,
                                          GError                 **error);

/* The program's language (by its name). */
KqStudentLanguage kq_student_run_get_language (const KqStudentRun *run);
/* The problem and n: the board's once it is found, before that what the input gives (n 0:
 * none). */
KqProblem     kq_student_run_get_problem   (const KqStudentRun *run);
int           kq_student_run_get_n         (const KqStudentRun *run);

/* After the run. */
guint64       kq_student_run_get_steps     (const KqStudentRun *run);
/* The last step (NULL: none): its line and stack, as the step func had them; its changes
 * and verdicts were the step func's. */
const KqStudentStep *kq_student_run_get_last_step (const KqStudentRun *run);
guint64       kq_student_run_get_solutions (const KqStudentRun *run);
/* The program's exit status; -1 when it was killed (signal, limit, Stop). */
int           kq_student_run_get_exit      (const KqStudentRun *run);
/* Ended by a limit: the step limit, a line that ran on without end (ENDLESS), processor time
 * with no line run (CPU), or cut short by the tracer's end (TRACER); the board shows what
 * ran. */
gboolean      kq_student_run_hit_step_limit (const KqStudentRun *run);
const KqStudentVerdict *kq_student_run_get_verdicts (const KqStudentRun *run,
                                                     guint              *n_verdicts);
/* The program's output, standard output and error as they came (the last MiB). */
const char   *kq_student_run_get_output     (const KqStudentRun *run);
/* The program's arrays now (at the end of the run, or within a step func: as the step left
 * them), by id; owned by the run. */
GHashTable   *kq_student_run_get_arrays     (const KqStudentRun *run);
/* The name of the array read as the board (NULL: none found yet). */
const char   *kq_student_run_get_board_name (const KqStudentRun *run);

/* The most files of a program's folder a run takes. */
#define KQ_STUDENT_FILES_MAX 32

/* A file the program wrote in its folder (new, or one it changed: QUEENS.OUT), as it left
 * it. It went with the program's box: it is shown, and written back only when asked. */
typedef struct {
  const char *name;      /* its name in the folder */
  GBytes     *contents;  /* what it holds; its first bytes only when size is larger */
  guint64     size;
} KqStudentFile;

/* The files the program wrote (KqStudentFile), by name; empty before its end. */
GPtrArray    *kq_student_run_get_files      (const KqStudentRun *run);
/* Writes file beside the program, where a run of its own would have left it; *written: its
 * path. Refused for a file larger than was taken, and for the program's own name. */
gboolean      kq_student_run_write_back     (const KqStudentRun   *run,
                                             const KqStudentFile  *file,
                                             char                **written,
                                             GError              **error);

G_END_DECLS
