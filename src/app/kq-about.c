/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-about.c: the About window (views), an AdwAboutWindow */
#define G_LOG_DOMAIN "kq-about"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-about.h"
#include "kq-release-notes.h"

#define KQ_WEBSITE "https://github.com/kqteam/knights-queens"

/* The release notes of the metainfo (in the resource, as in data/): the
 * store listing and the About window say the same. */
static void
set_release_notes (AdwAboutWindow *about)
{
  g_autoptr(GBytes) metainfo = g_resources_lookup_data (RESOURCE_PATH "/metainfo.xml",
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *text = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *version = NULL;
  g_autoptr(GError) error = NULL;

  if (metainfo == NULL)
    return;
  text = g_strndup (g_bytes_get_data (metainfo, NULL), g_bytes_get_size (metainfo));
  notes = kq_release_notes_from_metainfo (text, &version, &error);
  if (notes == NULL)
    {
      g_warning ("release notes: %s", error->message);
      return;
    }
  adw_about_window_set_release_notes_version (about, version);
  adw_about_window_set_release_notes (about, notes);
}

GtkWindow *
kq_about_window_new (GtkWindow *parent)
{
  static const char *developers[] = { "The Knights & Queens developers", NULL };
  /* TRANSLATORS: your names, one a line; the About window lists them */
  const char *translators = _("translator-credits");
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), parent != NULL);
  adw_about_window_set_application_name (about, _("Knights & Queens"));
  adw_about_window_set_application_icon (about, APPLICATION_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_comments (about, _("The knight’s tour and n queens, solved and "
                                          "animated step by step"));
  adw_about_window_set_developer_name (about, developers[0]);
  adw_about_window_set_developers (about, developers);
  /* the msgid itself: no translation, no translators to name */
  if (!g_str_equal (translators, "translator-credits"))
    adw_about_window_set_translator_credits (about, translators);
  adw_about_window_set_website (about, KQ_WEBSITE);
  adw_about_window_set_issue_url (about, KQ_WEBSITE "/issues");
  /* markup */
  adw_about_window_set_copyright (about, "© 2026 The Knights &amp; Queens developers");
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  set_release_notes (about);

  return GTK_WINDOW (about);
}
