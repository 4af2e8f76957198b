/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-private.h: what the room's files share: the run's arrays, the board reader */
#pragma once

#include "kq-student.h"

G_BEGIN_DECLS

/* The run, for the child (kq-student-child.c). */
guint    _kq_student_run_get_wall_seconds (const KqStudentRun *run);
/* When the wall clock runs out (monotonic, µs). */
gint64   _kq_student_run_get_deadline     (const KqStudentRun *run);
/* The child ended with this wait status. */
void     _kq_student_run_exited           (KqStudentRun       *run,
                                           int                 wait_status);
void     _kq_student_run_timed_out        (KqStudentRun       *run);

/* The run, for the board reader: what the open step did, and a verdict at it. */
void     _kq_student_run_op               (KqStudentRun       *run,
                                           KqStudentOp         op,
                                           int                 row,
                                           int                 col,
                                           int                 move);
void     _kq_student_run_solution         (KqStudentRun       *run,
                                           guint64             number);
/* Takes verdict's detail; its step and line, unless set, are the open step's. */
void     _kq_student_run_verdict          (KqStudentRun       *run,
                                           KqStudentVerdict   *verdict);

/* The open step's number and line. */
void     _kq_student_run_current_step     (const KqStudentRun *run,
                                           guint64            *step,
                                           int                *line);

/* The board read from the program's arrays, judged (kq-student-board.c). */
typedef struct _KqStudentBoard KqStudentBoard;

/* start: the tour's start square, 0-based; forced: --board's name or NULL. */
KqStudentBoard *_kq_student_board_new       (KqStudentRun         *run,
                                             KqProblem             problem,
                                             int                   n,
                                             int                   start_row,
                                             int                   start_col,
                                             const char           *forced);
void            _kq_student_board_free      (KqStudentBoard       *board);
/* An array appeared or was replaced. */
void            _kq_student_board_array     (KqStudentBoard       *board,
                                             const KqStudentArray *array);
/* A cell of array was written (the array already holds the new value; old is the one before). */
void            _kq_student_board_cell      (KqStudentBoard       *board,
                                             const KqStudentArray *array,
                                             int                   index,
                                             KqStudentValue        old);
/* The program ended by itself: the verdicts on what it did not find. */
void            _kq_student_board_finish    (KqStudentBoard       *board);
guint64         _kq_student_board_get_solutions (const KqStudentBoard *board);
const char     *_kq_student_board_get_name  (const KqStudentBoard *board);

G_END_DECLS
