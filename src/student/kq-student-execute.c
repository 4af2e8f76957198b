/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-execute.c: a run executed by its language's runner
 *
 * Above both the run and its runners: the run (kq-student-run.c) hands a job, the runner
 * picked here by language runs it and reports through it, and the run judges the end. The run
 * calls no runner, and no runner calls the run. A C or C++ program that ran is run once more,
 * built with bounds checks (kq-gdb-bounds.c), also where its trace stopped at the limit of
 * steps: the checked run is native, and goes further in its seconds. A program to compile
 * that reads, with no input, is only compiled: its errors, else the input asked for.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-gdb-compile.h"
#include "kq-student-private.h"

static const KqStudentRunFunc runners[] = {
  [KQ_STUDENT_LANGUAGE_PYTHON] = kq_student_python_run,
  [KQ_STUDENT_LANGUAGE_C] = kq_native_run,
  [KQ_STUDENT_LANGUAGE_CPP] = kq_native_run,
  [KQ_STUDENT_LANGUAGE_PASCAL] = kq_gdb_run,
};

gboolean
kq_student_run_execute (KqStudentRun  *run,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  const KqStudentJob *job;

  g_return_val_if_fail (run != NULL, FALSE);

  job = _kq_student_run_begin (run);
  /* (a program to compile that reads, with no input: its compiler's errors, else the input
   * asked for) */
  if (_kq_student_run_get_no_input (run) != NULL)
    {
      g_autofree char *built = kq_gdb_compile (job, cancellable, &local_error);

      if (built != NULL)
        local_error = g_error_copy (_kq_student_run_get_no_input (run));
      return _kq_student_run_end (run, g_steal_pointer (&local_error),
                                  g_cancellable_is_cancelled (cancellable), error);
    }
  /* (a C or C++ program that ran, to its end or to the limit of steps that stopped its
   * trace: built again with bounds checks, run once more) */
  if (runners[job->language] (job, cancellable, &local_error) ||
      (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
       !g_cancellable_is_cancelled (cancellable)))
    kq_gdb_check_bounds (job, cancellable);
  return _kq_student_run_end (run, g_steal_pointer (&local_error),
                              g_cancellable_is_cancelled (cancellable), error);
}
