/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb-compile.h: C, C++ and Free Pascal programs compiled for GDB
 *
 * kq-gdb-compile.c builds the program with debugging information in the run's folder;
 * kq-gdb.c runs it under GDB/MI with our tracer (kq-gdb-trace.py) inside GDB and hands what
 * it reports to the run (kq-student-runner.h).
 */
#pragma once

#include "kq-student-runner.h"

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
char       *kq_gdb_compile     (KqStudentRun  *run,
                                GCancellable  *cancellable,
                                GError       **error);

/* The same, C or C++, to assembly (gcc -S): its path, STEM.kq.s in the folder; the same
 * messages. */
char       *kq_gdb_compile_assembly (KqStudentRun  *run,
                                     GCancellable  *cancellable,
                                     GError       **error);

/* Runs argv, a tool of the toolchain (gcc -S, GDB on a program it does not run), in the run's
 * box as the compiler runs, writing in the folder: whether it ran and succeeded; FALSE with
 * KQ_STUDENT_ERROR_RUN and its messages otherwise (cancelled: G_IO_ERROR_CANCELLED). */
gboolean    kq_gdb_compile_tool (KqStudentRun        *run,
                                 const char * const  *argv,
                                 GCancellable        *cancellable,
                                 GError             **error);

/* Writes the resource of the room called name (kq-gdb-trace.py …) into folder. */
gboolean    kq_gdb_write_resource (const char  *folder,
                                   const char  *name,
                                   GError     **error);

/* One event line of kq-gdb-trace.py's grammar (its mark removed), told to run; also
 * kq-native-rt.c's. FALSE: the run says stop. */
gboolean    kq_gdb_event       (KqStudentRun  *run,
                                const char    *text);

/* C and C++ run natively, our hooks compiled in (kq-native.c); GDB's stepper where they
 * cannot read the board. */
gboolean    kq_native_run      (KqStudentRun  *run,
                                GCancellable  *cancellable,
                                GError       **error);

G_END_DECLS
