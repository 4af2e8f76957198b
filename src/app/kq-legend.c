/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-legend.c: the legend (views): the key under the board, drawn from
 * the renderer's colour table */
#define G_LOG_DOMAIN "kq-legend"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "kq-legend.h"

/* Text height in pixels: read from the back of a classroom, like the
 * status line. */
#define KQ_LEGEND_FONT_SIZE 15.0

struct _KqLegend
{
  GtkWidget     parent_instance;

  KqLegendMode  mode;
  KqPalette     palette;
  int           one_line_width;  /* what it takes on one line; 0: to measure */
};

G_DEFINE_FINAL_TYPE (KqLegend, kq_legend, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The height the key takes in width, measured on a scratch surface. */
static double
legend_height (KqLegend *self, double width)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  double height = kq_render_legend (cr, self->mode, self->palette, width, KQ_LEGEND_FONT_SIZE, FALSE);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return height;
}

/* The width that keeps the key on one line: its natural width, so that it
 * centres under the board. */
static int
one_line_width (KqLegend *self)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  if (self->one_line_width > 0)
    return self->one_line_width;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  self->one_line_width = MAX ((int) ceil (kq_render_legend_line_width (cr, self->mode,
                                                                       KQ_LEGEND_FONT_SIZE)), 1);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return self->one_line_width;
}

static GtkSizeRequestMode
kq_legend_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
kq_legend_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  KqLegend *self = KQ_LEGEND (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* an entry a line at the least, all on one line at best */
      *natural = one_line_width (self);
      *minimum = MIN (*natural, (int) (KQ_LEGEND_FONT_SIZE * 14));
      return;
    }
  *minimum = *natural = (int) ceil (legend_height (self, for_size > 0 ? for_size
                                                                      : one_line_width (self)));
}

static void
kq_legend_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KqLegend *self = KQ_LEGEND (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  kq_render_legend (cr, self->mode, self->palette, width, KQ_LEGEND_FONT_SIZE, TRUE);
  cairo_destroy (cr);
}

/* The entries as a list a screen reader reads item by item (GTK 4.8 has
 * no accessible objects but widgets): an empty widget an entry, never
 * drawn, named by its label. */
static void
update_items (KqLegend *self)
{
  KqLegendEntry entries[KQ_LEGEND_MAX_ENTRIES];
  guint n_entries = kq_render_legend_get_entries (self->mode, entries);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (guint i = 0; i < n_entries; i++)
    {
      GtkWidget *item = g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM, NULL);

      gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      entries[i].label, -1);
      gtk_widget_set_parent (item, GTK_WIDGET (self));
    }
}

static void
kq_legend_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_allocate (child, 0, 0, -1, NULL);
}

static void
kq_legend_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kq_legend_parent_class)->dispose (object);
}

static void
kq_legend_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_int (value, KQ_LEGEND (object)->mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_legend_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODE:
      kq_legend_set_mode (KQ_LEGEND (object), g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_legend_class_init (KqLegendClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kq_legend_dispose;
  object_class->get_property = kq_legend_get_property;
  object_class->set_property = kq_legend_set_property;
  widget_class->get_request_mode = kq_legend_get_request_mode;
  widget_class->measure = kq_legend_measure;
  widget_class->snapshot = kq_legend_snapshot;
  widget_class->size_allocate = kq_legend_size_allocate;

  properties[PROP_MODE] =
    g_param_spec_int ("mode", NULL, NULL, KQ_LEGEND_QUEENS, KQ_LEGEND_LAST, KQ_LEGEND_QUEENS,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "kq-legend");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void
kq_legend_init (KqLegend *self)
{
  kq_legend_retranslate (self);
}

GtkWidget *
kq_legend_new (void)
{
  return g_object_new (KQ_TYPE_LEGEND, NULL);
}

void
kq_legend_set_mode (KqLegend *self, KqLegendMode mode)
{
  g_return_if_fail (KQ_IS_LEGEND (self));

  if (mode == self->mode)
    return;
  self->mode = mode;
  kq_legend_retranslate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

KqLegendMode
kq_legend_get_mode (KqLegend *self)
{
  g_return_val_if_fail (KQ_IS_LEGEND (self), KQ_LEGEND_QUEENS);

  return self->mode;
}

void
kq_legend_set_palette (KqLegend *self, KqPalette palette)
{
  g_return_if_fail (KQ_IS_LEGEND (self));

  if (palette == self->palette)
    return;
  self->palette = palette;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

char *
kq_legend_dup_text (KqLegend *self)
{
  KqLegendEntry entries[KQ_LEGEND_MAX_ENTRIES];
  guint n_entries;
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (KQ_IS_LEGEND (self), NULL);

  n_entries = kq_render_legend_get_entries (self->mode, entries);
  for (guint i = 0; i < n_entries; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, entries[i].label);
    }
  return g_string_free (text, FALSE);
}

void
kq_legend_retranslate (KqLegend *self)
{
  g_return_if_fail (KQ_IS_LEGEND (self));

  /* Translators: the accessible name of the key to the board's colours */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Legend"),
                                  -1);
  update_items (self);
  /* Labels of another length take another size. */
  self->one_line_width = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
