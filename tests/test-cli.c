/* knights-queens-cli as a user (or a grader) runs it: outputs, exit
 * statuses and messages. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

typedef struct {
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs the CLI with the arguments given (NULL-terminated) in env. */
static void
run_cli_envv (Run *run, char **env, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) g_getenv ("KQ_CLI"));
  for (; *args != NULL; args++)
    g_ptr_array_add (argv, (char *) *args);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));  /* never a crash */
  run->status = WEXITSTATUS (wait_status);
}

#define run_cli(run, ...) \
  run_cli_envv ((run), NULL, (const char * const[]) { __VA_ARGS__, NULL })

static char *
tmp_path (const char *name)
{
  static char *dir = NULL;

  if (dir == NULL)
    {
      g_autoptr(GError) error = NULL;

      dir = g_dir_make_tmp ("kq-cli-XXXXXX", &error);
      g_assert_no_error (error);
    }
  return g_build_filename (dir, name, NULL);
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

/* Parses a printed n×n tour matrix and checks it is a knight's tour from
 * (row, col), 1-based; closed: the last square a knight's move from the first. */
static void
assert_tour_text (const char *text, int n, int row, int col, gboolean closed)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree int *where = g_new0 (int, (gsize) n * n + 1);
  g_autofree char *widest = g_strdup_printf ("%d", n * n);
  int width = (int) strlen (widest);

  g_assert_cmpuint (g_strv_length (lines), ==, (guint) n + 1);
  g_assert_cmpstr (lines[n], ==, "");
  for (int r = 0; r < n; r++)
    {
      g_auto(GStrv) fields = g_strsplit_set (g_strstrip (lines[r]), " ", -1);
      int c = 0;

      /* Right-aligned columns: every line is equally long. */
      g_assert_cmpint ((int) strlen (lines[r]), <=, n * (width + 1) - 1);
      for (char **f = fields; *f != NULL; f++)
        {
          gint64 v;

          if (**f == '\0')
            continue;
          g_assert_true (g_ascii_string_to_signed (*f, 10, 1, n * n, &v, NULL));
          g_assert_cmpint (where[v], ==, 0);
          where[v] = r * n + c + 1;
          c++;
        }
      g_assert_cmpint (c, ==, n);
    }

  g_assert_cmpint (where[1] - 1, ==, (row - 1) * n + (col - 1));
  for (int m = 1; m < n * n; m++)
    {
      int a = where[m] - 1, b = where[m + 1] - 1;
      int dr = ABS (a / n - b / n), dc = ABS (a % n - b % n);

      g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
    }
  if (closed)
    {
      int a = where[n * n] - 1, b = where[1] - 1;
      int dr = ABS (a / n - b / n), dc = ABS (a % n - b % n);

      g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
    }
}

static void
test_tour_classic_lessons (void)
{
  g_auto(Run) a = { 0 }, b = { 0 };

  run_cli (&a, "tour", "5", "1", "1", "--method=classic");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==,
                   " 1  6 15 10 21\n"
                   "14  9 20  5 16\n"
                   "19  2  7 22 11\n"
                   " 8 13 24 17  4\n"
                   "25 18  3 12 23\n");
  run_cli (&b, "tour", "5", "3", "3", "--method", "classic");
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (b.out, ==,
                   "23 10 15  4 25\n"
                   "16  5 24  9 14\n"
                   "11 22  1 18  3\n"
                   " 6 17 20 13  8\n"
                   "21 12  7  2 19\n");
}

static void
test_tour_warnsdorff (void)
{
  const struct { const char *n, *row, *col; gboolean closed; } cases[] = {
    { "8", "1", "1", FALSE }, { "8", "4", "5", FALSE }, { "5", "3", "3", FALSE },
    { "13", "7", "7", FALSE }, { "50", "17", "3", FALSE },
    { "6", "1", "1", TRUE }, { "8", "2", "3", TRUE }, { "30", "30", "30", TRUE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) r = { 0 };
      int n = atoi (cases[i].n);

      if (cases[i].closed)
        run_cli (&r, "tour", cases[i].n, cases[i].row, cases[i].col, "--closed");
      else
        run_cli (&r, "tour", cases[i].n, cases[i].row, cases[i].col);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.err, ==, "");
      assert_tour_text (r.out, n, atoi (cases[i].row), atoi (cases[i].col), cases[i].closed);
    }
}

static void
test_tour_big (void)
{
  g_auto(Run) r = { 0 };

  run_cli (&r, "tour", "1000", "1", "1");
  g_assert_cmpint (r.status, ==, 0);
  assert_tour_text (r.out, 1000, 1, 1, FALSE);
}

static void
test_tour_none (void)
{
  const struct { const char *n, *row, *col, *closed, *words; } cases[] = {
    { "5", "2", "3", NULL, "majority colour" },
    { "3", "1", "1", NULL, "5 × 5" },
    { "4", "2", "2", NULL, "5 × 5" },
    { "7", "1", "1", "--closed", "closed" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) r = { 0 };

      if (cases[i].closed != NULL)
        run_cli (&r, "tour", cases[i].n, cases[i].row, cases[i].col, cases[i].closed);
      else
        run_cli (&r, "tour", cases[i].n, cases[i].row, cases[i].col);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, cases[i].words));
      g_assert_true (g_str_has_prefix (r.err, "knights-queens-cli: "));
      g_assert_nonnull (strchr (r.err, '\n'));
      g_assert_cmpstr (strchr (r.err, '\n') + 1, ==, "");  /* one line */
    }
}

static void
test_tour_all (void)
{
  g_auto(Run) count = { 0 }, list = { 0 };

  run_cli (&count, "tour", "5", "1", "1", "--all", "--count");
  g_assert_cmpint (count.status, ==, 0);
  g_assert_cmpstr (count.out, ==, "304\n");

  run_cli (&list, "tour", "5", "1", "1", "--all");
  g_assert_cmpint (list.status, ==, 0);
  {
    g_auto(GStrv) tours = g_strsplit (list.out, "\n\n", -1);

    g_assert_cmpuint (g_strv_length (tours), ==, 304);
    for (guint i = 0; i < 303; i++)
      {
        g_autofree char *text = g_strconcat (tours[i], "\n", NULL);

        assert_tour_text (text, 5, 1, 1, FALSE);
      }
    assert_tour_text (tours[303], 5, 1, 1, FALSE);
  }
}

static void
test_queens_listing (void)
{
  g_autofree char *expected = NULL;
  g_autofree char *out_path = tmp_path ("QUEENS.OUT");
  g_autofree char *written = NULL;
  g_autofree char *inp = data_path ("QUEENS.INP");
  g_autofree char *out = data_path ("QUEENS.OUT");
  g_auto(Run) a = { 0 }, b = { 0 }, four = { 0 };

  g_assert_true (g_file_get_contents (out, &expected, NULL, NULL));

  run_cli (&a, "queens", "5");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, expected);

  run_cli (&b, "queens", "--input", inp, "--output", out_path);
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (b.out, ==, "");
  g_assert_true (g_file_get_contents (out_path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, expected);

  run_cli (&four, "queens", "4");
  g_assert_cmpstr (four.out, ==, "(1, 2); (2, 4); (3, 1); (4, 3);\n(1, 3); (2, 1); (3, 4); (4, 2);\n");
}

static void
test_queens_counts (void)
{
  const struct { const char *n; const char *total, *unique; } cases[] = {
    { "1", "1\n", "1\n" }, { "3", "0\n", "0\n" }, { "8", "92\n", "12\n" },
    { "10", "724\n", "92\n" }, { "12", "14200\n", "1787\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) t = { 0 }, u = { 0 };

      run_cli (&t, "queens", cases[i].n, "--count");
      run_cli (&u, "queens", cases[i].n, "--count", "--unique");
      g_assert_cmpint (t.status, ==, 0);
      g_assert_cmpint (u.status, ==, 0);
      g_assert_cmpstr (t.out, ==, cases[i].total);
      g_assert_cmpstr (u.out, ==, cases[i].unique);
    }
}

/* A QUEENS.OUT line "(1, c1); (2, c2); … (n, cn);\n" of n queens none of
 * which attacks another. */
static void
assert_placement_line (const char *line, int n)
{
  int cols[64];
  const char *p = line;

  g_assert_cmpint (n, <=, (int) G_N_ELEMENTS (cols));
  for (int row = 0; row < n; row++)
    {
      char *end;
      long r, c;

      g_assert_cmpint (*p, ==, '(');
      r = strtol (p + 1, &end, 10);
      g_assert_true (g_str_has_prefix (end, ", "));
      c = strtol (end + 2, &end, 10);
      g_assert_true (g_str_has_prefix (end, ");"));
      g_assert_cmpint (r, ==, row + 1);
      g_assert_cmpint (c, >=, 1);
      g_assert_cmpint (c, <=, n);
      cols[row] = (int) c;
      for (int above = 0; above < row; above++)
        {
          g_assert_cmpint (cols[above], !=, c);
          g_assert_cmpint (ABS (cols[above] - c), !=, row - above);
        }
      p = end + 2;
      if (*p == ' ')
        p++;
    }
  g_assert_cmpstr (p, ==, "\n");
}

static void
test_queens_index (void)
{
  g_auto(Run) listing = { 0 }, first = { 0 }, last = { 0 }, beyond = { 0 }, none = { 0 };
  g_auto(Run) big = { 0 }, quiet = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&listing, "queens", "8");
  lines = g_strsplit (listing.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 93);
  for (int k = 1; k <= 92; k += 13)
    {
      g_auto(Run) r = { 0 };
      g_autofree char *arg = g_strdup_printf ("%d", k);
      g_autofree char *line = g_strconcat (lines[k - 1], "\n", NULL);

      run_cli (&r, "queens", "8", "--index", arg);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.out, ==, line);
    }

  /* Lesson 003: solutions #1 and #2680 of 11 queens are mirror images. */
  run_cli (&first, "queens", "11", "--index", "1");
  run_cli (&last, "queens", "11", "--index=2680");
  g_assert_cmpstr (first.out, ==, "(1, 1); (2, 3); (3, 5); (4, 7); (5, 9); (6, 11); (7, 2); (8, 4); (9, 6); (10, 8); (11, 10);\n");
  g_assert_cmpstr (last.out, ==, "(1, 11); (2, 9); (3, 7); (4, 5); (5, 3); (6, 1); (7, 10); (8, 8); (9, 6); (10, 4); (11, 2);\n");

  /* Found by walking the listing's order: counting the subtrees before it
   * would take days. */
  run_cli (&big, "queens", "32", "--index", "1");
  g_assert_cmpint (big.status, ==, 0);
  assert_placement_line (big.out, 32);
  run_cli (&quiet, "queens", "25", "-q");
  g_assert_cmpint (quiet.status, ==, 0);
  g_assert_cmpstr (quiet.out, ==, "");

  run_cli (&beyond, "queens", "11", "--index", "2681");
  g_assert_cmpint (beyond.status, ==, 2);
  g_assert_nonnull (strstr (beyond.err, "2,680"));
  g_assert_cmpstr (beyond.out, ==, "");

  run_cli (&none, "queens", "3");
  g_assert_cmpint (none.status, ==, 1);
  g_assert_cmpstr (none.out, ==, "");
  g_assert_nonnull (strstr (none.err, "no solution"));
}

static guint32
read_be32 (const guchar *p)
{
  return ((guint32) p[0] << 24) | ((guint32) p[1] << 16) | ((guint32) p[2] << 8) | p[3];
}

static void
assert_png_size (const char *path, guint32 size)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 33);
  g_assert_cmpint (memcmp (data, "\211PNG\r\n\032\n", 8), ==, 0);
  g_assert_cmpint (memcmp (data + 12, "IHDR", 4), ==, 0);
  g_assert_cmpuint (read_be32 ((const guchar *) data + 16), ==, size);
  g_assert_cmpuint (read_be32 ((const guchar *) data + 20), ==, size);
}

static void
test_png (void)
{
  g_autofree char *tour_png = tmp_path ("tour.png");
  g_autofree char *queens_png = tmp_path ("queens.png");
  g_auto(Run) t = { 0 }, q = { 0 };

  run_cli (&t, "tour", "8", "1", "1", "--png", tour_png, "--size", "300", "--quiet");
  g_assert_cmpint (t.status, ==, 0);
  g_assert_cmpstr (t.out, ==, "");
  assert_png_size (tour_png, 300);

  run_cli (&q, "queens", "8", "--index", "5", "--png", queens_png);
  g_assert_cmpint (q.status, ==, 0);
  assert_png_size (queens_png, 800);
}

static void
test_bad_input (void)
{
  g_autofree char *dir = tmp_path ("");
  g_autofree char *empty = tmp_path ("empty.inp");
  g_autofree char *text = tmp_path ("text.inp");
  g_autofree char *negative = tmp_path ("negative.inp");
  g_autofree char *huge = tmp_path ("huge.inp");
  g_autofree char *binary = tmp_path ("binary.inp");
  g_autofree char *out = tmp_path ("must-not-exist.out");
  g_autofree char *png = tmp_path ("must-not-exist.png");
  const char *no_dir_out = "/nonexistent-dir/QUEENS.OUT";
  const char *const cases[][8] = {
    { "frobnicate" },
    { "tour" },
    { "tour", "8", "1" },
    { "tour", "8", "1", "1", "1" },
    { "tour", "eight", "1", "1" },
    { "tour", "8", "0", "1" },
    { "tour", "8", "1", "9" },
    { "tour", "0", "1", "1" },
    { "tour", "-8", "1", "1" },
    { "tour", "100000", "1", "1" },
    { "tour", "99999999999999999999", "1", "1" },
    { "tour", "8", "1", "1", "--method=quick" },
    { "tour", "8", "1", "1", "--frobnicate" },
    { "tour", "8", "1", "1", "--size", "5", "--png", png },
    { "tour", "8", "1", "1", "--png", no_dir_out },
    { "tour", "8", "1", "1", "--png", dir },
    { "tour", "8", "1", "1", "--count" },
    { "tour", "12", "1", "1", "--all" },
    { "tour", "8", "1", "1", "--max-steps", "-5" },
    { "queens" },
    { "queens", "0" },
    { "queens", "33" },
    { "queens", "8x" },
    { "queens", "8", "9" },
    { "queens", "8", "--unique" },
    { "queens", "8", "--index", "0" },
    { "queens", "8", "--index", "93" },
    { "queens", "8", "--index", "-1" },
    { "queens", "8", "--index", "2", "--count" },
    { "queens", "8", "--output", no_dir_out },
    { "queens", "8", "--output", dir },
    { "queens", "--input", "/nonexistent/QUEENS.INP", "--output", out },
    { "queens", "--input", empty, "--output", out },
    { "queens", "--input", text, "--output", out },
    { "queens", "--input", negative, "--output", out },
    { "queens", "--input", huge, "--output", out },
    { "queens", "--input", binary, "--output", out },
    { "queens", "--input", dir, "--output", out },
    { "queens", "5", "--input", text },
    { "queens", "8", "--threads", "-1" },
  };

  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_true (g_file_set_contents (text, "eight\n", -1, NULL));
  g_assert_true (g_file_set_contents (negative, "-5\n", -1, NULL));
  g_assert_true (g_file_set_contents (huge, "1000000000000\n", -1, NULL));
  g_assert_true (g_file_set_contents (binary, "\x7f" "ELF\x02\x01\x01\0\0\0", 10, NULL));

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) r = { 0 };
      g_autofree char *joined = g_strjoinv (" ", (char **) cases[i]);

      g_test_message ("knights-queens-cli %s", joined);
      run_cli_envv (&r, NULL, cases[i]);
      g_test_message ("→ %d %s", r.status, r.err);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_true (g_str_has_prefix (r.err, "knights-queens-cli: "));
      g_assert_cmpuint (strlen (r.err), >, strlen ("knights-queens-cli: ") + 5);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
    }
}

/* A write that fails (a full disk) is a clear error and exit 2, not a
 * silently short listing. */
static void
test_write_error (void)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("KQ_CLI"), "queens", "10", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
  g_assert_nonnull (strstr (err, "cannot write"));
}

/* LANGUAGE=vi: the usage, --help and the messages in Vietnamese. */
static void
test_vietnamese (void)
{
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "LANGUAGE", "vi", TRUE);
  g_auto(Run) usage = { 0 };
  g_auto(Run) tour_help = { 0 };
  g_auto(Run) queens_help = { 0 };
  g_auto(Run) none = { 0 };
  g_auto(Run) bad = { 0 };

  run_cli_envv (&usage, env, (const char * const[]) { "--help", NULL });
  g_assert_cmpint (usage.status, ==, 0);
  g_assert_nonnull (strstr (usage.out, "Cách dùng:"));
  g_assert_nonnull (strstr (usage.out, "hành trình của quân mã"));
  g_assert_null (strstr (usage.out, "Usage"));

  run_cli_envv (&tour_help, env, (const char * const[]) { "tour", "--help", NULL });
  g_assert_cmpint (tour_help.status, ==, 0);
  g_assert_nonnull (strstr (tour_help.out, "N HÀNG CỘT — hành trình của quân mã"));
  g_assert_nonnull (strstr (tour_help.out, "--closed"));
  g_assert_nonnull (strstr (tour_help.out, "Hành trình đóng: từ ô cuối"));
  g_assert_nonnull (strstr (tour_help.out, "--max-steps=SỐ_BƯỚC"));

  run_cli_envv (&queens_help, env, (const char * const[]) { "queens", "--help", NULL });
  g_assert_cmpint (queens_help.status, ==, 0);
  g_assert_nonnull (strstr (queens_help.out, "lời giải phân biệt (không kể đối xứng)"));
  g_assert_nonnull (strstr (queens_help.out, "--output=TỆP"));
  /* GLib's own words too (libglib2.0-data). */
  g_assert_nonnull (strstr (queens_help.out, "Tùy chọn trợ giúp"));

  run_cli_envv (&none, env, (const char * const[]) { "tour", "3", "1", "1", NULL });
  g_assert_cmpint (none.status, ==, 1);
  g_assert_nonnull (strstr (none.err, "không có hành trình"));

  /* Counts grouped the Vietnamese way. */
  run_cli_envv (&bad, env, (const char * const[]) { "queens", "11", "--index", "2681", NULL });
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "với n = 11 chỉ có 2.680 lời giải"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/tour/classic-lessons", test_tour_classic_lessons);
  g_test_add_func ("/cli/tour/warnsdorff", test_tour_warnsdorff);
  g_test_add_func ("/cli/tour/big", test_tour_big);
  g_test_add_func ("/cli/tour/none", test_tour_none);
  g_test_add_func ("/cli/tour/all", test_tour_all);
  g_test_add_func ("/cli/queens/listing", test_queens_listing);
  g_test_add_func ("/cli/queens/counts", test_queens_counts);
  g_test_add_func ("/cli/queens/index", test_queens_index);
  g_test_add_func ("/cli/png", test_png);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/write-error", test_write_error);
  g_test_add_func ("/cli/vietnamese", test_vietnamese);

  return g_test_run ();
}
