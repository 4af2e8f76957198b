/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-student-log.c: the window's log of a student's run (kq-student-log.c), against the
 * same run without it, in the same run:
 *   kq-bench-student-log PROGRAM [N]   (meson's: tests/data/student/queens.py; N default 9)
 * Logged, the step func does what the window's does: each step to the log, a point at each
 * board move; the baseline's step func only counts. Prints the ratio of the run's times
 * (medians of 5, alternating A B A B), the log's bytes a point and a line run (each line with
 * its stack and arrays, to step the way between two moves), and what reading it back costs: a
 * step back from every point to the one before (the worst: a replay from the checkpoint), a
 * step on, a jump to a point at random, and a line at random on the way to a point.
 *
 *   kq-bench-student-log --synthetic [LINES [MEMORY]]
 * A whole run made up, no program run: bench/student/knight-all.c's search of every tour of
 * 5 × 5 from a corner, its board 1-D (25 cells, logged), each line it runs a step with Try's
 * frames and locals, a point at each move, up to LINES lines (50 million; the whole search is
 * some 40 million: then again). MEMORY: the log's memory in MiB before it spills (default
 * KQ_STUDENT_LOG_MEMORY's; "all": never, the log as it was before it could). Prints the lines
 * logged a second (against the search alone), the bytes a line and a point, in memory and in the
 * file, the process's peak resident memory, and the medians of a jump to a point at random,
 * a step back from one, a line back on the way to one, anywhere and around the file's end (the
 * last checkpoint, partly in memory). The file goes in $XDG_CACHE_HOME/knights-queens. */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>
#include <string.h>

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
                          kq_student_run_get_board_name (counter->run), NULL);
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

/* ---- a synthetic run */

#define SIDE 5
#define SAMPLES 2000

typedef struct {
  KqStudentLog   *log;       /* NULL: the search alone */
  GHashTable     *arrays;    /* the board, id 0 */
  KqStudentArray  board;
  KqStudentValue  cells[SIDE * SIDE];
  KqStudentFrame  frames[SIDE * SIDE + 1];
  KqStudentLocal  locals[SIDE * SIDE + 1][6];
  guint64         lines, max;
} Synthetic;

/* A line run at depth (frames), after it wrote cell to value (cell < 0: none); a move makes a
 * point. */
static void
synthetic_line (Synthetic *s, guint depth, int line, int cell, int value)
{
  KqStudentChange change = { 0, cell, { KQ_STUDENT_VALUE_INT, value } };
  KqStudentStep step = { .index = ++s->lines, .line = line, .frames = s->frames,
                         .n_frames = depth, .changes = &change, .n_changes = cell >= 0 };
  g_autoptr(GError) error = NULL;

  if (cell >= 0)
    s->cells[cell] = change.value;
  s->frames[depth - 1].line = line;
  if (s->log == NULL)
    return;
  kq_student_log_step (s->log, &step);
  if (cell >= 0 && !kq_student_log_point (s->log, &step, s->arrays, "board", &error))
    g_error ("%s", error->message);
}

/* knight-all.c's Try (i, r, c), line by line (its lines 28 to 39), as frame depth. */
static void
synthetic_try (Synthetic *s, guint depth, int i, int r, int c)
{
  static const int dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 }, dc[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
  KqStudentLocal *l = s->locals[depth - 1];
  static const char *names[6] = { "i", "r", "c", "k", "nr", "nc" };

  /* names interned, as the runner's */
  s->frames[depth - 1] = (KqStudentFrame) { g_intern_static_string ("Try"), 28, l, 6 };
  for (int v = 0; v < 6; v++)
    l[v] = (KqStudentLocal) { g_intern_static_string (names[v]),
                              { KQ_STUDENT_VALUE_INT, v == 0 ? i : v == 1 ? r : v == 2 ? c : 0 } };
  for (int k = 0; k < 8 && s->lines < s->max; k++)
    {
      int nr = r + dr[k], nc = c + dc[k];

      l[3].value.number = k;
      synthetic_line (s, depth, 28, -1, 0);
      l[4].value.number = nr;
      synthetic_line (s, depth, 29, -1, 0);
      l[5].value.number = nc;
      synthetic_line (s, depth, 30, -1, 0);
      synthetic_line (s, depth, 31, -1, 0);
      if (nr < 0 || nr >= SIDE || nc < 0 || nc >= SIDE || s->cells[nr * SIDE + nc].number != 0)
        continue;
      synthetic_line (s, depth, 32, nr * SIDE + nc, i);
      synthetic_line (s, depth, 33, -1, 0);
      if (i < SIDE * SIDE)
        {
          synthetic_line (s, depth, 36, -1, 0);
          synthetic_try (s, depth + 1, i + 1, nr, nc);
        }
      else
        synthetic_line (s, depth, 34, -1, 0);
      synthetic_line (s, depth, 37, nr * SIDE + nc, 0);
    }
  synthetic_line (s, depth, 40, -1, 0);
}

/* The search from a corner, again and again up to s->max lines; its seconds. */
static double
synthetic_run (Synthetic *s)
{
  gint64 start = g_get_monotonic_time ();

  s->board = (KqStudentArray) { 0, g_intern_string ("board"), SIDE * SIDE, 0, 0, 0, FALSE,
                                s->cells };
  s->arrays = g_hash_table_new (NULL, NULL);
  g_hash_table_insert (s->arrays, GUINT_TO_POINTER (0), &s->board);
  s->frames[0] = (KqStudentFrame) { g_intern_static_string ("main"), 49, NULL, 0 };
  while (s->lines < s->max)
    {
      memset (s->cells, 0, sizeof s->cells);
      synthetic_line (s, 1, 48, 0, 1);
      synthetic_try (s, 2, 2, 0, 0);
    }
  g_hash_table_unref (s->arrays);
  return (g_get_monotonic_time () - start) / 1e6;
}

/* The median of SAMPLES seeks to points near point (random: anywhere), in ms: a jump there, a
 * step back to the one before, a line back on the way to it. */
static void
synthetic_seeks (KqStudentLog *log, GRand *rand, gint64 near, double *jump, double *back,
                 double *line)
{
  guint points = kq_student_log_get_n_points (log);
  double jumps[SAMPLES], backs[SAMPLES], lines[SAMPLES];
  g_autoptr(GArray) way = g_array_new (FALSE, FALSE, sizeof (int));

  for (int k = 0; k < SAMPLES; k++)
    {
      gint64 at = near < 0 ? g_rand_int_range (rand, 1, (gint32) points)
                           : near + g_rand_int_range (rand, -KQ_STUDENT_LOG_CHECKPOINT,
                                                      KQ_STUDENT_LOG_CHECKPOINT);
      guint p = (guint) CLAMP (at, 1, (gint64) points - 1);
      gint64 start = g_get_monotonic_time ();

      kq_student_log_seek (log, p);
      jumps[k] = (g_get_monotonic_time () - start) / 1e3;
      start = g_get_monotonic_time ();
      kq_student_log_seek (log, p - 1);
      backs[k] = (g_get_monotonic_time () - start) / 1e3;
      kq_student_log_get_lines (log, p, way);
      kq_student_log_seek_way (log, p, way->len > 0 ? way->len - 1 : 0);
      start = g_get_monotonic_time ();
      kq_student_log_seek_way (log, p, way->len > 1 ? way->len - 2 : 0);
      lines[k] = (g_get_monotonic_time () - start) / 1e3;
    }
  *jump = median (jumps, SAMPLES);
  *back = median (backs, SAMPLES);
  *line = median (lines, SAMPLES);
}

static int
synthetic_main (int argc, char *argv[])
{
  Synthetic search = { NULL }, logged = { NULL };
  g_autoptr(KqStudentLog) log = kq_student_log_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (41);
  guint64 max = argc > 2 ? g_ascii_strtoull (argv[2], NULL, 10) : 50000000;
  gsize memory = argc > 3 ? (g_str_equal (argv[3], "all") ? G_MAXSIZE
                                                           : (gsize) g_ascii_strtoull (argv[3], NULL,
                                                                                       10) << 20)
                          : KQ_STUDENT_LOG_MEMORY;
  guint64 size, spilled, in_memory;
  guint points;
  double alone, seconds, jump, back, line;

  kq_student_log_set_spill (log, memory, NULL);
  search.max = logged.max = max;
  alone = synthetic_run (&search);
  logged.log = log;
  seconds = synthetic_run (&logged);
  points = kq_student_log_get_n_points (log);
  size = kq_student_log_get_size (log);
  spilled = kq_student_log_get_spilled (log);
  in_memory = size - spilled;
  printf ("synthetic: %" G_GUINT64_FORMAT " lines, %u points (moves), memory %s: "
          "logged %.2f s (%.0f lines/s), the search alone %.2f s; logged / alone: %.1f\n",
          logged.lines, points, argc > 3 ? argv[3] : "default", seconds, logged.lines / seconds,
          alone, seconds / alone);
  printf ("log: %" G_GUINT64_FORMAT " bytes, %.2f a line, %.1f a point; in the file %"
          G_GUINT64_FORMAT ", in memory %" G_GUINT64_FORMAT " (%.2f a line); peak resident %.0f MB\n",
          size, (double) size / logged.lines, (double) size / points, spilled, in_memory,
          (double) in_memory / logged.lines, peak_mb ());
  synthetic_seeks (log, rand, -1, &jump, &back, &line);
  printf ("read back, medians of %d (ms): a jump %.4f, a step back %.4f, a line back %.4f\n",
          SAMPLES, jump, back, line);
  if (spilled > 0)
    {
      /* the last checkpoint: its records on both sides of the file's end */
      synthetic_seeks (log, rand, points - KQ_STUDENT_LOG_CHECKPOINT / 2, &jump, &back, &line);
      printf ("around the file's end: a jump %.4f, a step back %.4f, a line back %.4f\n", jump,
              back, line);
    }
  return 0;
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
      fprintf (stderr, "Usage: kq-bench-student-log PROGRAM [N]\n"
                       "       kq-bench-student-log --synthetic [LINES [MEMORY]]\n");
      return 2;
    }
  if (g_str_equal (argv[1], "--synthetic"))
    return synthetic_main (argc, argv);
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
    printf ("log: %" G_GUINT64_FORMAT " bytes, %.1f a point, %.1f a line run\n",
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
