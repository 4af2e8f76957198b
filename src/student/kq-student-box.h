/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-box.h: the box a student's program is compiled and run in (bubblewrap) */
#pragma once

#include "kq-student.h"

G_BEGIN_DECLS

/* The fd a boxed child must be handed the filter on (kq_student_box_argv's filter_fd). */
#define KQ_STUDENT_BOX_FILTER_FD 5
/* The fds a program's box must be handed two pipes on: the read end of the hold, and the
 * write end of done. Once the program has ended (and all it started), done is closed and the
 * box is held until the hold's write end is closed: kq_student_box_root () reads it then. */
#define KQ_STUDENT_BOX_HOLD_FD 6
#define KQ_STUDENT_BOX_DONE_FD 7
/* The most a box may write in its /tmp, and a program's box in its folder. */
#define KQ_STUDENT_BOX_WRITE_BYTES ((guint64) 64 * 1024 * 1024)
/* The most processes a box may hold (its kq_student_box_count ()). */
#define KQ_STUDENT_BOX_PROCESSES 64

typedef enum {
  /* the program's: the folder's files read-only in a folder of KQ_STUDENT_BOX_WRITE_BYTES */
  KQ_STUDENT_BOX_PROGRAM,
  /* the compiler's: the folder itself writable, where it leaves the program it makes */
  KQ_STUDENT_BOX_COMPILER,
} KqStudentBoxKind;

/* Whether the box can be made here: bubblewrap installed, and user namespaces open to this
 * user (probed once a process). FALSE with KQ_STUDENT_ERROR_BOX naming the package or the
 * sysctl, and how to run unboxed. */
gboolean kq_student_box_check       (GError             **error);
/* From now on, this process runs the students' programs without the box (--no-sandbox; the
 * window, once the user said so): only the child's rlimits fence them in. */
void     kq_student_box_set_unboxed (gboolean             unboxed);
gboolean kq_student_box_get_unboxed (void);

/* argv, run in the box whose only writable places are folder (also its working folder and
 * home) and a private /tmp; argv itself when unboxed. *filter_fd: the read end of a pipe
 * holding the box's seccomp filter, to be handed to the child as KQ_STUDENT_BOX_FILTER_FD
 * and then closed (-1 unboxed). NULL with KQ_STUDENT_ERROR_BOX when the box cannot be
 * made. */
char   **kq_student_box_argv        (const char          *folder,
                                     const char * const  *argv,
                                     KqStudentBoxKind     kind,
                                     int                 *filter_fd,
                                     GError             **error);

/* The processes in the box that child (the bwrap kq_student_box_argv started) made; 0
 * unboxed or once it has gone. */
guint    kq_student_box_count       (GPid                 child);
/* "/proc/PID/root": the box's file system, as it is while a process of the box lives; NULL
 * once it has gone. */
char    *kq_student_box_root        (GPid                 child);

G_END_DECLS
