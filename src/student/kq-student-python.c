/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-python.c: the Python runner: python3 with our tracer (kq-student-tracer.py) */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-student-child.h"
#include "kq-student-events.h"
#include "kq-student-resources.h"

#define TRACER "/io/github/kqteam/KnightsQueens/student/kq-student-tracer.py"
#define QUIET_CPU_SECONDS 10

gboolean
kq_student_python_run (KqStudentRun  *run,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autoptr(GBytes) tracer = NULL;
  g_autoptr(KqStudentChild) child = NULL;
  /* Debian's own, the one the box holds (not a pyenv shim of the user's) */
  const char *python = "/usr/bin/python3";
  g_autofree char *code = NULL;
  g_autofree char *quiet_cpu = NULL;
  guint64 seconds;
  g_autoptr (KqStudentEventReader) events = kq_student_event_reader_new (run);
  const char *syntax_error;
  int line;
  gboolean read;

  if (!g_file_test (python, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_TOOLCHAIN,
                   _("python3 is needed to run a Python program: install the package %s"),
                   "python3");
      return FALSE;
    }
  tracer = g_resource_lookup_data (kq_student_get_resource (), TRACER,
                                   G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (tracer == NULL)
    return FALSE;
  code = g_strndup (g_bytes_get_data (tracer, NULL), g_bytes_get_size (tracer));
  /* the processor time it may use with no line run: as long as a line may run on in C
   * (kq-gdb-stepper.py's _ENDLESS), or the environment's KQ_STUDENT_QUIET_CPU (1 to 600): the
   * tests' */
  if (!g_ascii_string_to_unsigned (g_getenv ("KQ_STUDENT_QUIET_CPU") ?: "", 10, 1, 600,
                                   &seconds, NULL))
    seconds = QUIET_CPU_SECONDS;
  quiet_cpu = g_strdup_printf ("%" G_GUINT64_FORMAT, seconds);
  {
    /* -I: no PYTHON* variables, no user site: the program runs as on a clean machine */
    const char * const argv[] = { python, "-I", "-c", code, kq_student_run_get_source (run),
                                  quiet_cpu, NULL };

    child = kq_student_child_new (run, argv, KQ_STUDENT_CHILD_DEFAULT, error);
  }
  if (child == NULL)
    return FALSE;
  read = kq_student_child_read (child, kq_student_event_reader_read, events, cancellable,
                                error);
  syntax_error = kq_student_event_reader_get_syntax_error (events, &line);
  if (read && syntax_error != NULL)
    {
      /* the program as the user gave it, not the run's copy (program.py for "a b.py") */
      g_autofree char *name = g_filename_display_basename (kq_student_run_get_program (run));

      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE, "%s:%d: %s", name, line,
                   syntax_error);
      read = FALSE;
    }
  return read;
}
