/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "knights-queens"
#include "config.h"

#include "kq-application.h"
#include "kq-i18n.h"

int
main (int argc, char *argv[])
{
  g_autoptr(KqApplication) app = NULL;

  /* setlocale, bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR),
   * bind_textdomain_codeset and textdomain */
  kq_i18n_init ();

  app = kq_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
