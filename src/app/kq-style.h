/* kq-style.h: the style (views) through libadwaita's AdwStyleManager: the
 * "style" setting ("follow" the desktop, "light", "dark") is its colour
 * scheme, and its dark and high-contrast outcome is the board's palette.
 * AdwStyleManager itself reads the desktop's preference (the settings
 * portal, else GSettings). */
#pragma once

#include <adwaita.h>

#include "kq-render-palette.h"

G_BEGIN_DECLS

/* From now on the default AdwStyleManager's colour scheme follows the
 * "style" key of settings (the application's), for the process's life. */
void       kq_style_follow_setting (GSettings *settings);
/* What the style manager says now: dark, high contrast (light), or light. */
KqPalette  kq_style_get_palette    (void);

G_END_DECLS
