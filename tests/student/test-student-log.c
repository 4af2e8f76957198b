/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The log of a student's run (kq-student-log.c): each point read back, in any order, is the
 * stack and the arrays as they were when it was written; its lines say where a breakpoint
 * stops; it stays small. Made-up steps, then lesson 001's Python (python3, else that part is
 * skipped). A log spilled to a file reads back the same across the file's end, leaves no file
 * behind, and a spill that fails is an error that keeps what the log holds. No display. */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include <glib/gstdio.h>

#include "kq-student-log.h"

/* A state in words: the stack, then each logged array present ("name=v,v,…"). */
static char *
state_text (const KqStudentFrame *frames, guint n_frames, GPtrArray *arrays)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_frames; i++)
    {
      g_string_append_printf (text, "%s:%d(", frames[i].function, frames[i].line);
      for (guint l = 0; l < frames[i].n_locals; l++)
        g_string_append_printf (text, "%s=%d/%" G_GINT64_FORMAT " ", frames[i].locals[l].name,
                                frames[i].locals[l].value.kind, frames[i].locals[l].value.number);
      g_string_append (text, ") ");
    }
  for (guint a = 0; a < arrays->len; a += 3)
    {
      const char *name = arrays->pdata[a];
      const KqStudentValue *cells = arrays->pdata[a + 1];
      int length = GPOINTER_TO_INT (arrays->pdata[a + 2]);

      g_string_append_printf (text, "| %s=", name);
      for (int i = 0; i < length; i++)
        g_string_append_printf (text, "%d/%" G_GINT64_FORMAT ",", cells[i].kind,
                                cells[i].number);
    }
  return g_string_free (text, FALSE);
}

/* What the log's reader holds, in words. */
static char *
read_text (KqStudentLog *log)
{
  g_autoptr(GPtrArray) arrays = g_ptr_array_new ();
  const KqStudentLogArray *known;
  const KqStudentFrame *frames;
  guint n_frames, n_known;

  frames = kq_student_log_get_frames (log, &n_frames);
  known = kq_student_log_get_arrays (log, &n_known);
  for (guint k = 0; k < n_known; k++)
    {
      int length;
      const KqStudentValue *cells = kq_student_log_get_cells (log, k, &length);

      if (cells == NULL)
        continue;
      g_assert_cmpint (length, <=, known[k].length);
      g_ptr_array_add (arrays, (gpointer) known[k].name);
      g_ptr_array_add (arrays, (gpointer) cells);
      g_ptr_array_add (arrays, GINT_TO_POINTER (length));
    }
  return state_text (frames, n_frames, arrays);
}

/* The log's point in words, read back. */
static char *
log_text (KqStudentLog *log, guint point)
{
  kq_student_log_seek (log, point);
  return read_text (log);
}

/* The index-th step of the way to point in words, read back. */
static char *
way_text (KqStudentLog *log, guint point, guint index)
{
  g_assert_true (kq_student_log_seek_way (log, point, index));
  return read_text (log);
}

/* A point into log, which keeps it; its index. */
static guint
add_point (KqStudentLog *log, const KqStudentStep *step, GHashTable *arrays, const char *board)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kq_student_log_point (log, step, arrays, board, &error));
  g_assert_no_error (error);
  return kq_student_log_get_n_points (log) - 1;
}

/* The files open in folder (/proc/self/fd), the deleted ones too. */
static guint
files_open_in (const char *folder)
{
  g_autoptr(GDir) fds = g_dir_open ("/proc/self/fd", 0, NULL);
  const char *name;
  guint open = 0;

  g_assert_nonnull (fds);
  while ((name = g_dir_read_name (fds)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc/self/fd", name, NULL);
      g_autofree char *target = g_file_read_link (path, NULL);

      open += target != NULL && g_str_has_prefix (target, folder) &&
              target[strlen (folder)] == '/';
    }
  return open;
}

static gboolean
folder_empty (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);

  g_assert_nonnull (dir);
  return g_dir_read_name (dir) == NULL;
}

/* A new log; with memory > 0 it spills past that into a folder of its own (*folder). */
static KqStudentLog *
log_new (gsize memory, char **folder)
{
  KqStudentLog *log = kq_student_log_new ();

  *folder = NULL;
  if (memory > 0)
    {
      *folder = g_dir_make_tmp ("test-student-log-spill-XXXXXX", NULL);
      g_assert_nonnull (*folder);
      kq_student_log_set_spill (log, memory, *folder);
    }
  return log;
}

/* The log freed: one that spilled had its file open, and nothing in its folder (unlinked at
 * once); after, not even open. */
static void
log_free (KqStudentLog *log, char *folder)
{
  if (folder != NULL)
    {
      /* spilled, and read back across the file's end: some records still in memory */
      g_assert_cmpuint (kq_student_log_get_spilled (log), >, 0);
      g_assert_cmpuint (kq_student_log_get_spilled (log), <, kq_student_log_get_size (log));
      g_assert_cmpuint (files_open_in (folder), ==, 1);
      g_assert_true (folder_empty (folder));
    }
  kq_student_log_free (log);
  if (folder != NULL)
    {
      g_assert_cmpuint (files_open_in (folder), ==, 0);
      g_assert_true (folder_empty (folder));
      g_assert_cmpint (g_rmdir (folder), ==, 0);
      g_free (folder);
    }
}

/* The run's state in words, as the log should keep it (arrays in the order of their ids). */
static char *
run_text (const KqStudentStep *step, GHashTable *arrays, const char *board, GPtrArray *order)
{
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();

  for (guint i = 0; i < order->len; i++)
    {
      const KqStudentArray *array = g_hash_table_lookup (arrays, order->pdata[i]);

      if (array == NULL || array->cols != 0 ||
          !(kq_student_array_is_marking (array->name) ||
            (board != NULL && g_str_equal (array->name, board))))
        continue;
      g_ptr_array_add (shown, (gpointer) array->name);
      g_ptr_array_add (shown, array->cells);
      g_ptr_array_add (shown, GINT_TO_POINTER (array->rows));
    }
  return state_text (step->frames, step->n_frames, shown);
}

static void
array_free (gpointer data)
{
  KqStudentArray *array = data;

  g_free (array->cells);
  g_free (array);
}

static KqStudentArray *
array_new (guint id, const char *name, int rows, int cols)
{
  KqStudentArray *array = g_new0 (KqStudentArray, 1);

  array->id = id;
  array->name = g_intern_string (name);
  array->rows = rows;
  array->cols = cols;
  array->cells = g_new0 (KqStudentValue, rows * MAX (cols, 1));
  return array;
}

/* Made-up steps into log, up to points of them or its first failure (error, FALSE): a stack
 * that grows and shrinks with locals that change, marking arrays that change, grow, go and
 * come back, an array that is not logged, over several checkpoints. Each point's text is
 * added to texts, the one the failure kept too. */
static gboolean
write_made_up (KqStudentLog *log, guint points, GPtrArray *texts, GError **error)
{
  g_autoptr(GHashTable) arrays = g_hash_table_new_full (NULL, NULL, NULL, array_free);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (32);
  static const char *names[] = { "a", "x", "ok_col", "h", "other" };
  KqStudentLocal locals[8][3];
  KqStudentFrame frames[8];
  int depth = 1;

  for (guint id = 0; id < G_N_ELEMENTS (names); id++)
    {
      g_hash_table_insert (arrays, GUINT_TO_POINTER (id),
                           array_new (id, names[id], 6, id == 3 ? 6 : 0));
      g_ptr_array_add (order, GUINT_TO_POINTER (id));
    }
  for (int f = 0; f < 8; f++)
    {
      frames[f] = (KqStudentFrame) { f == 0 ? "<module>" : "Try", 1, locals[f], 3 };
      for (int l = 0; l < 3; l++)
        locals[f][l] = (KqStudentLocal) { l == 0 ? "i" : l == 1 ? "j" : "ok",
                                          { l == 2 ? KQ_STUDENT_VALUE_BOOL : KQ_STUDENT_VALUE_INT,
                                            f } };
    }
  for (guint p = 0; p < points; p++)
    {
      KqStudentStep step = { .index = p + 1, .frames = frames };
      int line = g_rand_int_range (rand, 1, 40);
      KqStudentArray *array;

      switch (g_rand_int_range (rand, 0, 6))
        {
        case 0:
          depth = MIN (depth + 1, 8);
          break;
        case 1:
          depth = MAX (depth - 1, 1);
          break;
        case 2:
          /* a big value, a negative one */
          locals[depth - 1][g_rand_int_range (rand, 0, 3)].value.number =
            g_rand_boolean (rand) ? -g_rand_int (rand) : (gint64) g_rand_int (rand) << 20;
          break;
        case 3:
          array = g_hash_table_lookup (arrays, GUINT_TO_POINTER (g_rand_int_range (rand, 0, 5)));
          if (array != NULL)
            array->cells[g_rand_int_range (rand, 0, array->rows)] =
              (KqStudentValue) { KQ_STUDENT_VALUE_INT, g_rand_int_range (rand, -3, 9) };
          break;
        case 4:
          /* "a" goes, or comes back longer */
          if (!g_hash_table_remove (arrays, GUINT_TO_POINTER (0)))
            g_hash_table_insert (arrays, GUINT_TO_POINTER (0),
                                 array_new (0, "a", g_rand_int_range (rand, 1, 12), 0));
          break;
        default:
          break;
        }
      step.n_frames = depth;
      step.line = line;
      frames[depth - 1].line = line;
      kq_student_log_step (log, &step);
      g_ptr_array_add (texts, run_text (&step, arrays, "x", order));
      if (!kq_student_log_point (log, &step, arrays, "x", error))
        return FALSE;
      g_assert_cmpuint (kq_student_log_get_n_points (log), ==, texts->len);
      g_assert_true (kq_student_log_ran_line (log, p, line));
    }
  return TRUE;
}

/* Each point of log read back as texts has it: forward, backward, and at random. */
static void
check_made_up (KqStudentLog *log, GPtrArray *texts)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (33);

  g_assert_cmpuint (kq_student_log_get_n_points (log), ==, texts->len);
  for (guint p = 0; p < texts->len; p++)
    {
      g_autofree char *text = log_text (log, p);

      g_assert_cmpstr (text, ==, texts->pdata[p]);
    }
  for (guint p = texts->len; p-- > 0;)
    {
      g_autofree char *text = log_text (log, p);

      g_assert_cmpstr (text, ==, texts->pdata[p]);
    }
  for (int k = 0; k < 200; k++)
    {
      guint p = g_rand_int_range (rand, 0, (gint32) texts->len);
      g_autofree char *text = log_text (log, p);

      g_assert_cmpstr (text, ==, texts->pdata[p]);
    }
}

/* Made-up steps read back, the log in memory or (data: its memory) spilled to a file. */
static void
test_made_up (gconstpointer data)
{
  char *folder;
  KqStudentLog *log = log_new (GPOINTER_TO_SIZE (data), &folder);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const KqStudentLogArray *known;
  guint n_known;

  g_assert_true (write_made_up (log, 3 * KQ_STUDENT_LOG_CHECKPOINT + 17, texts, &error));
  g_assert_no_error (error);
  check_made_up (log, texts);
  /* the 2-D board and the array of another name are not kept */
  known = kq_student_log_get_arrays (log, &n_known);
  g_assert_cmpuint (n_known, ==, 3);
  g_assert_cmpstr (known[0].name, ==, "a");
  g_assert_cmpint (known[0].length, >=, 6);
  log_free (log, folder);
}

/* A spill folder that cannot be made (under a file): the point that needed it is an error, kept
 * in memory as the ones before, and the log takes no more; all it kept reads back. */
static void
test_spill_folder (void)
{
  g_autofree char *folder = g_dir_make_tmp ("test-student-log-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (folder, "a-file", NULL);
  g_autofree char *under = g_build_filename (file, "spill", NULL);
  g_autoptr(KqStudentLog) log = kq_student_log_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) more = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  guint kept;

  g_assert_true (g_file_set_contents (file, "", 0, NULL));
  kq_student_log_set_spill (log, 2000, under);
  g_assert_false (write_made_up (log, 2 * KQ_STUDENT_LOG_CHECKPOINT, texts, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_nonnull (strstr (error->message, under));
  kept = kq_student_log_get_n_points (log);
  g_assert_cmpuint (kept, ==, texts->len);
  g_assert_cmpuint (kq_student_log_get_spilled (log), ==, 0);
  g_clear_error (&error);
  g_assert_false (write_made_up (log, 1, more, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_cmpuint (kq_student_log_get_n_points (log), ==, kept);
  check_made_up (log, texts);
  g_assert_cmpint (g_remove (file), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* A write to the file that fails (past a file size limit of 64 KiB, in a process of its own):
 * an error, not a signal; what was written and what was not both read back; the file gone. */
static void
test_spill_write (void)
{
  struct rlimit limit = { 64 << 10, 64 << 10 };
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(GError) error = NULL;
  KqStudentLog *log;
  char *folder;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }
  texts = g_ptr_array_new_with_free_func (g_free);
  log = log_new (4096, &folder);
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  g_assert_false (write_made_up (log, 100 * KQ_STUDENT_LOG_CHECKPOINT, texts, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == G_FILE_ERROR);
  g_assert_nonnull (strstr (error->message, folder));
  g_assert_cmpuint (kq_student_log_get_spilled (log), <=, 64 << 10);
  g_assert_cmpuint (kq_student_log_get_spilled (log), >, 32 << 10);
  check_made_up (log, texts);
  log_free (log, folder);
}

/* Made-up ways between points: calls and returns, Try's locals changing, cells of the marks a
 * and c and of the board x written (as the steps report them), and of an array not shown; c
 * gone and back at a point; before the first point, no array shown. Each step of each way read
 * back as it was: in order, then at random between seeks to points, over a checkpoint; the
 * last step of a way is its point. */
static void
test_way (gconstpointer data)
{
  char *folder;
  KqStudentLog *log = log_new (GPOINTER_TO_SIZE (data), &folder);
  g_autoptr(GHashTable) arrays = g_hash_table_new_full (NULL, NULL, NULL, array_free);
  g_autoptr(GHashTable) none = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) ways = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  static const char *names[] = { "a", "x", "c", "other" };
  KqStudentLocal locals[5][2];
  KqStudentFrame frames[5];
  KqStudentStep step = { .frames = frames };
  guint points = KQ_STUDENT_LOG_CHECKPOINT + 40, steps = 0;
  int depth = 1;

  for (guint id = 0; id < G_N_ELEMENTS (names); id++)
    {
      g_hash_table_insert (arrays, GUINT_TO_POINTER (id), array_new (id, names[id], 8, 0));
      g_ptr_array_add (order, GUINT_TO_POINTER (id));
    }
  for (int f = 0; f < 5; f++)
    {
      frames[f] = (KqStudentFrame) { f == 0 ? "<module>" : "Try", 1, locals[f], f == 0 ? 0 : 2 };
      locals[f][0] = (KqStudentLocal) { "i", { KQ_STUDENT_VALUE_INT, f } };
      locals[f][1] = (KqStudentLocal) { "j", { KQ_STUDENT_VALUE_INT, 0 } };
    }
  for (guint p = 0; p < points; p++)
    {
      GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
      guint n_steps = g_rand_int_range (rand, 1, 9);

      for (guint s = 0; s < n_steps; s++)
        {
          KqStudentChange change = { g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 8),
                                     { KQ_STUDENT_VALUE_BOOL, g_rand_int_range (rand, 0, 2) } };
          KqStudentArray *array = g_hash_table_lookup (arrays, GUINT_TO_POINTER (change.array));

          step.n_changes = 0;
          switch (g_rand_int_range (rand, 0, 5))
            {
            case 0:
              /* a call: j not set yet, or set */
              depth = MIN (depth + 1, 5);
              frames[depth - 1].n_locals = g_rand_int_range (rand, 1, 3);
              break;
            case 1:
              depth = MAX (depth - 1, 1);
              break;
            case 2:
              locals[depth - 1][1].value.number++;
              break;
            case 3:
              if (array == NULL)
                break;
              array->cells[change.index] = change.value;
              step.changes = &change;
              step.n_changes = 1;
              break;
            default:
              break;
            }
          /* c goes or comes back with the way's last step, as the point finds it */
          if (s + 1 == n_steps && g_rand_int_range (rand, 0, 20) == 0 &&
              !g_hash_table_remove (arrays, GUINT_TO_POINTER (2)))
            g_hash_table_insert (arrays, GUINT_TO_POINTER (2), array_new (2, "c", 8, 0));
          step.index = ++steps;
          step.line = frames[depth - 1].line = g_rand_int_range (rand, 1, 30);
          step.n_frames = depth;
          kq_student_log_step (log, &step);
          /* before the first point the log knows no array yet */
          g_ptr_array_add (texts, run_text (&step, p == 0 && s + 1 < n_steps ? none : arrays, "x",
                                            order));
        }
      g_assert_cmpuint (add_point (log, &step, arrays, "x"), ==, p);
      g_ptr_array_add (ways, texts);
    }
  for (guint p = 0; p < points; p++)
    {
      GPtrArray *texts = ways->pdata[p];
      g_autofree char *point = log_text (log, p);

      g_assert_cmpstr (point, ==, texts->pdata[texts->len - 1]);
      for (guint i = 0; i < texts->len; i++)
        {
          g_autofree char *text = way_text (log, p, i);

          g_assert_cmpstr (text, ==, texts->pdata[i]);
        }
      /* past the way: the point */
      g_assert_false (kq_student_log_seek_way (log, p, texts->len));
      g_free (point);
      point = read_text (log);
      g_assert_cmpstr (point, ==, texts->pdata[texts->len - 1]);
    }
  for (int k = 0; k < 2000; k++)
    {
      guint p = g_rand_int_range (rand, 0, (gint32) points);
      GPtrArray *texts = ways->pdata[p];
      guint i = g_rand_int_range (rand, 0, (gint32) texts->len);
      g_autofree char *text = way_text (log, p, i);
      /* then a point: this one, the one before, or another */
      guint q = k % 3 == 0 ? p : k % 3 == 1 ? p - (p > 0)
                                           : (guint) g_rand_int_range (rand, 0, (gint32) points);
      GPtrArray *at = ways->pdata[q];
      g_autofree char *point = log_text (log, q);

      g_assert_cmpstr (text, ==, texts->pdata[i]);
      g_assert_cmpstr (point, ==, at->pdata[at->len - 1]);
    }
  log_free (log, folder);
}

typedef struct {
  KqStudentLog *log;
  KqStudentRun *run;
  GPtrArray    *texts;
  GPtrArray    *order;
  GPtrArray    *ran;          /* GArray (int): each point's lines run since the point before */
  GArray       *running;      /* the lines run since the last point, in order */
  GPtrArray    *ways;         /* GPtrArray (char *): each point's way, each step's state */
  GPtrArray    *way;          /* the states since the last point */
} Recorder;

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  guint x = GPOINTER_TO_UINT (*(gconstpointer const *) a);
  guint y = GPOINTER_TO_UINT (*(gconstpointer const *) b);

  return (x > y) - (x < y);
}

/* A point at each board move, as the window keeps them. */
static gboolean
record_step (const KqStudentStep *step, gpointer user_data)
{
  Recorder *recorder = user_data;
  GHashTable *arrays = kq_student_run_get_arrays (recorder->run);
  const char *board = kq_student_run_get_board_name (recorder->run);
  g_autoptr(GList) ids = NULL;

  kq_student_log_step (recorder->log, step);
  g_array_append_val (recorder->running, step->line);
  /* the arrays of the last point: the log shows no other */
  g_ptr_array_add (recorder->way, run_text (step, arrays, board, recorder->order));
  if (step->op == KQ_STUDENT_OP_NONE && step->index > 1)
    return TRUE;
  g_ptr_array_set_size (recorder->order, 0);
  ids = g_hash_table_get_keys (arrays);
  for (GList *id = ids; id != NULL; id = id->next)
    g_ptr_array_add (recorder->order, id->data);
  g_ptr_array_sort (recorder->order, compare_ids);
  add_point (recorder->log, step, arrays, board);
  g_ptr_array_add (recorder->texts, run_text (step, arrays, board, recorder->order));
  g_ptr_array_add (recorder->ran, g_steal_pointer (&recorder->running));
  recorder->running = g_array_new (FALSE, FALSE, sizeof (int));
  g_ptr_array_add (recorder->ways, g_steal_pointer (&recorder->way));
  recorder->way = g_ptr_array_new_with_free_func (g_free);
  return TRUE;
}

/* Lesson 001 in Python on 7 queens: a point at each move, each read back as it was, and each
 * line on the way to it; the stack holds Try's i and j, the arrays x, a, b, c; the log stays
 * small. */
static void
test_python (void)
{
  g_autofree char *program = g_test_build_filename (G_TEST_DIST, "data", "student", "queens.py",
                                                    NULL);
  g_autofree char *folder = g_dir_make_tmp ("test-student-log-XXXXXX", NULL);
  g_autofree char *input = g_build_filename (folder, "QUEENS.INP", NULL);
  g_autofree char *python = g_find_program_in_path ("python3");
  KqStudentOptions options = { .input = input };
  g_autoptr(KqStudentRun) run = NULL;
  g_autoptr(KqStudentLog) log = kq_student_log_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GPtrArray) ran = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) ways = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GError) error = NULL;
  Recorder recorder = { log, NULL, texts, order, ran, g_array_new (FALSE, FALSE, sizeof (int)),
                        ways, g_ptr_array_new_with_free_func (g_free) };
  guint n_lines = 0;
  gboolean ever[31] = { FALSE };
  const KqStudentLogArray *known;
  guint n_known, n_frames;
  const KqStudentFrame *frames;

  if (python == NULL)
    {
      g_test_skip ("python3 is not installed");
      return;
    }
  /* 7 queens: some 500 points, over a checkpoint */
  g_assert_true (g_file_set_contents (input, "7\n", -1, NULL));
  run = kq_student_run_new (program, &options, &error);
  g_remove (input);
  g_rmdir (folder);
  g_assert_no_error (error);
  recorder.run = run;
  kq_student_run_set_step_func (run, record_step, &recorder);
  g_assert_true (kq_student_run_execute (run, NULL, &error));
  g_assert_no_error (error);
  g_array_unref (recorder.running);
  g_ptr_array_unref (recorder.way);
  g_assert_cmpuint (kq_student_log_get_n_points (log), ==, texts->len);
  g_assert_cmpuint (texts->len, >, KQ_STUDENT_LOG_CHECKPOINT);
  for (guint p = texts->len; p-- > 0;)
    {
      g_autofree char *text = log_text (log, p);
      GArray *running = ran->pdata[p];

      g_assert_cmpstr (text, ==, texts->pdata[p]);
      /* the lines run on the way to it, in order, and no other */
      kq_student_log_get_lines (log, p, lines);
      g_assert_cmpmem (lines->data, lines->len * sizeof (int),
                       running->data, running->len * sizeof (int));
      n_lines += lines->len;
      /* and at each of them, the stack and the arrays (the last: the point's) */
      for (guint i = 0; i < lines->len; i++)
        {
          g_autofree char *line_text = way_text (log, p, i);
          GPtrArray *way = ways->pdata[p];

          g_assert_cmpstr (line_text, ==, i + 1 < way->len ? way->pdata[i] : texts->pdata[p]);
        }
      for (int line = 1; line <= 30; line++)
        {
          gboolean in = FALSE;

          for (guint i = 0; i < running->len; i++)
            in |= g_array_index (running, int, i) == line;
          g_assert_cmpint (kq_student_log_ran_line (log, p, line), ==, in);
          ever[line] |= in;
        }
    }
  /* a breakpoint's line: one that ran at any point */
  for (int line = 0; line <= 30; line++)
    g_assert_cmpint (kq_student_log_ran_ever (log, line), ==, ever[line]);
  g_assert_false (kq_student_log_ran_ever (log, -1));
  /* the arrays: the board x and the marks a, b, c, as the program named them */
  known = kq_student_log_get_arrays (log, &n_known);
  g_assert_cmpuint (n_known, ==, 4);
  for (guint k = 0; k < n_known; k++)
    g_assert_nonnull (strchr ("xabc", known[k].name[0]));
  /* at the last point, the innermost frame is Try with its i and j */
  kq_student_log_seek (log, texts->len - 1);
  frames = kq_student_log_get_frames (log, &n_frames);
  g_assert_cmpuint (n_frames, >=, 2);
  g_assert_cmpstr (frames[n_frames - 1].function, ==, "Try");
  g_assert_cmpstr (frames[n_frames - 1].locals[0].name, ==, "i");
  /* small: some 70 bytes a point, 8 a line run (its line, a byte for the outer frames, the
   * innermost one's line and locals that changed) */
  g_test_message ("%u points, %u lines in %" G_GUINT64_FORMAT " bytes", texts->len, n_lines,
                  kq_student_log_get_size (log));
  g_assert_cmpuint (kq_student_log_get_size (log), <, 80 * texts->len + 10 * n_lines);
}

/* A long way between two points: past KQ_STUDENT_LOG_MAX_LINES only which lines ran is kept,
 * not their order nor their states, and the next point has its lines in order again. */
static void
test_long_way (void)
{
  g_autoptr(KqStudentLog) log = kq_student_log_new ();
  g_autoptr(GHashTable) arrays = g_hash_table_new (NULL, NULL);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  KqStudentFrame frame = { "Try", 1, NULL, 0 };
  KqStudentStep step = { .frames = &frame, .n_frames = 1 };
  static const int short_way[] = { 4, 2, 4, 9 };
  const KqStudentFrame *read;
  guint n_read;

  for (guint i = 0; i <= KQ_STUDENT_LOG_MAX_LINES; i++)
    {
      step.line = frame.line = 1 + (int) (i % 7);
      kq_student_log_step (log, &step);
    }
  g_assert_cmpuint (add_point (log, &step, arrays, NULL), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (short_way); i++)
    {
      step.line = frame.line = short_way[i];
      kq_student_log_step (log, &step);
    }
  g_assert_cmpuint (add_point (log, &step, arrays, NULL), ==, 1);
  kq_student_log_get_lines (log, 0, lines);
  g_assert_cmpuint (lines->len, ==, 0);
  for (int line = 1; line <= 9; line++)
    g_assert_cmpint (kq_student_log_ran_line (log, 0, line), ==, line <= 7);
  kq_student_log_get_lines (log, 1, lines);
  g_assert_cmpmem (lines->data, lines->len * sizeof (int), short_way, sizeof short_way);
  g_assert_false (kq_student_log_ran_line (log, 1, 1));
  g_assert_true (kq_student_log_ran_line (log, 1, 9));
  /* the long way's steps: none, the reader at the point (its step on line 1 + MAX % 7) */
  g_assert_false (kq_student_log_seek_way (log, 0, 0));
  read = kq_student_log_get_frames (log, &n_read);
  g_assert_cmpuint (n_read, ==, 1);
  g_assert_cmpint (read[0].line, ==, 1 + KQ_STUDENT_LOG_MAX_LINES % 7);
  for (guint i = 0; i < G_N_ELEMENTS (short_way); i++)
    {
      g_assert_true (kq_student_log_seek_way (log, 1, i));
      read = kq_student_log_get_frames (log, &n_read);
      g_assert_cmpuint (n_read, ==, 1);
      g_assert_cmpint (read[0].line, ==, short_way[i]);
    }
}

/* A million moves of 11 queens' search, over and over (a made-up run: Try(i)'s frames with i and j, the
 * arrays x, a, b, c): every one kept, a sample read back as it was, all at some tens of bytes
 * a move. Slow (-m slow): the window's million moves back. */
typedef struct {
  KqStudentLog   *log;
  GHashTable     *arrays;   /* x, a, b, c by id 0 … 3 */
  GPtrArray      *order;
  GHashTable     *sampled;  /* point → its text */
  KqStudentFrame  frames[13];
  KqStudentLocal  locals[13][2];
  guint           points;
} Million;

#define MILLION (1u << 20)

static void
set_cell (Million *m, guint id, int index, gint64 value, KqStudentValueKind kind)
{
  KqStudentArray *array = g_hash_table_lookup (m->arrays, GUINT_TO_POINTER (id));

  array->cells[index] = (KqStudentValue) { kind, value };
}

static void
million_point (Million *m, int depth, int line)
{
  KqStudentStep step = { .index = m->points + 1, .line = line, .frames = m->frames,
                         .n_frames = (guint) depth };

  m->frames[depth - 1].line = line;
  kq_student_log_step (m->log, &step);
  add_point (m->log, &step, m->arrays, "x");
  if (m->points % 4099 == 0 || m->points >= MILLION - 300)
    g_hash_table_insert (m->sampled, GUINT_TO_POINTER (m->points),
                         run_text (&step, m->arrays, "x", m->order));
  m->points++;
}

static void
million_try (Million *m, int i, int n)
{
  for (int j = 1; j <= n && m->points < MILLION; j++)
    {
      KqStudentArray *a = g_hash_table_lookup (m->arrays, GUINT_TO_POINTER (1));
      KqStudentArray *b = g_hash_table_lookup (m->arrays, GUINT_TO_POINTER (2));
      KqStudentArray *c = g_hash_table_lookup (m->arrays, GUINT_TO_POINTER (3));

      m->locals[i][1].value.number = j;
      if (!a->cells[j].number || !b->cells[i + j].number || !c->cells[i - j + n].number)
        continue;
      set_cell (m, 0, i, j, KQ_STUDENT_VALUE_INT);
      million_point (m, i + 1, 6);
      if (i == n)
        continue;
      set_cell (m, 1, j, 0, KQ_STUDENT_VALUE_BOOL);
      set_cell (m, 2, i + j, 0, KQ_STUDENT_VALUE_BOOL);
      set_cell (m, 3, i - j + n, 0, KQ_STUDENT_VALUE_BOOL);
      m->locals[i + 1][0].value.number = i + 1;
      million_try (m, i + 1, n);
      set_cell (m, 1, j, 1, KQ_STUDENT_VALUE_BOOL);
      set_cell (m, 2, i + j, 1, KQ_STUDENT_VALUE_BOOL);
      set_cell (m, 3, i - j + n, 1, KQ_STUDENT_VALUE_BOOL);
    }
}

static void
test_million (void)
{
  g_autoptr(KqStudentLog) log = kq_student_log_new ();
  g_autoptr(GHashTable) arrays = g_hash_table_new_full (NULL, NULL, NULL, array_free);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GHashTable) sampled = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  static const char *names[] = { "x", "a", "b", "c" };
  static const int lengths[] = { 12, 12, 23, 23 };
  Million m = { log, arrays, order, sampled };
  GHashTableIter iter;
  gpointer key, text;

  if (!g_test_slow ())
    {
      g_test_skip ("a million points: -m slow");
      return;
    }
  for (guint id = 0; id < G_N_ELEMENTS (names); id++)
    {
      KqStudentArray *array = array_new (id, names[id], lengths[id], 0);

      for (int k = 0; id > 0 && k < lengths[id]; k++)
        array->cells[k] = (KqStudentValue) { KQ_STUDENT_VALUE_BOOL, 1 };
      g_hash_table_insert (arrays, GUINT_TO_POINTER (id), array);
      g_ptr_array_add (order, GUINT_TO_POINTER (id));
    }
  m.frames[0] = (KqStudentFrame) { "<module>", 30, NULL, 0 };
  for (int f = 1; f < 13; f++)
    {
      m.frames[f] = (KqStudentFrame) { "Try", 4, m.locals[f], 2 };
      m.locals[f][0] = (KqStudentLocal) { "i", { KQ_STUDENT_VALUE_INT, f } };
      m.locals[f][1] = (KqStudentLocal) { "j", { KQ_STUDENT_VALUE_INT, 0 } };
    }
  /* 166,925 placements a search: over again to the million */
  while (m.points < MILLION)
    million_try (&m, 1, 11);
  g_assert_cmpuint (kq_student_log_get_n_points (log), ==, MILLION);
  g_test_message ("%u points in %" G_GUINT64_FORMAT " bytes", MILLION,
                  kq_student_log_get_size (log));
  g_assert_cmpuint (kq_student_log_get_size (log), <, (guint64) 64 * MILLION);
  /* the last 300 back, one by one, then the sample */
  for (guint p = MILLION; p-- > MILLION - 300;)
    {
      g_autofree char *read = log_text (log, p);

      g_assert_cmpstr (read, ==, g_hash_table_lookup (sampled, GUINT_TO_POINTER (p)));
    }
  g_hash_table_iter_init (&iter, sampled);
  while (g_hash_table_iter_next (&iter, &key, &text))
    {
      g_autofree char *read = log_text (log, GPOINTER_TO_UINT (key));

      g_assert_cmpstr (read, ==, text);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/student-log/made-up", NULL, test_made_up);
  /* a file past 3 KB, written by the 3 KB: a checkpoint's records on both sides of its end */
  g_test_add_data_func ("/student-log/made-up/spilled", GSIZE_TO_POINTER (3000), test_made_up);
  g_test_add_func ("/student-log/spill/folder", test_spill_folder);
  g_test_add_func ("/student-log/spill/write", test_spill_write);
  g_test_add_func ("/student-log/long-way", test_long_way);
  g_test_add_data_func ("/student-log/way", NULL, test_way);
  g_test_add_data_func ("/student-log/way/spilled", GSIZE_TO_POINTER (3000), test_way);
  g_test_add_func ("/student-log/python", test_python);
  g_test_add_func ("/student-log/million", test_million);

  return g_test_run ();
}
