#define G_LOG_DOMAIN "kq-tree-view"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "kq-tree-view.h"

/* Room for a node, in pixels: natural (a projector reads the labels) and
 * the least before the view asks to scroll. */
#define NATURAL_SLOT 44.0
#define MIN_SLOT     12.0
#define NATURAL_LEVEL 64.0
#define MIN_LEVEL    22.0
#define MARGIN       16.0

struct _KqTreeView
{
  GtkWidget           parent_instance;

  const KqSearchTree *tree;
  int                 n;
  gboolean            labels;
  guint               position;

  /* Layout, in slots and levels: recomputed when the tree grows. */
  double             *x;
  guint               n_laid_out;
  guint               leaves;
  int                 levels;
};

G_DEFINE_FINAL_TYPE (KqTreeView, kq_tree_view, GTK_TYPE_WIDGET)

enum {
  NODE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Leaves side by side in the order the search met them (the nodes are
 * numbered in that order, parents first), each parent centred above its
 * first and last child. */
static void
layout (KqTreeView *self)
{
  guint count = kq_search_tree_get_n_nodes (self->tree);
  g_autofree double *first = g_new (double, count);
  g_autofree double *last = g_new (double, count);
  g_autofree gboolean *parent = g_new0 (gboolean, count);

  self->x = g_renew (double, self->x, count);
  self->leaves = 0;
  self->levels = 1;
  for (guint i = 1; i < count; i++)
    parent[kq_search_tree_get_node (self->tree, i)->parent] = TRUE;
  for (guint i = 0; i < count; i++)
    {
      self->levels = MAX (self->levels, kq_search_tree_get_node (self->tree, i)->depth + 1);
      if (!parent[i])
        self->x[i] = self->leaves++;
    }
  /* Children come after their parent: from the last node back, each
   * parent has all its children placed; the first child seen is the last. */
  for (guint i = 0; i < count; i++)
    last[i] = -1;
  for (guint i = count; i-- > 0;)
    {
      guint p = kq_search_tree_get_node (self->tree, i)->parent;

      if (parent[i])
        self->x[i] = (first[i] + last[i]) / 2;
      if (i == 0)
        break;
      if (last[p] < 0)
        last[p] = self->x[i];
      first[p] = self->x[i];
    }
  self->n_laid_out = count;
}

static void
geometry (KqTreeView *self, double *slot, double *level)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * MARGIN;

  *slot = MIN (NATURAL_SLOT * 1.5, width / MAX (self->leaves, 1));
  *level = MIN (NATURAL_LEVEL * 1.5, height / MAX (self->levels, 1));
}

static void
node_center (KqTreeView *self, guint i, double slot, double level, double *cx, double *cy)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));

  /* Centred when the tree is narrower than the view. */
  *cx = (width - slot * self->leaves) / 2 + slot * (self->x[i] + 0.5);
  *cy = MARGIN + level * (kq_search_tree_get_node (self->tree, i)->depth + 0.5);
}

static double
node_radius (double slot, double level)
{
  return MIN (MIN (slot, level) * 0.36, 16.0);
}

static void
set_state_color (cairo_t *cr, const KqSearchNode *node, gboolean on_path, double alpha)
{
  /* A solution is green even while the search stands on it. */
  if (on_path && node->state != KQ_SEARCH_NODE_SOLUTION)
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, alpha);       /* blue: the current path */
  else if (node->state == KQ_SEARCH_NODE_SOLUTION || node->state == KQ_SEARCH_NODE_EXPLORED)
    cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, alpha);       /* green: leads to a solution */
  else if (node->state == KQ_SEARCH_NODE_DEAD_END)
    cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, alpha);       /* red: a dead end */
  else
    cairo_set_source_rgba (cr, 0.37, 0.36, 0.39, alpha);       /* the root */
}

static void
kq_tree_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KqTreeView *self = KQ_TREE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autofree gboolean *on_path = NULL;
  PangoLayout *text;
  double slot, level, radius;
  guint count, current;
  cairo_t *cr;

  if (self->tree == NULL || width <= 0 || height <= 0)
    return;

  count = self->n_laid_out;
  on_path = g_new0 (gboolean, count);
  /* Past a full tree the search stands on no node drawn. */
  if (self->position <= kq_search_tree_get_n_events (self->tree))
    current = kq_search_tree_node_after (self->tree, self->position);
  else
    current = G_MAXUINT;
  for (guint i = current; i < count; i = kq_search_tree_get_node (self->tree, i)->parent)
    {
      on_path[i] = TRUE;
      if (i == 0)
        break;
    }

  geometry (self, &slot, &level);
  radius = node_radius (slot, level);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* Edges first, then the nodes over them. */
  for (guint i = 1; i < count; i++)
    {
      const KqSearchNode *node = kq_search_tree_get_node (self->tree, i);
      gboolean shown = node->event < self->position;
      double x0, y0, x1, y1;

      node_center (self, node->parent, slot, level, &x0, &y0);
      node_center (self, i, slot, level, &x1, &y1);
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      if (on_path[i])
        cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1.0);
      else
        cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, shown ? 0.8 : 0.2);
      cairo_set_line_width (cr, on_path[i] ? MAX (3.0, radius / 3) : MAX (1.5, radius / 6));
      cairo_stroke (cr);
    }

  text = gtk_widget_create_pango_layout (widget, NULL);
  for (guint i = 0; i < count; i++)
    {
      const KqSearchNode *node = kq_search_tree_get_node (self->tree, i);
      gboolean shown = i == 0 || node->event < self->position;
      double cx, cy;

      node_center (self, i, slot, level, &cx, &cy);
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, i == current ? radius * 1.25 : radius, 0, 2 * G_PI);
      /* A node not reached yet at this position is faint. */
      set_state_color (cr, node, on_path[i], shown ? 1.0 : 0.2);
      cairo_fill_preserve (cr);
      if (i == current)
        {
          cairo_set_source_rgb (cr, 0.90, 0.38, 0.0);          /* orange ring: here */
          cairo_set_line_width (cr, MAX (3.0, radius / 3));
          cairo_stroke (cr);
        }
      cairo_new_path (cr);

      if (self->labels && i > 0 && radius >= 7)
        {
          g_autofree char *label = g_strdup_printf ("%d", node->square % self->n + 1);
          g_autofree char *font = g_strdup_printf ("Sans Bold %dpx", (int) (radius * 1.1));
          PangoFontDescription *desc = pango_font_description_from_string (font);
          int tw, th;

          pango_layout_set_font_description (text, desc);
          pango_font_description_free (desc);
          pango_layout_set_text (text, label, -1);
          pango_layout_get_pixel_size (text, &tw, &th);
          cairo_set_source_rgba (cr, 1, 1, 1, shown ? 1.0 : 0.5);
          cairo_move_to (cr, cx - tw / 2.0, cy - th / 2.0);
          pango_cairo_show_layout (cr, text);
        }
    }
  g_object_unref (text);
  cairo_destroy (cr);
}

static void
kq_tree_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  KqTreeView *self = KQ_TREE_VIEW (widget);
  double count = orientation == GTK_ORIENTATION_HORIZONTAL ? (double) self->leaves
                                                           : (double) self->levels;
  double least = orientation == GTK_ORIENTATION_HORIZONTAL ? MIN_SLOT : MIN_LEVEL;
  double best = orientation == GTK_ORIENTATION_HORIZONTAL ? NATURAL_SLOT : NATURAL_LEVEL;

  if (self->tree == NULL)
    count = 0;
  *minimum = (int) ceil (count * least + 2 * MARGIN);
  *natural = (int) ceil (count * best + 2 * MARGIN);
}

int
kq_tree_view_node_at (KqTreeView *self, double x, double y)
{
  double slot, level, radius;
  int best = -1;
  double best_distance = G_MAXDOUBLE;

  g_return_val_if_fail (KQ_IS_TREE_VIEW (self), -1);

  if (self->tree == NULL)
    return -1;

  geometry (self, &slot, &level);
  /* A little more than the disc, so that small nodes can be hit. */
  radius = MAX (node_radius (slot, level) * 1.3, 8.0);
  for (guint i = 0; i < self->n_laid_out; i++)
    {
      double cx, cy, distance;

      node_center (self, i, slot, level, &cx, &cy);
      distance = hypot (cx - x, cy - y);
      if (distance <= radius && distance < best_distance)
        {
          best = (int) i;
          best_distance = distance;
        }
    }
  return best;
}

static void
click_released_cb (GtkGestureClick *gesture, int n_press, double x, double y, KqTreeView *self)
{
  int node = kq_tree_view_node_at (self, x, y);

  if (node >= 0)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, (guint) node);
}

static void
update_description (KqTreeView *self)
{
  g_autofree char *text = NULL;
  guint count = self->tree != NULL ? kq_search_tree_get_n_nodes (self->tree) : 0;

  /* Translators: the search tree's accessible description */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Search tree of %u node",
                                       "Search tree of %u nodes", count), count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search tree"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
kq_tree_view_finalize (GObject *object)
{
  KqTreeView *self = KQ_TREE_VIEW (object);

  g_free (self->x);

  G_OBJECT_CLASS (kq_tree_view_parent_class)->finalize (object);
}

static void
kq_tree_view_class_init (KqTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = kq_tree_view_finalize;
  widget_class->snapshot = kq_tree_view_snapshot;
  widget_class->measure = kq_tree_view_measure;

  /**
   * KqTreeView::node-activated:
   * @node: the node's index in the tree
   *
   * A node was clicked.
   */
  signals[NODE_ACTIVATED] =
    g_signal_new ("node-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "kq-tree-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
kq_tree_view_init (KqTreeView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  update_description (self);
}

GtkWidget *
kq_tree_view_new (void)
{
  return g_object_new (KQ_TYPE_TREE_VIEW, NULL);
}

void
kq_tree_view_set_tree (KqTreeView *self, const KqSearchTree *tree, int n, gboolean labels)
{
  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  self->tree = tree;
  self->n = n;
  self->labels = labels;
  self->position = 0;
  /* Laid out afresh, whatever the node count. */
  self->n_laid_out = G_MAXUINT;
  kq_tree_view_tree_changed (self);
}

void
kq_tree_view_tree_changed (KqTreeView *self)
{
  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  if (self->tree != NULL && kq_search_tree_get_n_nodes (self->tree) != self->n_laid_out)
    {
      guint leaves = self->leaves;
      int levels = self->levels;

      layout (self);
      if (leaves != self->leaves || levels != self->levels)
        gtk_widget_queue_resize (GTK_WIDGET (self));
      update_description (self);
    }
  else if (self->tree == NULL)
    {
      self->n_laid_out = 0;
      self->leaves = 0;
      self->levels = 0;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kq_tree_view_set_position (KqTreeView *self, guint position)
{
  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  if (position == self->position)
    return;
  self->position = position;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
kq_tree_view_get_current_area (KqTreeView *self, GdkRectangle *area)
{
  double slot, level, cx, cy;
  guint current;

  g_return_val_if_fail (KQ_IS_TREE_VIEW (self), FALSE);
  g_return_val_if_fail (area != NULL, FALSE);

  if (self->tree == NULL || self->n_laid_out == 0 || gtk_widget_get_width (GTK_WIDGET (self)) <= 0)
    return FALSE;

  current = kq_search_tree_node_after (self->tree, self->position);
  if (current >= self->n_laid_out || self->position > kq_search_tree_get_n_events (self->tree))
    return FALSE;
  geometry (self, &slot, &level);
  node_center (self, current, slot, level, &cx, &cy);
  /* The node and a little of its neighbourhood. */
  *area = (GdkRectangle) { (int) (cx - 2 * slot), (int) (cy - level), (int) (4 * slot), (int) (2 * level) };
  return TRUE;
}

void
kq_tree_view_retranslate (KqTreeView *self)
{
  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  update_description (self);
}
