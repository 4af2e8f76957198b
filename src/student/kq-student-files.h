/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-files.h: the files a student's program wrote in its folder (kq-student-files.c) */
#pragma once

#include "kq-student.h"

G_BEGIN_DECLS

/* What folder holds before the program runs: its names and their stamps, to tell what the
 * program made or changed. */
GHashTable *_kq_student_files_snapshot    (const char          *folder);
/* The regular files of folder (as seen under root: "", or a box's kq_student_box_root ())
 * new or changed since stamps, by name (KqStudentFile): at most KQ_STUDENT_FILES_MAX of them,
 * KQ_STUDENT_BOX_WRITE_BYTES in all. */
GPtrArray  *_kq_student_files_take        (const char          *root,
                                           const char          *folder,
                                           GHashTable          *stamps);
void        _kq_student_file_free         (gpointer             data);
/* Writes file beside program, where a run of its own would have left it
 * (kq_student_run_write_back ()). */
gboolean    _kq_student_file_write_back   (const char          *program,
                                           const KqStudentFile *file,
                                           char               **written,
                                           GError             **error);

G_END_DECLS
