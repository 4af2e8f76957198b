/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-classroom.c: what a teacher reaches for, in a real window under a
 * display: the count of essentially different solutions and the family of
 * the solution shown, one solution of each family, the legend, print to a
 * PDF file, copy to the clipboard, export as SVG and PDF, the dark style */
#define G_LOG_DOMAIN "test-classroom"
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kq-i18n.h"
#include "kq-style.h"
#include "kq-test-tools.h"
#include "kq-test-window.h"

static gboolean
has_action (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static KqWindow *
queens_window_new (int n)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);

  kq_window_start_queens (window, n);
  SPIN_UNTIL (kq_session_get_listed (session) && kq_session_get_unique_counted (session) &&
              kq_session_get_shown (session) == 1);
  return window;
}

static void
test_status_unique (void)
{
  KqWindow *window = queens_window_new (8);

  g_assert_nonnull (strstr (kq_window_get_status (window), "92 solutions · 12 essentially different"));
  window_destroy (window);
}

/* 11 queens: #1 names #2680 as its mirror image; a click shows it. */
static void
test_family_bar (void)
{
  KqWindow *window = queens_window_new (11);
  KqSession *session = kq_window_get_session (window);
  KqFamilyBar *bar = kq_window_get_family_bar (window);
  GtkWidget *button;

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  SPIN_UNTIL (kq_family_bar_get_button (bar, 2680) != NULL);
  button = kq_family_bar_get_button (bar, 2680);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "№ 2,680 · mirror");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "mirror image"));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  SPIN_UNTIL (kq_session_get_shown (session) == 2680);
  /* and back: #2680's family names #1 */
  SPIN_UNTIL (kq_family_bar_get_button (bar, 1) != NULL);
  /* a tour has no family */
  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (bar)));
  window_destroy (window);
}

/* The switch browses the representatives: 12 for 8 queens. */
static void
test_unique_browse (void)
{
  KqWindow *window = queens_window_new (8);
  KqSession *session = kq_window_get_session (window);
  GtkWidget *unique = kq_family_bar_get_unique_switch (kq_window_get_family_bar (window));
  guint64 last = 0;

  gtk_check_button_set_active (GTK_CHECK_BUTTON (unique), TRUE);
  g_assert_true (kq_session_get_unique_only (session));
  SPIN_UNTIL (kq_session_get_unique_shown (session) == 1);
  for (guint64 i = 2; i <= 12; i++)
    {
      activate (window, "win.next-solution", NULL);
      SPIN_UNTIL (kq_session_get_unique_shown (session) == i);
      g_assert_cmpuint (kq_session_get_shown (session), >, last);
      last = kq_session_get_shown (session);
    }
  g_assert_false (gtk_widget_is_sensitive (find_widget (GTK_WIDGET (window), has_action, "win.next-solution")));
  activate (window, "win.first-solution", NULL);
  SPIN_UNTIL (kq_session_get_unique_shown (session) == 1);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 1);
  window_destroy (window);
}

/* The key under the board: the mode's, in the language of the moment. */
static void
test_legend (void)
{
  KqWindow *window = queens_window_new (8);
  KqLegend *legend = kq_window_get_legend (window);
  g_autofree char *queens = kq_legend_dup_text (legend);
  g_autofree char *vietnamese = NULL;
  g_autofree char *tour = NULL;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (legend)));
  g_assert_cmpint (kq_legend_get_mode (legend), ==, KQ_LEGEND_QUEENS);
  g_assert_cmpstr (queens, ==, "free, attacked, conflict, last placed");
  SPIN_UNTIL (gtk_widget_get_height (GTK_WIDGET (legend)) > 10);

  kq_i18n_set_language ("vi");
  kq_window_retranslate (window);
  vietnamese = kq_legend_dup_text (legend);
  g_assert_nonnull (strstr (vietnamese, "bị khống chế"));
  kq_i18n_set_language ("en");
  kq_window_retranslate (window);

  kq_window_start_tour (window, 8, 0, 0);
  SPIN_UNTIL (kq_legend_get_mode (legend) == KQ_LEGEND_TOUR);
  tour = kq_legend_dup_text (legend);
  g_assert_cmpstr (tour, ==, "start, current, visited, path");
  /* squares too small for the path: coloured by move number */
  kq_window_start_tour (window, 300, 0, 0);
  SPIN_UNTIL (kq_legend_get_mode (legend) == KQ_LEGEND_TOUR_SCALE);
  window_destroy (window);
}

static char *
temp_path (char **dir, const char *name)
{
  *dir = g_dir_make_tmp ("kq-classroom-XXXXXX", NULL);
  return g_build_filename (*dir, name, NULL);
}

static void
remove_temp (char *dir, char *path)
{
  g_unlink (path);
  g_rmdir (dir);
}

/* Printed to a file: a one-page PDF with the board's title as text. */
static void
test_print_to_pdf (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = temp_path (&dir, "board.pdf");
  KqWindow *window = queens_window_new (8);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  activate (window, "win.next-solution", NULL);
  SPIN_UNTIL (kq_session_get_shown (kq_window_get_session (window)) == 2);
  g_assert_true (kq_window_print_to_file (window, path, &error));
  g_assert_no_error (error);
  if (kq_test_pdf_pages (path) >= 0)
    {
      g_assert_cmpint (kq_test_pdf_pages (path), ==, 1);
      text = kq_test_tool_output ("pdftotext", path, "-", NULL);
      g_assert_nonnull (strstr (text, "8 queens — solution 2 of 92"));
      g_assert_nonnull (strstr (text, "attacked"));
    }
  window_destroy (window);
  remove_temp (dir, path);
}

static void
texture_read_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  GdkTexture **texture = user_data;
  g_autoptr(GError) error = NULL;

  *texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (source_object), result, &error);
  g_assert_no_error (error);
}

/* The colour of the texture's top left pixel, 0xRRGGBB. */
static guint32
corner_rgb (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  g_autofree guint8 *pixels = g_malloc (width * 4 * gdk_texture_get_height (texture));

  gdk_texture_download (texture, pixels, width * 4);
  /* cairo's ARGB32, native endian */
  return *(guint32 *) pixels & 0xffffff;
}

/* Ctrl+C: the board as an image, in the light palette even in dark. */
static void
test_copy (void)
{
  KqWindow *window = queens_window_new (8);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  GdkTexture *texture = NULL;
  GdkContentFormats *formats;

  g_settings_set_string (settings, "style", "dark");
  activate (window, "win.copy", NULL);
  g_assert_cmpstr (kq_window_get_toast (window), ==, "Board copied");
  formats = gdk_clipboard_get_formats (clipboard);
  g_assert_true (gdk_content_formats_contain_gtype (formats, GDK_TYPE_TEXTURE));
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "image/png"));

  gdk_clipboard_read_texture_async (clipboard, NULL, texture_read_cb, &texture);
  SPIN_UNTIL (texture != NULL);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 1200);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 1200);
  g_assert_cmphex (corner_rgb (texture), ==, kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_BACKGROUND));
  g_object_unref (texture);
  g_settings_set_string (settings, "style", "follow");
  window_destroy (window);
}


/* The export's format follows the file's extension. */
static void
test_export_formats (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *svg = temp_path (&dir, "board.svg");
  g_autofree char *pdf = g_build_filename (dir, "board.pdf", NULL);
  KqWindow *window = window_new ();
  g_autofree char *svg_text = NULL;
  g_autofree char *png = NULL;

  kq_window_start_tour (window, 8, 0, 0);
  SPIN_UNTIL (!kq_session_get_running (kq_window_get_session (window)));
  export (window, svg);
  export (window, pdf);
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_true (g_str_has_prefix (svg_text, "<?xml") && strstr (svg_text, "<svg") != NULL);
  png = kq_test_tool_output ("rsvg-convert", svg, NULL);
  if (png != NULL)
    g_assert_true (memcmp (png, "\x89PNG", 4) == 0);
  if (kq_test_pdf_pages (pdf) >= 0)
    g_assert_cmpint (kq_test_pdf_pages (pdf), ==, 1);
  window_destroy (window);
  g_unlink (pdf);
  remove_temp (dir, svg);
}

static gboolean
window_dark (KqWindow *window)
{
  return gtk_widget_has_css_class (GTK_WIDGET (window), "kq-dark") &&
         kq_board_view_get_palette (kq_window_get_board_view (window)) == KQ_PALETTE_DARK;
}

static gboolean
window_light (KqWindow *window)
{
  return !gtk_widget_has_css_class (GTK_WIDGET (window), "kq-dark") &&
         kq_board_view_get_palette (kq_window_get_board_view (window)) == KQ_PALETTE_LIGHT;
}

/* The style setting, through AdwStyleManager: dark gives the window
 * kq-dark and the dark palette. */
static void
test_dark_style (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  KqWindow *window = window_new ();

  g_assert_true (window_light (window));
  g_settings_set_string (settings, "style", "dark");
  g_assert_true (adw_style_manager_get_dark (adw_style_manager_get_default ()));
  g_assert_true (window_dark (window));
  g_settings_set_string (settings, "style", "light");
  g_assert_true (window_light (window));
  /* the stand-in portal says nothing yet: light */
  g_settings_set_string (settings, "style", "follow");
  g_assert_true (window_light (window));
  window_destroy (window);
}

/* A settings portal of our own on the test's private bus, as a desktop
 * has one: in a thread of its own, since libadwaita reads it with
 * blocking calls from the main thread. */
#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_INTERFACE "org.freedesktop.portal.Settings"

static const char portal_xml[] =
  "<node><interface name='" PORTAL_INTERFACE "'>"
  "<method name='Read'><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "<arg type='v' direction='out'/></method>"
  "<signal name='SettingChanged'><arg type='s'/><arg type='s'/><arg type='v'/></signal>"
  "</interface></node>";

static GDBusConnection *portal_bus;
static gint portal_scheme;   /* color-scheme: 0 no preference, 1 dark, 2 light */
static gint portal_contrast; /* org.gnome.desktop.a11y.interface high-contrast */

static void
portal_method_cb (GDBusConnection *connection, const char *sender, const char *path,
                  const char *interface, const char *method, GVariant *parameters,
                  GDBusMethodInvocation *invocation, gpointer user_data)
{
  const char *namespace, *key;

  g_variant_get (parameters, "(&s&s)", &namespace, &key);
  if (g_str_equal (namespace, "org.freedesktop.appearance") && g_str_equal (key, "color-scheme"))
    /* as older portals answer: the value in a variant in the variant */
    g_dbus_method_invocation_return_value (invocation,
                                           g_variant_new ("(v)", g_variant_new_variant (
                                             g_variant_new_uint32 ((guint32) g_atomic_int_get (&portal_scheme)))));
  else if (g_str_equal (namespace, "org.gnome.desktop.a11y.interface") && g_str_equal (key, "high-contrast"))
    g_dbus_method_invocation_return_value (invocation,
                                           g_variant_new ("(v)", g_variant_new_variant (
                                             g_variant_new_boolean (g_atomic_int_get (&portal_contrast)))));
  else
    g_dbus_method_invocation_return_dbus_error (invocation, "org.freedesktop.portal.Error.NotFound",
                                                "no such setting");
}

static void
name_acquired_cb (GDBusConnection *connection, const char *name, gpointer acquired)
{
  g_atomic_int_set ((gint *) acquired, TRUE);
}

static gpointer
portal_thread (gpointer acquired)
{
  static const GDBusInterfaceVTable vtable = { portal_method_cb, NULL, NULL, { 0 } };
  GMainContext *context = g_main_context_new ();
  g_autoptr(GDBusNodeInfo) node = g_dbus_node_info_new_for_xml (portal_xml, NULL);

  g_main_context_push_thread_default (context);
  g_dbus_connection_register_object (portal_bus, PORTAL_PATH, node->interfaces[0], &vtable,
                                     NULL, NULL, NULL);
  g_bus_own_name_on_connection (portal_bus, PORTAL_NAME, G_BUS_NAME_OWNER_FLAGS_NONE,
                                name_acquired_cb, NULL, acquired, NULL);
  /* the process's life */
  while (TRUE)
    g_main_context_iteration (context, TRUE);
  return NULL;
}

static void
portal_up (void)
{
  static gint acquired;

  portal_bus = g_dbus_connection_new_for_address_sync (g_getenv ("DBUS_SESSION_BUS_ADDRESS"),
                                                       G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                       G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                       NULL, NULL, NULL);
  g_assert_nonnull (portal_bus);
  g_thread_unref (g_thread_new ("portal", portal_thread, &acquired));
  while (!g_atomic_int_get (&acquired))
    g_usleep (1000);
}

static void
portal_set_scheme (guint32 scheme)
{
  g_atomic_int_set (&portal_scheme, (gint) scheme);
  g_dbus_connection_emit_signal (portal_bus, NULL, PORTAL_PATH, PORTAL_INTERFACE, "SettingChanged",
                                 g_variant_new ("(ssv)", "org.freedesktop.appearance", "color-scheme",
                                                g_variant_new_uint32 (scheme)), NULL);
}

static void
portal_set_contrast (gboolean high)
{
  g_atomic_int_set (&portal_contrast, high);
  g_dbus_connection_emit_signal (portal_bus, NULL, PORTAL_PATH, PORTAL_INTERFACE, "SettingChanged",
                                 g_variant_new ("(ssv)", "org.gnome.desktop.a11y.interface", "high-contrast",
                                                g_variant_new_boolean (high)), NULL);
}

static KqPalette
window_palette (KqWindow *window)
{
  return kq_board_view_get_palette (kq_window_get_board_view (window));
}

/* The desktop's high contrast: the board's high-contrast palette, in
 * light; dark stays dark. */
static void
test_high_contrast (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  KqWindow *window = window_new ();

  g_assert_cmpint (window_palette (window), ==, KQ_PALETTE_LIGHT);
  portal_set_contrast (TRUE);
  SPIN_UNTIL (window_palette (window) == KQ_PALETTE_HIGH_CONTRAST);
  g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()));
  g_settings_set_string (settings, "style", "dark");
  g_assert_true (window_dark (window));
  g_settings_set_string (settings, "style", "follow");
  g_assert_cmpint (window_palette (window), ==, KQ_PALETTE_HIGH_CONTRAST);
  portal_set_contrast (FALSE);
  SPIN_UNTIL (window_light (window));
  window_destroy (window);
}

static gboolean
window_is (KqWindow *window, gboolean dark)
{
  return dark ? window_dark (window) : window_light (window);
}

/* The portal says scheme: "follow" gives dark or not, the other forced
 * style its opposite. */
static void
assert_follows (GSettings *settings, KqWindow *window, guint32 scheme, gboolean dark)
{
  portal_set_scheme (scheme);
  SPIN_UNTIL (window_is (window, dark));
  g_settings_set_string (settings, "style", dark ? "light" : "dark");
  g_assert_true (window_is (window, !dark));
  g_settings_set_string (settings, "style", "follow");
  g_assert_true (window_is (window, dark));
}

/* "follow": the portal's color-scheme, and its changes; "light" and
 * "dark" do not follow it. */
static void
test_style_follows_portal (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  KqWindow *window;

  g_settings_set_string (settings, "style", "follow");
  window = window_new ();
  g_assert_true (window_light (window));
  assert_follows (settings, window, 1, TRUE);
  assert_follows (settings, window, 2, FALSE);
  portal_set_scheme (0);
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init_with_services (&argc, &argv, portal_up);
  /* as the application does */
  {
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

    kq_style_follow_setting (settings);
  }

  g_test_add_func ("/classroom/status-unique", test_status_unique);
  g_test_add_func ("/classroom/family-bar", test_family_bar);
  g_test_add_func ("/classroom/unique-browse", test_unique_browse);
  g_test_add_func ("/classroom/legend", test_legend);
  g_test_add_func ("/classroom/print-to-pdf", test_print_to_pdf);
  g_test_add_func ("/classroom/copy", test_copy);
  g_test_add_func ("/classroom/export-formats", test_export_formats);
  g_test_add_func ("/classroom/dark-style", test_dark_style);
  g_test_add_func ("/classroom/style-follows-portal", test_style_follows_portal);
  g_test_add_func ("/classroom/high-contrast", test_high_contrast);

  return g_test_run ();
}
