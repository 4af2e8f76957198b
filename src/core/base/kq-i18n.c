/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-i18n"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "kq-i18n.h"

/* glibc caches translations; bumping this counter drops the cache, as
 * GNU gettext's manual advises after LANGUAGE changes. */
extern int _nl_msg_cat_cntr;

/* LANGUAGE as the program found it: what "" goes back to. */
static char *environment_language;

void
kq_i18n_init (void)
{
  const char *locale = setlocale (LC_ALL, "");
  const char *dir = g_getenv ("KQ_LOCALEDIR");

  /* gettext ignores LANGUAGE in the "C" locale, which is what a machine
   * with no LANG set runs in: C.UTF-8 keeps LANGUAGE=vi working there. */
  if (locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");

  environment_language = g_strdup (g_getenv ("LANGUAGE"));

  /* GLib decides once, at the first g_dgettext(), whether to translate at
   * all: not if the text domain set has no catalogue for the locale, as
   * when starting in English under C.UTF-8. Deciding it now, before
   * textdomain(), keeps a later switch to Vietnamese working. */
  g_dgettext (GETTEXT_PACKAGE, "");

  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && *dir != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

void
kq_i18n_set_language (const char *language)
{
  const char *wanted;

  g_return_if_fail (language != NULL);

  wanted = *language != '\0' ? language : environment_language;
  /* The environment is not thread-safe: GLib's and GTK's own threads may
   * read it (our workers call no gettext). It is left alone unless the
   * language really changes, as at every start with the default. */
  if (g_strcmp0 (g_getenv ("LANGUAGE"), wanted) == 0)
    return;
  if (wanted != NULL)
    g_setenv ("LANGUAGE", wanted, TRUE);
  else
    g_unsetenv ("LANGUAGE");

  ++_nl_msg_cat_cntr;
}

const char *
kq_i18n_get_language (void)
{
  /* The catalogue in use says its language in its header, the
   * translation of "". */
  const char *header = g_dgettext (GETTEXT_PACKAGE, "");
  const char *field = strstr (header, "Language: ");

  if (field != NULL && (field == header || field[-1] == '\n') &&
      g_str_has_prefix (field + strlen ("Language: "), "vi"))
    return "vi";
  return "en";
}
