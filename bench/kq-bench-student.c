/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-student.c: a student's Python program traced (src/student), against the same
 * program run untraced by the same python3, in the same run:
 *   kq-bench-student PROGRAM [N]   (meson's: tests/data/student/queens.py; N default 9)
 * The traced run is the whole framework but the JSON: python3 with our tracer, the events
 * read and parsed, the stack and arrays kept, the board read and judged, a step func that
 * counts. Prints traced lines a second and the ratio of the times, wall clock and processor
 * (this process and its children: the machine may be shared), medians of 5, alternating
 * A B A B. */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>
#include <sys/resource.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "kq-bench-median.h"
#include "kq-student.h"

#define RUNS 5

/* The processor time of this process and its children so far (the machine is shared: the wall
 * clock says how busy it is, this what the work costs). */
static double
cpu_seconds (void)
{
  struct rusage self, children;

  getrusage (RUSAGE_SELF, &self);
  getrusage (RUSAGE_CHILDREN, &children);
  return self.ru_utime.tv_sec + self.ru_stime.tv_sec + children.ru_utime.tv_sec +
         children.ru_stime.tv_sec + (self.ru_utime.tv_usec + self.ru_stime.tv_usec +
                                     children.ru_utime.tv_usec + children.ru_stime.tv_usec) / 1e6;
}

static gboolean
count_step (const KqStudentStep *step,
            gpointer             user_data)
{
  (*(guint64 *) user_data)++;
  return TRUE;
}

static double
time_traced (const char *program,
             const char *input,
             guint64    *lines,
             guint64    *solutions,
             double     *cpu)
{
  KqStudentOptions options = { .input = input, .max_steps = G_MAXUINT64 };
  g_autoptr(KqStudentRun) run = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  double cpu_start = cpu_seconds ();

  run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  *lines = 0;
  kq_student_run_set_step_func (run, count_step, lines);
  if (!kq_student_run_execute (run, NULL, &error))
    g_error ("%s", error->message);
  *solutions = kq_student_run_get_solutions (run);
  *cpu = cpu_seconds () - cpu_start;
  return (g_get_monotonic_time () - start) / 1e6;
}

/* python3 PROGRAM in the input's folder (the program reads QUEENS.INP there), stdin the input. */
static double
time_plain (const char *program,
            const char *input,
            double     *cpu)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (input);
  gint64 start = g_get_monotonic_time ();
  double cpu_start = cpu_seconds ();

  g_subprocess_launcher_set_cwd (launcher, dir);
  g_subprocess_launcher_set_stdin_file_path (launcher, input);
  child = g_subprocess_launcher_spawn (launcher, &error, "python3", "-I", program, NULL);
  g_assert_no_error (error);
  g_subprocess_wait_check (child, NULL, &error);
  g_assert_no_error (error);
  *cpu = cpu_seconds () - cpu_start;
  return (g_get_monotonic_time () - start) / 1e6;
}

int
main (int argc, char *argv[])
{
  g_autofree char *program = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kq-bench-student-XXXXXX", NULL);
  g_autofree char *input = g_build_filename (dir, "QUEENS.INP", NULL);
  g_autofree char *out = g_build_filename (dir, "QUEENS.OUT", NULL);
  g_autofree char *n_text = g_strdup_printf ("%s\n", argc > 2 ? argv[2] : "9");
  double traced[RUNS], plain[RUNS], traced_cpu[RUNS], plain_cpu[RUNS];
  guint64 lines = 0, solutions = 0;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: kq-bench-student PROGRAM [N]\n");
      return 2;
    }
  program = g_canonicalize_filename (argv[1], NULL);
  {
    g_autofree char *python = g_find_program_in_path ("python3");

    if (python == NULL)
      return 77;
  }
  g_assert_true (g_file_set_contents (input, n_text, -1, NULL));
  for (int i = 0; i < RUNS; i++)
    {
      traced[i] = time_traced (program, input, &lines, &solutions, &traced_cpu[i]);
      plain[i] = time_plain (program, input, &plain_cpu[i]);
    }
  {
    double t = median (traced, RUNS), p = median (plain, RUNS);
    double tc = median (traced_cpu, RUNS), pc = median (plain_cpu, RUNS);

    printf ("%s, n = %s", program, n_text);
    printf ("traced: %" G_GUINT64_FORMAT " lines, %" G_GUINT64_FORMAT " solutions in %.3f s: "
            "%.0f lines a second\n", lines, solutions, t, lines / t);
    printf ("untraced python3: %.3f s; traced / untraced: %.1f\n", p, t / p);
    printf ("processor time: traced %.3f s (%.0f lines a second), untraced %.3f s; "
            "traced / untraced: %.1f\n", tc, lines / tc, pc, tc / pc);
  }
  g_unlink (input);
  g_unlink (out);
  g_rmdir (dir);
  return 0;
}
