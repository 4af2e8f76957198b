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

G_END_DECLS
