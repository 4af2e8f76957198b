#define G_LOG_DOMAIN "kq-i18n"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "kq-i18n.h"

void
kq_i18n_init (void)
{
  const char *locale = setlocale (LC_ALL, "");
  const char *dir = g_getenv ("KQ_LOCALEDIR");

  /* gettext ignores LANGUAGE in the "C" locale, which is what a machine
   * with no LANG set runs in: C.UTF-8 keeps LANGUAGE=vi working there. */
  if (locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");

  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && *dir != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
