/* kq-i18n.h: gettext set-up shared by the window and the CLI */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale from the environment and binds the text domain.
 * KQ_LOCALEDIR overrides the installed catalogue directory, so that an
 * uninstalled build (tests, build-aux/dev.sh run) finds <builddir>/po. */
void kq_i18n_init (void);

G_END_DECLS
