#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>

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

gboolean
kq_cli_write_png (const KqBoard *board, const char *path, int size, GError **error)
{
  KqRenderOptions options;

  kq_render_options_init (&options);
  return kq_render_png (board, &options, size, path, error);
}
