/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-student-log.c: the window's log of a student's run (kq-student-log.c), against the
 * same run without it, in the same run:
 *   kq-bench-student-log PROGRAM [N]   (meson's: tests/data/student/queens.py; N default 9)
 * Logged, the step func does what the window's does: each step to the log, a point at each
 * board move; the baseline's step func only counts. Prints the ratio of the run's times
 * (medians of 5, alternating A B A B), the log's bytes a point and a line run (each line with
 * its stack and arrays, to step the way between two moves), and what reading it back costs: a
 * step back from every point to the one before (the worst: a replay from the checkpoint), a
 * step on, a jump to a point at random, and a line at random on the way to a point. */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>

#include <glib/gstdio.h>

#include "kq-bench-median.h"
#include "kq-student-log.h"

#define RUNS 5

typedef struct {
  KqStudentRun *run;
  KqStudentLog *log;   /* NULL: the baseline */
  guint64       steps;
} Counter;

static gboolean
on_step (const KqStudentStep *step, gpointer user_data)
{
  Counter *counter = user_data;

  counter->steps++;
  if (counter->log == NULL)
    return TRUE;
  kq_student_log_step (counter->log, step);
  if (step->op != KQ_STUDENT_OP_NONE || kq_student_log_get_n_points (counter->log) == 0)
    kq_student_log_point (counter->log, step, kq_student_run_get_arrays (counter->run),
                          kq_student_run_get_board_name (counter->run));
  return TRUE;
}

/* One run, logged into log or not; its seconds. */
static double
time_run (const char *program, const char *input, KqStudentLog *log, guint64 *steps)
{
  KqStudentOptions options = { .input = input, .max_steps = G_MAXUINT64 };
  g_autoptr(GError) error = NULL;
  Counter counter = { NULL, log, 0 };
  gint64 start = g_get_monotonic_time ();

  counter.run = kq_student_run_new (program, &options, &error);
  g_assert_no_error (error);
  kq_student_run_set_step_func (counter.run, on_step, &counter);
  if (!kq_student_run_execute (counter.run, NULL, &error))
    g_error ("%s", error->message);
  kq_student_run_free (counter.run);
  *steps = counter.steps;
  return (g_get_monotonic_time () - start) / 1e6;
}

int
main (int argc, char *argv[])
{
  g_autofree char *program = NULL;
  g_autofree char *python = g_find_program_in_path ("python3");
  g_autofree char *dir = g_dir_make_tmp ("kq-bench-student-log-XXXXXX", NULL);
  g_autofree char *input = g_build_filename (dir, "QUEENS.INP", NULL);
  g_autofree char *out = g_build_filename (dir, "QUEENS.OUT", NULL);
  g_autofree char *n_text = g_strdup_printf ("%s\n", argc > 2 ? argv[2] : "9");
  double logged[RUNS], plain[RUNS];
  g_autoptr(KqStudentLog) log = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (32);
  guint64 steps = 0;
  guint points;
  gint64 start;
  double back, on, jump, line;
  g_autoptr(GArray) way = g_array_new (FALSE, FALSE, sizeof (int));

  if (argc < 2)
    {
      fprintf (stderr, "Usage: kq-bench-student-log PROGRAM [N]\n");
      return 2;
    }
  if (python == NULL)
    return 77;
  program = g_canonicalize_filename (argv[1], NULL);
  g_assert_true (g_file_set_contents (input, n_text, -1, NULL));
  for (int i = 0; i < RUNS; i++)
    {
      g_clear_pointer (&log, kq_student_log_free);
      log = kq_student_log_new ();
      logged[i] = time_run (program, input, log, &steps);
      plain[i] = time_run (program, input, NULL, &steps);
    }
  points = kq_student_log_get_n_points (log);
  start = g_get_monotonic_time ();
  for (guint p = points; p-- > 1;)
    kq_student_log_seek (log, p);
  back = (g_get_monotonic_time () - start) / 1e3 / (points - 1);
  start = g_get_monotonic_time ();
  for (guint p = 0; p < points; p++)
    kq_student_log_seek (log, p);
  on = (g_get_monotonic_time () - start) / 1e3 / points;
  start = g_get_monotonic_time ();
  for (int k = 0; k < 10000; k++)
    kq_student_log_seek (log, (guint) g_rand_int_range (rand, 0, (gint32) points));
  jump = (g_get_monotonic_time () - start) / 1e3 / 10000;
  start = g_get_monotonic_time ();
  for (int k = 0; k < 10000; k++)
    {
      guint p = (guint) g_rand_int_range (rand, 0, (gint32) points);

      kq_student_log_get_lines (log, p, way);
      if (way->len > 0)
        kq_student_log_seek_way (log, p, (guint) g_rand_int_range (rand, 0, (gint32) way->len));
    }
  line = (g_get_monotonic_time () - start) / 1e3 / 10000;
  {
    double l = median (logged, RUNS), p = median (plain, RUNS);

    printf ("%s, n = %s", program, n_text);
    printf ("%" G_GUINT64_FORMAT " lines, %u points (board moves): logged %.3f s, "
            "unlogged %.3f s; logged / unlogged: %.2f\n", steps, points, l, p, l / p);
    printf ("log: %" G_GSIZE_FORMAT " bytes, %.1f a point, %.1f a line run\n",
            kq_student_log_get_size (log), (double) kq_student_log_get_size (log) / points,
            (double) kq_student_log_get_size (log) / steps);
    printf ("read back: a step back %.4f ms, a step on %.4f ms, a jump %.4f ms, "
            "a line's state %.4f ms\n", back, on, jump, line);
  }
  g_unlink (input);
  g_unlink (out);
  g_rmdir (dir);
  return 0;
}
