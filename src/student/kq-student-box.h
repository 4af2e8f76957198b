/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-box.h: the box a student's program is compiled and run in (bubblewrap) */
#pragma once

#include "kq-student-runner.h"

G_BEGIN_DECLS

/* argv, run in the box whose only writable place is folder (also its working folder and
 * home). NULL with KQ_STUDENT_ERROR_TOOLCHAIN when bubblewrap is not installed. */
char **kq_student_box_argv (const char          *folder,
                            const char * const  *argv,
                            GError             **error);

G_END_DECLS
