/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kq-format.h"
#include "kq-limits.h"
#include "kq-i18n.h"
#include "kq-test-tools.h"

static void
test_queens_line (void)
{
  const int cols[] = { 0, 2, 4, 1, 3 };
  g_autoptr(GString) out = g_string_new (NULL);

  kq_format_queens_line (out, cols, 5);
  g_assert_cmpstr (out->str, ==, "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);\n");
}

static void
test_tour_matrix (void)
{
  /* Lesson 004's 5×5 tour from (1, 1): two-digit numbers right-aligned. */
  const int board[] = { 1, 6, 15, 10, 21, 14, 9, 20, 5, 16, 19, 2, 7, 22, 11,
                        8, 13, 24, 17, 4, 25, 18, 3, 12, 23 };
  const int one[] = { 1 };
  g_autoptr(GString) out = g_string_new (NULL);

  kq_format_tour_matrix (out, board, 5);
  g_assert_cmpstr (out->str, ==,
                   " 1  6 15 10 21\n"
                   "14  9 20  5 16\n"
                   "19  2  7 22 11\n"
                   " 8 13 24 17  4\n"
                   "25 18  3 12 23\n");
  g_string_truncate (out, 0);
  kq_format_tour_matrix (out, one, 1);
  g_assert_cmpstr (out->str, ==, "1\n");
}

/* Every width of number (n × n of 1 to 7 digits, each crossing to one
 * more), the whole matrix at once and a few rows at a time, against the
 * plainest formatter. */
static void
test_tour_rows (void)
{
  const int sizes[] = { 1, 2, 3, 4, 10, 31, 32, 100, 316, 317, 1000 };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int n = sizes[i];
      g_autofree int *board = g_new (int, (gsize) n * n);
      g_autoptr(GString) whole = g_string_new (NULL);
      g_autoptr(GString) rows = g_string_new (NULL);
      g_autofree char *expected = NULL;

      /* Numbers of every length, in no order a formatter could lean on. */
      for (int s = 0; s < n * n; s++)
        board[s] = (s % 2 == 0 ? n * n - s / 2 : s / 2 + 1);
      expected = kq_test_tour_matrix (board, n);

      kq_format_tour_matrix (whole, board, n);
      kq_test_assert_same_text (whole->str, whole->len, expected);
      for (int first = 0, count = 1; first < n; first += count, count = count % 3 + 1)
        kq_format_tour_rows (rows, board, n, n, first, MIN (count, n - first));
      kq_test_assert_same_text (rows->str, rows->len, expected);
    }
}

static void
test_uint (void)
{
  g_autoptr(GString) out = g_string_new (NULL);

  kq_format_uint (out, 0, 0);
  kq_format_uint (out, 42, 4);
  kq_format_uint (out, G_MAXUINT64, 0);
  g_assert_cmpstr (out->str, ==, "0  4218446744073709551615");
}

static void
test_parse_int (void)
{
  const struct { const char *text; gboolean ok; gint64 value; int code; } cases[] = {
    { "8", TRUE, 8, 0 },
    { " 12\n", TRUE, 12, 0 },
    { "+7", TRUE, 7, 0 },
    { "", FALSE, 0, KQ_FORMAT_ERROR_INVALID },
    { "  \n", FALSE, 0, KQ_FORMAT_ERROR_INVALID },
    { "eight", FALSE, 0, KQ_FORMAT_ERROR_INVALID },
    { "8x", FALSE, 0, KQ_FORMAT_ERROR_INVALID },
    { "8 9", FALSE, 0, KQ_FORMAT_ERROR_INVALID },
    { "0x10", FALSE, 0, KQ_FORMAT_ERROR_INVALID },
    { "-", FALSE, 0, KQ_FORMAT_ERROR_INVALID },
    { "0", FALSE, 0, KQ_FORMAT_ERROR_RANGE },
    { "-3", FALSE, 0, KQ_FORMAT_ERROR_RANGE },
    { "101", FALSE, 0, KQ_FORMAT_ERROR_RANGE },
    { "99999999999999999999999", FALSE, 0, KQ_FORMAT_ERROR_RANGE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 value = -1;
      gboolean ok = kq_parse_int (cases[i].text, "n", 1, 100, &value, &error);

      g_assert_cmpint (ok, ==, cases[i].ok);
      if (ok)
        {
          g_assert_no_error (error);
          g_assert_cmpint (value, ==, cases[i].value);
        }
      else
        {
          g_assert_error (error, KQ_FORMAT_ERROR, cases[i].code);
          g_assert_true (g_str_has_prefix (error->message, "n: "));
        }
    }
}

static char *
write_temp (const char *contents, gssize length)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("kq-inp-XXXXXX", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
  return path;
}

static void
test_queens_inp (void)
{
  const struct { const char *contents; gssize length; int n; } cases[] = {
    { "5\n", -1, 5 },
    { "5", -1, 5 },
    { "  12 \r\n", -1, 12 },
    { "", -1, 0 },
    { "five\n", -1, 0 },
    { "-4\n", -1, 0 },
    { "0\n", -1, 0 },
    { "33\n", -1, 0 },
    { "123456789012345678901234567890\n", -1, 0 },
    { "5\n6\n", -1, 0 },
    { "5\0\1\2\377", 5, 0 },
    { "\377\376\375", -1, 0 },
    /* Issue 10, defect 5: the byte order mark Notepad writes. */
    { "\xEF\xBB\xBF" "8\r\n", -1, 8 },
    { "\xEF\xBB\xBF", -1, 0 },
    { "\xFF\xFE" "8\0\r\0\n\0", 8, 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_temp (cases[i].contents, cases[i].length);
      g_autoptr(GError) error = NULL;
      int n = -1;
      gboolean ok = kq_queens_inp_read (path, 32, &n, &error);

      g_test_message ("case %" G_GSIZE_FORMAT ": %s", i, error ? error->message : "ok");
      g_assert_cmpint (ok, ==, cases[i].n > 0);
      if (ok)
        g_assert_cmpint (n, ==, cases[i].n);
      else
        {
          g_assert_nonnull (error);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
      g_unlink (path);
    }
}

static void
test_queens_inp_missing (void)
{
  g_autoptr(GError) error = NULL;
  int n;

  g_assert_false (kq_queens_inp_read ("/nonexistent/QUEENS.INP", 32, &n, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_queens_inp_huge (void)
{
  g_autofree char *big = g_strnfill (KQ_INP_MAX_BYTES + 1, '7');
  g_autofree char *path = write_temp (big, -1);
  g_autoptr(GError) error = NULL;
  int n;

  g_assert_false (kq_queens_inp_read (path, 32, &n, &error));
  g_assert_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID);
  g_unlink (path);
}

/* A writer in another process (a thread would keep the language switch of
 * test_numbers_per_language from working: it sets the environment). */
static GPid
write_fifo (const char *path)
{
  GPid pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      FILE *stream = fopen (path, "w");

      fputs ("\xEF\xBB\xBF" "12\n", stream);
      fclose (stream);
      _exit (0);
    }
  return pid;
}

/* Issue 10, defect 5: a FIFO or a folder gave "mmap() failed", a FIFO with
 * no writer blocked forever, an empty input said only "a number is missing". */
static void
test_queens_inp_streams (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kq-inp-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "QUEENS.INP", NULL);
  g_autofree char *empty = g_build_filename (dir, "empty.inp", NULL);
  GPid writer;
  int n = 0;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  writer = write_fifo (fifo);
  g_assert_true (kq_queens_inp_read (fifo, 32, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpint (n, ==, 12);
  g_assert_cmpint (waitpid (writer, NULL, 0), ==, writer);

  g_assert_false (kq_queens_inp_read (dir, 32, &n, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, "folder"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_false (kq_queens_inp_read (empty, 32, &n, &error));
  g_assert_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "empty"));
  g_clear_error (&error);

  /* No writer ever comes: an error after the timeout, not a hang. */
  g_assert_false (kq_queens_inp_read (fifo, 32, &n, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_AGAIN);
  g_test_message ("%s", error->message);
}

/* The parser alone, as the fuzzer calls it. */
static void
test_queens_inp_parse (void)
{
  g_autoptr(GError) error = NULL;
  int n = 0;

  g_assert_true (kq_queens_inp_parse ("\xEF\xBB\xBF" " 7 ", 5, "x", 32, &n, &error));
  g_assert_cmpint (n, ==, 7);
  g_assert_false (kq_queens_inp_parse (NULL, 0, "x", 32, &n, &error));
  g_assert_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "x: "));
  g_clear_error (&error);
  /* Not NUL-terminated: the length bounds it. */
  g_assert_true (kq_queens_inp_parse ("5678", 1, "x", 32, &n, &error));
  g_assert_cmpint (n, ==, 5);
}

/* Issue 10, defect 4: g_strescape escaped bytes, so "8…" came out as
 * invalid UTF-8. Every parser's message is valid UTF-8 now, keeps
 * multi-byte characters and shows invalid bytes as \xNN. */
static const char *const awkward_texts[] = {
  "8…", "\xff", "8\xff", "\xe2\x80", "\xc3\x28", "\x01\x7f\x1b[31m", "“8”", "8\n9",
  "ạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạạ",
  "\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8\xf7\xf6\xf5\xf4\xf3\xf2\xf1\xf0\xef\xee",
};

static void
assert_message (const GError *error, const char *text)
{
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_null (strchr (error->message, '\n'));
  if (g_utf8_validate (text, -1, NULL) && g_utf8_strlen (text, -1) < 10 && !strchr (text, '\n') &&
      !strchr (text, '\x01'))
    g_assert_nonnull (strstr (error->message, text));
}

static void
test_messages_utf8 (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = kq_format_user_text ("8\xff…\t");
  int n;

  g_assert_cmpstr (shown, ==, "8\\xFF…\\t");
  for (gsize i = 0; i < G_N_ELEMENTS (awkward_texts); i++)
    {
      const char *text = awkward_texts[i];
      g_autofree char *path = write_temp (text, -1);
      gint64 value;

      g_assert_false (kq_parse_int (text, "n", 1, 100, &value, &error));
      assert_message (error, text);
      g_clear_error (&error);
      g_assert_false (kq_queens_inp_parse (text, strlen (text), "QUEENS.INP", 32, &n, &error));
      assert_message (error, text);
      g_clear_error (&error);
      g_assert_false (kq_queens_inp_read (path, 32, &n, &error));
      assert_message (error, text);
      g_clear_error (&error);
      g_unlink (path);
    }
}

/* Counts and decimals as each language writes them, switched at run time. */
static void
test_numbers_per_language (void)
{
  static const struct {
    const char *language;
    const char *count;
    const char *small;
    const char *decimal;
  } cases[] = {
    { "en", "14,772,512", "999", "2.5" },
    { "vi", "14.772.512", "999", "2,5" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *count = NULL;
      g_autofree char *small = NULL;
      g_autofree char *decimal = NULL;
      g_autofree char *whole = NULL;

      kq_i18n_set_language (cases[i].language);
      g_assert_cmpstr (kq_i18n_get_language (), ==, cases[i].language);
      count = kq_format_count (14772512);
      small = kq_format_count (999);
      decimal = kq_format_decimal (2.5, 1);
      whole = kq_format_decimal (12.4, 0);
      g_assert_cmpstr (count, ==, cases[i].count);
      g_assert_cmpstr (small, ==, cases[i].small);
      g_assert_cmpstr (decimal, ==, cases[i].decimal);
      g_assert_cmpstr (whole, ==, "12");
    }
  kq_i18n_set_language ("");
}

/* A count's time: never "0.0 s", which reads as nothing happened. */
static void
test_duration (void)
{
  g_autofree char *instant = kq_format_duration (0.01);
  g_autofree char *tenth = kq_format_duration (0.1);
  g_autofree char *minutes = kq_format_duration (125);
  g_autofree char *hours = kq_format_duration (47 * 3600 + 120);
  g_autofree char *days = kq_format_duration (3 * 86400 + 4 * 3600 + 59);
  g_autofree char *years = kq_format_duration (7.2e11);

  g_assert_cmpstr (instant, ==, "under 0.1 s");
  g_assert_cmpstr (tenth, ==, "0.1 s");
  g_assert_cmpstr (minutes, ==, "2 min 05 s");
  /* a count's estimate: hours up to two days, then days, then years */
  g_assert_cmpstr (hours, ==, "47 h 02 min");
  g_assert_cmpstr (days, ==, "3 d 04 h");
  g_assert_cmpstr (years, ==, "22,815 years");
}

int
main (int argc, char *argv[])
{
  kq_i18n_init ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/queens-line", test_queens_line);
  g_test_add_func ("/format/tour-matrix", test_tour_matrix);
  g_test_add_func ("/format/tour-rows", test_tour_rows);
  g_test_add_func ("/format/uint", test_uint);
  g_test_add_func ("/format/parse-int", test_parse_int);
  g_test_add_func ("/format/queens-inp", test_queens_inp);
  g_test_add_func ("/format/queens-inp-missing", test_queens_inp_missing);
  g_test_add_func ("/format/queens-inp-huge", test_queens_inp_huge);
  g_test_add_func ("/format/queens-inp-streams", test_queens_inp_streams);
  g_test_add_func ("/format/queens-inp-parse", test_queens_inp_parse);
  g_test_add_func ("/format/messages-utf8", test_messages_utf8);
  g_test_add_func ("/format/numbers-per-language", test_numbers_per_language);
  g_test_add_func ("/format/duration", test_duration);

  return g_test_run ();
}
