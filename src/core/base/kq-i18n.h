/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-i18n.h: gettext set-up shared by the window and the CLI */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale from the environment and binds the text domain.
 * KQ_LOCALEDIR overrides the installed catalogue directory, so that an
 * uninstalled build (tests, build-aux/dev.sh run) finds <builddir>/po.
 * Call it first in main(), before anything that translates. */
void        kq_i18n_init         (void);

/* Switches the messages to language at run time: "en", "vi", or "" for
 * the environment's language, as at start-up. Texts already shown keep
 * their language: their owners translate them again. Call it from the
 * main thread. It sets LANGUAGE (setenv), which no other thread may read
 * meanwhile: worker threads call no gettext (solvers and the app's workers
 * return codes, which the main thread words, e.g. kq_tour_reason()). */
void        kq_i18n_set_language (const char *language);

/* The language of the messages now: "vi" while the Vietnamese catalogue
 * is in use, "en" otherwise. */
const char *kq_i18n_get_language (void);

G_END_DECLS
