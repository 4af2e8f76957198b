/* SPDX-License-Identifier: GPL-3.0-or-later */
/* knights-queens-cli as a user (or a grader) runs it: outputs, exit
 * statuses and messages. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <gio/gunixinputstream.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "kq-test-tools.h"

/* Runs the CLI with the arguments given (NULL-terminated) in env. */
static void
run_cli_envv (KqTestRun *run, char **env, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (char *) g_getenv ("KQ_CLI"));
  for (; *args != NULL; args++)
    g_ptr_array_add (argv, (char *) *args);
  g_ptr_array_add (argv, NULL);
  /* stdin from /dev/null: "-i -" reads an empty stream */
  kq_test_run (run, (const char * const *) argv->pdata, env);
}

#define run_cli(run, ...) \
  run_cli_envv ((run), NULL, (const char * const[]) { __VA_ARGS__, NULL })

/* A run the CLI refused: exit 2, nothing on stdout, a message on stderr
 * after the program's name. */
static void
assert_refused (const KqTestRun *run)
{
  g_test_message ("→ %d %s", run->status, run->err);
  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_true (g_str_has_prefix (run->err, "knights-queens-cli: "));
  g_assert_cmpuint (strlen (run->err), >, strlen ("knights-queens-cli: ") + 5);
}

static void
assert_file (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

/* Whether squares a and b (row-major on a board cols wide) are a knight's
 * move apart. */
static gboolean
is_knight_move (int cols, int a, int b)
{
  int dr = ABS (a / cols - b / cols), dc = ABS (a % cols - b % cols);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

/* Parses a printed tour matrix of rows × cols and checks it is a knight's
 * tour from (row, col), 1-based; closed: the last square a knight's move
 * from the first. The text must be what the plainest formatter makes of
 * its numbers. */
static void
assert_grid_text (const char *text, int rows, int cols, int row, int col, gboolean closed)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  int total = rows * cols;
  g_autofree int *where = g_new0 (int, (gsize) total + 1);
  g_autofree int *board = g_new0 (int, (gsize) total);
  g_autofree char *expected = NULL;
  g_autofree char *widest = g_strdup_printf ("%d", total);
  int width = (int) strlen (widest);

  g_assert_cmpuint (g_strv_length (lines), ==, (guint) rows + 1);
  g_assert_cmpstr (lines[rows], ==, "");
  for (int r = 0; r < rows; r++)
    {
      g_auto(GStrv) fields = g_strsplit_set (g_strstrip (lines[r]), " ", -1);
      int c = 0;

      /* Right-aligned columns: every line is equally long. */
      g_assert_cmpint ((int) strlen (lines[r]), <=, cols * (width + 1) - 1);
      for (char **f = fields; *f != NULL; f++)
        {
          gint64 v;

          if (**f == '\0')
            continue;
          g_assert_cmpint (c, <, cols);
          g_assert_true (g_ascii_string_to_signed (*f, 10, 1, total, &v, NULL));
          g_assert_cmpint (where[v], ==, 0);
          where[v] = r * cols + c + 1;
          board[r * cols + c] = (int) v;
          c++;
        }
      g_assert_cmpint (c, ==, cols);
    }
  expected = kq_test_tour_grid (board, rows, cols);
  kq_test_assert_same_text (text, strlen (text), expected);

  g_assert_cmpint (where[1] - 1, ==, (row - 1) * cols + (col - 1));
  for (int m = 1; m < total; m++)
    g_assert_true (is_knight_move (cols, where[m] - 1, where[m + 1] - 1));
  if (closed)
    g_assert_true (is_knight_move (cols, where[total] - 1, where[1] - 1));
}

static void
assert_tour_text (const char *text, int n, int row, int col, gboolean closed)
{
  assert_grid_text (text, n, n, row, col, closed);
}

static void
test_tour_classic_lessons (void)
{
  g_auto(KqTestRun) a = { 0 }, b = { 0 };

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
      g_auto(KqTestRun) r = { 0 };
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
  g_auto(KqTestRun) r = { 0 };

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
      g_auto(KqTestRun) r = { 0 };

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
  g_auto(KqTestRun) count = { 0 }, list = { 0 };

  run_cli (&count, "tour", "5", "1", "1", "--all", "--count");
  g_assert_cmpint (count.status, ==, 0);
  g_assert_cmpstr (count.out, ==, "304\n");

  run_cli (&list, "tour", "5", "1", "1", "--all");
  g_assert_cmpint (list.status, ==, 0);
  {
    g_auto(GStrv) tours = g_strsplit (list.out, "\n\n", -1);

    /* Each followed by a blank line. */
    g_assert_cmpuint (g_strv_length (tours), ==, 305);
    for (guint i = 0; i < 304; i++)
      {
        g_autofree char *text = g_strconcat (tours[i], "\n", NULL);

        assert_tour_text (text, 5, 1, 1, FALSE);
      }
    g_assert_cmpstr (tours[304], ==, "");
  }
}

/* tour M N ROW COL and tour MxN ROW COL: rows of N, the reasons there is
 * none, every tour and the map of counts, bad boards refused. */
static void
test_tour_rectangle (void)
{
  const struct { const char *board[2], *row, *col; int rows, cols; gboolean closed; } found[] = {
    { { "3", "4" }, "1", "1", 3, 4, FALSE },
    { { "3x4", NULL }, "1", "1", 3, 4, FALSE },
    { { "4×3", NULL }, "1", "1", 4, 3, FALSE },
    { { "3x10", NULL }, "2", "5", 3, 10, TRUE },
    { { "5", "6" }, "3", "4", 5, 6, TRUE },
    { { "7x9", NULL }, "4", "6", 7, 9, FALSE },
    { { "1x1", NULL }, "1", "1", 1, 1, FALSE },
  };
  /* One more than the longest, so that each ends in NULL. */
  const struct { const char *args[7]; const char *words; } none[] = {
    { { "tour", "3x4", "1", "1", "--closed" }, "no closed tour on 3 × 4" },
    { { "tour", "3", "4", "2", "2", "--closed" }, "Schwenk" },
    { { "tour", "4x7", "1", "1", "--closed" }, "four squares wide" },
    { { "tour", "5x7", "1", "1", "--closed" }, "half of each colour" },
    { { "tour", "3x5", "1", "1" }, "3 × 5" },
    { { "tour", "2x8", "1", "1" }, "two squares wide" },
    { { "tour", "4x6", "2", "1" }, "inner square" },
    { { "tour", "3x4", "1", "2" }, "tried every path" },
  };
  const char *bad[][7] = {
    { "tour", "3x0", "1", "1" },
    { "tour", "3x", "1", "1" },
    { "tour", "x4", "1", "1" },
    { "tour", "3x4x5", "1", "1" },
    { "tour", "3", "4", "4", "1" },
    { "tour", "3x4", "1", "5" },
    { "tour", "3", "2001", "1", "1" },
    { "tour", "3x9", "1", "1", "--all" },
    /* lesson 004's code is written for n × n only */
    { "tour", "3x4", "1", "1", "--trace=lines", "--listing=knight-004-python" },
    { "tour", "3x4", "1", "1", "--trace=lines", "--part=1/2" },
    { "tour", "1", "2", "3", "4", "5" },
  };
  static const char *const traced[] = { "knight-000-c", "knight-002-warnsdorff" };

  for (gsize i = 0; i < G_N_ELEMENTS (found); i++)
    {
      g_auto(KqTestRun) r = { 0 };
      const char *kind = found[i].closed ? "--closed" : "--method=warnsdorff";

      if (found[i].board[1] != NULL)
        run_cli (&r, "tour", found[i].board[0], found[i].board[1], found[i].row, found[i].col,
                 kind);
      else
        run_cli (&r, "tour", found[i].board[0], found[i].row, found[i].col, kind);
      g_test_message ("%s: %d %s", found[i].board[0], r.status, r.err);
      g_assert_cmpint (r.status, ==, 0);
      assert_grid_text (r.out, found[i].rows, found[i].cols, atoi (found[i].row),
                        atoi (found[i].col), found[i].closed);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (none); i++)
    {
      g_auto(KqTestRun) r = { 0 };

      run_cli_envv (&r, NULL, none[i].args);
      g_test_message ("→ %d %s", r.status, r.err);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, none[i].words));
    }

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(KqTestRun) r = { 0 };

      run_cli_envv (&r, NULL, bad[i]);
      assert_refused (&r);
    }

  /* The listings written for m × n trace a rectangle's Try: 3 × 4 from a corner, to
   * its first tour, h three rows of four. */
  for (gsize i = 0; i < G_N_ELEMENTS (traced); i++)
    {
      g_auto(KqTestRun) r = { 0 };
      g_autofree char *listing = g_strconcat ("--listing=", traced[i], NULL);
      const char *method = i == 0 ? "--method=classic" : "--method=warnsdorff";
      const char *args[] = { "tour", "3", "4", "1", "1", "--trace=lines", "--max-steps=0",
                             listing, method, NULL };

      run_cli_envv (&r, NULL, args);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_nonnull (strstr (r.out, "\"op\": \"solution\""));
      g_assert_true (g_regex_match_simple ("\"h\": \\{\"from\": 1, \"rows\": "
                                           "\\[\\[1, (\\d+, ){2}\\d+\\], "
                                           "\\[(\\d+, ){3}\\d+\\], "
                                           "\\[(\\d+, ){3}\\d+\\]\\]", r.out, 0, 0));
    }
}

/* Every tour of 3 × 4 from a corner, and the counts from every square of
 * 3 × 4 and 4 × 5 (directed open tours: 16 on 3 × 4 by OEIS A118067, and
 * the core's tests hold 4 × 5's 164 to a plain search). */
static void
test_tour_rectangle_all (void)
{
  g_auto(KqTestRun) list = { 0 }, map = { 0 }, map_45 = { 0 }, closed = { 0 };

  run_cli (&list, "tour", "3x4", "1", "1", "--all");
  g_assert_cmpint (list.status, ==, 0);
  {
    g_auto(GStrv) tours = g_strsplit (list.out, "\n\n", -1);

    g_assert_cmpuint (g_strv_length (tours), ==, 3);
    for (guint i = 0; i < 2; i++)
      {
        g_autofree char *text = g_strconcat (tours[i], "\n", NULL);

        assert_grid_text (text, 3, 4, 1, 1, FALSE);
      }
  }

  run_cli (&map, "tour", "3", "4", "--all", "--count", "--quiet");
  g_assert_cmpint (map.status, ==, 0);
  g_assert_cmpstr (map.out, ==, "2 0 0 2\n4 0 0 4\n2 0 0 2\n16\n");

  run_cli (&map_45, "tour", "4x5", "--all", "--count", "--quiet");
  g_assert_cmpint (map_45.status, ==, 0);
  g_assert_true (g_str_has_suffix (map_45.out, "\n164\n"));
  g_assert_true (g_str_has_prefix (map_45.out, "32  7  4  7 32\n 0  0  0  0  0\n"));

  /* (every closed tour of a board: the frontier's count) */
  run_cli (&closed, "tour", "3x4", "--all", "--count", "--closed", "--quiet");
  g_assert_cmpint (closed.status, ==, 0);
  g_assert_true (g_str_has_prefix (closed.out, "0 closed tours from each square"));
}

/* A rectangle's pictures (issue 43): the tour as a PNG, a GIF of a frame a
 * move, a one-page sheet titled with its board, and the map of counts. */
static void
test_tour_rectangle_images (void)
{
  g_autofree char *png = kq_test_tmp_path ("rect.png");
  g_autofree char *gif = kq_test_tmp_path ("rect.gif");
  g_autofree char *sheet = kq_test_tmp_path ("rect.pdf");
  g_autofree char *map = kq_test_tmp_path ("rect-map.png");
  g_autofree char *data = NULL;
  g_autofree char *text = NULL;
  g_auto(KqTestRun) image = { 0 }, counts = { 0 };
  gsize length;
  int frames;

  run_cli (&image, "tour", "5x6", "2", "3", "--closed", "--png", png, "--gif", gif, "--size",
           "120", "--sheet", sheet, "-q");
  g_test_message ("%d %s", image.status, image.err);
  g_assert_cmpint (image.status, ==, 0);
  g_assert_cmpstr (image.out, ==, "");
  g_assert_true (g_file_get_contents (png, &data, &length, NULL));
  g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);
  frames = kq_test_gif_frames (gif, 120, NULL);
  if (frames >= 0)
    g_assert_cmpint (frames, ==, 30);
  if (kq_test_pdf_pages (sheet) >= 0)
    g_assert_cmpint (kq_test_pdf_pages (sheet), ==, 1);
  text = kq_test_tool_output ("pdftotext", sheet, "-", NULL);
  if (text != NULL)
    g_assert_nonnull (strstr (text, "Knight's tour of the 5 × 6 board from (2, 3)"));

  run_cli (&counts, "tour", "3x4", "--all", "--count", "--png", map, "-q");
  g_assert_cmpint (counts.status, ==, 0);
  g_assert_cmpstr (counts.out, ==, "2 0 0 2\n4 0 0 4\n2 0 0 2\n16\n");
  g_assert_true (g_file_test (map, G_FILE_TEST_IS_REGULAR));
}

static void
test_queens_listing (void)
{
  g_autofree char *expected = NULL;
  g_autofree char *out_path = kq_test_tmp_path ("QUEENS.OUT");
  g_autofree char *written = NULL;
  g_autofree char *inp = data_path ("QUEENS.INP");
  g_autofree char *out = data_path ("QUEENS.OUT");
  g_auto(KqTestRun) a = { 0 }, b = { 0 }, four = { 0 };

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

/* --trace=lines's JSON of lesson 001's step 14 in the Pascal listing (the
 * README's example): every field, to the byte. */
static void
test_trace_json (void)
{
  g_auto(KqTestRun) run = { 0 };
  const char *last;

  run_cli (&run, "queens", "4", "--trace=lines", "--listing", "queens-001-pascal",
           "--max-steps", "14");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "\n"));
  run.out[strlen (run.out) - 1] = '\0';
  last = strrchr (run.out, '\n') + 1;
  g_assert_cmpstr (last, ==,
                   "{\"step\": 14, \"line\": 7, \"op\": \"place\", \"frames\": "
                   "[{\"i\": 1, \"j\": 1}, {\"i\": 2, \"j\": 3}], "
                   "\"stack\": [\"Try(i = 1): j = 1\", \"Try(i = 2): j = 3\"], "
                   "\"x\": [1, 3, 0, 0], "
                   "\"arrays\": {\"a\": {\"from\": 1, \"values\": [false, true, true, true]}, "
                   "\"b\": {\"from\": 2, \"values\": [false, true, true, true, true, true, true]}, "
                   "\"c\": {\"from\": -3, \"values\": [true, true, true, false, true, true, true]}"
                   "}, "
                   "\"sentence\": \"Queen 2 goes to column 3\"}");
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
      g_auto(KqTestRun) t = { 0 }, u = { 0 };

      run_cli (&t, "queens", cases[i].n, "--count");
      run_cli (&u, "queens", cases[i].n, "--count", "--unique");
      g_assert_cmpint (t.status, ==, 0);
      g_assert_cmpint (u.status, ==, 0);
      g_assert_cmpstr (t.out, ==, cases[i].total);
      g_assert_cmpstr (u.out, ==, cases[i].unique);
    }
}

/* n rooks: the permutations in QUEENS.OUT's format and order, from a
 * number or QUEENS.INP, to stdout or QUEENS.OUT. */
static void
test_rooks_listing (void)
{
  g_autofree char *inp = kq_test_tmp_path ("ROOKS.INP");
  g_autofree char *out_path = kq_test_tmp_path ("ROOKS.OUT");
  g_autofree char *written = NULL;
  g_auto(KqTestRun) three = { 0 }, file = { 0 }, five = { 0 };
  g_auto(GStrv) lines = NULL;
  const char *expected = "(1, 1); (2, 2); (3, 3);\n(1, 1); (2, 3); (3, 2);\n"
                         "(1, 2); (2, 1); (3, 3);\n(1, 2); (2, 3); (3, 1);\n"
                         "(1, 3); (2, 1); (3, 2);\n(1, 3); (2, 2); (3, 1);\n";

  run_cli (&three, "rooks", "3");
  g_assert_cmpint (three.status, ==, 0);
  g_assert_cmpstr (three.out, ==, expected);

  g_assert_true (g_file_set_contents (inp, "3\n", -1, NULL));
  run_cli (&file, "rooks", "--input", inp, "--output", out_path);
  g_assert_cmpint (file.status, ==, 0);
  g_assert_cmpstr (file.out, ==, "");
  g_assert_true (g_file_get_contents (out_path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, expected);

  /* 5! lines, each after the one before in lexicographic order. */
  run_cli (&five, "rooks", "5");
  g_assert_cmpint (five.status, ==, 0);
  lines = g_strsplit (five.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 121);
  g_assert_cmpstr (lines[0], ==, "(1, 1); (2, 2); (3, 3); (4, 4); (5, 5);");
  g_assert_cmpstr (lines[119], ==, "(1, 5); (2, 4); (3, 3); (4, 2); (5, 1);");
  for (int i = 1; i < 120; i++)
    g_assert_cmpint (strcmp (lines[i - 1], lines[i]), <, 0);
}

/* n! at once, exactly past 64 bits; the k-th by the factorial number system. */
static void
test_rooks_count_index (void)
{
  const struct { const char *n, *total; } counts[] = {
    { "1", "1\n" }, { "8", "40320\n" }, { "20", "2432902008176640000\n" },
    { "21", "51090942171709440000\n" }, { "32", "263130836933693530167218012160000000\n" },
  };
  const struct { const char *n, *k, *line; } index[] = {
    { "8", "1", "(1, 1); (2, 2); (3, 3); (4, 4); (5, 5); (6, 6); (7, 7); (8, 8);\n" },
    { "8", "40320", "(1, 8); (2, 7); (3, 6); (4, 5); (5, 4); (6, 3); (7, 2); (8, 1);\n" },
    /* 10 - 1 = 1·3! + 1·2! + 1·1! + 0·0!: the second free column thrice */
    { "4", "10", "(1, 2); (2, 3); (3, 4); (4, 1);\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_auto(KqTestRun) t = { 0 };

      run_cli (&t, "rooks", counts[i].n, "--count");
      g_assert_cmpint (t.status, ==, 0);
      g_assert_cmpstr (t.out, ==, counts[i].total);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (index); i++)
    {
      g_auto(KqTestRun) t = { 0 };

      run_cli (&t, "rooks", index[i].n, "--index", index[i].k);
      g_assert_cmpint (t.status, ==, 0);
      g_assert_cmpstr (t.out, ==, index[i].line);
    }
}

/* The lesson's Try for rooks: its listings, its code, its trace. */
static void
test_rooks_lessons (void)
{
  g_auto(KqTestRun) ids = { 0 }, code = { 0 }, trace = { 0 };
  g_auto(GStrv) steps = NULL;

  run_cli (&ids, "rooks", "--listings");
  g_assert_cmpint (ids.status, ==, 0);
  g_assert_cmpstr (ids.out, ==,
                   "rooks-001-pascal\tLesson 001: n rooks, Try(i) with a (Pascal)\n"
                   "rooks-001-c\tLesson 001: n rooks, Try(i) with a (C)\n");
  run_cli (&code, "rooks", "--print-listing");
  g_assert_cmpint (code.status, ==, 0);
  g_assert_true (g_str_has_prefix (code.out, "procedure Try(i: Integer);\n"));
  g_assert_nonnull (strstr (code.out, "    if a[j] then"));

  run_cli (&trace, "rooks", "2", "--trace=lines", "--listing", "rooks-001-c");
  g_assert_cmpint (trace.status, ==, 0);
  steps = g_strsplit (trace.out, "\n", -1);
  g_assert_cmpstr (steps[0], ==,
                   "{\"step\": 1, \"line\": 1, \"op\": \"call\", \"frames\": [{\"i\": 1, "
                   "\"j\": null}], \"stack\": [\"Try(i = 1)\"], \"x\": [0, 0], "
                   "\"arrays\": {\"a\": {\"from\": 1, \"values\": [true, true]}}, "
                   "\"sentence\": \"Try(1): put a rook in row 1\"}");
  /* The second rook's test in row 2 finds column 1 taken. */
  g_assert_nonnull (strstr (trace.out, "\"op\": \"test\", \"frames\": [{\"i\": 1, \"j\": 1}, "
                                       "{\"i\": 2, \"j\": 1}], \"stack\": [\"Try(i = 1): j = 1\", "
                                       "\"Try(i = 2): j = 1\"], \"x\": [1, 0], \"arrays\": "
                                       "{\"a\": {\"from\": 1, \"values\": [false, true]}}, "
                                       "\"sentence\": \"Column 1 is taken (a[1] is false): try the "
                                       "next j\"}"));
}

/* Drawn as the queens are, with rooks: a PNG, a sheet. */
static void
test_rooks_images (void)
{
  g_autofree char *png = kq_test_tmp_path ("rooks.png");
  g_autofree char *pdf = kq_test_tmp_path ("rooks.pdf");
  g_autofree char *contents = NULL;
  g_auto(KqTestRun) image = { 0 }, sheet = { 0 }, big = { 0 };
  gsize length = 0;

  run_cli (&image, "rooks", "6", "--index", "100", "--image", png, "--caption", "--quiet");
  g_assert_cmpint (image.status, ==, 0);
  g_assert_cmpstr (image.out, ==, "");
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpmem (contents, 8, "\x89PNG\r\n\x1a\n", 8);
  g_clear_pointer (&contents, g_free);

  run_cli (&sheet, "rooks", "4", "--sheet", pdf);
  g_assert_cmpint (sheet.status, ==, 0);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  /* 22! boards will not fit any sheet: refused before any work. */
  run_cli (&big, "rooks", "22", "--sheet", pdf);
  assert_refused (&big);
}

/* Bad input: exit 2 with a message, as for queens; the queens' counting
 * options are not the rooks'. */
static void
test_rooks_bad_input (void)
{
  g_autofree char *missing = kq_test_tmp_path ("nowhere/ROOKS.INP");
  const char *const cases[][6] = {
    { "rooks" },
    { "rooks", "0" },
    { "rooks", "33" },
    { "rooks", "8x" },
    { "rooks", "8", "9" },
    { "rooks", "8", "--count", "--unique" },
    { "rooks", "8", "--count", "--part", "1/2" },
    { "rooks", "8", "--count", "--threads", "2" },
    { "rooks", "8", "--count", "--progress" },
    { "rooks", "8", "--index", "0" },
    { "rooks", "8", "--index", "40321" },
    { "rooks", "8", "--index", "2", "--count" },
    { "rooks", "--input", missing },
    { "rooks", "4", "--trace=words" },
    { "rooks", "4", "--trace=lines", "--listing", "queens-001-c" },
    { "rooks", "4", "--trace=lines", "--count" },
    { "rooks", "--listings", "4" },
    { "rooks", "--print-listing", "--listing", "knight-000-c" },
    { "queens", "4", "--trace=lines", "--listing", "rooks-001-c" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(KqTestRun) r = { 0 };
      g_autofree char *joined = g_strjoinv (" ", (char **) cases[i]);

      g_test_message ("knights-queens-cli %s", joined);
      run_cli_envv (&r, NULL, cases[i]);
      assert_refused (&r);
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
  g_auto(KqTestRun) listing = { 0 }, first = { 0 }, last = { 0 }, beyond = { 0 }, none = { 0 };
  g_auto(KqTestRun) big = { 0 }, quiet = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&listing, "queens", "8");
  lines = g_strsplit (listing.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 93);
  for (int k = 1; k <= 92; k += 13)
    {
      g_auto(KqTestRun) r = { 0 };
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
  assert_refused (&beyond);
  g_assert_nonnull (strstr (beyond.err, "2,680"));

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

/* A PNG's height (its width is checked to be width). */
static guint32
png_height (const char *path, guint32 width)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 33);
  g_assert_cmpint (memcmp (data, "\211PNG\r\n\032\n", 8), ==, 0);
  g_assert_cmpint (memcmp (data + 12, "IHDR", 4), ==, 0);
  g_assert_cmpuint (read_be32 ((const guchar *) data + 16), ==, width);
  return read_be32 ((const guchar *) data + 20);
}

static void
assert_png_size (const char *path, guint32 size)
{
  g_assert_cmpuint (png_height (path, size), ==, size);
}

static void
test_png (void)
{
  g_autofree char *tour_png = kq_test_tmp_path ("tour.png");
  g_autofree char *queens_png = kq_test_tmp_path ("queens.png");
  g_auto(KqTestRun) t = { 0 }, q = { 0 };

  run_cli (&t, "tour", "8", "1", "1", "--png", tour_png, "--size", "300", "--quiet");
  g_assert_cmpint (t.status, ==, 0);
  g_assert_cmpstr (t.out, ==, "");
  assert_png_size (tour_png, 300);

  run_cli (&q, "queens", "8", "--index", "5", "--png", queens_png);
  g_assert_cmpint (q.status, ==, 0);
  assert_png_size (queens_png, 800);
}

/* --image: the format by the extension, light unless --dark. */
static void
test_image (void)
{
  g_autofree char *svg = kq_test_tmp_path ("tour.svg");
  g_autofree char *pdf = kq_test_tmp_path ("queens.PDF");
  g_autofree char *light = kq_test_tmp_path ("light.png");
  g_autofree char *dark = kq_test_tmp_path ("dark.png");
  g_autofree char *gif = kq_test_tmp_path ("queens.gif");
  g_autofree char *svg_text = NULL;
  g_autofree char *light_data = NULL;
  g_autofree char *dark_data = NULL;
  gsize light_length, dark_length;
  g_auto(KqTestRun) t = { 0 }, q = { 0 }, l = { 0 }, d = { 0 }, bad = { 0 };

  run_cli (&t, "tour", "8", "1", "1", "--image", svg, "--size", "300", "--quiet");
  g_assert_cmpint (t.status, ==, 0);
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_nonnull (strstr (svg_text, "<svg"));

  run_cli (&q, "queens", "8", "--index", "3", "--image", pdf);
  g_assert_cmpint (q.status, ==, 0);
  g_assert_cmpstr (q.out, ==, "(1, 1); (2, 7); (3, 4); (4, 6); (5, 8); (6, 2); (7, 5); (8, 3);\n");
  if (kq_test_pdf_pages (pdf) >= 0)
    g_assert_cmpint (kq_test_pdf_pages (pdf), ==, 1);

  run_cli (&l, "queens", "6", "--image", light, "--quiet");
  run_cli (&d, "queens", "6", "--image", dark, "--quiet", "--dark");
  g_assert_cmpint (l.status, ==, 0);
  g_assert_cmpint (d.status, ==, 0);
  assert_png_size (light, 800);
  assert_png_size (dark, 800);
  g_assert_true (g_file_get_contents (light, &light_data, &light_length, NULL));
  g_assert_true (g_file_get_contents (dark, &dark_data, &dark_length, NULL));
  g_assert_false (light_length == dark_length && memcmp (light_data, dark_data, light_length) == 0);

  run_cli (&bad, "queens", "8", "--image", gif);
  assert_refused (&bad);
  g_assert_nonnull (strstr (bad.err, ".png, .svg or .pdf"));
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
}

/* --caption and --legend: under the board, in every format, the default
 * text or the user's. */
static void
test_caption (void)
{
  g_autofree char *png = kq_test_tmp_path ("captioned.png");
  g_autofree char *legend = kq_test_tmp_path ("legend.png");
  g_autofree char *pdf = kq_test_tmp_path ("captioned.pdf");
  g_autofree char *own = kq_test_tmp_path ("own.pdf");
  g_autofree char *text = NULL;
  g_autofree char *own_text = NULL;
  g_auto(KqTestRun) p = { 0 }, l = { 0 }, q = { 0 }, o = { 0 }, alone = { 0 };

  run_cli (&p, "queens", "8", "--png", png, "--size", "300", "--caption", "--quiet");
  g_assert_cmpint (p.status, ==, 0);
  run_cli (&l, "queens", "8", "--png", legend, "--size", "300", "--caption", "--legend", "-q");
  g_assert_cmpint (l.status, ==, 0);
  g_assert_cmpuint (png_height (png, 300), >, 300);
  g_assert_cmpuint (png_height (legend, 300), >, png_height (png, 300));

  run_cli (&q, "queens", "12", "--index", "1", "--image", pdf, "--caption", "--legend", "-q");
  g_assert_cmpint (q.status, ==, 0);
  text = kq_test_tool_output ("pdftotext", pdf, "-", NULL);
  if (text != NULL)
    {
      g_assert_nonnull (strstr (text, "12 queens — solution 1 of 14,200"));
      /* a finished placement on a plain board: its key says it is a
       * solution, with no shading */
      g_assert_nonnull (strstr (text, "a solution: no queen attacks another"));
      g_assert_null (strstr (text, "attacked"));
    }
  /* --caption=TEXT; --caption TEXT would be a stray argument */
  run_cli (&o, "tour", "5", "1", "1", "--image", own, "--caption=Bài 2: mã đi tuần", "-q");
  g_assert_cmpint (o.status, ==, 0);
  own_text = kq_test_tool_output ("pdftotext", own, "-", NULL);
  if (own_text != NULL)
    g_assert_nonnull (strstr (own_text, "Bài 2: mã đi tuần"));

  run_cli (&alone, "queens", "8", "--caption");
  assert_refused (&alone);
}

/* --gif: a frame per move, or per step of the search; the bound. */
static void
test_gif (void)
{
  g_autofree char *tour = kq_test_tmp_path ("tour.gif");
  g_autofree char *steps = kq_test_tmp_path ("steps.gif");
  g_autofree char *refused = kq_test_tmp_path ("refused.gif");
  g_autofree char *data = NULL;
  g_auto(KqTestRun) t = { 0 }, s = { 0 }, big = { 0 }, many = { 0 }, fps = { 0 }, all = { 0 };
  g_auto(KqTestRun) count = { 0 }, lone = { 0 };
  gsize length;
  int frames, height;

  run_cli (&t, "tour", "6", "1", "1", "--gif", tour, "--size", "120", "--fps", "12", "-q");
  g_assert_cmpint (t.status, ==, 0);
  g_assert_cmpstr (t.out, ==, "");
  g_assert_true (g_file_get_contents (tour, &data, &length, NULL));
  g_assert_cmpmem (data, 6, "GIF89a", 6);
  frames = kq_test_gif_frames (tour, 120, &height);
  if (frames >= 0)
    {
      g_assert_cmpint (frames, ==, 36);
      g_assert_cmpint (height, ==, 120);
    }

  /* 8 queens' search to the first solution: 114 queens put down, 104
   * lifted; the caption under the board */
  run_cli (&s, "queens", "8", "--gif", steps, "--gif-steps", "--size", "100", "--caption", "-q");
  g_assert_cmpint (s.status, ==, 0);
  frames = kq_test_gif_frames (steps, 100, &height);
  if (frames >= 0)
    {
      g_assert_cmpint (frames, ==, 114 + 104);
      g_assert_cmpint (height, >, 100);
    }

  run_cli (&big, "tour", "51", "1", "1", "--gif", refused, "-q");
  assert_refused (&big);
  g_assert_nonnull (strstr (big.err, "2,601 moves"));
  run_cli (&many, "tour", "8", "1", "1", "--method=classic", "--gif", refused, "--gif-steps");
  assert_refused (&many);
  g_assert_nonnull (strstr (many.err, "2,500"));
  run_cli (&fps, "queens", "8", "--gif", refused, "--fps", "51");
  assert_refused (&fps);
  run_cli (&all, "tour", "5", "1", "1", "--all", "--gif", refused);
  assert_refused (&all);
  run_cli (&count, "queens", "8", "--count", "--gif", refused);
  assert_refused (&count);
  run_cli (&lone, "queens", "8", "--gif-steps");
  assert_refused (&lone);
  g_assert_false (g_file_test (refused, G_FILE_TEST_EXISTS));
}

/* --sheet: all 92 boards of 8 queens on one page, ten a page on ten
 * pages, a part of n = 12; the tour's handout; and what is refused. */
static void
test_sheet (void)
{
  g_autofree char *poster = kq_test_tmp_path ("poster.pdf");
  g_autofree char *pages = kq_test_tmp_path ("pages.pdf");
  g_autofree char *part = kq_test_tmp_path ("part.pdf");
  g_autofree char *handout = kq_test_tmp_path ("handout.pdf");
  g_autofree char *refused = kq_test_tmp_path ("refused.pdf");
  g_autofree char *svg = kq_test_tmp_path ("sheet.svg");
  g_auto(KqTestRun) a = { 0 }, b = { 0 }, c = { 0 }, t = { 0 };
  const char * const *bad;
  const char * const bad_runs[][10] = {
    { "queens", "8", "--sheet", svg, NULL },
    { "queens", "12", "--sheet", refused, NULL },
    { "queens", "8", "--sheet", refused, "--from", "93", NULL },
    { "queens", "8", "--sheet", refused, "--from", "5", "--to", "4", NULL },
    { "queens", "8", "--sheet", refused, "--count-per-page", "100000", NULL },
    { "queens", "8", "--sheet", refused, "--count", NULL },
    { "queens", "8", "--sheet", refused, "--image", svg, NULL },
    { "queens", "8", "--from", "3", NULL },
    { "tour", "30", "1", "1", "--sheet", refused, NULL },
    { "tour", "5", "1", "1", "--all", "--sheet", refused, NULL },
  };

  run_cli (&a, "queens", "8", "--sheet", poster);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, "");
  run_cli (&b, "queens", "8", "--sheet", pages, "--count-per-page", "10", "--dark");
  g_assert_cmpint (b.status, ==, 0);
  run_cli (&c, "queens", "12", "--sheet", part, "--from", "100", "--to", "199");
  g_assert_cmpint (c.status, ==, 0);
  run_cli (&t, "tour", "8", "1", "1", "--sheet", handout, "--quiet");
  g_assert_cmpint (t.status, ==, 0);
  if (kq_test_pdf_pages (poster) >= 0)
    {
      g_assert_cmpint (kq_test_pdf_pages (poster), ==, 1);
      kq_test_assert_sheet_numbers (poster, 1, 92);
      g_assert_cmpint (kq_test_pdf_pages (pages), ==, 10);
      kq_test_assert_sheet_numbers (pages, 1, 92);
      kq_test_assert_sheet_numbers (part, 100, 199);
      g_assert_cmpint (kq_test_pdf_pages (handout), ==, 1);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_runs); i++)
    {
      g_auto(KqTestRun) run = { 0 };

      bad = bad_runs[i];
      run_cli_envv (&run, NULL, bad);
      assert_refused (&run);
    }
  g_assert_false (g_file_test (refused, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (svg, G_FILE_TEST_EXISTS));
}

/* A sheet's title, legend and footer in the language of the run. */
static void
test_sheet_vietnamese (void)
{
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "LANGUAGE", "vi", TRUE);
  g_autofree char *handout = kq_test_tmp_path ("handout-vi.pdf");
  g_autofree char *poster = kq_test_tmp_path ("poster-vi.pdf");
  g_autofree char *handout_text = NULL;
  g_autofree char *poster_text = NULL;
  g_auto(KqTestRun) t = { 0 }, q = { 0 };

  run_cli_envv (&t, env, (const char * const[]) { "tour", "5", "1", "1", "--sheet", handout, "-q",
                                                  NULL });
  g_assert_cmpint (t.status, ==, 0);
  run_cli_envv (&q, env, (const char * const[]) { "queens", "8", "--sheet", poster, NULL });
  g_assert_cmpint (q.status, ==, 0);
  handout_text = kq_test_tool_output ("pdftotext", handout, "-", NULL);
  if (handout_text == NULL)
    return;
  g_assert_nonnull (strstr (handout_text, "Mã đi tuần trên bàn cờ 5 × 5 từ ô (1, 1)"));
  g_assert_nonnull (strstr (handout_text, "ô xuất phát"));
  poster_text = kq_test_tool_output ("pdftotext", poster, "-", NULL);
  g_assert_nonnull (strstr (poster_text, "8 quân hậu: lời giải 1 đến 92"));
  g_assert_nonnull (strstr (poster_text, "trang 1 / 1"));
}

static void
test_bad_input (void)
{
  g_autofree char *dir = kq_test_tmp_path ("");
  g_autofree char *empty = kq_test_tmp_path ("empty.inp");
  g_autofree char *text = kq_test_tmp_path ("text.inp");
  g_autofree char *negative = kq_test_tmp_path ("negative.inp");
  g_autofree char *huge = kq_test_tmp_path ("huge.inp");
  g_autofree char *binary = kq_test_tmp_path ("binary.inp");
  g_autofree char *out = kq_test_tmp_path ("must-not-exist.out");
  g_autofree char *png = kq_test_tmp_path ("must-not-exist.png");
  const char *no_dir_out = "/nonexistent-dir/QUEENS.OUT";
  const char *const cases[][8] = {
    { "frobnicate" },
    { "tour" },
    { "tour", "8", "1" },
    { "tour", "8", "1", "1", "1", "1" },  /* four are M N ROW COL */
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
    { "tour", "6" },
    { "tour", "6", "--all" },
    { "tour", "6", "--count" },
    { "tour", "9", "--all", "--count" },
    { "tour", "6", "1", "1", "--all", "--part=1/2" },
    { "tour", "6", "1", "1", "--threads=2" },
    { "tour", "6", "1", "1", "--all", "--count", "--part=3/2" },
    { "tour", "6", "--all", "--count", "--part=x" },
    { "tour", "6", "--all", "--count", "--threads=-1" },
    { "tour", "6", "1", "1", "--all", "--count", "--max-steps=5" },
    { "tour", "6", "1", "1", "--all", "--count", "--progress", "--quiet" },
    { "tour", "12", "1", "1", "--all" },
    { "tour", "8", "1", "1", "--max-steps", "-5" },
    /* Issue 10, defect 7: sentinels. */
    { "tour", "8", "1", "1", "--max-steps", "-1" },
    { "tour", "8", "1", "1", "--max-steps", "x" },
    { "tour", "8", "1", "1", "--max-steps", "99999999999999999999" },
    { "tour", "8", "1", "1", "--size", "abc" },
    { "tour", "8", "1", "1", "--size", "16385" },
    { "tour", "8", "1", "1", "--size", "-800" },
    { "tour", "8", "1", "1", "--method", "" },
    { "tour", "8", "1", "1", "--png" },
    { "tour", "8", "1", "1", "--png", "/proc/x.png" },
    { "tour", "5", "1", "1", "--all", "--png", png },
    { "tour", "2001", "1", "1" },
    { "queens" },
    { "queens", "0" },
    { "queens", "33" },
    { "queens", "8x" },
    { "queens", "8", "9" },
    { "queens", "8", "--unique" },
    { "queens", "8", "--index", "0" },
    { "queens", "8", "--index", "93" },
    { "queens", "8", "--index", "-1" },
    { "queens", "8", "--index", "-9223372036854775808" },
    { "queens", "8", "--index", "9223372036854775808" },
    { "queens", "8", "--index", "x" },
    { "queens", "8", "--index" },
    { "queens", "8", "--index", "2", "--count" },
    { "queens", "8", "--threads", "1025" },
    { "queens", "8", "--threads", "many" },
    { "queens", "8", "--size", "15" },
    { "queens", "8", "--size", "" },
    { "queens", "8", "--png", dir },
    { "queens", "8", "--png", no_dir_out },
    { "queens", "8", "--png", "/proc/x.png" },
    { "queens", "8", "--png", png, "--count" },
    { "queens", "8", "--output", no_dir_out },
    { "queens", "8", "--output", dir },
    /* Issue 10, defect 6: a leak on this path made ASan exit 1. */
    { "queens", "8", "--output", "/proc/x.out" },
    { "queens", "8", "--count", "--output", "/proc/x.out" },
    { "queens", "8", "--index", "3", "--output", "/proc/x.out" },
    { "queens", "--input", "/nonexistent/QUEENS.INP", "--output", out },
    { "queens", "--input", empty, "--output", out },
    { "queens", "--input", text, "--output", out },
    { "queens", "--input", negative, "--output", out },
    { "queens", "--input", huge, "--output", out },
    { "queens", "--input", binary, "--output", out },
    { "queens", "--input", dir, "--output", out },
    { "queens", "--input", "-", "--output", out },
    { "queens", "--input", "" },
    { "queens", "5", "--input", text },
    { "queens", "8", "--threads", "-1" },
    { "queens", "8", "--frobnicate" },
  };

  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_true (g_file_set_contents (text, "eight\n", -1, NULL));
  g_assert_true (g_file_set_contents (negative, "-5\n", -1, NULL));
  g_assert_true (g_file_set_contents (huge, "1000000000000\n", -1, NULL));
  g_assert_true (g_file_set_contents (binary, "\x7f" "ELF\x02\x01\x01\0\0\0", 10, NULL));

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(KqTestRun) r = { 0 };
      g_autofree char *joined = g_strjoinv (" ", (char **) cases[i]);

      g_test_message ("knights-queens-cli %s", joined);
      run_cli_envv (&r, NULL, cases[i]);
      assert_refused (&r);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
    }
}

/* A write that fails (a full disk) is a clear error and a non-zero exit,
 * not a silently short listing, whatever else happened (issue 10,
 * defect 7: a search that gave up said only that, with exit 3). */
static void
test_write_error (void)
{
  const char *const cases[][10] = {
    { "queens", "10" },
    { "queens", "8" },
    { "queens", "8", "--count" },
    { "queens", "8", "--index", "3" },
    { "queens", "8", "-o", "-" },
    { "queens", "8", "-o", "/dev/stdout" },
    { "tour", "8", "1", "1" },
    { "tour", "5", "1", "1", "--all" },
    { "tour", "5", "1", "1", "--all", "--count" },
    { "tour", "6", "1", "1", "--all", "--max-steps", "3000000" },
  };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GSubprocessLauncher) launcher = NULL;
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autofree char *err = NULL;

      g_ptr_array_add (argv, (char *) g_getenv ("KQ_CLI"));
      for (const char *const *a = cases[i]; *a != NULL; a++)
        g_ptr_array_add (argv, (char *) *a);
      g_ptr_array_add (argv, NULL);
      launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
      g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
      process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
      g_assert_no_error (error);
      g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
      g_assert_no_error (error);
      g_test_message ("case %" G_GSIZE_FORMAT ": %s", i, err);
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
      g_assert_nonnull (strstr (err, "cannot write"));
    }
}

/* Issue 10, defect 9: "queens 32 | head -1" waited for 64 KiB of output
 * (seconds at n = 32) before the first line. The first lines now go out at
 * once: the first read of the pipe holds a whole line and far less than
 * 64 KiB. The pipe is made large, so that a 64 KiB write would arrive
 * whole; no time is measured. */
static void
test_first_output (void)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  GInputStream *out;
  char buffer[1 << 17];
  struct pollfd pfd;
  gssize got;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                              g_getenv ("KQ_CLI"), "queens", "32", NULL);
  g_assert_no_error (error);
  out = g_subprocess_get_stdout_pipe (process);
  pfd.fd = g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (out));
  pfd.events = POLLIN;
  if (fcntl (pfd.fd, F_SETPIPE_SZ, 1 << 20) < 0)
    g_test_message ("F_SETPIPE_SZ: %s", g_strerror (errno));
  /* The generous timeout only keeps a broken build from hanging. */
  g_assert_cmpint (poll (&pfd, 1, 120 * 1000), ==, 1);
  got = read (pfd.fd, buffer, sizeof buffer);
  g_test_message ("first read: %" G_GSSIZE_FORMAT " bytes", got);
  g_assert_cmpint (got, >, 0);
  g_assert_cmpint (got, <, 1 << 16);
  g_assert_nonnull (memchr (buffer, '\n', (gsize) got));
  g_assert_true (g_str_has_prefix (buffer, "(1, 1); (2, 3); (3, 5);"));
  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, NULL);
}

/* Issue 10, defect 1: --output and --png wrote a new file and renamed it
 * over the path, replacing devices, symlinks, modes and hard links. */
static void
test_output_targets (void)
{
  g_autofree char *expected = NULL;
  g_autofree char *data = data_path ("QUEENS.OUT");
  g_autofree char *target = kq_test_tmp_path ("target.out");
  g_autofree char *sym = kq_test_tmp_path ("link.out");
  g_autofree char *png_target = kq_test_tmp_path ("target.png");
  g_autofree char *png_link = kq_test_tmp_path ("link.png");
  g_autofree char *secret = kq_test_tmp_path ("secret.out");
  g_autofree char *hard = kq_test_tmp_path ("hard.out");
  g_autofree char *node = kq_test_tmp_path ("full");
  g_auto(KqTestRun) a = { 0 }, b = { 0 }, c = { 0 }, d = { 0 }, e = { 0 }, f = { 0 }, g = { 0 };
  struct stat st;

  g_assert_true (g_file_get_contents (data, &expected, NULL, NULL));
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (symlink (target, sym), ==, 0);
  run_cli (&a, "queens", "5", "-o", sym);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpint (g_lstat (sym, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_file (target, expected);

  g_assert_cmpint (symlink (png_target, png_link), ==, 0);
  run_cli (&b, "tour", "5", "1", "1", "--png", png_link, "--size", "64", "-q");
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpint (g_lstat (png_link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_png_size (png_target, 64);

  g_assert_true (g_file_set_contents (secret, "old", -1, NULL));
  g_assert_cmpint (g_chmod (secret, 0600), ==, 0);
  g_assert_cmpint (link (secret, hard), ==, 0);
  run_cli (&c, "queens", "5", "--output", secret);
  g_assert_cmpint (c.status, ==, 0);
  g_assert_cmpint (g_stat (secret, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_cmpint (st.st_nlink, ==, 2);
  assert_file (hard, expected);

  /* Written through, not replaced: /dev/null, /dev/stdout, "-". */
  run_cli (&d, "queens", "5", "-o", "/dev/null");
  g_assert_cmpint (d.status, ==, 0);
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
  run_cli (&e, "queens", "5", "-o", "/dev/stdout");
  g_assert_cmpint (e.status, ==, 0);
  g_assert_cmpstr (e.out, ==, expected);
  run_cli (&f, "queens", "5", "-o", "-");
  g_assert_cmpstr (f.out, ==, expected);

  /* The repro: a device node stays one and a full disk is an error. */
  if (mknod (node, S_IFCHR | 0666, makedev (1, 7)) != 0)
    {
      g_test_message ("mknod: %s: the device node case needs root", g_strerror (errno));
      return;
    }
  run_cli (&g, "queens", "8", "-o", node);
  assert_refused (&g);
  g_assert_nonnull (strstr (g.err, "cannot write"));
  g_assert_cmpint (g_lstat (node, &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
}

/* Issue 10, defect 3: SIGINT during "queens 16 -o FILE" left a 180 MB
 * temporary file. Now it is removed, FILE keeps its old contents and the
 * process dies of the signal. */
static void
test_output_signal (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kq-signal-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "Q.OUT", NULL);
  const int signals[] = { SIGINT, SIGTERM, SIGHUP };

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "keep\n", -1, NULL));
  for (gsize i = 0; i < G_N_ELEMENTS (signals); i++)
    {
      g_autoptr(GSubprocess) process = NULL;
      g_autofree char *names = NULL;
      gboolean started = FALSE;

      process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, g_getenv ("KQ_CLI"),
                                  "queens", "16", "-o", path, NULL);
      g_assert_no_error (error);
      /* Until the temporary file is there and growing. */
      for (int tries = 0; tries < 3000 && !started; tries++)
        {
          g_autofree char *listed = kq_test_list_dir (dir);

          started = strchr (listed, ' ') != NULL;
          if (!started)
            g_usleep (10000);
        }
      g_assert_true (started);
      g_subprocess_send_signal (process, signals[i]);
      g_subprocess_wait (process, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (process));
      g_assert_cmpint (g_subprocess_get_term_sig (process), ==, signals[i]);
      names = kq_test_list_dir (dir);
      g_assert_cmpstr (names, ==, "Q.OUT");
      assert_file (path, "keep\n");
    }
}

/* Runs the CLI with input on its stdin (a pipe); returns its stdout. */
static char *
run_cli_stdin (const char *input, int expected_status, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_ptr_array_add (argv, (char *) g_getenv ("KQ_CLI"));
  for (; *args != NULL; args++)
    g_ptr_array_add (argv, (char *) *args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, expected_status);
  return out;
}

/* Issue 10, defect 5: "-i -", /dev/stdin and pipes failed to mmap, and a
 * byte order mark was refused. */
static void
test_input_streams (void)
{
  g_autofree char *bom = kq_test_tmp_path ("bom.inp");
  g_autofree char *dash = NULL;
  g_autofree char *dev = NULL;
  g_autofree char *with_bom = NULL;
  g_autofree char *piped_bom = NULL;

  dash = run_cli_stdin ("8\n", 0, (const char * const[]) { "queens", "-i", "-", "-c", NULL });
  g_assert_cmpstr (dash, ==, "92\n");
  dev = run_cli_stdin ("6", 0, (const char * const[]) { "queens", "--input", "/dev/stdin", "-c", NULL });
  g_assert_cmpstr (dev, ==, "4\n");
  piped_bom = run_cli_stdin ("\xEF\xBB\xBF" "10\r\n", 0,
                             (const char * const[]) { "queens", "-i", "-", "-c", NULL });
  g_assert_cmpstr (piped_bom, ==, "724\n");

  g_assert_true (g_file_set_contents (bom, "\xEF\xBB\xBF" "5\r\n", -1, NULL));
  with_bom = run_cli_stdin ("", 0, (const char * const[]) { "queens", "-i", bom, "-c", NULL });
  g_assert_cmpstr (with_bom, ==, "10\n");
}

/* Issue 10, defect 4: `tour "8…" 1 1` printed invalid UTF-8. Awkward text
 * (invalid, multi-byte, control characters) in every argument a parser
 * reads gives a valid UTF-8 message and exit 2. */
static void
test_messages_utf8 (void)
{
  const char *const texts[] = { "8…", "\xff", "8\xff", "\xe2\x80", "\x01\x1b[31m", "ạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạ" };

  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      const char *t = texts[i];
      g_autofree char *option = g_strconcat ("--", t, NULL);
      g_autofree char *inp = kq_test_tmp_path ("awkward.inp");
      g_autofree char *named = g_strconcat (inp, t, NULL);
      const char *const cases[][8] = {
        { t },
        { "tour", t, "1", "1" },
        { "tour", "8", t, "1" },
        { "tour", "8", "1", t },
        { "tour", "8", "1", "1", "--method", t },
        { "tour", "8", "1", "1", "--max-steps", t },
        { "tour", "8", "1", "1", "--size", t },
        { "tour", "8", "1", "1", option },
        { "queens", t },
        { "queens", "8", "--index", t },
        { "queens", "8", "--threads", t },
        { "queens", "8", "--size", t },
        { "queens", "-i", inp },
        { "queens", "-i", named },
        { "queens", option },
      };

      g_assert_true (g_file_set_contents (inp, t, -1, NULL));
      for (gsize j = 0; j < G_N_ELEMENTS (cases); j++)
        {
          g_auto(KqTestRun) r = { 0 };

          run_cli_envv (&r, NULL, cases[j]);
          g_test_message ("%" G_GSIZE_FORMAT ".%" G_GSIZE_FORMAT " → %d", i, j, r.status);
          assert_refused (&r);
          g_assert_true (g_utf8_validate (r.err, -1, NULL));
          if (i == 0 && j > 0)
            g_assert_nonnull (strstr (r.err, "8…"));
        }
    }
}

/* LANGUAGE=vi: the usage, --help and the messages in Vietnamese. */
static char *
write_tmp (const char *name, const char *contents)
{
  char *path = kq_test_tmp_path (name);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* check INPUT OUTPUT: testlib's verdicts and exit statuses, one line each. */
static void
test_check (void)
{
  static const struct {
    const char *input;
    const char *output;  /* NULL: no such file */
    int         status;
    const char *line;
  } cases[] = {
    { "4\n", "(1, 2); (2, 4); (3, 1); (4, 3);\r\n(1, 3); (2, 1); (3, 4); (4, 2);  ", 0,
      "ok: Correct: all 2 solutions, in order\n" },
    { "4", "(1, 3); (2, 1); (3, 4); (4, 2);\n(1, 2); (2, 4); (3, 1); (4, 3);\n", 1,
      "wrong answer: line 2 is out of the lessons' order: it comes before line 1\n" },
    { "4", "(1, 2); (2, 4); (3, 1); (4, 3);\n", 1,
      "wrong answer: 1 placement; 4 queens have 2; missing: (1, 3); (2, 1); (3, 4); (4, 2);\n" },
    { "4", "(1, 2); (2, 4); (3, 1); (4, 4);\n", 1,
      "wrong answer: line 1: queens (2, 4) and (4, 4) attack along a column\n" },
    { "4", "1 2 3 4\n", 2,
      "presentation error: line 1 is not a placement like “(1, 2); (2, 4); …”: “1 2 3 4”\n" },
    { "4", NULL, 2, NULL },
    { "3\n", "", 0, "ok: Correct: 3 queens cannot be placed on a 3 × 3 board, and the file is empty\n" },
    { "5 1 1", " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n25 18  3 12 23", 0,
      "ok: Correct: an open tour from (1, 1)\n" },
    { "5 1 2\n", "", 0, "ok: Correct: there is no tour from (1, 2), and the file is empty\n" },
    { "5 3 3", " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n25 18  3 12 23\n", 1,
      "wrong answer: move 1 is at (1, 1), but the tour starts at (3, 3)\n" },
    { "5 1 1", " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 23 11\n 8 13 24 17  4\n25 18  3 12 22\n", 1,
      "wrong answer: move 22 at (5, 5) is not a knight's move from move 21 at (1, 5)\n" },
    { "5 1 1", "1 2 3\n", 2, "presentation error: line 1 has 3 numbers; a row of the 5 × 5 board has 5\n" },
    /* INPUT itself bad: the checker failed */
    { "", "", 3, NULL },
    { "4 2", "", 3, NULL },
    { "five", "", 3, NULL },
    { "15", "", 3, NULL },
    { "5 6 1", "", 3, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *input = write_tmp ("check.inp", cases[i].input);
      g_autofree char *output = cases[i].output != NULL ? write_tmp ("check.out", cases[i].output)
                                                        : kq_test_tmp_path ("no-such.out");
      g_auto(KqTestRun) r = { 0 };

      run_cli (&r, "check", input, output);
      g_test_message ("case %u: %s", i, r.out);
      g_assert_cmpint (r.status, ==, cases[i].status);
      /* one line on stdout, whatever the verdict */
      g_assert_nonnull (strchr (r.out, '\n'));
      g_assert_cmpstr (strchr (r.out, '\n') + 1, ==, "");
      if (cases[i].line != NULL)
        g_assert_cmpstr (r.out, ==, cases[i].line);
      if (cases[i].status == 3)
        g_assert_true (g_str_has_prefix (r.out, "fail: "));
    }
}

/* The CLI's own outputs pass its checker; ANSWER is accepted and unread. */
static void
test_check_own_output (void)
{
  static const char * const tours[][4] = {
    { "8", "1", "1", NULL }, { "6", "2", "3", "--closed" }, { "5", "3", "3", "--method=classic" },
    { "3", "1", "1", NULL },
  };
  g_autofree char *inp = data_path ("QUEENS.INP");
  g_autofree char *out = data_path ("QUEENS.OUT");
  g_autofree char *q8_inp = write_tmp ("q8.inp", "8\n");
  g_auto(KqTestRun) lesson = { 0 };
  g_auto(KqTestRun) listing = { 0 };
  g_auto(KqTestRun) q8 = { 0 };
  g_auto(KqTestRun) usage = { 0 };

  run_cli (&lesson, "check", inp, out, "/no/such/answer");
  g_assert_cmpint (lesson.status, ==, 0);
  g_assert_cmpstr (lesson.out, ==, "ok: Correct: all 10 solutions, in order\n");

  run_cli (&listing, "queens", "8");
  {
    g_autofree char *q8_out = write_tmp ("q8.out", listing.out);

    run_cli (&q8, "check", q8_inp, q8_out);
    g_assert_cmpint (q8.status, ==, 0);
    g_assert_cmpstr (q8.out, ==, "ok: Correct: all 92 solutions, in order\n");
  }

  for (guint i = 0; i < G_N_ELEMENTS (tours); i++)
    {
      g_auto(KqTestRun) tour = { 0 };
      g_auto(KqTestRun) check = { 0 };
      g_autofree char *input = g_strdup_printf ("%s %s %s\n", tours[i][0], tours[i][1], tours[i][2]);
      g_autofree char *input_path = write_tmp ("tour.inp", input);
      g_autofree char *output_path = NULL;

      if (tours[i][3] != NULL)
        run_cli (&tour, "tour", tours[i][0], tours[i][1], tours[i][2], tours[i][3]);
      else
        run_cli (&tour, "tour", tours[i][0], tours[i][1], tours[i][2]);
      output_path = write_tmp ("tour.out", tour.out);
      run_cli (&check, "check", input_path, output_path);
      g_assert_cmpint (check.status, ==, 0);
      g_assert_true (g_str_has_prefix (check.out, "ok: Correct: "));
      if (tours[i][3] != NULL && g_str_equal (tours[i][3], "--closed"))
        g_assert_cmpstr (check.out, ==, "ok: Correct: a closed tour from (2, 3)\n");
    }

  run_cli (&usage, "check", q8_inp);
  g_assert_cmpint (usage.status, ==, 3);
}

static void
test_vietnamese (void)
{
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "LANGUAGE", "vi", TRUE);
  g_auto(KqTestRun) usage = { 0 };
  g_auto(KqTestRun) tour_help = { 0 };
  g_auto(KqTestRun) queens_help = { 0 };
  g_auto(KqTestRun) none = { 0 };
  g_auto(KqTestRun) bad = { 0 };

  run_cli_envv (&usage, env, (const char * const[]) { "--help", NULL });
  g_assert_cmpint (usage.status, ==, 0);
  g_assert_nonnull (strstr (usage.out, "Cách dùng:"));
  g_assert_nonnull (strstr (usage.out, "hành trình của quân mã"));
  g_assert_null (strstr (usage.out, "Usage"));

  run_cli_envv (&tour_help, env, (const char * const[]) { "tour", "--help", NULL });
  g_assert_cmpint (tour_help.status, ==, 0);
  g_assert_nonnull (strstr (tour_help.out, "N [HÀNG CỘT] — hành trình của quân mã"));
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

  /* The checker's verdict and reason. */
  {
    g_autofree char *inp = write_tmp ("vi.inp", "4\n");
    g_autofree char *out = write_tmp ("vi.out", "(1, 2); (2, 4); (3, 1); (4, 3);\n"
                                                "(1, 2); (2, 4); (3, 1); (4, 3);\n");
    g_auto(KqTestRun) check = { 0 };

    run_cli_envv (&check, env, (const char * const[]) { "check", inp, out, NULL });
    g_assert_cmpint (check.status, ==, 1);
    g_assert_cmpstr (check.out, ==, "sai kết quả: dòng 2 lặp lại dòng 1\n");
  }

  /* Counts grouped the Vietnamese way. */
  run_cli_envv (&bad, env, (const char * const[]) { "queens", "11", "--index", "2681", NULL });
  assert_refused (&bad);
  g_assert_nonnull (strstr (bad.err, "với n = 11 chỉ có 2.680 lời giải"));
}

/* --trace=lines, --listings, --print-listing (the JSON itself is checked
 * step by step by test-trace-lines.py). */
static void
test_trace_lines (void)
{
  g_auto(KqTestRun) queens = { 0 };
  g_auto(KqTestRun) tours = { 0 };
  g_auto(KqTestRun) text = { 0 };
  g_auto(KqTestRun) trace = { 0 };
  g_auto(KqTestRun) printed = { 0 };
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) code = NULL;
  g_auto(GStrv) steps = NULL;
  const char *const refused[][9] = {
    { "queens", "4", "--trace=words" },
    { "queens", "4", "--trace=lines", "--listing", "nope" },
    { "queens", "4", "--listing", "queens-001-c" },
    { "queens", "4", "--trace=lines", "--count" },
    { "queens", "4", "--trace=lines", "--index", "2" },
    { "queens", "4", "--max-steps", "5" },
    { "queens", "4", "--trace=lines", "--max-steps", "-1" },
    { "queens", "--listings", "4" },
    { "queens", "--listings", "--print-listing" },
    { "queens", "--print-listing", "--listing", "knight-000-c" },
    { "tour", "--listings", "--listing", "knight-000-c" },
    { "tour", "5", "1", "1", "--trace=lines", "--listing", "queens-001-c" },
    { "tour", "5", "1", "1", "--trace=lines", "--method=warnsdorff" },
    { "tour", "5", "1", "1", "--trace=lines", "--method=classic", "--listing",
      "knight-002-warnsdorff" },
    { "tour", "5", "1", "1", "--trace=lines", "--closed" },
    { "tour", "5", "1", "1", "--trace=lines", "--all", "--count" },
    { "tour", "40", "1", "1", "--trace=lines" },
  };

  run_cli (&queens, "queens", "--listings");
  g_assert_cmpint (queens.status, ==, 0);
  g_assert_true (g_str_has_prefix (queens.out, "queens-001-pascal\tLesson 001: "));
  run_cli (&tours, "tour", "--listings");
  g_assert_cmpint (tours.status, ==, 0);
  g_assert_true (g_str_has_prefix (tours.out, "knight-000-c\tLesson 000: "));
  g_assert_nonnull (strstr (tours.out, "\nknight-000-as-printed\t"));
  ids = g_strsplit (tours.out, "\n", -1);
  for (char **id = ids; **id != '\0'; id++)
    g_assert_nonnull (strchr (*id, '\t'));

  /* The example: line 7 of the default listing, x[i] := j. */
  run_cli (&text, "queens", "--print-listing");
  g_assert_cmpint (text.status, ==, 0);
  code = g_strsplit (text.out, "\n", -1);
  g_assert_nonnull (strstr (code[6], "x[i] := j"));
  run_cli (&trace, "queens", "4", "--trace=lines", "--max-steps", "14");
  g_assert_cmpint (trace.status, ==, 0);
  steps = g_strsplit (trace.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (steps), ==, 15);
  g_assert_true (g_str_has_prefix (steps[13],
    "{\"step\": 14, \"line\": 7, \"op\": \"place\", \"frames\": [{\"i\": 1, \"j\": 1}, "
    "{\"i\": 2, \"j\": 3}], \"stack\": [\"Try(i = 1): j = 1\", \"Try(i = 2): j = 3\"], "
    "\"x\": [1, 3, 0, 0], \"arrays\": {\"a\": {\"from\": 1, "
    "\"values\": [false, true, true, true]}, \"b\": {\"from\": 2, "));
  g_assert_nonnull (strstr (steps[13], "\"c\": {\"from\": -3, "));

  /* As printed: the run ends at its harm, said on stderr too. */
  run_cli (&printed, "tour", "5", "1", "1", "--method=classic", "--trace=lines", "--listing",
           "knight-000-as-printed");
  g_assert_cmpint (printed.status, ==, 0);
  g_assert_true (g_str_has_suffix (printed.out,
    "\"harm\": \"h[7][4] would be read: outside the board\"}\n"));
  g_assert_cmpstr (printed.err, ==,
                   "knights-queens-cli: step 16, line 7: h[7][4] would be read: outside the board\n");

  for (guint r = 0; r < G_N_ELEMENTS (refused); r++)
    {
      g_auto(KqTestRun) run = { 0 };

      run_cli_envv (&run, NULL, refused[r]);
      assert_refused (&run);
    }

  /* Comments and titles in the user's language, the code as it is. */
  {
    g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "LANGUAGE", "vi", TRUE);
    g_auto(KqTestRun) vi_text = { 0 };
    g_auto(KqTestRun) vi_list = { 0 };
    g_auto(KqTestRun) vi_help = { 0 };
    g_auto(GStrv) vi_code = NULL;

    run_cli_envv (&vi_text, env, (const char * const[]) { "queens", "--print-listing", NULL });
    vi_code = g_strsplit (vi_text.out, "\n", -1);
    g_assert_cmpuint (g_strv_length (vi_code), ==, g_strv_length (code));
    g_assert_cmpstr (vi_code[6], ==, "        x[i] := j;  { quân hậu i đặt vào cột j }");
    run_cli_envv (&vi_list, env, (const char * const[]) { "tour", "--listings", NULL });
    g_assert_true (g_str_has_prefix (vi_list.out, "knight-000-c\tBài 000: "));
    run_cli_envv (&vi_help, env, (const char * const[]) { "queens", "--help", NULL });
    g_assert_nonnull (strstr (vi_help.out, "--trace=lines"));
    g_assert_nonnull (strstr (vi_help.out, "In mã của chương trình mẫu"));
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/tour/classic-lessons", test_tour_classic_lessons);
  g_test_add_func ("/cli/trace-json", test_trace_json);
  g_test_add_func ("/cli/tour/warnsdorff", test_tour_warnsdorff);
  g_test_add_func ("/cli/tour/big", test_tour_big);
  g_test_add_func ("/cli/tour/none", test_tour_none);
  g_test_add_func ("/cli/tour/rectangle", test_tour_rectangle);
  g_test_add_func ("/cli/tour/rectangle-all", test_tour_rectangle_all);
  g_test_add_func ("/cli/tour/rectangle-images", test_tour_rectangle_images);
  g_test_add_func ("/cli/tour/all", test_tour_all);
  g_test_add_func ("/cli/queens/listing", test_queens_listing);
  g_test_add_func ("/cli/queens/counts", test_queens_counts);
  g_test_add_func ("/cli/queens/index", test_queens_index);
  g_test_add_func ("/cli/rooks/listing", test_rooks_listing);
  g_test_add_func ("/cli/rooks/count-index", test_rooks_count_index);
  g_test_add_func ("/cli/rooks/lessons", test_rooks_lessons);
  g_test_add_func ("/cli/rooks/images", test_rooks_images);
  g_test_add_func ("/cli/rooks/bad-input", test_rooks_bad_input);
  g_test_add_func ("/cli/png", test_png);
  g_test_add_func ("/cli/image", test_image);
  g_test_add_func ("/cli/caption", test_caption);
  g_test_add_func ("/cli/gif", test_gif);
  g_test_add_func ("/cli/sheet", test_sheet);
  g_test_add_func ("/cli/sheet-vietnamese", test_sheet_vietnamese);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/write-error", test_write_error);
  g_test_add_func ("/cli/check", test_check);
  g_test_add_func ("/cli/check-own-output", test_check_own_output);
  g_test_add_func ("/cli/messages-utf8", test_messages_utf8);
  g_test_add_func ("/cli/input/streams", test_input_streams);
  g_test_add_func ("/cli/output/targets", test_output_targets);
  g_test_add_func ("/cli/output/first-at-once", test_first_output);
  g_test_add_func ("/cli/output/signal", test_output_signal);
  g_test_add_func ("/cli/vietnamese", test_vietnamese);
  g_test_add_func ("/cli/trace-lines", test_trace_lines);

  return g_test_run ();
}
