/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb-bounds.c: a C or C++ program's reads and writes past its arrays
 *
 * A knight's move tested after its square was read (board[x + 2][y + 1] == 0 && x + 2 < n),
 * a board of 5 filled as 1 .. 5: the program reads or writes past its array, and goes on by
 * chance, its tour right or not. No board shows it. The program is built once more with
 * gcc's bounds checks (-fsanitize=bounds: arrays whose size the compiler knows) and run
 * natively, in its box, on the same input, for a few seconds at most, after the traced run;
 * only the first "runtime error: index … out of bounds" it writes on its standard error is
 * read, and said at its line. The traced program is the one built as before: the checks'
 * runtime would change what its uninitialised locals hold. A C++ program's functions are
 * checked at their ends as well (-fsanitize=return): one that ran to its own end with none
 * ended without its value never did what the compiler's warning feared.
 */
#define G_LOG_DOMAIN "kq-gdb"

#include "config.h"

#include "kq-gdb-compile.h"
#include "kq-student-child.h"

#include <string.h>
#include <sys/wait.h>

/* The checked run's wall clock, and the most of its standard error kept. */
#define BOUNDS_SECONDS 5
#define BOUNDS_ERROR_MAX 65536

typedef struct {
  GString *error;
  gboolean ended;   /* by its own exit, not the clock's or a signal */
} Checked;

static void
checked_output (gpointer    data,
                gboolean    is_error,
                const char *text,
                gsize       length)
{
  Checked *checked = data;

  if (is_error && checked->error->len < BOUNDS_ERROR_MAX)
    g_string_append_len (checked->error, text,
                         (gssize) MIN (length, BOUNDS_ERROR_MAX - checked->error->len));
}

static void
checked_files (gpointer   data,
               GPtrArray *files)
{
  g_ptr_array_unref (files);
}

static void
checked_crash (gpointer    data,
               int         line,
               const char *text)
{
}

static void
checked_exited (gpointer data,
                int      wait_status)
{
  Checked *checked = data;

  checked->ended = WIFEXITED (wait_status);
}

static void
checked_timed_out (gpointer data)
{
  Checked *checked = data;

  checked->ended = FALSE;
}

static gboolean
checked_line (char     *line,
              gsize     length,
              gpointer  user_data)
{
  return TRUE;
}

/* All the checked run tells that is read is its standard error: its end (a crash the trace
 * said already, the clock), the files it wrote are nothing. */
static const KqStudentReport checked_report = {
  .output = checked_output,
  .files = checked_files,
  .timed_out = checked_timed_out,
  .crash = checked_crash,
  .exited = checked_exited,
};

/* The first "SOURCE:LINE:COL: runtime error: index …" of error: its line, and its text into
 * what; 0: none. */
static int
first_out_of_bounds (const char  *error,
                     const char  *source,
                     char       **what)
{
  g_autofree char *base = g_path_get_basename (source);
  g_autofree char *pattern = g_strdup_printf ("^(?:.*/)?\\Q%s\\E:(\\d+):\\d+: runtime error: "
                                              "(index -?\\d+ out of bounds[^\\n]*)", base);
  g_autoptr (GRegex) said = g_regex_new (pattern, G_REGEX_MULTILINE | G_REGEX_RAW, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_autofree char *line = NULL;

  if (said == NULL || !g_regex_match (said, error, 0, &match))
    return 0;
  line = g_match_info_fetch (match, 1);
  *what = g_match_info_fetch (match, 2);
  return (int) CLAMP (g_ascii_strtoll (line, NULL, 10), 0, G_MAXINT);
}

void
kq_gdb_check_bounds (const KqStudentJob *job,
                     GCancellable       *cancellable)
{
  g_autofree char *base = g_path_get_basename (job->source);
  g_autofree char *stem = g_strndup (base, strcspn (base, "."));
  g_autofree char *program = g_strconcat (stem, ".kq-bounds", NULL);
  g_autofree char *path = g_build_filename (job->folder, program, NULL);
  g_autoptr (GString) error = g_string_new (NULL);
  g_autoptr (KqStudentChild) child = NULL;
  g_autofree char *what = NULL;
  Checked checked = { error, FALSE };
  KqStudentJob side = *job;
  gboolean cpp = job->language == KQ_STUDENT_LANGUAGE_CPP;
  /* (C++'s functions checked at their ends too: C's may end without a value, unread) */
  const char * const build[] = { cpp ? "g++" : "gcc", "-g", "-O0", "-w",
                                 cpp ? "-fsanitize=bounds,return" : "-fsanitize=bounds",
                                 "-fdiagnostics-color=never", "-o", program, base, "-lm", NULL };
  const char * const argv[] = { path, NULL };
  int line;

  if (job->report->out_of_bounds == NULL ||
      (job->language != KQ_STUDENT_LANGUAGE_C && job->language != KQ_STUDENT_LANGUAGE_CPP) ||
      !kq_gdb_compile_tool (job, build, cancellable, NULL))
    return;
  side.report = &checked_report;
  side.data = &checked;
  side.deadline = g_get_monotonic_time () + BOUNDS_SECONDS * G_USEC_PER_SEC;
  child = kq_student_child_new (&side, argv, KQ_STUDENT_CHILD_DEFAULT, NULL);
  /* (its end, the clock's or its own, is no matter: what it wrote till then is read) */
  if (child == NULL)
    return;
  kq_student_child_read (child, checked_line, NULL, cancellable, NULL);
  g_clear_pointer (&child, kq_student_child_free);
  line = first_out_of_bounds (error->str, job->source, &what);
  if (line > 0)
    job->report->out_of_bounds (job->data, line, what);
  /* (a function the compiler says may end without its value, that never did) */
  if (cpp && checked.ended && job->report->returned != NULL &&
      strstr (error->str, "reached the end of a value-returning function") == NULL)
    job->report->returned (job->data);
}
