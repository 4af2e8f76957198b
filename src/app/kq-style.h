/* kq-style.h: light or dark, as the "style" setting says: "light",
 * "dark", or "follow" the desktop's colour-scheme preference (the settings
 * portal's org.freedesktop.appearance color-scheme, read through GDBus;
 * without a portal, the preference GTK read at start-up). The outcome goes
 * to GtkSettings' gtk-application-prefer-dark-theme, which GTK's theme and
 * every KqWindow follow. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KQ_TYPE_STYLE (kq_style_get_type ())
G_DECLARE_FINAL_TYPE (KqStyle, kq_style, KQ, STYLE, GObject)

/* settings: the application's (its "style" key). */
KqStyle  *kq_style_new       (GSettings *settings);
/* Whether the style is dark now (its "dark" property). */
gboolean  kq_style_get_dark  (KqStyle   *self);

G_END_DECLS
