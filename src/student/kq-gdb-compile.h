/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb-compile.h: C, C++ and Free Pascal programs compiled for GDB
 *
 * kq-gdb-compile.c builds the program with debugging information in the run's folder, and
 * runs the toolchain's other tools in the compiler's box; kq-gdb.c runs the program under
 * GDB/MI with our tracer inside GDB (kq-gdb.h), kq-native.c natively.
 */
#pragma once

#include "kq-student-runner-private.h"

G_BEGIN_DECLS

/* The Debian package that provides program ("gcc", "g++", "fpc", "gdb"). */
const char *kq_gdb_package_for (const char *program);

/* Whether program is on PATH; else FALSE with KQ_STUDENT_ERROR_TOOLCHAIN naming its package. */
gboolean    kq_gdb_find_tool   (const char  *program,
                                GError     **error);

/* Compiles the run's copy of its program in its folder, in the box, unoptimised with
 * debugging information (gcc/g++ -g -O0, fpc -gw3): the executable's path. A compile error is
 * KQ_STUDENT_ERROR_COMPILE, its message the compiler's, each line "file:line:col: …" (Free
 * Pascal's "file(line,col) Error: …" rewritten so) naming the program as the user gave it;
 * a limit the compiler reached (time, memory: an #include of /dev/zero or of a pipe) its
 * first line. Cancelled, the compiler and all it started are gone when it returns. */
char       *kq_gdb_compile     (const KqStudentJob *job,
                                GCancellable       *cancellable,
                                GError            **error);

/* The same, C or C++, to assembly (gcc -S): its path, STEM.kq.s in the folder; the same
 * messages. */
char       *kq_gdb_compile_assembly (const KqStudentJob *job,
                                     GCancellable       *cancellable,
                                     GError            **error);

/* Runs argv, a tool of the toolchain (gcc -S, GDB on a program it does not run), in the run's
 * box as the compiler runs, writing in the folder: whether it ran and succeeded; FALSE with
 * KQ_STUDENT_ERROR_RUN and its messages otherwise (cancelled: G_IO_ERROR_CANCELLED). */
gboolean    kq_gdb_compile_tool (const KqStudentJob *job,
                                 const char * const *argv,
                                 GCancellable       *cancellable,
                                 GError            **error);

/* Builds a C or C++ program again with bounds checks and runs it natively in its box, on its
 * input, a few seconds at most: the first read or write past an array it makes goes to the
 * job's report (out_of_bounds). Anything that fails is nothing said (kq-gdb-bounds.c). */
void        kq_gdb_check_bounds (const KqStudentJob *job,
                                 GCancellable       *cancellable);

/* Tells the job's report of each function the compiler's messages say can end without its
 * value (kq-gdb-no-return.c), where the program's source uses that value. */
void        kq_gdb_report_no_return (const KqStudentJob *job,
                                     const char         *messages);

G_END_DECLS
