/* kq-style.c: the style (views): the "style" setting as AdwStyleManager's
 * colour scheme, and the palette its outcome asks for */
#define G_LOG_DOMAIN "kq-style"
#include "config.h"

#include "kq-style.h"

static gboolean
style_to_scheme (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *style = g_variant_get_string (variant, NULL);

  g_value_set_enum (value, g_str_equal (style, "dark") ? ADW_COLOR_SCHEME_FORCE_DARK
                           : g_str_equal (style, "light") ? ADW_COLOR_SCHEME_FORCE_LIGHT
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

  /* dark in high contrast: the dark palette is already bright on dark */
  if (adw_style_manager_get_dark (manager))
    return KQ_PALETTE_DARK;
  return adw_style_manager_get_high_contrast (manager) ? KQ_PALETTE_HIGH_CONTRAST : KQ_PALETTE_LIGHT;
}
