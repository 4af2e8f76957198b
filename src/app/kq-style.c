/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-style.c: the style (views): the "style" setting as AdwStyleManager's
 * colour scheme, and the palette its outcome asks for */
#define G_LOG_DOMAIN "kq-style"
#include "config.h"

#include "kq-style.h"

static gboolean
style_to_scheme (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *style = g_variant_get_string (variant, NULL);

  /* high contrast: the board's high-contrast palette on a light window */
  g_value_set_enum (value, g_str_equal (style, "dark") ? ADW_COLOR_SCHEME_FORCE_DARK
                           : g_str_equal (style, "light") || g_str_equal (style, "high-contrast")
                           ? ADW_COLOR_SCHEME_FORCE_LIGHT
                           : ADW_COLOR_SCHEME_DEFAULT);
  return TRUE;
}

void
kq_style_follow_setting (GSettings *settings)
{
  g_return_if_fail (G_IS_SETTINGS (settings));

  /* The manager lives as long as the display: the binding too. */
  g_settings_bind_with_mapping (settings, "style", adw_style_manager_get_default (), "color-scheme",
                                G_SETTINGS_BIND_GET, style_to_scheme, NULL, NULL, NULL);
}

KqPalette
kq_style_get_palette (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *style = g_settings_get_string (settings, "style");

  /* chosen in the Style menu, or the desktop's */
  if (g_str_equal (style, "high-contrast"))
    return KQ_PALETTE_HIGH_CONTRAST;
  /* dark in high contrast: the dark palette is already bright on dark */
  if (adw_style_manager_get_dark (manager))
    return KQ_PALETTE_DARK;
  return adw_style_manager_get_high_contrast (manager) ? KQ_PALETTE_HIGH_CONTRAST : KQ_PALETTE_LIGHT;
}
