/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb.c: C, C++ and Pascal under GDB/MI: a placeholder until the GDB runner is merged */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-student-runner.h"

gboolean
kq_gdb_run (KqStudentRun  *run,
            GCancellable  *cancellable,
            GError       **error)
{
  (void) cancellable;
  g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_LANGUAGE,
               _("Programs in C, C++ and Pascal cannot be traced yet: %s"),
               kq_student_run_get_program (run));
  return FALSE;
}
