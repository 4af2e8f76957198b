/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `queens N --count` and `tour N [ROW COL] --all --count` with --part and
 * --progress, `sum`, and the recipes
 * of the README (GNU parallel) and contrib/ (Slurm), run through a shell
 * as a user types them. */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kq-test-tools.h"

/* Runs a command line in sh, with "$KQ_CLI" the program and "$DIR" a new
 * empty folder. */
static void
run_sh (KqTestRun *shell, const char *command)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kq-count-XXXXXX", &error);
  g_auto(GStrv) env = g_get_environ ();
  const char * const argv[] = { "/bin/sh", "-c", command, NULL };

  g_assert_no_error (error);
  env = g_environ_setenv (env, "DIR", dir, TRUE);
  kq_test_run (shell, argv, env);
}

/* OEIS A000170 and A002562 at n = 8, 10, 12. */
static const struct { int n; const char *total, *unique; } counts[] = {
  { 8, "92\n", "12\n" }, { 10, "724\n", "92\n" }, { 12, "14200\n", "1787\n" },
};

/* Shares printed one by one, summed from files and from a pipe. */
static void
test_part_round_trip (void)
{
  const guint parts[] = { 1, 3, 7 };

  for (gsize c = 0; c < G_N_ELEMENTS (counts); c++)
    for (gsize p = 0; p < G_N_ELEMENTS (parts); p++)
      {
        g_autofree char *command = g_strdup_printf (
          "i=1; while [ $i -le %u ]; do"
          "  \"$KQ_CLI\" queens %d --count --part $i/%u > \"$DIR/share-$i\" || exit 9;"
          "  i=$((i + 1)); done;"
          "\"$KQ_CLI\" sum \"$DIR\"/share-* && cat \"$DIR\"/share-* | \"$KQ_CLI\" sum --unique -",
          parts[p], counts[c].n, parts[p]);
        g_autofree char *both = g_strconcat (counts[c].total, counts[c].unique, NULL);
        g_auto(KqTestRun) shell = { 0 };

        run_sh (&shell, command);
        g_assert_cmpstr (shell.err, ==, "");
        g_assert_cmpint (shell.status, ==, 0);
        g_assert_cmpstr (shell.out, ==, both);
      }
}

/* The documented line, parseable with a regular expression. */
static void
test_part_line (void)
{
  g_auto(KqTestRun) shell = { 0 };

  run_sh (&shell, "\"$KQ_CLI\" queens 12 --count --part 2/64 --progress");
  g_assert_cmpint (shell.status, ==, 0);
  g_assert_true (g_regex_match_simple ("^queens 12 part 2/64 total [0-9]+ unique [0-9]+\n$",
                                       shell.out, 0, 0));
}

static void
test_progress (void)
{
  g_auto(KqTestRun) forced = { 0 }, quiet = { 0 }, piped = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n_lines;

  /* Forced: lines on stderr, the last one the time it took; stdout as
   * without it. */
  run_sh (&forced, "\"$KQ_CLI\" queens 13 --count --progress");
  g_assert_cmpint (forced.status, ==, 0);
  g_assert_cmpstr (forced.out, ==, "73712\n");
  lines = g_strsplit (forced.err, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, >=, 3);
  g_assert_cmpstr (lines[0], ==, "13 queens: 0.0 % counted");
  for (guint i = 1; i + 2 < n_lines; i++)
    g_assert_true (g_regex_match_simple ("^13 queens: [0-9.]+ % counted, about .* left$",
                                         lines[i], 0, 0));
  g_assert_true (g_regex_match_simple ("^13 queens: counted in (under 0.1|[0-9.]+) s$",
                                       lines[n_lines - 2], 0, 0));
  g_assert_cmpstr (lines[n_lines - 1], ==, "");

  /* Not a terminal, or --quiet: nothing. */
  run_sh (&piped, "\"$KQ_CLI\" queens 13 --count --unique 2>&1 | cat");
  g_assert_cmpstr (piped.out, ==, "9233\n");
  run_sh (&quiet, "\"$KQ_CLI\" queens 13 --count --quiet");
  g_assert_cmpstr (quiet.out, ==, "73712\n");
  g_assert_cmpstr (quiet.err, ==, "");
}

/* sum refuses what does not add up to one whole count. */
static void
test_sum_refuses (void)
{
  const struct { const char *shares, *message; } cases[] = {
    { "queens 10 part 1/3 total 1 unique 1\nqueens 10 part 3/3 total 1 unique 1\n",
      "1 share of 3 is missing: 2" },
    { "queens 10 part 1/2 total 1 unique 1\nqueens 10 part 1/2 total 1 unique 1\n",
      ":2: share 1/2 is given twice" },
    { "queens 10 part 1/2 total 1 unique 1\nqueens 11 part 2/2 total 1 unique 1\n",
      ":2: a share of n = 11 in 2 parts, the first was of n = 10 in 2 parts" },
    { "queens 10 part 1/2 total 1 unique 1\nqueens 10 part 2/3 total 1 unique 1\n",
      ":2: a share of n = 10 in 3 parts, the first was of n = 10 in 2 parts" },
    { "queens 10 part 1/1 total 1 unique\n", ":1: not a line of" },
    { "queens 10 part 2/1 total 1 unique 1\n", ":1: not a line of" },
    { "queens 10 part 1/1 total -1 unique 1\n", ":1: not a line of" },
    { "queens 10 part 1/1 total 1 unique 1 \n", ":1: not a line of" },
    { "14200\n", ":1: not a line of" },
    { "", "no shares given" },
    { "tour 6 1 1 part 1/2 total 5\ntour 6 1 2 part 2/2 total 5\n",
      ":2: a share of another count than the first line’s" },
    { "tour 6 1 1 part 1/2 total 5\ntour 6 1 1 closed part 2/2 total 5\n",
      ":2: a share of another count than the first line’s" },
    { "tour 5 part 1/2 counts 1 2 3\n", ":1: not a line of" },
    { "tour 6 7 1 part 1/1 total 5\n", ":1: not a line of" },
    { "tour 9 1 1 part 1/1 total 5\n", ":1: not a line of" },
    { "tour 6 1 1 part 1/1 counts 5\n", ":1: not a line of" },
    { "queens 10 part 1/2 total 1 unique 1\ntour 6 1 1 part 2/2 total 5\n",
      ":2: a share of another count than the first line’s" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *quoted = g_shell_quote (cases[i].shares);
      g_autofree char *command = g_strdup_printf ("printf %%s %s | \"$KQ_CLI\" sum -", quoted);
      g_auto(KqTestRun) shell = { 0 };

      run_sh (&shell, command);
      g_assert_cmpint (shell.status, ==, 2);
      g_assert_cmpstr (shell.out, ==, "");
      g_assert_nonnull (strstr (shell.err, cases[i].message));
    }
}

/* 5 × 5 from each square (none from (2, 3), as the lesson says). */
static const char board_5[] =
  "304   0  56   0 304\n"
  "  0  56   0  56   0\n"
  " 56   0  64   0  56\n"
  "  0  56   0  56   0\n"
  "304   0  56   0 304\n"
  "1728\n";

/* The knight's tours: from a square, from every square, closed; their
 * shares added up by sum, from files and from a pipe. */
static void
test_tour_counts (void)
{
  const struct { const char *arguments, *count; guint parts; } cases[] = {
    { "5", board_5, 4 },
    { "5 3 3", "64\n", 3 },
    { "6 1 1", "524486\n", 3 },
    { "6 3 1 --closed", "19724\n", 2 },
    { "6 1 2 --threads=1", "289050\n", 1 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *command = g_strdup_printf (
        "\"$KQ_CLI\" tour %s --all --count || exit 9;"
        "i=1; while [ $i -le %u ]; do"
        "  \"$KQ_CLI\" tour %s --all --count --part $i/%u > \"$DIR/share-$i\" || exit 9;"
        "  i=$((i + 1)); done;"
        "\"$KQ_CLI\" sum \"$DIR\"/share-* && cat \"$DIR\"/share-* | \"$KQ_CLI\" sum -",
        cases[i].arguments, cases[i].parts, cases[i].arguments, cases[i].parts);
      g_autofree char *thrice = g_strconcat (cases[i].count, cases[i].count, cases[i].count,
                                             NULL);
      g_auto(KqTestRun) shell = { 0 };

      run_sh (&shell, command);
      g_assert_cmpstr (shell.err, ==, "");
      g_assert_cmpint (shell.status, ==, 0);
      g_assert_cmpstr (shell.out, ==, thrice);
    }
}

/* A tour's share line, its progress, and sum refusing --unique for them. */
static void
test_tour_part_line (void)
{
  g_auto(KqTestRun) square = { 0 }, board = { 0 }, unique = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n_lines;

  run_sh (&square, "\"$KQ_CLI\" tour 6 1 1 --all --count --part 2/64 --progress");
  g_assert_cmpint (square.status, ==, 0);
  g_assert_true (g_regex_match_simple ("^tour 6 1 1 part 2/64 total [0-9]+\n$",
                                       square.out, 0, 0));
  lines = g_strsplit (square.err, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, >=, 3);
  g_assert_cmpstr (lines[0], ==, "tours of 6 × 6 from (1, 1): 0.0 % counted");
  for (guint i = 1; i + 2 < n_lines; i++)
    g_assert_true (g_regex_match_simple ("^tours of 6 × 6 from \\(1, 1\\): [0-9.]+ % counted"
                                         "(, about .* left)?$", lines[i], 0, 0));
  g_assert_true (g_regex_match_simple ("^tours of 6 × 6 from \\(1, 1\\): counted in "
                                       "(under 0.1|[0-9.]+) s$", lines[n_lines - 2], 0, 0));

  run_sh (&board, "\"$KQ_CLI\" tour 5 --closed --all --count --part 1/1");
  g_assert_cmpint (board.status, ==, 0);
  g_assert_cmpstr (board.out, ==, "tour 5 closed part 1/1 counts"
                                  " 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n");

  run_sh (&unique, "\"$KQ_CLI\" tour 5 1 1 --all --count --part 1/1 | \"$KQ_CLI\" sum -u -");
  g_assert_cmpint (unique.status, ==, 2);
  g_assert_nonnull (strstr (unique.err, "--unique goes with the shares of queens"));
}

/* Every closed tour, a rectangle's too, and with --frontier the open
 * ones, counted by the frontier: the backtracking count from a square
 * finds as many, and the lesson's check of 4k × 4k boards. */
static void
test_tour_frontier (void)
{
  g_auto(KqTestRun) square = { 0 }, backtracking = { 0 }, rectangle = { 0 }, open = { 0 };
  g_auto(KqTestRun) check = { 0 }, progress = { 0 };

  run_sh (&square, "\"$KQ_CLI\" tour 6 --closed --all --count");
  g_assert_cmpstr (square.err, ==, "");
  g_assert_cmpint (square.status, ==, 0);
  /* with what a student can check: Jelliss's 1,245 classes, 5 of them a quarter turn's own and
   * 17 a half turn's */
  g_assert_cmpstr (square.out, ==,
                   "19724 closed tours from each square, each way round\n"
                   "9862 closed tours without a direction or a start\n"
                   "78 of them a half turn maps onto themselves, 10 a quarter turn (and as many the "
                   "other way), 0 a mirror\n"
                   "1245 classes of tours the same up to a turn or a mirror, by Burnside’s lemma: "
                   "(9862 + 78 + 2 × 10 + 0) / 8\n"
                   "9862 = 8 × 1223 + 4 × 17 + 2 × 5: a class has 8 tours, or fewer where a "
                   "symmetry maps its tours onto themselves (as Knuth writes 8 × 8’s)\n"
                   "2 = the count modulo 4: classes of 8 and of 4 tours add multiples of 4, and the "
                   "5 classes of 2 tours leave 2\n");
  run_sh (&backtracking, "\"$KQ_CLI\" tour 6 3 1 --closed --all --count");
  g_assert_cmpint (backtracking.status, ==, 0);
  g_assert_cmpstr (backtracking.out, ==, "19724\n");

  run_sh (&rectangle, "\"$KQ_CLI\" tour 8x5 --closed --all --count --threads 1 &&"
                      " \"$KQ_CLI\" tour 3×12 --closed --all --count");
  g_assert_cmpint (rectangle.status, ==, 0);
  /* 3 × 12's 44 classes, none symmetric (OEIS A169768) */
  g_assert_cmpstr (rectangle.out, ==,
                   "88404 closed tours from each square, each way round\n"
                   "44202 closed tours without a direction or a start\n"
                   "22 of them a half turn maps onto themselves, 0 a mirror\n"
                   "11056 classes of tours the same up to a turn or a mirror, by Burnside’s lemma: "
                   "(44202 + 22 + 0) / 4\n"
                   "44202 = 4 × 11045 + 2 × 11: a class has 4 tours, or fewer where a symmetry maps "
                   "its tours onto themselves (as Knuth writes 8 × 8’s)\n"
                   "2 = the count modulo 4: classes of 4 tours add multiples of 4, and the 11 "
                   "classes of 2 tours leave 2\n"
                   "352 closed tours from each square, each way round\n"
                   "176 closed tours without a direction or a start\n"
                   "0 of them a half turn maps onto themselves, 0 a mirror\n"
                   "44 classes of tours the same up to a turn or a mirror, by Burnside’s lemma: "
                   "(176 + 0 + 0) / 4\n"
                   "176 = 4 × 44: a class has 4 tours, or fewer where a symmetry maps its tours "
                   "onto themselves (as Knuth writes 8 × 8’s)\n"
                   "0 = the count modulo 4: classes of 4 tours add multiples of 4, and the 0 classes "
                   "of 2 tours leave 0\n");
  /* The backtracking count from every square of 5 × 5 adds up to 1728. */
  run_sh (&open, "\"$KQ_CLI\" tour 5X5 --all --count --frontier");
  g_assert_cmpint (open.status, ==, 0);
  g_assert_cmpstr (open.out, ==, "1728 open tours, from every square, each way round\n"
                                 "864 open tours without a direction\n");

  run_sh (&check, "\"$KQ_CLI\" tour 4 --closed --all --count");
  g_assert_cmpint (check.status, ==, 0);
  g_assert_true (g_str_has_suffix (check.out, "\n0 = the count modulo 4, which must be 0: the "
                                              "4 × 4 board’s 8 symmetries map its tours onto "
                                              "one another in eights, or in fours for a tour a "
                                              "half turn maps onto itself\n"));

  run_sh (&progress, "\"$KQ_CLI\" tour 6x6 --closed --all --count --progress");
  g_assert_cmpint (progress.status, ==, 0);
  g_assert_true (g_str_has_prefix (progress.err, "tours of 6 × 6, closed: 0.0 % counted\n"));
  g_assert_true (g_regex_match_simple ("\ntours of 6 × 6, closed: counted in [^\n]* s\n",
                                       progress.err, 0, 0));
  /* then the tours a symmetry maps onto themselves */
  g_assert_true (g_regex_match_simple ("\ntours of 6 × 6, closed, a symmetry’s own: counted in "
                                       "[^\n]* s\n$", progress.err, 0, 0));
}

/* What the frontier's count refuses, and Ctrl+C. */
static void
test_tour_frontier_refuses (void)
{
  const struct { const char *args, *message; } bad[] = {
    { "9x9 --closed --all --count", "short side is at most 8 (9 × 9)" },
    { "8 --closed --all --count --progress --quiet", "--progress and --quiet do not go" },
    { "8x8 --all --count --frontier",
      "open tours are counted on boards whose short side is at most 7" },
    { "7x8x9 --closed --all --count", "“8x9” is not a whole number" },
    { "7x0 --closed --all --count", "0 is out of range" },
    { "7x8 2 2 --frontier --all --count", "--frontier counts every tour of a board" },
    { "8 --closed --all --count --method classic", "do not go with the count of every tour" },
  };
  g_auto(KqTestRun) stopped = { 0 };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *command = g_strdup_printf ("\"$KQ_CLI\" tour %s", bad[i].args);
      g_auto(KqTestRun) shell = { 0 };

      run_sh (&shell, command);
      g_assert_cmpint (shell.status, ==, 2);
      g_assert_cmpstr (shell.out, ==, "");
      g_assert_nonnull (strstr (shell.err, bad[i].message));
    }

  /* A background job of sh ignores SIGINT until the count watches it. */
  run_sh (&stopped, "\"$KQ_CLI\" tour 7x8 --closed --all --count & sleep 2; kill -INT $!;"
                    " wait $!");
  g_assert_cmpint (stopped.status, ==, 130);
  g_assert_cmpstr (stopped.out, ==, "");
  g_assert_nonnull (strstr (stopped.err, "stopped: the count was interrupted"));
}

/* The map of the counts from every square, and what it refuses. */
static void
test_tour_map (void)
{
  g_auto(KqTestRun) map = { 0 }, part = { 0 }, gif = { 0 };

  run_sh (&map, "\"$KQ_CLI\" tour 5 --all --count --image \"$DIR/map.svg\" --png \"$DIR/map.png\""
                " && head -c 5 \"$DIR/map.svg\" && head -c 4 \"$DIR/map.png\" | tail -c 3");
  g_assert_cmpstr (map.err, ==, "");
  g_assert_cmpint (map.status, ==, 0);
  g_assert_true (g_str_has_prefix (map.out, board_5));
  g_assert_cmpstr (map.out + strlen (board_5), ==, "<?xmlPNG");

  run_sh (&part, "\"$KQ_CLI\" tour 5 --all --count --part 1/2 --image \"$DIR/map.svg\"");
  g_assert_cmpint (part.status, ==, 2);
  g_assert_nonnull (strstr (part.err, "the map is drawn from the whole count"));
  run_sh (&gif, "\"$KQ_CLI\" tour 5 --all --count --gif \"$DIR/map.gif\"");
  g_assert_cmpint (gif.status, ==, 2);
  g_assert_nonnull (strstr (gif.err, "drawn with --image or --png"));
}

/* The README's recipe on the local cores, when GNU parallel is here. */
static void
test_parallel_recipe (void)
{
  g_autofree char *parallel = g_find_program_in_path ("parallel");
  g_auto(KqTestRun) shell = { 0 };

  if (parallel == NULL)
    {
      g_test_skip ("GNU parallel is not installed");
      return;
    }
  run_sh (&shell,
          "parallel --will-cite \"$KQ_CLI\" queens 12 --count --part {}/16 ::: $(seq 16)"
          " > \"$DIR/shares\" && \"$KQ_CLI\" sum \"$DIR/shares\"");
  g_assert_cmpint (shell.status, ==, 0);
  g_assert_cmpstr (shell.out, ==, "14200\n");
}

/* sum -o writes the total whole, and leaves the old one when a share is
 * missing or the folder cannot be written. */
static void
test_sum_output (void)
{
  g_auto(KqTestRun) shell = { 0 };

  run_sh (&shell,
          "for i in 1 2 3; do \"$KQ_CLI\" queens 10 --count --part $i/3 > \"$DIR/s$i\"; done;"
          "\"$KQ_CLI\" sum -o \"$DIR/total\" \"$DIR\"/s1 \"$DIR\"/s2 \"$DIR\"/s3 || exit 9;"
          "\"$KQ_CLI\" sum -u -o \"$DIR/unique\" \"$DIR\"/s* || exit 9;"
          "\"$KQ_CLI\" sum -o \"$DIR/total\" \"$DIR\"/s1 \"$DIR\"/s3 && exit 9;"
          "\"$KQ_CLI\" sum -o \"$DIR/none/total\" \"$DIR\"/s* && exit 9;"
          "cat \"$DIR/total\" \"$DIR/unique\"; ls \"$DIR\"");
  g_assert_cmpint (shell.status, ==, 0);
  g_assert_cmpstr (shell.out, ==, "724\n92\ns1\ns2\ns3\ntotal\nunique\n");
  g_assert_nonnull (strstr (shell.err, "1 share of 3 is missing: 2"));
  g_assert_nonnull (strstr (shell.err, "/none/total"));
}

/* contrib/'s Slurm script is at least valid bash. */
static void
test_slurm_script (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "..", "contrib",
                                                   "knights-queens-slurm-count.sh.in", NULL);
  g_autofree char *quoted = g_shell_quote (script);
  g_autofree char *command = g_strdup_printf ("bash -n %s", quoted);
  g_auto(KqTestRun) shell = { 0 };

  g_assert_true (g_file_test (script, G_FILE_TEST_IS_REGULAR));
  run_sh (&shell, command);
  g_assert_cmpstr (shell.err, ==, "");
  g_assert_cmpint (shell.status, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-count/part-round-trip", test_part_round_trip);
  g_test_add_func ("/cli-count/part-line", test_part_line);
  g_test_add_func ("/cli-count/progress", test_progress);
  g_test_add_func ("/cli-count/sum-refuses", test_sum_refuses);
  g_test_add_func ("/cli-count/parallel-recipe", test_parallel_recipe);
  g_test_add_func ("/cli-count/tour-counts", test_tour_counts);
  g_test_add_func ("/cli-count/tour-part-line", test_tour_part_line);
  g_test_add_func ("/cli-count/tour-map", test_tour_map);
  g_test_add_func ("/cli-count/tour-frontier", test_tour_frontier);
  g_test_add_func ("/cli-count/tour-frontier-refuses", test_tour_frontier_refuses);
  g_test_add_func ("/cli-count/sum-output", test_sum_output);
  g_test_add_func ("/cli-count/slurm-script", test_slurm_script);

  return g_test_run ();
}
