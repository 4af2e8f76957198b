/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-program-runner.h: a student's own program run in a worker, one at a time (src/student)
 *
 * The program (.py; .c, .cpp, .pas under GDB) runs on the input beside it, or on a text typed
 * for it, in a worker thread, fenced in by src/student, and is judged. While it runs, the
 * runner says in the main thread, a few times a second, the lines it ran (steps), the line it
 * runs now (line), its code once read and the board its moves left (::progress); Stop ends it
 * where it is. Its search is then a timeline's moves (KqMove), each with the program's line that
 * made it, the solutions and the verdicts at their moves, and the log of its stack and arrays
 * at each position (::finished). The signals and properties are the main thread's.
 */
#pragma once

#include <gio/gio.h>

#include "kq-student.h"
#include "kq-student-log.h"
#include "kq-timeline.h"

G_BEGIN_DECLS

#define KQ_TYPE_PROGRAM_RUNNER (kq_program_runner_get_type ())
G_DECLARE_FINAL_TYPE (KqProgramRunner, kq_program_runner, KQ, PROGRAM_RUNNER, GObject)

KqProgramRunner   *kq_program_runner_new          (void);
/* Cancels the run in progress, if any (its ::finished never comes), and runs file on input: a
 * text typed for it (written where the program opens it: QUEENS.INP for n queens, else named
 * as the program, knight.pas: KNIGHT.INP), or NULL: the input beside it. board: the array read
 * as its board, NULL: found by what the program does. ::finished when it ends. */
void               kq_program_runner_start        (KqProgramRunner  *self,
                                                   GFile            *file,
                                                   const char       *input,
                                                   const char       *board);
/* Stop: the program ends where it is, and ::finished says what it ran (stopped). */
void               kq_program_runner_stop         (KqProgramRunner  *self);
/* The run let go (another file opened, the window closed): no ::finished comes. */
void               kq_program_runner_cancel       (KqProgramRunner  *self);
gboolean           kq_program_runner_get_running  (KqProgramRunner  *self);
/* The program of the run going on, or of the last one; NULL before any. */
GFile             *kq_program_runner_get_file     (KqProgramRunner  *self);
/* The lines it ran so far, the line it runs now (0: none yet); once it ended, the line of its
 * last step (where Stop stopped it). */
guint64            kq_program_runner_get_steps    (KqProgramRunner  *self);
int                kq_program_runner_get_line     (KqProgramRunner  *self);
/* Its code once read (NULL before), and its language. */
const char        *kq_program_runner_get_source   (KqProgramRunner  *self);
KqStudentLanguage  kq_program_runner_get_language (KqProgramRunner  *self);
/* Its board's problem and size: the input's (8 where it says none) until a step comes, then
 * the board found. */
KqProblem          kq_program_runner_get_problem  (KqProgramRunner  *self);
int                kq_program_runner_get_n        (KqProgramRunner  *self);
/* The moves that make its board now (a tour's path, a queen a row), as ::progress said last
 * (moved). */
const KqMove      *kq_program_runner_get_board    (KqProgramRunner  *self,
                                                   guint            *n_moves);

/* After ::finished without an error: its search, the moves up to the first slip, or all
 * (where it opens), each move's line (int, a reference), the moves up to each solution it
 * found (guint, a reference), how many it found, what it printed. */
const KqMove      *kq_program_runner_get_moves    (KqProgramRunner  *self,
                                                   guint            *n_moves);
guint              kq_program_runner_get_position (KqProgramRunner  *self);
GArray            *kq_program_runner_ref_lines    (KqProgramRunner  *self);
GArray            *kq_program_runner_ref_solutions (KqProgramRunner *self);
guint64            kq_program_runner_get_found    (KqProgramRunner  *self);
const char        *kq_program_runner_get_output   (KqProgramRunner  *self);
/* Its verdicts; each one's moves (the position of the step it names, the end for those no
 * step named), and whether it is at the run's end past its last move. */
const KqStudentVerdict *kq_program_runner_get_verdicts (KqProgramRunner *self,
                                                        guint           *n_verdicts);
guint              kq_program_runner_get_verdict_position (KqProgramRunner *self,
                                                           guint            verdict);
gboolean           kq_program_runner_get_verdict_at_end   (KqProgramRunner *self,
                                                           guint            verdict);
/* Whether the log has the run's end past its last move (a point more: a line without end, a
 * crash, the step limit, Stop), and whether Stop ended it. */
gboolean           kq_program_runner_get_has_end  (KqProgramRunner  *self);
gboolean           kq_program_runner_get_stopped  (KqProgramRunner  *self);
/* The files it wrote in its folder (KqStudentFile, by name; NULL: none, or before its end),
 * as its box left them; one of them written beside the program (*written: where). */
GPtrArray         *kq_program_runner_get_files    (KqProgramRunner  *self);
gboolean           kq_program_runner_write_back   (KqProgramRunner  *self,
                                                   guint             file,
                                                   char            **written,
                                                   GError          **error);
/* The stack and arrays at the start and after each move (and the end), taken: NULL after. */
KqStudentLog      *kq_program_runner_steal_log    (KqProgramRunner  *self);
/* Worker threads still running, in every runner (for tests). */
guint              kq_program_runner_get_live_workers (void);

G_END_DECLS
