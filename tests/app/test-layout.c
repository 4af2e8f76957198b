/* test-layout.c: the window fits a classroom's 1024 × 768 projector in
 * every mode and both languages: its width and minimum width at most
 * 1024 px, its minimum height at most 700 px */
#define G_LOG_DOMAIN "test-layout"
#include "config.h"

#include "kq-test-window.h"

#define MAX_WIDTH  1024
#define MAX_HEIGHT 700

static int
min_height (KqWindow *window)
{
  int minimum;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

static void
assert_fits (KqWindow *window, const char *what, const char *page)
{
  int width, height;

  /* what the window lays out after the change */
  for (int i = 0; i < 5; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = min_height (window);
  g_test_message ("%s, %s: width %d, minimum %d × %d", kq_i18n_get_language (), what,
                  width, window_min_width (window), height);
  g_assert_cmpint (window_min_width (window), <=, MAX_WIDTH);
  g_assert_cmpint (width, <=, MAX_WIDTH);
  g_assert_cmpint (height, <=, MAX_HEIGHT);
}

/* Every setting at its default: the problem and the mode come from them. */
static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (int i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

static void
test_modes (gconstpointer language)
{
  KqWindow *window;

  reset_settings ();
  kq_i18n_set_language (language);
  window = window_new ();
  kq_window_retranslate (window);
  window_visit_modes (window, assert_fits);
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);
  /* every mode measured, the failures all told */
  g_test_set_nonfatal_assertions ();

  g_test_add_data_func ("/layout/modes/en", "en", test_modes);
  g_test_add_data_func ("/layout/modes/vi", "vi", test_modes);

  return g_test_run ();
}
