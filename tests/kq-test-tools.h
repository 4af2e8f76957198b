/* kq-test-tools.h: what the render and CLI tests share to look into the
 * SVG and PDF files they write, with rsvg-convert (librsvg2-bin) and
 * poppler-utils (pdfinfo, pdftotext, pdffonts), which build-aux/dev.sh
 * installs. Included by one test program each (the functions are static). */
#pragma once

#include <glib.h>
#include <stdlib.h>
#include <string.h>

/* The standard output of tool run on args (NULL-terminated), which must
 * succeed; NULL with the test skipped when the tool is not installed. */
static G_GNUC_NULL_TERMINATED char *
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
static int
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
