/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The faults of issue 23 in the newer commands (check, sum, --sheet,
 * --index, images), and of issue 30 (help, --gif-steps, --caption,
 * --trace=lines, a reader that goes): each refused or answered with its
 * exit status and message, within a bound on memory (the child's peak, from
 * getrusage) and on CPU time (generous: the bound says "at once" against
 * the minutes the faults took, never a wall-clock race). */
#include "config.h"

#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kq-test-tools.h"

/* What "at once" allows a process, in CPU seconds, and in memory. */
#define AT_ONCE_CPU_SECONDS 5.0
#define SMALL_RSS_KB (100 * 1024)

/* A run, and what it took: the child's own figures. */
typedef struct {
  KqTestRun  run;
  glong      max_rss_kb;
  double     cpu_seconds;
  double     wall_seconds;
} Run;

static void
run_clear (Run *run)
{
  kq_test_run_clear (&run->run);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *
write_tmp (const char *name, const char *contents, gssize length)
{
  char *path = kq_test_tmp_path (name);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
  return path;
}

/* A file of size bytes that takes no room: zeros as far as a reader sees. */
static char *
sparse_file (const char *name, goffset size)
{
  char *path = kq_test_tmp_path (name);
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, size), ==, 0);
  close (fd);
  return path;
}

/* Started: the child's pid, its outputs in files until it ends. */
typedef struct {
  GPid      pid;
  char     *out_path;
  char     *err_path;
  gboolean  own_out;  /* out_path is a file of its own, read back */
  gint64    start;
} Child;

/* Starts program args (NULL-terminated, args[0] "CLI" for the CLI, "sh"
 * for a shell line) with stdin from in_path (NULL: /dev/null) and stdout
 * to out_path (NULL: a file of its own). */
static void
child_start (Child *child, const char *in_path, const char *out_path, const char * const *args)
{
  static int serial = 0;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out_name = g_strdup_printf ("out-%d", ++serial);
  g_autofree char *err_name = g_strdup_printf ("err-%d", serial);

  g_ptr_array_add (argv, g_str_equal (args[0], "sh") ? (char *) "/bin/sh"
                                                    : (char *) g_getenv ("KQ_CLI"));
  if (g_str_equal (args[0], "sh"))
    g_ptr_array_add (argv, (char *) "-c");
  for (args++; *args != NULL; args++)
    g_ptr_array_add (argv, (char *) *args);
  g_ptr_array_add (argv, NULL);

  child->own_out = out_path == NULL;
  child->out_path = out_path != NULL ? g_strdup (out_path) : kq_test_tmp_path (out_name);
  child->err_path = kq_test_tmp_path (err_name);
  child->start = g_get_monotonic_time ();
  child->pid = fork ();
  g_assert_cmpint (child->pid, >=, 0);
  if (child->pid == 0)
    {
      int in = open (in_path != NULL ? in_path : "/dev/null", O_RDONLY);
      int out = open (child->out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      int err = open (child->err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

      if (in < 0 || out < 0 || err < 0 || dup2 (in, 0) < 0 || dup2 (out, 1) < 0 ||
          dup2 (err, 2) < 0)
        _exit (127);
      execv (argv->pdata[0], (char **) argv->pdata);
      _exit (127);
    }
}

static void
child_wait (Child *child, Run *run)
{
  struct rusage usage;
  int wait_status;

  memset (run, 0, sizeof *run);
  g_assert_cmpint (wait4 (child->pid, &wait_status, 0, &usage), ==, child->pid);
  run->wall_seconds = (g_get_monotonic_time () - child->start) / (double) G_USEC_PER_SEC;
  g_assert_true (WIFEXITED (wait_status));
  run->run.status = WEXITSTATUS (wait_status);
  run->max_rss_kb = usage.ru_maxrss;
  run->cpu_seconds = usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 +
                     usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
  if (!child->own_out || !g_file_get_contents (child->out_path, &run->run.out, NULL, NULL))
    run->run.out = g_strdup ("");
  g_assert_true (g_file_get_contents (child->err_path, &run->run.err, NULL, NULL));
  g_test_message ("→ %d in %.2f s (CPU %.2f s), %ld KB: %s%s", run->run.status, run->wall_seconds,
                  run->cpu_seconds, run->max_rss_kb, run->run.out, run->run.err);
  g_free (child->out_path);
  g_free (child->err_path);
}

static void
run_full (Run *run, const char *in_path, const char *out_path, const char * const *args)
{
  Child child;

  child_start (&child, in_path, out_path, args);
  child_wait (&child, run);
}

#define run_cli(run, ...) \
  run_full ((run), NULL, NULL, (const char * const[]) { "CLI", __VA_ARGS__, NULL })

/* Refused as the CLI refuses (exit 2, the message on stderr), at once and
 * in little memory, the message holding expected. */
static void
assert_refused_at_once (const Run *run, const char *expected)
{
  g_assert_cmpint (run->run.status, ==, 2);
  g_assert_cmpstr (run->run.out, ==, "");
  g_assert_true (g_str_has_prefix (run->run.err, "knights-queens-cli: "));
  g_assert_nonnull (strstr (run->run.err, expected));
  g_assert_cmpfloat (run->cpu_seconds, <, AT_ONCE_CPU_SECONDS);
  g_assert_cmpint (run->max_rss_kb, <, SMALL_RSS_KB);
}

/* The checker's verdict line, its status, at once, in little memory; the
 * file's name (when given) once only. */
static void
assert_verdict (const Run *run, int status, const char *expected, const char *name)
{
  g_assert_cmpint (run->run.status, ==, status);
  g_assert_true (g_str_has_prefix (run->run.out, expected));
  g_assert_cmpfloat (run->cpu_seconds, <, AT_ONCE_CPU_SECONDS);
  if (name != NULL)
    {
      const char *at = strstr (run->run.out, name);

      g_assert_nonnull (at);
      g_assert_null (strstr (at + 1, name));
    }
}

/* Items 1 and 9: sum reads a line at a time, bounded, and strictly. */
static void
test_sum_bounded (void)
{
  g_autofree char *sparse = sparse_file ("sparse-1g", (goffset) 1 << 30);
  g_autofree char *nul = write_tmp ("nul", "queens 8 part 1/1 total 92 unique 12\0junk\n", 42);
  g_autofree char *above = write_tmp ("above", "queens 8 part 1/1 total 12 unique 92\n", -1);
  g_autofree char *crlf = write_tmp ("crlf", "queens 8 part 1/2 total 46 unique 6\r\n"
                                             "queens 8 part 2/2 total 46 unique 6\r\n", -1);
  g_autofree char *dash_u = kq_test_tmp_path ("-u");
  g_auto(Run) zero = { 0 }, piped = { 0 }, big = { 0 }, stops = { 0 }, unique = { 0 };
  g_auto(Run) windows = { 0 }, separator = { 0 }, long_line = { 0 };

  run_cli (&zero, "sum", "/dev/zero");
  assert_refused_at_once (&zero, "/dev/zero:1: not a text file (it holds a NUL byte)");
  run_full (&piped, "/dev/zero", NULL, (const char * const[]) { "CLI", "sum", "-", NULL });
  assert_refused_at_once (&piped, "standard input:1: not a text file");
  run_cli (&big, "sum", sparse);
  assert_refused_at_once (&big, ":1: not a text file");
  run_cli (&stops, "sum", nul);
  assert_refused_at_once (&stops, ":1: not a text file");
  run_cli (&unique, "sum", above);
  assert_refused_at_once (&unique, ":1: the unique count is larger than the total");
  run_full (&long_line, "/dev/urandom", NULL, (const char * const[]) { "CLI", "sum", "-", NULL });
  assert_refused_at_once (&long_line, "standard input:1: ");

  run_cli (&windows, "sum", "-u", crlf);
  g_assert_cmpint (windows.run.status, ==, 0);
  g_assert_cmpstr (windows.run.out, ==, "12\n");

  /* After "--", "-u" is a file's name, the file is read. */
  g_assert_true (g_file_set_contents (dash_u, "queens 4 part 1/1 total 2 unique 1\n", -1, NULL));
  {
    g_autofree char *dir = g_path_get_dirname (dash_u);
    g_autofree char *line = g_strdup_printf ("cd '%s' && \"$KQ_CLI\" sum -- -u", dir);

    run_full (&separator, NULL, NULL, (const char * const[]) { "sh", line, NULL });
  }
  g_assert_cmpint (separator.run.status, ==, 0);
  g_assert_cmpstr (separator.run.out, ==, "2\n");
}

/* Items 2, 6 and 7: check reads INPUT and OUTPUT bounded, accepts a byte
 * order mark, names a file once, and a lost verdict is an error. */
static void
test_check_files (void)
{
  g_autofree char *input = write_tmp ("check.inp", "4\n", -1);
  g_autofree char *bom_input = write_tmp ("bom.inp", "\xEF\xBB\xBF" "4\r\n", -1);
  g_autofree char *output = write_tmp ("check.run.out", "(1, 2); (2, 4); (3, 1); (4, 3);\n"
                                                    "(1, 3); (2, 1); (3, 4); (4, 2);\n", -1);
  g_autofree char *bom_output = write_tmp ("bom.run.out", "\xEF\xBB\xBF(1, 2); (2, 4); (3, 1); (4, 3);\r\n"
                                                      "(1, 3); (2, 1); (3, 4); (4, 2);\r\n", -1);
  g_autofree char *tour_input = write_tmp ("tour.inp", "\xEF\xBB\xBF" "5 1 1\n", -1);
  g_autofree char *tour_output = write_tmp ("tour.run.out", "\xEF\xBB\xBF"
                                            " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n"
                                            " 8 13 24 17  4\n25 18  3 12 23\n", -1);
  g_autofree char *sparse = sparse_file ("sparse-4g", (goffset) 4 << 30);
  g_autofree char *dir = g_path_get_dirname (input);
  g_auto(Run) bom_in = { 0 }, bom_out = { 0 }, tour = { 0 }, huge_in = { 0 }, huge_out = { 0 };
  g_auto(Run) folder = { 0 }, zero = { 0 }, random = { 0 }, empty = { 0 }, full = { 0 };
  g_auto(Run) piped = { 0 };

  run_cli (&bom_in, "check", bom_input, output);
  assert_verdict (&bom_in, 0, "ok: ", NULL);
  run_cli (&bom_out, "check", input, bom_output);
  assert_verdict (&bom_out, 0, "ok: ", NULL);
  run_cli (&tour, "check", tour_input, tour_output);
  assert_verdict (&tour, 0, "ok: ", NULL);

  run_cli (&huge_in, "check", sparse, output);
  assert_verdict (&huge_in, 3, "fail: ", "sparse-4g");
  g_assert_cmpint (huge_in.max_rss_kb, <, SMALL_RSS_KB);
  /* OUTPUT is read up to 64 MiB and a byte. */
  run_cli (&huge_out, "check", input, sparse);
  assert_verdict (&huge_out, 2, "presentation error: ", NULL);
  g_assert_nonnull (strstr (huge_out.run.out, "larger than 64 MiB"));
  g_assert_cmpint (huge_out.max_rss_kb, <, 200 * 1024);

  run_cli (&folder, "check", dir, output);
  assert_verdict (&folder, 3, "fail: cannot read ", dir);
  g_assert_nonnull (strstr (folder.run.out, "it is a folder"));
  run_cli (&zero, "check", "/dev/zero", output);
  assert_verdict (&zero, 3, "fail: /dev/zero: not a test's input", "/dev/zero");
  run_cli (&random, "check", "/dev/urandom", output);
  assert_verdict (&random, 3, "fail: /dev/urandom: ", "/dev/urandom");
  run_cli (&empty, "check", "-", output);
  assert_verdict (&empty, 3, "fail: standard input: ", "standard input");
  run_full (&piped, input, NULL, (const char * const[]) { "CLI", "check", "-", output, NULL });
  assert_verdict (&piped, 0, "ok: ", NULL);

  /* A verdict that cannot be written is not a verdict. */
  run_full (&full, NULL, "/dev/full", (const char * const[]) { "CLI", "check", input, output, NULL });
  g_assert_cmpint (full.run.status, ==, 3);
  g_assert_cmpstr (full.run.err, ==, "knights-queens-cli: cannot write standard output\n");
}

/* Items 3 and 7: a FIFO nobody writes to ends every reader after the
 * timeout (KQ_INPUT_TIMEOUT, 2 s in the suite), a pipe that stalls after its
 * number is told apart, and check reads a pipe. All at once. */
static void
test_fifo_and_pipes (void)
{
  g_autofree char *fifo = kq_test_tmp_path ("fifo");
  g_autofree char *input = write_tmp ("fifo-check.inp", "4\n", -1);
  g_autofree char *output = write_tmp ("fifo-check.run.out", "(1, 2); (2, 4); (3, 1); (4, 3);\n"
                                                         "(1, 3); (2, 1); (3, 4); (4, 2);\n", -1);
  g_autofree char *piped_line = g_strdup_printf ("printf 4 | \"$KQ_CLI\" check - '%s'", output);
  const char *const commands[][6] = {
    { "CLI", "sum", fifo },
    { "CLI", "check", fifo, output },
    { "CLI", "check", input, fifo },
    { "CLI", "queens", "-c", "-i", fifo },
    /* The writer stays 6 s past the 2: a slow start (a busy machine,
     * ASan) still meets the timeout before the end. */
    { "sh", "(printf '8\\n'; sleep 8) | \"$KQ_CLI\" queens --count -i -" },
    { "sh", piped_line },
  };
  Child children[G_N_ELEMENTS (commands)];
  Run runs[G_N_ELEMENTS (commands)];

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    child_start (&children[i], NULL, NULL, commands[i]);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    child_wait (&children[i], &runs[i]);

  for (guint i = 0; i < 4; i++)
    {
      const char *said = i == 1 || i == 2 ? runs[i].run.out : runs[i].run.err;

      g_assert_nonnull (strstr (said, "fifo: nothing came in 2 seconds (does anything write to it?)"));
      /* poll waited its 2 seconds, no less; and then ended. */
      g_assert_cmpfloat (runs[i].wall_seconds, >=, 1.9);
      g_assert_cmpfloat (runs[i].cpu_seconds, <, AT_ONCE_CPU_SECONDS);
    }
  g_assert_cmpint (runs[0].run.status, ==, 2);
  g_assert_cmpint (runs[1].run.status, ==, 3);
  g_assert_cmpint (runs[2].run.status, ==, 2);
  g_assert_cmpint (runs[3].run.status, ==, 2);
  g_assert_cmpint (runs[4].run.status, ==, 2);
  g_assert_nonnull (strstr (runs[4].run.err, "standard input: 2 bytes came, then nothing more for 2 "
                                         "seconds, and no end (does the writer close it?)"));
  g_assert_cmpint (runs[5].run.status, ==, 0);
  g_assert_cmpstr (runs[5].run.out, ==, "ok: Correct: all 2 solutions, in order\n");
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    run_clear (&runs[i]);
}

/* Item 8: no value of --from, --to or --count-per-page means "not given". */
static void
test_typed_sentinels (void)
{
  g_autofree char *sheet = kq_test_tmp_path ("sentinel.pdf");
  const char *const cases[][6] = {
    { "queens", "8", "--from=-9223372036854775808" },
    { "queens", "8", "--to=-9223372036854775808" },
    { "queens", "8", "--count-per-page=-1" },
    { "queens", "8", "--sheet", sheet, "--from=-9223372036854775808" },
    { "queens", "8", "--sheet", sheet, "--to=-9223372036854775808" },
    { "queens", "8", "--sheet", sheet, "--count-per-page=-1" },
    { "queens", "8", "--sheet", sheet, "--from=0" },
  };
  const char *const expected[] = {
    "--from, --to and --count-per-page go with --sheet",
    "--from, --to and --count-per-page go with --sheet",
    "--from, --to and --count-per-page go with --sheet",
    "--from: -9223372036854775808 is out of range (1 to 9,223,372,036,854,775,807)",
    "--to: -9223372036854775808 is out of range",
    "--count-per-page: -1 is out of range (1 to ",
    "--from: 0 is out of range",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) r = { 0 };

      run_full (&r, NULL, NULL, (const char * const[]) { "CLI", cases[i][0], cases[i][1],
                                                         cases[i][2], cases[i][3], cases[i][4],
                                                         NULL });
      assert_refused_at_once (&r, expected[i]);
    }
  g_assert_false (g_file_test (sheet, G_FILE_TEST_EXISTS));
}

/* Item 4: a sheet starts at the k-th solution, and what it cannot hold is
 * refused before any search. */
static void
test_sheet_from (void)
{
  g_autofree char *sheet = kq_test_tmp_path ("from.pdf");
  g_auto(Run) all = { 0 }, past = { 0 }, far = { 0 }, late = { 0 }, wide = { 0 }, deep = { 0 };

  run_cli (&all, "queens", "32", "--sheet", sheet);
  assert_refused_at_once (&all, "a sheet holds at most 5000 boards");
  run_cli (&wide, "queens", "20", "--sheet", sheet, "--from", "7", "--to", "5007");
  assert_refused_at_once (&wide, "a sheet holds at most 5000 boards");
  run_cli (&past, "queens", "8", "--sheet", sheet, "--from", "93");
  assert_refused_at_once (&past, "--from 93: n = 8 has only 92 solutions");
  run_cli (&far, "queens", "20", "--sheet", sheet, "--from", "1000000000000");
  assert_refused_at_once (&far, "--from 1,000,000,000,000: n = 20 has only 39,029,188,884 solutions");
  g_assert_false (g_file_test (sheet, G_FILE_TEST_EXISTS));

  /* The last boards of 10 queens, to the end of the listing. */
  run_cli (&late, "queens", "10", "--sheet", sheet, "--from", "715");
  g_assert_cmpint (late.run.status, ==, 0);
  kq_test_assert_sheet_numbers (sheet, 715, 724);
  run_cli (&deep, "queens", "27", "--sheet", sheet, "--from", "234907967154122520");
  g_assert_cmpint (deep.run.status, ==, 0);
  g_assert_cmpfloat (deep.cpu_seconds, <, AT_ONCE_CPU_SECONDS);
}

/* Item 5: --index past a known count is refused at once, and the last
 * solutions are the first ones' mirrors. */
static void
test_index_bounds (void)
{
  g_auto(Run) past = { 0 }, far = { 0 }, first = { 0 }, last = { 0 }, progress = { 0 };
  g_auto(GStrv) firsts = NULL, lasts = NULL;

  run_cli (&past, "queens", "20", "--index", "1000000000000");
  assert_refused_at_once (&past, "--index 1,000,000,000,000: n = 20 has only 39,029,188,884 solutions");
  run_cli (&far, "queens", "27", "--index", "234907967154122529");
  assert_refused_at_once (&far, "n = 27 has only 234,907,967,154,122,528 solutions");

  run_cli (&first, "queens", "26", "--index", "1");
  run_cli (&last, "queens", "26", "--index", "22317699616364044");
  g_assert_cmpint (last.run.status, ==, 0);
  g_assert_cmpfloat (last.cpu_seconds, <, AT_ONCE_CPU_SECONDS);
  firsts = g_strsplit (first.run.out, ";", -1);
  lasts = g_strsplit (last.run.out, ";", -1);
  g_assert_cmpuint (g_strv_length (firsts), ==, 27);
  for (int row = 0; row < 26; row++)
    {
      int r1, c1, r2, c2;

      g_assert_cmpint (sscanf (firsts[row], " (%d, %d)", &r1, &c1), ==, 2);
      g_assert_cmpint (sscanf (lasts[row], " (%d, %d)", &r2, &c2), ==, 2);
      g_assert_cmpint (c2, ==, 27 - c1);
    }

  /* --progress goes with --index: a search past its first second says
   * how far it is. */
  run_cli (&progress, "queens", "16", "--index", "7000000", "--progress");
  g_assert_cmpint (progress.run.status, ==, 0);
  g_assert_true (progress.run.err[0] == '\0' ||
                 g_str_has_prefix (progress.run.err, "16 queens: looking for solution 7,000,000: "));
}

/* Item 10: a PNG the memory cannot hold is refused by name. */
static void
test_image_memory (void)
{
#if defined(__SANITIZE_ADDRESS__)
  /* ASan reserves terabytes of address space: no ulimit -v under it. */
  g_test_skip ("address space limits do not go with AddressSanitizer");
#else
  g_autofree char *png = kq_test_tmp_path ("big.png");
  g_autofree char *line = g_strdup_printf ("ulimit -v 400000 && \"$KQ_CLI\" tour 8 1 1 -q "
                                           "--image '%s' --size 16384", png);
  g_auto(Run) r = { 0 };

  run_full (&r, NULL, NULL, (const char * const[]) { "sh", line, NULL });
  assert_refused_at_once (&r, "a 16384 × 16384 PNG needs 1.1");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
#endif
}

/* Issue 30: every command's --help and --help-all, whole and clean (the
 * --fps help was freed before GOption printed it). */
static void
test_help (void)
{
  const char *commands[] = { "tour", "queens", "check", "sum", "game" };
  const char *flags[] = { "--help", "--help-all" };

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
      {
        g_auto(Run) help = { 0 };

        run_cli (&help, commands[c], flags[f]);
        g_assert_cmpint (help.run.status, ==, 0);
        g_assert_cmpstr (help.run.err, ==, "");
        g_assert_true (g_str_has_prefix (help.run.out, "Usage:\n"));
        g_assert_true (g_utf8_validate (help.run.out, -1, NULL));
        for (const char *p = help.run.out; *p != '\0'; p++)
          g_assert_true (*p == '\n' || (guchar) *p >= 0x20);
        if (g_str_equal (commands[c], "tour") || g_str_equal (commands[c], "queens"))
          {
            const char *fps = strstr (help.run.out, "--fps=N");

            g_assert_nonnull (fps);
            g_assert_true (g_str_has_prefix (fps + strspn (fps + 7, " ") + 7,
                                             "With --gif: frames a second (default 4)\n"));
          }
      }
  for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
    {
      g_auto(Run) top = { 0 };

      run_cli (&top, flags[f]);
      g_assert_cmpint (top.run.status, ==, 0);
      g_assert_true (g_str_has_prefix (top.run.out, "Usage:\n"));
      g_assert_null (strstr (top.run.out, "unknown command"));
      g_assert_cmpstr (top.run.err, ==, "");
    }
}

/* Issue 30: --gif-steps is refused before any drawing when the search
 * takes more steps than an animation holds (it drew for minutes). */
static void
test_gif_steps_at_once (void)
{
  g_autofree char *gif = kq_test_tmp_path ("steps.gif");
  g_auto(Run) tour = { 0 }, queens = { 0 }, classic = { 0 }, fits = { 0 };

  run_cli (&tour, "tour", "2000", "1", "1", "-q", "--gif", gif, "--gif-steps");
  assert_refused_at_once (&tour, "more than the 2,500 frames an animation holds");
  run_cli (&queens, "queens", "20", "--gif-steps", "--gif", gif, "--size", "2048", "-q");
  assert_refused_at_once (&queens, "the search takes more than 2,500 steps");
  run_cli (&classic, "tour", "8", "1", "1", "--method=classic", "--gif", gif, "--gif-steps");
  assert_refused_at_once (&classic, "the search takes more than 2,500 steps");
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  run_cli (&fits, "queens", "6", "--gif", gif, "--gif-steps", "--size", "64", "-q");
  g_assert_cmpint (fits.run.status, ==, 0);
  g_assert_true (g_file_test (gif, G_FILE_TEST_EXISTS));
}

/* A PNG's height, from its header. */
static guint32
png_height (const char *path)
{
  g_autofree guchar *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, (char **) &data, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  return (guint32) data[20] << 24 | (guint32) data[21] << 16 | (guint32) data[22] << 8 | data[23];
}

/* Issue 30: a caption that is not UTF-8 is refused by name; a long one
 * wraps to a few lines and is cut, a far too long one refused at once. */
static void
test_caption_bounds (void)
{
  g_autofree char *png = kq_test_tmp_path ("caption.png");
  g_autofree char *long_text = g_strnfill (130000, 'x');
  g_autofree char *long_option = g_strconcat ("--caption=", long_text, NULL);
  g_autoptr(GString) words = g_string_new ("--caption=");
  g_auto(Run) bad = { 0 }, missing = { 0 }, huge = { 0 }, wrapped = { 0 }, plain = { 0 };

  run_cli (&bad, "queens", "8", "--png", png, "--caption=caf\xe9", "-q");
  assert_refused_at_once (&bad, "--caption: “caf\\xE9” is not UTF-8 text");
  run_cli (&missing, "queens", "8", "--png", png, "--caption=caf\xe9", "--size");
  assert_refused_at_once (&missing, "--caption");
  g_assert_null (strstr (missing.run.err, "GError"));
  run_cli (&huge, "queens", "8", "--png", png, long_option, "-q");
  assert_refused_at_once (&huge, "--caption: a caption has at most 500 characters "
                                 "(this one has 130,000)");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  for (int w = 0; w < 99; w++)
    g_string_append (words, "word ");
  run_cli (&plain, "queens", "8", "--png", png, "--caption=short", "-q");
  g_assert_cmpint (plain.run.status, ==, 0);
  run_cli (&wrapped, "queens", "8", "--png", png, words->str, "-q");
  g_assert_cmpint (wrapped.run.status, ==, 0);
  /* Three lines at most: as tall as a short caption and two lines more. */
  g_assert_cmpuint (png_height (png), >, 800);
  g_assert_cmpuint (png_height (png), <, 1000);
}

/* Issue 30: --trace=lines refuses the image options it would ignore, and
 * n = 1, where the lessons' Try cannot find the tour the start is. */
static void
test_trace_refuses (void)
{
  const char *options[] = { "--fps=abc", "--caption", "--caption=x", "--legend", "--dark",
                            "--gif-steps", "--size=100" };
  const char *knights[] = { "knight-000-c", "knight-000-as-printed", "knight-004-python" };

  for (guint o = 0; o < G_N_ELEMENTS (options); o++)
    {
      g_auto(Run) tour = { 0 }, queens = { 0 };

      run_cli (&tour, "tour", "5", "1", "1", "--trace=lines", options[o]);
      assert_refused_at_once (&tour, "--trace=lines prints the lines run");
      run_cli (&queens, "queens", "4", "--trace=lines", options[o]);
      assert_refused_at_once (&queens, "--trace=lines prints the lines run");
    }
  for (guint k = 0; k < G_N_ELEMENTS (knights); k++)
    {
      g_auto(Run) one = { 0 };

      run_cli (&one, "tour", "1", "1", "1", "--trace=lines", "--method=classic", "--listing",
               knights[k]);
      assert_refused_at_once (&one, "cannot handle n = 1");
    }
}

/* Issue 30: tour --all | head -1 ends once head has gone, not at the next
 * tour, seconds later; and its give-up counts in the singular too. */
static void
test_reader_gone (void)
{
  g_auto(Run) piped = { 0 }, first = { 0 }, one_step = { 0 };

  run_full (&piped, NULL, NULL, (const char * const[]) {
              "sh", "\"$KQ_CLI\" tour 8 1 1 --all | head -1", NULL });
  g_assert_cmpint (piped.run.status, ==, 0);
  g_assert_true (g_str_has_prefix (piped.run.out, " 1 "));
  g_assert_cmpuint (strlen (piped.run.out), ==, strlen (" 1 60 39 34 31 18  9 64\n"));
  /* The search to the first tour alone (the lessons' order, as --all's),
   * against the seconds more the second tour takes: a bound that holds
   * under any sanitizer's slowdown. */
  run_cli (&first, "tour", "8", "1", "1", "--method=classic", "-q");
  g_assert_cmpint (first.run.status, ==, 0);
  g_assert_cmpfloat (piped.cpu_seconds, <, 2 * first.cpu_seconds + 0.3);

  run_cli (&one_step, "tour", "8", "1", "1", "--all", "--max-steps", "1");
  g_assert_cmpint (one_step.run.status, ==, 3);
  g_assert_true (g_str_has_prefix (one_step.run.err,
                                   "knights-queens-cli: gave up after 1 step, 0 tours found"));
}

/* Issue 40: --threads beyond what the process may start (ulimit -u; root is bound by no such
 * limit, so as nobody there): no thread at all starts here, and the count is made all the
 * same, in the calling thread, not aborted in GLib. */
static void
test_threads_limited (void)
{
  static const char line[] =
    "if [ \"$(id -u)\" = 0 ]; then "
    "  exec setpriv --reuid=65534 --regid=65534 --clear-groups prlimit --nproc=1 \"$0\" \"$@\"; "
    "fi; "
    "exec prlimit --nproc=1 \"$0\" \"$@\"";
  g_auto(Run) tours = { 0 }, queens = { 0 };

#if defined(__SANITIZE_ADDRESS__)
  /* LeakSanitizer checks at exit from a thread of its own, which one process cannot start */
  g_test_skip ("a limit of one process does not go with AddressSanitizer");
  return;
#endif
  run_full (&tours, NULL, NULL, (const char * const[]) {
              "sh", line, g_getenv ("KQ_CLI"), "tour", "6", "--all", "--count",
              "--threads", "1024", NULL });
  /* 126, 127: setpriv or prlimit missing, or the CLI out of nobody's reach (a build in a
   * private home) */
  if (tours.run.status == 126 || tours.run.status == 127)
    {
      g_test_skip ("cannot run the CLI as nobody here");
      return;
    }
  g_assert_cmpint (tours.run.status, ==, 0);
  g_assert_true (g_str_has_suffix (tours.run.out, "\n6637920\n"));
  run_full (&queens, NULL, NULL, (const char * const[]) {
              "sh", line, g_getenv ("KQ_CLI"), "queens", "12", "--count", "--threads", "1024",
              NULL });
  g_assert_cmpint (queens.run.status, ==, 0);
  g_assert_cmpstr (queens.run.out, ==, "14200\n");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-faults/sum-bounded", test_sum_bounded);
  g_test_add_func ("/cli-faults/check-files", test_check_files);
  g_test_add_func ("/cli-faults/fifo-and-pipes", test_fifo_and_pipes);
  g_test_add_func ("/cli-faults/typed-sentinels", test_typed_sentinels);
  g_test_add_func ("/cli-faults/sheet-from", test_sheet_from);
  g_test_add_func ("/cli-faults/index-bounds", test_index_bounds);
  g_test_add_func ("/cli-faults/image-memory", test_image_memory);
  g_test_add_func ("/cli-faults/help", test_help);
  g_test_add_func ("/cli-faults/gif-steps-at-once", test_gif_steps_at_once);
  g_test_add_func ("/cli-faults/caption-bounds", test_caption_bounds);
  g_test_add_func ("/cli-faults/trace-refuses", test_trace_refuses);
  g_test_add_func ("/cli-faults/reader-gone", test_reader_gone);
  g_test_add_func ("/cli-faults/threads-limited", test_threads_limited);

  return g_test_run ();
}
