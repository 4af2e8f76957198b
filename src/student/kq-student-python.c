/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-python.c: the Python runner: python3 with our tracer (kq-student-tracer.py) */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n.h>

#include "kq-student-child.h"
#include "kq-student-private.h"
#include "kq-student-resources.h"

#define TRACER "/io/github/kqteam/KnightsQueens/student/kq-student-tracer.py"
#define QUIET_CPU_SECONDS 10

typedef struct {
  KqStudentRun *run;
  char         *syntax_error;  /* "file:line: message" when it does not compile */
} Reader;

/* One value as the tracer writes it: decimal, T, F, 'code, _. */
static KqStudentValue
parse_value (const char *word)
{
  switch (word[0])
    {
    case 'T':
      return (KqStudentValue) { KQ_STUDENT_VALUE_BOOL, 1 };
    case 'F':
      return (KqStudentValue) { KQ_STUDENT_VALUE_BOOL, 0 };
    case '\'':
      return (KqStudentValue) { KQ_STUDENT_VALUE_CHAR, g_ascii_strtoll (word + 1, NULL, 10) };
    case '_':
    case '\0':
      return (KqStudentValue) { KQ_STUDENT_VALUE_NONE, 0 };
    default:
      return (KqStudentValue) { KQ_STUDENT_VALUE_INT, g_ascii_strtoll (word, NULL, 10) };
    }
}

/* The next space-separated word of *cursor, nul-terminated in place. */
static const char *
next_word (char **cursor)
{
  char *word = *cursor;
  char *space = strchr (word, ' ');

  if (space != NULL)
    {
      *space = '\0';
      *cursor = space + 1;
    }
  else
    *cursor = word + strlen (word);
  return word;
}

/* "id name rows cols v…": an array, or (stack) a list that grows and shrinks. */
static void
read_array (KqStudentRun *run,
            char         *cursor,
            gboolean      stack)
{
  guint id = (guint) atoi (next_word (&cursor));
  const char *name = next_word (&cursor);
  int rows = atoi (next_word (&cursor));
  int cols = atoi (next_word (&cursor));
  gsize size = (gsize) MAX (rows, 0) * (gsize) MAX (cols, 1);
  g_autofree KqStudentValue *cells = NULL;

  if (rows < 0 || cols < 0 || rows > KQ_STUDENT_CELLS_MAX || cols > KQ_STUDENT_CELLS_MAX ||
      size > KQ_STUDENT_CELLS_MAX)
    return;
  cells = g_new0 (KqStudentValue, MAX (size, 1));
  for (gsize i = 0; i < size && *cursor != '\0'; i++)
    cells[i] = parse_value (next_word (&cursor));
  if (stack)
    kq_student_run_stack (run, id, name, rows, cols, cells);
  else
    kq_student_run_array (run, id, name, rows, cols, 0, 0, cells);
}

static gboolean
read_event (char     *line,
            gsize     length,
            gpointer  user_data)
{
  Reader *reader = user_data;
  KqStudentRun *run = reader->run;
  char *cursor = line + 2;

  if (length < 1)
    return TRUE;
  if (length < 2)
    cursor = line + length;
  switch (line[0])
    {
    case 'L':
      return kq_student_run_line (run, atoi (cursor));
    case 'C':
      kq_student_run_enter (run, cursor);
      break;
    case 'R':
      kq_student_run_leave (run);
      break;
    case 'V':
    case 'G':
      {
        const char *name = next_word (&cursor);

        if (line[0] == 'V')
          kq_student_run_local (run, name, parse_value (cursor));
        else
          kq_student_run_global (run, name, parse_value (cursor));
      }
      break;
    case 'W':
      {
        guint id = (guint) atoi (next_word (&cursor));
        int i = atoi (next_word (&cursor));
        int j = atoi (next_word (&cursor));

        kq_student_run_cell (run, id, i, j, parse_value (cursor));
      }
      break;
    case 'A':
    case 'T':
      read_array (run, cursor, line[0] == 'T');
      break;
    case 'E':
      {
        int at = atoi (next_word (&cursor));

        kq_student_run_crash (run, at, cursor);
      }
      break;
    case 'Q':
      kq_student_run_exit (run, atoi (cursor));
      break;
    case 'K':
      if (atoi (cursor) > 0)
        kq_student_run_signal (run, 0, atoi (cursor));
      break;
    case 'P':
      return kq_student_run_cpu (run, (guint) atoi (cursor));
    case 'S':
      {
        int at = atoi (next_word (&cursor));
        /* the program as the user gave it, not the run's copy (program.py for "a b.py") */
        g_autofree char *name =
          g_filename_display_basename (kq_student_run_get_program (run));

        g_free (reader->syntax_error);
        reader->syntax_error = g_strdup_printf ("%s:%d: %s", name, at, cursor);
      }
      break;
    default:
      break;
    }
  return TRUE;
}

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
  Reader reader = { run, NULL };
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
   * (kq-gdb-trace.py's _ENDLESS), or the environment's KQ_STUDENT_QUIET_CPU (1 to 600): the
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
  read = kq_student_child_read (child, read_event, &reader, cancellable, error);
  if (read && reader.syntax_error != NULL)
    {
      g_set_error_literal (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE,
                           reader.syntax_error);
      read = FALSE;
    }
  g_free (reader.syntax_error);
  return read;
}
