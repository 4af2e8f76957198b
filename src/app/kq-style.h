/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-style.h: the style (views) through libadwaita's AdwStyleManager: the
 * "style" setting ("follow" the desktop, "light", "dark", "high-contrast")
 * is its colour scheme, and its dark and high-contrast outcome (or the
 * setting's "high-contrast") is the board's palette.
 * AdwStyleManager itself reads the desktop's preference (the settings
 * portal, else GSettings). */
#pragma once

#include <adwaita.h>

#include "kq-render-palette.h"

G_BEGIN_DECLS

/* From now on the default AdwStyleManager's colour scheme follows the
 * "style" key of settings (the application's), for the process's life. */
void       kq_style_follow_setting (GSettings *settings);
/* What the setting and the style manager say now: high contrast (chosen,
 * or the desktop's, light), dark, or light. */
KqPalette  kq_style_get_palette    (void);

G_END_DECLS
