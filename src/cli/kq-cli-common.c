#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kq-cli.h"
#include "kq-format.h"

#define KQ_CLI_CHUNK (1 << 16)

int
kq_cli_fail (int status, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "knights-queens-cli: %s\n", message);

  return status;
}

gboolean
kq_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
kq_cli_parse_size (const char *text, int max, int *n, GError **error)
{
  gint64 value;

  if (!kq_parse_int (text, _("board size n"), 1, max, &value, error))
    return FALSE;
  *n = (int) value;
  return TRUE;
}

static void
set_write_error (GError **error, int saved_errno, const char *path)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("cannot write %s: %s"), display, g_strerror (saved_errno));
}

gboolean
kq_cli_check_writable (const char *path, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *display = g_filename_display_name (path);

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
                   _("cannot write %s: it is a folder"), display);
      return FALSE;
    }
  if (g_access (dir, W_OK | X_OK) != 0)
    {
      set_write_error (error, errno, path);
      return FALSE;
    }
  return TRUE;
}

gboolean
kq_cli_output_open (KqCliOutput *output, const char *path, GError **error)
{
  memset (output, 0, sizeof *output);
  output->buffer = g_string_sized_new (KQ_CLI_CHUNK * 2);

  if (path == NULL)
    {
      output->stream = stdout;
      return TRUE;
    }

  if (!kq_cli_check_writable (path, error))
    return FALSE;

  output->path = g_strdup (path);
  output->tmp_path = g_strconcat (path, ".XXXXXX", NULL);
  {
    int fd = g_mkstemp (output->tmp_path);
    mode_t mask;

    if (fd < 0)
      {
        set_write_error (error, errno, path);
        g_clear_pointer (&output->tmp_path, g_free);
        return FALSE;
      }
    /* g_mkstemp creates 0600; the file should get the mode any new file gets. */
    mask = umask (0);
    umask (mask);
    fchmod (fd, 0666 & ~mask);
    output->stream = fdopen (fd, "w");
  }

  return TRUE;
}

gboolean
kq_cli_output_maybe_flush (KqCliOutput *output, GError **error)
{
  if (output->buffer->len < KQ_CLI_CHUNK)
    return TRUE;

  if (fwrite (output->buffer->str, 1, output->buffer->len, output->stream) != output->buffer->len)
    {
      set_write_error (error, errno, output->path != NULL ? output->path : _("standard output"));
      return FALSE;
    }
  g_string_truncate (output->buffer, 0);
  return TRUE;
}

gboolean
kq_cli_output_commit (KqCliOutput *output, GError **error)
{
  gboolean ok;
  const char *name = output->path != NULL ? output->path : _("standard output");

  /* Flush whatever is left, however small. */
  ok = output->buffer->len == 0 ||
       fwrite (output->buffer->str, 1, output->buffer->len, output->stream) == output->buffer->len;
  ok = (fflush (output->stream) == 0) && ok;
  if (!ok)
    set_write_error (error, errno, name);

  if (output->path != NULL)
    {
      if (fclose (output->stream) != 0 && ok)
        {
          set_write_error (error, errno, name);
          ok = FALSE;
        }
      output->stream = NULL;
      if (ok && g_rename (output->tmp_path, output->path) != 0)
        {
          set_write_error (error, errno, name);
          ok = FALSE;
        }
    }

  if (!ok)
    kq_cli_output_abort (output);
  else
    {
      g_clear_pointer (&output->path, g_free);
      g_clear_pointer (&output->tmp_path, g_free);
      g_string_free (g_steal_pointer (&output->buffer), TRUE);
    }
  return ok;
}

void
kq_cli_output_abort (KqCliOutput *output)
{
  if (output->path != NULL && output->stream != NULL)
    fclose (output->stream);
  output->stream = NULL;
  if (output->tmp_path != NULL)
    g_unlink (output->tmp_path);
  g_clear_pointer (&output->path, g_free);
  g_clear_pointer (&output->tmp_path, g_free);
  if (output->buffer != NULL)
    g_string_free (g_steal_pointer (&output->buffer), TRUE);
}

void
kq_cli_images_add_entries (GOptionContext *context, KqCliImages *images)
{
  const GOptionEntry entries[] = {
    { "image", 0, 0, G_OPTION_ARG_FILENAME, &images->image,
      N_("Also draw the result to FILE: PNG, SVG or PDF by its extension"), N_("FILE") },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &images->dark,
      N_("Draw images and sheets in the dark palette (default: light)"), NULL },
    G_OPTION_ENTRY_NULL
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
kq_cli_images_check (const KqCliImages *images, GError **error)
{
  KqImageFormat format;

  if (images->png != NULL && !kq_cli_check_writable (images->png, error))
    return FALSE;
  return images->image == NULL ||
         (kq_render_image_format_from_path (images->image, &format, error) &&
          kq_cli_check_writable (images->image, error));
}

KqPalette
kq_cli_images_palette (const KqCliImages *images)
{
  return images->dark ? KQ_PALETTE_DARK : KQ_PALETTE_LIGHT;
}

gboolean
kq_cli_images_write (const KqCliImages *images, const KqBoard *board, int size, GError **error)
{
  KqRenderOptions options;

  kq_render_options_init (&options);
  options.palette = kq_cli_images_palette (images);
  if (images->png != NULL && !kq_render_png (board, &options, size, images->png, error))
    return FALSE;
  return images->image == NULL || kq_render_image (board, &options, size, images->image, error);
}

void
kq_cli_images_clear (KqCliImages *images)
{
  g_clear_pointer (&images->png, g_free);
  g_clear_pointer (&images->image, g_free);
}
