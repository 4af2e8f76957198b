/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-test-tools.h: what the tests share: a program run, a folder's listing, and a look
 * into the SVG and PDF files they write, with rsvg-convert (librsvg2-bin)
 * and poppler-utils (pdfinfo, pdftotext, pdffonts), which build-aux/dev.sh
 * installs. Included by one test program each (the functions are static). */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

/* What a program printed, and its exit status. */
typedef struct {
  int   status;
  char *out;
  char *err;
} KqTestRun;

static void
kq_test_run_clear (KqTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KqTestRun, kq_test_run_clear)

/* Runs argv (NULL-terminated) in env (NULL: ours), stdin from /dev/null so
 * that nothing reads the terminal; it must exit, never crash. */
G_GNUC_UNUSED static void
kq_test_run (KqTestRun *run, const char * const *argv, char **env)
{
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDIN_FROM_DEV_NULL, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

/* A path named name in a new folder of the test's own (one a process, made
 * at the first call), for the files a test writes. */
G_GNUC_UNUSED static char *
kq_test_tmp_path (const char *name)
{
  static char *dir = NULL;

  if (dir == NULL)
    {
      g_autoptr(GError) error = NULL;

      dir = g_dir_make_tmp ("kq-test-XXXXXX", &error);
      g_assert_no_error (error);
    }
  return g_build_filename (dir, name, NULL);
}

static int
kq_test_compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The names in the folder at path, sorted and joined by spaces: to see
 * what a write left (no temporary file beside the output). */
G_GNUC_UNUSED static char *
kq_test_list_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, kq_test_compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* The standard output of tool run on args (NULL-terminated), which must
 * succeed; NULL with the test skipped when the tool is not installed. */
G_GNUC_UNUSED static G_GNUC_NULL_TERMINATED char *
kq_test_tool_output (const char *tool, ...)
{
  g_autofree char *program = g_find_program_in_path (tool);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int wait_status = 0;
  const char *arg;
  va_list args;

  if (program == NULL)
    {
      g_test_skip_printf ("%s is not installed (build-aux/dev.sh installs it)", tool);
      return NULL;
    }
  g_ptr_array_add (argv, program);
  va_start (args, tool);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  return out;
}

/* The number of pages pdfinfo finds in the PDF at path, -1 when skipped. */
G_GNUC_UNUSED static int
kq_test_pdf_pages (const char *path)
{
  g_autofree char *info = kq_test_tool_output ("pdfinfo", path, NULL);
  const char *pages;

  if (info == NULL)
    return -1;
  pages = strstr (info, "Pages:");
  g_assert_nonnull (pages);
  return atoi (pages + strlen ("Pages:"));
}

/* The numbered boards "#k" a queens sheet shows: checks that they are
 * exactly first … last, from the PDF's text. */
G_GNUC_UNUSED static void
kq_test_assert_sheet_numbers (const char *path, int first, int last)
{
  g_autofree char *text = kq_test_tool_output ("pdftotext", "-layout", path, "-", NULL);
  g_auto(GStrv) words = NULL;
  int expected = first;

  if (text == NULL)
    return;
  words = g_strsplit_set (text, " \n\f", -1);
  for (char **w = words; *w != NULL; w++)
    if ((*w)[0] == '#')
      {
        g_assert_cmpint (atoi (*w + 1), ==, expected);
        expected++;
      }
  g_assert_cmpint (expected, ==, last + 1);
}

/* The frames ImageMagick's identify (package imagemagick) finds in the
 * GIF at path, each checked to be of the whole image's size, width wide;
 * height (may be NULL) receives its height. -1 when skipped. A decoder
 * that is not ours reads it. */
G_GNUC_UNUSED static int
kq_test_gif_frames (const char *path, int width, int *height)
{
  g_autofree char *info = kq_test_tool_output ("identify", "-format", "%m %W %H\n", path, NULL);
  g_auto(GStrv) lines = NULL;
  int frames = 0, first_height = 0;

  if (info == NULL)
    return -1;
  lines = g_strsplit (g_strchomp (info), "\n", -1);
  for (char **line = lines; *line != NULL; line++, frames++)
    {
      int frame_width = 0, frame_height = 0;

      g_assert_cmpint (sscanf (*line, "GIF %d %d", &frame_width, &frame_height), ==, 2);
      g_assert_cmpint (frame_width, ==, width);
      if (frames == 0)
        first_height = frame_height;
      g_assert_cmpint (frame_height, ==, first_height);
    }
  if (height != NULL)
    *height = first_height;
  return frames;
}

/* A tour's matrix of rows × cols as the plainest formatter writes it, to
 * hold ours to: printf's right alignment, as wide as rows × cols, one space
 * apart. */
G_GNUC_UNUSED static char *
kq_test_tour_grid (const int *board, int rows, int cols)
{
  GString *out = g_string_new (NULL);
  int width = g_snprintf (NULL, 0, "%d", rows * cols);

  for (int i = 0; i < rows * cols; i++)
    g_string_append_printf (out, "%*d%c", width, board[i], i % cols == cols - 1 ? '\n' : ' ');
  return g_string_free (out, FALSE);
}

/* The same of n × n. */
G_GNUC_UNUSED static char *
kq_test_tour_matrix (const int *board, int n)
{
  return kq_test_tour_grid (board, n, n);
}

/* text is expected, byte for byte; else fails showing where they part
 * (not the megabytes of a huge matrix). */
G_GNUC_UNUSED static void
kq_test_assert_same_text (const char *text, gsize length, const char *expected)
{
  gsize at = 0, expected_length = strlen (expected);

  while (at < length && at < expected_length && text[at] == expected[at])
    at++;
  if (at == length && at == expected_length)
    return;
  g_test_message ("they part at byte %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT
                  " (expected %" G_GSIZE_FORMAT "): \"%.40s\" instead of \"%.40s\"",
                  at, length, expected_length, text + at, expected + at);
  g_assert_cmpuint (at, ==, expected_length);
  g_assert_cmpuint (length, ==, expected_length);
}
