#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kq-cli.h"
#include "kq-format.h"

int
kq_cli_fail (int status, const char *format, ...)
{
  g_autofree char *message = NULL;
  g_autofree char *valid = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* GLib's option parser quotes arguments as they came. */
  valid = g_utf8_make_valid (message, -1);
  fprintf (stderr, "knights-queens-cli: %s\n", valid);

  return status;
}

void
kq_cli_drop_separator (int *argc, char **argv)
{
  /* GLib leaves "--" in when an argument after it starts with "-"; any
   * "--" left is that one, what follows it is the arguments themselves. */
  for (int i = 1; i < *argc; i++)
    if (g_str_equal (argv[i], "--"))
      {
        memmove (argv + i, argv + i + 1, (gsize) (*argc - i) * sizeof *argv);
        --*argc;
        break;
      }
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
  kq_cli_drop_separator (argc, *argv);
  return TRUE;
}

char *
kq_cli_size_help (void)
{
  return g_strdup_printf (_("Width and height of the PNG in pixels (default %d)"),
                          KQ_RENDER_PNG_DEFAULT_SIZE);
}

gboolean
kq_cli_parse_option (const char *text, const char *option, gint64 min, gint64 max,
                     gint64 *value, GError **error)
{
  return text == NULL || kq_parse_int (text, option, min, max, value, error);
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

  if (images->png != NULL && !kq_file_check_writable (images->png, error))
    return FALSE;
  return images->image == NULL ||
         (kq_render_image_format_from_path (images->image, &format, error) &&
          kq_file_check_writable (images->image, error));
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

int
kq_cli_listing_open (KqCliListing *listing, const char *path, int n)
{
  g_autoptr(GError) error = NULL;

  listing->output = kq_output_open (path, &error);
  if (listing->output == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  listing->text = g_string_new (NULL);
  listing->n = n;
  return KQ_EXIT_OK;
}

gboolean
kq_cli_listing_write (KqCliListing *listing)
{
  return kq_output_write (listing->output, listing->text->str, listing->text->len,
                          &listing->error);
}

int
kq_cli_listing_close (KqCliListing *listing)
{
  g_autoptr(GError) error = NULL;

  /* A failed write is reported whatever else happened. */
  if (listing->error != NULL)
    g_propagate_error (&error, g_steal_pointer (&listing->error));
  else
    kq_output_commit (listing->output, &error);
  if (error != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}

void
kq_cli_listing_clear (KqCliListing *listing)
{
  g_clear_pointer (&listing->output, kq_output_free);
  if (listing->text != NULL)
    g_string_free (g_steal_pointer (&listing->text), TRUE);
  g_clear_error (&listing->error);
}
