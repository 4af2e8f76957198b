/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-runner-private.h: how a language runner runs a student's program, and reports it
 *
 * A KqStudentRun is one run of a student's program (Python, C, C++, Pascal) on one input. The
 * framework (kq-student-run.c) owns everything but the language: the temporary folder holding
 * a copy of the input under its own name (also the program's standard input), the limits, the
 * child process in its own process group (kq-student-child.h), the step count, the board read
 * from the program's arrays, the verdicts, and the steps handed to the caller (CLI or window).
 *
 * A language runner is one KqStudentRunFunc (the runners below; kq-student-execute.c's table
 * picks one by language). Private to the room: the CLI and the window see kq-student.h only. A
 * runner is handed a KqStudentJob: what it reads of its run, and where it reports. It includes
 * nothing of the run and calls nothing of it: it reports through the job's KqStudentReport, as a
 * GMarkupParser's callbacks hear a document, so the run calls its runners and never the other
 * way round. A runner is called once, on the caller's thread, and returns when the program has
 * ended or was stopped. It compiles if it must (a compiler's message is returned as
 * KQ_STUDENT_ERROR_COMPILE, its text starting with the compiler's "file:line:"; a missing
 * toolchain as KQ_STUDENT_ERROR_TOOLCHAIN naming the Debian package), starts its child with
 * kq_student_child_new () and reads it with kq_student_child_read (), and reports what the
 * program does, in program order, with the report's calls below: our tracers write it in one
 * language, whose reader makes the calls (kq-student-events.h).
 *
 *   enter ("Try")            a call: a new frame on top of the stack (its line comes with the
 *                            next line ()); the outermost frame ("<module>", "main") too
 *   local ("i", value)       an int, bool or char local of the top frame has this value now
 *                            (KQ_STUDENT_VALUE_NONE: it is gone or no longer an int/bool)
 *   global ("count", value)  the same for the outermost frame (a global: C's, Python's
 *                            module's), whatever frame set it
 *   line (L)                 the top frame is about to run line L of the program's own source:
 *                            one step. Everything reported after it, up to the next line (),
 *                            is what that line did. FALSE: stop now (step limit, Stop, the
 *                            wall clock): end the child (return FALSE from the read callback)
 *   array (id, "h", ...)     an array appeared, or was replaced, with all its cells: the runner
 *                            chooses id (unique in this run) and the name it is known by; 1-D:
 *                            cols = 0; low and col_low are the first index of each dimension as
 *                            the language declares it (Pascal's array[1..8, 0..7] gives 1 and
 *                            0; C and Python 0)
 *   stack (id, "path", ...)  a list that grows and shrinks appeared, its room of cells none
 *   stack_live (id, ...)     such a list's live cells now (C++'s vector): the cells that changed
 *                            are written, as cell () would
 *   cell (id, i, j, value)   one cell was written (j = 0 for a 1-D array), indexes as the
 *                            language counts them (from low, col_low). Send changes, never
 *                            whole arrays again; report a write of the value already there too where the
 *                            runner can tell (the lessons' x[i] := j overwrites an old x[i]
 *                            with perhaps the same j: that is a new placement)
 *   leave ()                 the top frame returned
 *   crash (L, text)          an uncaught exception at line L (0: unknown)
 *   endless (seconds)        the last step's line ran this long, no other line and no system
 *                            call since: a loop that never ends. FALSE: stop now
 *   cpu (seconds)            the program used this much processor time with no step (its
 *                            tracing turned off, a thread of its own). FALSE: stop now
 *   exit (status)            the program ended by itself with this exit status
 *   signal (L, number)       the program was ended by this signal at line L (0: the last
 *                            step's); SIGSTOP and the like: it stopped itself, and was ended
 *
 * Locals and cells are sent when they change (deltas): the framework keeps the whole call stack
 * and every array, so each step it hands on carries the full picture. The program's standard
 * output and error reach the report's output () through kq_student_child_read (). The exit
 * status, signals, step limit, wall clock and Stop are the framework's: a runner only returns
 * TRUE when the child ended (whatever its exit status), FALSE with the error otherwise. A child that ends before its
 * runner said exit () or signal () is the tracer's end, not the program's: said so, and
 * nothing judged on what the program did not find
 * (G_IO_ERROR_CANCELLED when the report's line () or the cancellable stopped it is fine: the
 * framework knows why).
 */
#pragma once

#include "kq-student.h"

G_BEGIN_DECLS

/* The most cells an array a runner reports may have (the GDB tracer reads at most as many
 * behind a pointer, _CELLS_MAX); one the channel says is larger is no array. */
#define KQ_STUDENT_CELLS_MAX (1 << 16)

/* What a runner reports (see the top of this file), data the job's. */
typedef struct {
  void     (*enter)      (gpointer              data,
                          const char           *function);
  void     (*leave)      (gpointer              data);
  void     (*local)      (gpointer              data,
                          const char           *name,
                          KqStudentValue        value);
  void     (*global)     (gpointer              data,
                          const char           *name,
                          KqStudentValue        value);
  gboolean (*line)       (gpointer              data,
                          int                   line);
  /* count lines ran, each a step, that wrote no cell and that the caller is not shown (a
   * runner's own counting, only where the job is moves_only): the step count goes on; while
   * the board is still looked for, each is a step of its own, as the finder counts them.
   * FALSE: stop now, as line () says. */
  gboolean (*lines)      (gpointer              data,
                          guint64               count);
  void     (*array)      (gpointer              data,
                          guint                 id,
                          const char           *name,
                          int                   rows,
                          int                   cols,
                          int                   low,
                          int                   col_low,
                          const KqStudentValue *cells);
  /* A list that grows and shrinks, in rows cells of room (cols 2: a list of squares, (row,
   * col) pairs); the cells past its end are none. */
  void     (*stack)      (gpointer              data,
                          guint                 id,
                          const char           *name,
                          int                   rows,
                          int                   cols,
                          const KqStudentValue *cells);
  /* A list that grows and shrinks (C++'s vector<int>: push_back, pop_back), its n_live rows
   * of cols cells (0: one) now: the first time a stack of room rows, the array of id it was
   * before gone; then each cell that changed, as if written. */
  void     (*stack_live) (gpointer              data,
                          guint                 id,
                          const char           *name,
                          int                   room,
                          int                   cols,
                          const KqStudentValue *live,
                          int                   n_live);
  void     (*cell)       (gpointer              data,
                          guint                 id,
                          int                   i,
                          int                   j,
                          KqStudentValue        value);
  void     (*crash)      (gpointer              data,
                          int                   line,
                          const char           *text);
  /* The program, built with bounds checks, read or wrote past an array at line: the
   * checks' words (index 5 out of bounds for type 'int [5]'). */
  void     (*out_of_bounds) (gpointer          data,
                             int               line,
                             const char       *text);
  /* The compiler says function can end at line without its value, which the program uses. */
  void     (*no_return)  (gpointer              data,
                          int                   line,
                          const char           *function);
  /* The program (C++), built with checks of each function's end, ran to its own end and no
   * function ended without its value: what the compiler said never happened. */
  void     (*returned)   (gpointer              data);
  gboolean (*endless)    (gpointer              data,
                          guint                 seconds);
  gboolean (*cpu)        (gpointer              data,
                          guint                 seconds);
  void     (*exit)       (gpointer              data,
                          int                   status);
  void     (*signal)     (gpointer              data,
                          int                   line,
                          int                   number);
  /* The program printed (is_error: on its standard error). */
  void     (*output)     (gpointer              data,
                          gboolean              is_error,
                          const char           *text,
                          gsize                 length);
  /* The child's (kq-student-child.c): it ended with this wait status; the wall clock ran
   * out; the files the program wrote in its folder (KqStudentFile), taken. */
  void     (*exited)     (gpointer              data,
                          int                   wait_status);
  void     (*timed_out)  (gpointer              data);
  void     (*files)      (gpointer              data,
                          GPtrArray            *files);
} KqStudentReport;

/* What a run hands its runner: what the runner reads of it, and where it reports. */
typedef struct {
  /* The program as the user named it, absolute. */
  const char        *program;
  /* Its copy in the folder, the one to compile or run (the box sees nothing else of the
   * user's): the same bare name where it is a plain one, else program.EXT. */
  const char        *source;
  /* The temporary folder: the child's working folder, where a runner may also put what it
   * builds (the compiled program). Removed, with all in it, when the run is freed. */
  const char        *folder;
  /* The copy of the input file in that folder (its own name: QUEENS.INP …), absolute. */
  const char        *input;
  KqStudentLanguage  language;
  /* The input's n (0: it gave none). */
  int                n;
  /* The step limit (a runner may stop its child a little after it; the framework counts). */
  guint64            max_steps;
  /* Whether the caller shows the moves only (KqStudentOptions): a runner may then leave out
   * what only a stack would show. */
  gboolean           moves_only;
  guint              wall_seconds;
  /* When the wall clock runs out (monotonic, µs). */
  gint64             deadline;
  const KqStudentReport *report;
  gpointer           data;  /* the report's */
} KqStudentJob;

/* A language runner (see the top of this file). */
typedef gboolean (*KqStudentRunFunc) (const KqStudentJob  *job,
                                      GCancellable        *cancellable,
                                      GError             **error);

/* The runners (kq-student-execute.c's table picks one by language): Python with our tracer
 * (kq-student-python.c); C, C++ and Pascal under GDB/MI (kq-gdb.c); C and C++ natively, our
 * hooks compiled in, GDB's stepper where they cannot read the board (kq-native.c). */
gboolean kq_student_python_run (const KqStudentJob  *job,
                                GCancellable        *cancellable,
                                GError             **error);
gboolean kq_gdb_run            (const KqStudentJob  *job,
                                GCancellable        *cancellable,
                                GError             **error);
gboolean kq_native_run         (const KqStudentJob  *job,
                                GCancellable        *cancellable,
                                GError             **error);

/* A signal's name ("SIGALRM"; NULL: none we know) and its number by name (0: unknown), as
 * GDB and the C library name them. */
const char *kq_student_signal_name   (int         number);
int         kq_student_signal_number (const char *name);

G_END_DECLS
