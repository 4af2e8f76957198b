/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-map-window.c: KqMapWindow (views): the map of the knight's tours from
 * each square, counted with its progress, time left and Stop (closing
 * stops it), drawn on the board as a heat map, exported */
#define G_LOG_DOMAIN "kq-map-window"
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "kq-map-window.h"
#include "kq-render.h"

/* An exported map's width, in pixels (SVG) or points (PDF). */
#define EXPORT_SIZE 1200

struct _KqMapWindow
{
  GtkWindow   parent_instance;

  int         n;
  KqCounter  *counter;
  GtkWidget  *area;
  GtkWidget  *progress_bar;
  GtkWidget  *status;
  GtkWidget  *export_button;
};

G_DEFINE_FINAL_TYPE (KqMapWindow, kq_map_window, GTK_TYPE_WINDOW)

static KqPalette
palette (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ()) ? KQ_PALETTE_DARK
                                                                        : KQ_PALETTE_LIGHT;
}

/* The map as large as fits, centred. */
static void
draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  KqMapWindow *self = data;
  const guint64 *counts = kq_counter_get_counts (self->counter);
  double ratio = kq_render_tour_map_height (1000) / 1000.0;
  double w = MIN (width, height / ratio);

  if (counts == NULL)
    return;
  cairo_translate (cr, (width - w) / 2, (height - w * ratio) / 2);
  kq_render_tour_map_draw (cr, self->n, counts, palette (), w, w * ratio);
}

static void
counter_notify_cb (KqCounter *counter, GParamSpec *pspec, KqMapWindow *self)
{
  g_autofree char *text = kq_counter_dup_text (counter);
  gboolean running = kq_counter_get_running (counter);

  gtk_label_set_text (GTK_LABEL (self->status), text != NULL ? text : "");
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar),
                                 kq_counter_get_fraction (counter));
  gtk_widget_set_visible (self->progress_bar, running);
  gtk_widget_set_sensitive (self->export_button, kq_counter_get_counts (counter) != NULL);
  gtk_widget_queue_draw (self->area);
}

gboolean
kq_map_window_export (KqMapWindow *self, const char *path, int size, GError **error)
{
  const guint64 *counts;

  g_return_val_if_fail (KQ_IS_MAP_WINDOW (self), FALSE);

  counts = kq_counter_get_counts (self->counter);
  g_return_val_if_fail (counts != NULL, FALSE);
  return kq_render_tour_map (self->n, counts, palette (), size, path, error);
}

static void
export_response_cb (GtkNativeDialog *native, int response, KqMapWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL || !kq_map_window_export (self, path, EXPORT_SIZE, &error))
        gtk_label_set_text (GTK_LABEL (self->status),
                            error != NULL ? error->message : _("Only local files can be written"));
    }
  g_object_unref (native);
}

static void
export_clicked_cb (GtkButton *button, KqMapWindow *self)
{
  GtkFileChooserNative *native =
    gtk_file_chooser_native_new (_("Export the Map"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  /* Translators: a file name; PNG, SVG or PDF by its extension */
  g_autofree char *name = g_strdup_printf (_("tours-%dx%d.png"), self->n, self->n);

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect (native, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
kq_map_window_dispose (GObject *object)
{
  KqMapWindow *self = KQ_MAP_WINDOW (object);

  if (self->counter != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->counter, self);
      kq_counter_stop (self->counter);
    }
  g_clear_object (&self->counter);
  G_OBJECT_CLASS (kq_map_window_parent_class)->dispose (object);
}

static void
kq_map_window_class_init (KqMapWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kq_map_window_dispose;
}

static void
kq_map_window_init (KqMapWindow *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->counter = kq_counter_new ();
  self->export_button = gtk_button_new_from_icon_name ("document-save-symbolic");
  gtk_widget_set_tooltip_text (self->export_button, _("Export the map as PNG, SVG or PDF"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->export_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Export the Map"), -1);
  g_signal_connect (self->export_button, "clicked", G_CALLBACK (export_clicked_cb), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->export_button);
  gtk_window_set_titlebar (GTK_WINDOW (self), header);

  self->area = gtk_drawing_area_new ();
  gtk_widget_set_vexpand (self->area, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_cb, self, NULL);
  self->progress_bar = gtk_progress_bar_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Count progress"), -1);
  self->status = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_box_append (GTK_BOX (box), self->area);
  gtk_box_append (GTK_BOX (box), self->progress_bar);
  gtk_box_append (GTK_BOX (box), self->status);
  gtk_window_set_child (GTK_WINDOW (self), box);
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 720);
  g_signal_connect (self->counter, "notify", G_CALLBACK (counter_notify_cb), self);
}

GtkWidget *
kq_map_window_new (GtkWindow *parent, int n, gboolean closed)
{
  KqMapWindow *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (n >= 1 && n <= KQ_RENDER_MAP_MAX_N, NULL);

  self = g_object_new (KQ_TYPE_MAP_WINDOW, "transient-for", parent, NULL);
  self->n = n;
  /* Translators: the map window's title: "Map of Tours, 6 × 6" */
  title = g_strdup_printf (closed ? _("Map of Closed Tours, %d × %d") : _("Map of Tours, %d × %d"),
                           n, n);
  gtk_window_set_title (GTK_WINDOW (self), title);
  kq_counter_start_tour_map (self->counter, n, closed);
  return GTK_WIDGET (self);
}

KqCounter *
kq_map_window_get_counter (KqMapWindow *self)
{
  g_return_val_if_fail (KQ_IS_MAP_WINDOW (self), NULL);

  return self->counter;
}
