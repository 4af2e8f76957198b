/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-test-window.h: what the window tests share: a display or a skip,
 * a window shown and gone, widgets found.
 * Included by one test program each (the functions are static). */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef KQ_TEST_X11
#include <gdk/x11/gdkx.h>
#endif

#include "kq-i18n.h"
#include "kq-solver-runner.h"
#include "kq-test-session.h"
#include "kq-window.h"

/* Starts a window test program: the translations, the test framework, a
 * D-Bus of its own, GTK and libadwaita. Without a display every case here
 * would be skipped: the program exits with 77 then, which meson reports as
 * SKIP. Where a display is expected (KQ_TEST_REQUIRE_DISPLAY=1, as
 * build-aux/dev.sh and so CI set it), no display is a failure, so that the
 * suite never passes on skipped tests.
 *
 * The bus is private (GTestDBus) with no service but those the test
 * starts: libadwaita asks the settings portal for the desktop's style, and
 * on the session bus D-Bus would start the real one where it is installed
 * (xdg-desktop-portal), with the desktop's style and a name a stand-in
 * could not own. services_up, if not NULL, starts the test's own services
 * on that bus (its address in DBUS_SESSION_BUS_ADDRESS), before libadwaita
 * reads them. */
/* libadwaita 1.2's toast overlay is drawn now and then in the frame before
 * its new toast is allocated, and GTK warns "Trying to snapshot GtkGizmo …
 * without a current allocation" (GTK's own, as frames fall on a busy
 * machine): that one message is not a failure of ours. Every other goes to
 * GLib's writer, fatal as the test framework makes it. */
static GLogWriterOutput
window_test_log_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields,
                        gpointer data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0 &&
        g_str_has_prefix (fields[i].value, "Trying to snapshot GtkGizmo") &&
        strstr (fields[i].value, "without a current allocation") != NULL)
      return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (level, fields, n_fields, data);
}

/* X11's pointer in the screen's far corner, off the windows: GTK 4.8 asks which surface is
 * under the pointer each time a widget gets a tooltip, even before it is in a window, and a
 * window just destroyed may still be under it on the X server, its surface freed: one
 * window_new () crashed so, under ASan in a fresh Debian. */
static void
pointer_away (void)
{
#ifdef KQ_TEST_X11
  GdkDisplay *display = gdk_display_get_default ();

  if (GDK_IS_X11_DISPLAY (display))
    {
      Display *x = gdk_x11_display_get_xdisplay (display);
      int screen = DefaultScreen (x);

      XWarpPointer (x, None, RootWindow (x, screen), 0, 0, 0, 0,
                    DisplayWidth (x, screen) - 1, DisplayHeight (x, screen) - 1);
      XFlush (x);
    }
#endif
}

static void
window_test_init_with_services (int *argc, char ***argv, void (*services_up) (void))
{
  static GTestDBus *bus;
  g_autofree char *display = g_strdup (g_getenv ("DISPLAY"));

  kq_i18n_init ();
  g_test_init (argc, argv, NULL);
  g_log_set_writer_func (window_test_log_writer, NULL, NULL);
  bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (bus);
  /* GTestDBus unsets it, against X11's bus autolaunch: the bus is up now */
  if (display != NULL)
    g_setenv ("DISPLAY", display, TRUE);
  if (services_up != NULL)
    services_up ();
  if (gtk_init_check ())
    {
      adw_init ();
      pointer_away ();
      return;
    }
  if (g_strcmp0 (g_getenv ("KQ_TEST_REQUIRE_DISPLAY"), "1") == 0)
    {
      g_printerr ("no display, and KQ_TEST_REQUIRE_DISPLAY=1 expects one\n");
      exit (1);
    }
  g_printerr ("no display: every case skipped\n");
  exit (77);
}

G_GNUC_UNUSED static void
window_test_init (int *argc, char ***argv)
{
  window_test_init_with_services (argc, argv, NULL);
}

G_GNUC_UNUSED static KqTimeline *
window_timeline (KqWindow *window)
{
  return kq_session_get_timeline (kq_window_get_session (window));
}

static KqWindow *
window_new (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  KqWindow *window;

  /* Each window opens at the default size, whatever an earlier one grew to
   * (the window keeps its size in the settings). */
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
  window = kq_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  SPIN_UNTIL (gtk_widget_get_width (GTK_WIDGET (window)) > 0);

  return window;
}

static void
window_destroy (KqWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  /* No worker may outlive the window. */
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The narrowest the window's controls let it be now: when that grows past
 * the window's width (gtk_widget_get_width), the window grows by itself. */
G_GNUC_UNUSED static int
window_min_width (KqWindow *window)
{
  int minimum;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

G_GNUC_UNUSED static void
activate (KqWindow *window, const char *action, GVariant *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter));
}

/* A key pressed on the window as GTK gives it first: to the window's
 * capture-phase shortcuts, before the focus widget and GtkWindow's own
 * keys (the arrows move the focus). TRUE if one took it. */
G_GNUC_UNUSED static gboolean
capture_key (KqWindow *window, guint keyval, GdkModifierType modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GtkShortcutTrigger) pressed = gtk_keyval_trigger_new (keyval, modifiers);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), pressed) &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                            GTK_SHORTCUT_ACTION_EXCLUSIVE, GTK_WIDGET (window),
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

/* The solutions' Go to № field (a WidgetMatch). */
G_GNUC_UNUSED static gboolean
is_goto_entry (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_ENTRY (widget) &&
         g_strcmp0 (gtk_entry_get_placeholder_text (GTK_ENTRY (widget)), "Go to №") == 0;
}

/* The window of type shown (the first), NULL: none. */
G_GNUC_UNUSED static GtkWindow *
shown_window (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) &&
          gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }
  return NULL;
}

/* The file chooser shown (GtkFileChooserNative's own dialog, without a portal), NULL: none. */
G_GNUC_UNUSED static GtkFileChooser *
shown_file_chooser (void)
{
  GtkWindow *chooser = shown_window (GTK_TYPE_FILE_CHOOSER_DIALOG);

  return chooser != NULL ? GTK_FILE_CHOOSER (chooser) : NULL;
}

/* Called in each mode of window_visit_modes(): what is on the screen
 * ("knight, trace") and its page in the help book ("trace"). */
typedef void (*ModeVisit) (KqWindow *window, const char *what, const char *page);

/* Walks a new window through every mode of the problems, as a user
 * would switch them, calling visit in each. */
G_GNUC_UNUSED static void
window_visit_modes (KqWindow *window, ModeVisit visit)
{
  g_object_set (window, "trace", FALSE, NULL);
  visit (window, "knight, watch", "watch");
  activate (window, "win.start-tour", g_variant_new ("(ii)", 0, 0));
  visit (window, "knight, a tour", "watch");
  activate (window, "win.trace", NULL);
  visit (window, "knight, trace", "trace");
  activate (window, "win.play-yourself", NULL);
  visit (window, "knight, play", "play");
  activate (window, "win.play-yourself", NULL);
  activate (window, "win.trace", NULL);
  activate (window, "win.problem", g_variant_new_string ("queens"));
  visit (window, "queens, watch", "watch");
  /* a solution shown: its rotations and reflections beside the board */
  kq_window_start_queens (window, 12);
  SPIN_UNTIL (gtk_widget_get_visible (GTK_WIDGET (kq_window_get_family_bar (window))));
  visit (window, "queens, a solution", "watch");
  activate (window, "win.trace", NULL);
  visit (window, "queens, trace", "trace");
  g_assert_true (kq_session_show_solution (kq_window_get_session (window), 1, NULL));
  SPIN_UNTIL (gtk_widget_get_visible (GTK_WIDGET (kq_window_get_family_bar (window))));
  visit (window, "queens, trace, a solution", "trace");
  /* the rotations show on the tree's page, under the tree */
  kq_trace_panel_show_page (kq_window_get_trace_panel (window), "tree");
  visit (window, "queens, trace, a solution, the tree", "trace");
  kq_trace_panel_show_page (kq_window_get_trace_panel (window), "code");
  activate (window, "win.trace", NULL);
  activate (window, "win.play-yourself", NULL);
  visit (window, "queens, play", "play");
  activate (window, "win.play-yourself", NULL);
  kq_session_count (kq_window_get_session (window));
  visit (window, "queens, count", "count");
  /* n rooks, lesson 001's permutations: the queens' modes but the count */
  kq_window_start_rooks (window, 8);
  visit (window, "rooks, watch", "watch");
  activate (window, "win.trace", NULL);
  visit (window, "rooks, trace", "trace");
  activate (window, "win.trace", NULL);
}

typedef gboolean (*WidgetMatch) (GtkWidget *widget, gconstpointer data);

/* The first widget, depth first from widget itself, that match accepts. */
static GtkWidget *
find_widget (GtkWidget *widget, WidgetMatch match, gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The first widget of type in the tree. */
G_GNUC_UNUSED static GtkWidget *
find_type (GtkWidget *widget, GType type)
{
  return find_widget (widget, is_of_type, GSIZE_TO_POINTER (type));
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The first button labelled label in the tree (the label as shown, in
 * the test's language). */
G_GNUC_UNUSED static GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  return find_widget (widget, is_button_labelled, label);
}

/* The window of type shown, or NULL. */
G_GNUC_UNUSED static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) &&
          gtk_widget_get_mapped (GTK_WIDGET (toplevel)))
        return GTK_WINDOW (toplevel);
    }
  return NULL;
}

/* The message dialog shown, or NULL. */
G_GNUC_UNUSED static AdwMessageDialog *
find_message_dialog (void)
{
  return (AdwMessageDialog *) find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

/* The widget's accessible label is expected (GTK_A11Y=test). */
G_GNUC_UNUSED static void
assert_accessible_label (GtkWidget *widget, const char *expected)
{
  g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               expected);

  if (wrong != NULL)
    g_error ("%s: accessible label %s, not “%s”", G_OBJECT_TYPE_NAME (widget), wrong, expected);
}

static void
export_finished_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (kq_window_export_finish (KQ_WINDOW (source_object), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

/* The window's export (File → Export), 600 px, to path. */
G_GNUC_UNUSED static void
export (KqWindow *window, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gboolean done = FALSE;

  kq_window_export_async (window, file, 600, FALSE, NULL, export_finished_cb, &done);
  SPIN_UNTIL (done);
}

/* A case's own folder (g_test_add's fixture): made before it, emptied and removed after. */
typedef struct {
  char *dir;
} FolderFixture;

G_GNUC_UNUSED static void
folder_set_up (FolderFixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("kq-test-XXXXXX", &error);
  g_assert_no_error (error);
}

G_GNUC_UNUSED static void
folder_tear_down (FolderFixture *f, gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
}
