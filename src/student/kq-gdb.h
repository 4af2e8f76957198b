/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb.h: our tracer inside GDB, as kq-gdb.c runs it and kq-native.c asks it
 *
 * kq_gdb_run () (kq-student-runner-private.h) runs a C, C++ or Free Pascal program under
 * GDB/MI, our tracer's files sourced into GDB's Python; kq-native.c sources the same files to
 * ask GDB, without running the program, where the tracer would stop and what it would read.
 */
#pragma once

#include "kq-student-runner-private.h"

G_BEGIN_DECLS

/* The tracer's files, in the order GDB sources them (each uses what those before it
 * define, in GDB's one Python namespace); NULL-terminated. */
extern const char * const kq_gdb_tracer_files[];

/* Writes the resource of the room called name (kq-native-query.py …) into folder. */
gboolean kq_gdb_write_resource (const char  *folder,
                                const char  *name,
                                GError     **error);
/* Writes the tracer's files into folder. */
gboolean kq_gdb_write_tracer   (const char  *folder,
                                GError     **error);

G_END_DECLS
