/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The box a student's program runs in (src/student/kq-student-box.c), tried by hostile
 * programs (tests/data/student/box-*.py): the system calls refused, a fork bomb ended with
 * nothing left, the writes and the output bounded, the user's files out of reach; no box
 * where bubblewrap is missing, unless asked. python3 and bubblewrap are needed (else SKIP). */
#include "config.h"

#include <glib/gstdio.h>

#include "kq-student.h"
#include "kq-student-box.h"
/* the run's folder, which only a runner reads */
#include "kq-student-private.h"
#include "kq-test-student.h"

static gboolean
skip_without_box (void)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("python3 is not installed");
      return TRUE;
    }
  if (!kq_student_box_check (&error))
    {
      g_test_skip (error->message);
      return TRUE;
    }
  return FALSE;
}

/* program (tests/data/student) run to its end on QUEENS.INP. */
static KqStudentRun *
run_boxed (const char *program)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KqStudentRun) run = kq_test_student_run_new (program, "QUEENS.INP", NULL, 0,
                                                         &error);

  g_assert_no_error (error);
  g_assert_true (kq_student_run_execute (run, NULL, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&run);
}

/* The run ended with a crash verdict whose text has word. */
static void
assert_crash (KqStudentRun *run,
              const char   *word)
{
  const KqStudentVerdict *verdicts;
  const char *text = NULL;
  guint n;

  verdicts = kq_student_run_get_verdicts (run, &n);
  for (guint i = 0; i < n && text == NULL; i++)
    if (verdicts[i].kind == KQ_STUDENT_VERDICT_CRASH)
      text = verdicts[i].detail;
  g_test_message ("%s", text);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, word));
}

/* Sockets, a namespace of its own, keys typed into a terminal: refused with EPERM, which
 * the program sees (it goes on to its end). */
static void
test_system_calls (void)
{
  g_autoptr(KqStudentRun) run = NULL;

  if (skip_without_box ())
    return;
  run = run_boxed ("box-system-calls.py");
  g_assert_cmpstr (kq_student_run_get_output (run), ==,
                   "inet 1\nunix 1\npair 1\nunshare 1\ntiocsti 1\n");
  g_assert_cmpint (kq_student_run_get_exit (run), ==, 0);
}

/* 10,000 processes: the box holds a few dozen, the run ends with a verdict that says so,
 * and none is left running. */
static void
test_fork_bomb (void)
{
  g_autoptr(KqStudentRun) run = NULL;

  if (skip_without_box ())
    return;
  run = run_boxed ("box-fork-bomb.py");
  assert_crash (run, "processes");
  for (gint64 end = kq_test_deadline (2);
       kq_test_process_in (kq_student_run_get_folder (run)) && g_get_monotonic_time () < end;)
    g_usleep (10000);
  g_assert_false (kq_test_process_in (kq_student_run_get_folder (run)));
}

/* 1 GiB into /tmp and 1 GiB into its folder, in files under the file size limit: each
 * stops at the box's bound. */
static void
test_writes (void)
{
  g_autoptr(KqStudentRun) run = NULL;
  guint64 tmp = 0, folder = 0;

  if (skip_without_box ())
    return;
  run = run_boxed ("box-fill.py");
  g_test_message ("%s", kq_student_run_get_output (run));
  g_assert_cmpint (sscanf (kq_student_run_get_output (run),
                           "tmp %" G_GUINT64_FORMAT "\nfolder %" G_GUINT64_FORMAT, &tmp,
                           &folder), ==, 2);
  g_assert_cmpuint (tmp, >, 0);
  g_assert_cmpuint (tmp, <=, KQ_STUDENT_BOX_WRITE_BYTES);
  g_assert_cmpuint (folder, >, 0);
  g_assert_cmpuint (folder, <=, KQ_STUDENT_BOX_WRITE_BYTES);
}

/* A program printing without end is ended, with a verdict that says so. */
static void
test_print_flood (void)
{
  g_autoptr(KqStudentRun) run = NULL;

  if (skip_without_box ())
    return;
  run = run_boxed ("box-print-flood.py");
  assert_crash (run, "printed");
}

/* The user's files are not in the box: canaries in the home and in the real /tmp unread. */
static void
test_canary (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KqStudentRun) run = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *tmp_canary = NULL;
  g_autofree char *home_canary = NULL;
  g_autofree char *home_name = g_strdup_printf (".kq-box-canary-%d", (int) getpid ());

  if (skip_without_box ())
    return;
  folder = g_dir_make_tmp ("kq-canary-XXXXXX", &error);
  g_assert_no_error (error);
  tmp_canary = g_build_filename (folder, "canary", NULL);
  home_canary = g_build_filename (g_get_home_dir (), home_name, NULL);
  g_assert_true (g_file_set_contents (tmp_canary, "secret", -1, &error));
  g_assert_true (g_file_set_contents (home_canary, "secret", -1, &error));
  run = run_boxed ("box-canary.py");
  g_remove (tmp_canary);
  g_remove (home_canary);
  g_rmdir (folder);
  g_assert_cmpstr (kq_student_run_get_output (run), ==, "read 0\n");
}

/* What the program left in its folder: QUEENS.OUT as it wrote it, the other regular files up
 * to the most a run takes; no link, FIFO or folder, nor the files that were there before it.
 * The child it left running, holding its output, ended with it. */
static void
test_files (void)
{
  g_autoptr(KqStudentRun) run = NULL;
  GPtrArray *files;
  const KqStudentFile *first;

  if (skip_without_box ())
    return;
  run = run_boxed ("box-files.py");
  g_assert_cmpstr (kq_student_run_get_output (run), ==, "done\n");
  g_assert_cmpint (kq_student_run_get_exit (run), ==, 0);
  files = kq_student_run_get_files (run);
  g_assert_cmpuint (files->len, ==, KQ_STUDENT_FILES_MAX);
  /* by name: QUEENS.OUT, then f00.txt … f30.txt */
  first = files->pdata[0];
  g_assert_cmpstr (first->name, ==, "QUEENS.OUT");
  for (guint i = 1; i < files->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("f%02u.txt", i - 1);

      g_assert_cmpstr (((const KqStudentFile *) files->pdata[i])->name, ==, name);
    }
  g_assert_cmpmem (g_bytes_get_data (first->contents, NULL), g_bytes_get_size (first->contents),
                   "(1, 2); (2, 4); (3, 1); (4, 3);\n", 32);
}

/* Without bubblewrap the program is not run, and the message names the package; told to
 * run unboxed, it runs (in a process of its own: the probe is kept for the process). */
static void
test_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KqStudentRun) run = NULL;

  if (!g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("python3 is not installed");
      return;
    }
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }
  g_setenv ("PATH", "/nonexistent", TRUE);
  g_assert_false (kq_student_box_check (&error));
  g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX);
  g_assert_nonnull (strstr (error->message, "bubblewrap"));
  g_clear_error (&error);
  run = kq_test_student_run_new ("queens.py", "QUEENS.INP", NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_false (kq_student_run_execute (run, NULL, &error));
  g_assert_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX);
  g_clear_pointer (&run, kq_student_run_free);
  g_clear_error (&error);

  kq_student_box_set_unboxed (TRUE);
  run = kq_test_student_run_new ("queens.py", "QUEENS.INP", NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_true (kq_student_run_execute (run, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (kq_student_run_get_solutions (run), ==, 10);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/box/system-calls", test_system_calls);
  g_test_add_func ("/box/fork-bomb", test_fork_bomb);
  g_test_add_func ("/box/writes", test_writes);
  g_test_add_func ("/box/print-flood", test_print_flood);
  g_test_add_func ("/box/files", test_files);
  g_test_add_func ("/box/canary", test_canary);
  g_test_add_func ("/box/refused", test_refused);
  return g_test_run ();
}
