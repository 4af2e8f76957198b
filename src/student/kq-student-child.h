/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-child.h: a student's program (or its tracer, or GDB) as a child process, fenced in
 *
 * The child runs in the run's temporary folder, in a process group of its own, under limits:
 * CPU time, 512 MiB of address space, file size and open files (setrlimit, inherited by all it
 * starts), the run's wall clock, 64 MiB of output, and in its box (kq-student-box.h) as many
 * processes as the box may hold: a limit reached ends the run with a crash verdict that says
 * which. Its events (our tracer's lines, or GDB/MI records) come on a stream apart from the
 * program's own output, which goes to the job's report (output ()); so do the child's end, the
 * wall clock's and the files the program wrote (kq-student-runner-private.h). Stop, the wall
 * clock and the end of the read kill the whole group at once: nothing is left behind.
 *
 * Layouts (flags):
 *   DEFAULT          stdin: the input file; stdout, stderr: the program's; fd 3: events (write
 *                    end of a pipe; a tracer opens it with os.fdopen (3, "w"))
 *   STDIN_PIPE       stdin is a pipe instead, written with kq_student_child_write () (GDB/MI
 *                    commands); the input file stays in the folder (run < QUEENS.INP)
 *   EVENTS_ON_STDOUT the child's stdout is the event stream (GDB/MI); its stderr is read as the
 *                    program's standard error; fds 3 and 4 are pipes for the program's standard
 *                    output and error: "run < QUEENS.INP > /dev/fd/3 2> /dev/fd/4"
 */
#pragma once

#include "kq-student-runner-private.h"

G_BEGIN_DECLS

typedef enum {
  KQ_STUDENT_CHILD_DEFAULT          = 0,
  KQ_STUDENT_CHILD_STDIN_PIPE       = 1 << 0,
  KQ_STUDENT_CHILD_EVENTS_ON_STDOUT = 1 << 1,
} KqStudentChildFlags;

typedef struct _KqStudentChild KqStudentChild;

typedef struct {
  guint cpu_seconds;
} KqStudentChildSetup;

/* The address space every child may have (a compiler's message names it). */
#define KQ_STUDENT_CHILD_MEMORY_MIB 512

/* A GSpawnChildSetupFunc (user_data: a KqStudentChildSetup): the child's own process group,
 * killed with its parent thread, and the limits (CPU time, address space, file size, open
 * files, no core) for all it starts: for a child started some other way (the compiler). */
void            kq_student_child_setup (gpointer               user_data);

/* One line of the event stream, its newline removed (nul-terminated; length without it).
 * Return FALSE to end the child now (the report's line () said stop). */
typedef gboolean (*KqStudentChildLineFunc) (char     *line,
                                            gsize     length,
                                            gpointer  user_data);

/* Starts argv (argv[0] looked up in PATH) in job's folder. */
KqStudentChild *kq_student_child_new   (const KqStudentJob    *job,
                                        const char * const    *argv,
                                        KqStudentChildFlags    flags,
                                        GError               **error);
/* The same, file_fd (-1: none) handed to the child as its fd 4 (not with EVENTS_ON_STDOUT):
 * a file the tracer reads (kq-student-python.c's trace module). */
KqStudentChild *kq_student_child_new_full (const KqStudentJob *job,
                                           const char * const *argv,
                                           KqStudentChildFlags flags,
                                           int                 file_fd,
                                           GError            **error);
/* Writes to the child's stdin (STDIN_PIPE): all of text, blocking. */
gboolean        kq_student_child_write (KqStudentChild        *child,
                                        const char            *text,
                                        gsize                  length,
                                        GError               **error);
/* Reads until the child has exited and its streams are drained, calling func for each event
 * line and forwarding the program's output; tells the run how the child ended. FALSE with
 * G_IO_ERROR_CANCELLED when func, the cancellable or the wall clock stopped it (the group is
 * killed then), or another error. */
gboolean        kq_student_child_read  (KqStudentChild        *child,
                                        KqStudentChildLineFunc func,
                                        gpointer               user_data,
                                        GCancellable          *cancellable,
                                        GError               **error);
/* Kills the group (if still there), closes the pipes, reaps the child. */
void            kq_student_child_free  (KqStudentChild        *child);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqStudentChild, kq_student_child_free)

G_END_DECLS
