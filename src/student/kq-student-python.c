/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-python.c: the Python runner: python3 with our tracer (kq-student-tracer.py) */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "kq-student-child.h"
#include "kq-student-events.h"
#include "kq-student-resources.h"

#define TRACER "/io/github/kqteam/KnightsQueens/student/kq-student-tracer.py"
#define TRACE_MODULE "/io/github/kqteam/KnightsQueens/student/kq-student-trace.so"
#define QUIET_CPU_SECONDS 10

/* The tracer's trace function in C (kq-student-trace.c, issue 41), an extension module in a
 * sealed memory file: handed to the tracer as a file, it needs no path in the box nor one
 * installed, and what runs there cannot change it. -1 where it cannot be made, or the
 * environment's KQ_STUDENT_PYTRACE is "python" (the tests compare the two): the tracer's
 * Python alone traces then, as it does where the module does not load. */
static int
trace_module_fd (void)
{
  static int fd = -1;
  static gsize made;

  if (g_strcmp0 (g_getenv ("KQ_STUDENT_PYTRACE"), "python") == 0)
    return -1;
  if (g_once_init_enter (&made))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) module = g_resource_lookup_data (kq_student_get_resource (),
                                                         TRACE_MODULE,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      gsize length, done = 0;
      const char *data = module != NULL ? g_bytes_get_data (module, &length) : NULL;
      int file = data != NULL ?
                 memfd_create ("kq-student-trace", MFD_CLOEXEC | MFD_ALLOW_SEALING) : -1;

      while (file >= 0 && done < length)
        {
          gssize n = write (file, data + done, length - done);

          if (n < 0 && errno == EINTR)
            continue;
          if (n <= 0)
            break;
          done += (gsize) n;
        }
      if (file >= 0 && done == length &&
          fcntl (file, F_ADD_SEALS, F_SEAL_SEAL | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE) == 0)
        fd = file;
      else
        {
          g_debug ("The trace module is not handed to the tracer: %s",
                   error != NULL ? error->message : g_strerror (errno));
          if (file >= 0)
            close (file);
        }
      g_once_init_leave (&made, 1);
    }
  return fd;
}

gboolean
kq_student_python_run (const KqStudentJob *job,
                       GCancellable       *cancellable,
                       GError            **error)
{
  g_autoptr(GBytes) tracer = NULL;
  g_autoptr(KqStudentChild) child = NULL;
  /* Debian's own, the one the box holds (not a pyenv shim of the user's) */
  const char *python = "/usr/bin/python3";
  g_autofree char *code = NULL;
  g_autofree char *quiet_cpu = NULL;
  int module_fd = trace_module_fd ();
  guint64 seconds;
  g_autoptr (KqStudentEventReader) events = kq_student_event_reader_new (job);
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
    /* -I: no PYTHON* variables, no user site: the program runs as on a clean machine; the
     * trace module's fd, or none */
    const char * const argv[] = { python, "-I", "-c", code, job->source,
                                  quiet_cpu, module_fd >= 0 ? "4" : "", NULL };

    child = kq_student_child_new_full (job, argv, KQ_STUDENT_CHILD_DEFAULT, module_fd, error);
  }
  if (child == NULL)
    return FALSE;
  read = kq_student_child_read (child, kq_student_event_reader_read, events, cancellable,
                                error);
  syntax_error = kq_student_event_reader_get_syntax_error (events, &line);
  if (read && syntax_error != NULL)
    {
      /* the program as the user gave it, not the run's copy (program.py for "a b.py") */
      g_autofree char *name = g_filename_display_basename (job->program);

      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE, "%s:%d: %s", name, line,
                   syntax_error);
      read = FALSE;
    }
  return read;
}
