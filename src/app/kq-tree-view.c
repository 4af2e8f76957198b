/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tree-view.c: the search tree view (views): a KqSearchTree drawn with
 * cairo where kq-tree-layout.c places its nodes, scaled to the view,
 * scrollable, its nodes clickable */
#define G_LOG_DOMAIN "kq-tree-view"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "kq-tree-layout.h"
#include "kq-tree-view.h"

/* Room for a node, in pixels: natural (a projector reads the labels) and
 * the least before the view asks to scroll; a small tree stretches them
 * up to MAX_STRETCH times the natural room to fill the view. */
#define NATURAL_SLOT 44.0
#define MIN_SLOT     12.0
#define NATURAL_LEVEL 64.0
#define MIN_LEVEL    22.0
#define MAX_STRETCH  1.5
#define MARGIN       16.0

/* The tree's scale and where it is scrolled to, in pixels. */
typedef struct {
  double slot;
  double level;
  double width;   /* the whole tree's, at least the view's */
  double height;
  double left;    /* slot 0's left edge in the view */
  double top;     /* level 0's top edge in the view */
} KqTreeGeometry;

struct _KqTreeView
{
  GtkWidget           parent_instance;

  const KqSearchTree *tree;
  int                 n;
  KqPalette           palette;
  gboolean            labels;
  gboolean            game;      /* the knight game's tree: its nodes moves, won or lost */
  guint               position;

  KqTreeLayout       *layout;  /* grown with the tree */

  GtkAdjustment      *hadjustment;
  GtkAdjustment      *vadjustment;
  GtkScrollablePolicy hscroll_policy;
  GtkScrollablePolicy vscroll_policy;

  GArray             *found;    /* of guint: scratch for find_nodes () */
  guint               n_drawn;  /* nodes drawn by the last snapshot */
};

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

G_DEFINE_FINAL_TYPE_WITH_CODE (KqTreeView, kq_tree_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

enum {
  NODE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The scale for a view of width × height: nodes shrink to fill it down
 * to their least room (the scroll policy's), then the view scrolls. */
static void
scale (KqTreeView *self, double width, double height, KqTreeGeometry *geometry)
{
  double least_slot = self->hscroll_policy == GTK_SCROLL_MINIMUM ? MIN_SLOT : NATURAL_SLOT;
  double least_level = self->vscroll_policy == GTK_SCROLL_MINIMUM ? MIN_LEVEL : NATURAL_LEVEL;
  guint leaves = kq_tree_layout_get_n_leaves (self->layout);
  int levels = kq_tree_layout_get_n_levels (self->layout);

  geometry->slot = CLAMP ((width - 2 * MARGIN) / MAX (leaves, 1),
                          least_slot, MAX_STRETCH * NATURAL_SLOT);
  geometry->level = CLAMP ((height - 2 * MARGIN) / MAX (levels, 1),
                           least_level, MAX_STRETCH * NATURAL_LEVEL);
  geometry->width = MAX (width, geometry->slot * leaves + 2 * MARGIN);
  geometry->height = MAX (height, geometry->level * levels + 2 * MARGIN);
  /* Centred when narrower than the view. */
  geometry->left = (geometry->width - geometry->slot * leaves) / 2
                   - gtk_adjustment_get_value (self->hadjustment);
  geometry->top = MARGIN - gtk_adjustment_get_value (self->vadjustment);
}

static void
get_geometry (KqTreeView *self, KqTreeGeometry *geometry)
{
  scale (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
         geometry);
}

static void
configure_adjustment (GtkAdjustment *adjustment, double size, double page)
{
  double value = CLAMP (gtk_adjustment_get_value (adjustment), 0, MAX (size - page, 0));

  gtk_adjustment_configure (adjustment, value, 0, size, page * 0.1, page * 0.9, page);
}

/* The adjustments span the whole tree, the page is the view. */
static void
configure_adjustments (KqTreeView *self, int width, int height)
{
  KqTreeGeometry geometry;

  scale (self, width, height, &geometry);
  configure_adjustment (self->hadjustment, geometry.width, width);
  configure_adjustment (self->vadjustment, geometry.height, height);
}

static double
node_x (const KqTreeGeometry *geometry, double x)
{
  return geometry->left + geometry->slot * (x + 0.5);
}

static double
node_y (const KqTreeGeometry *geometry, int depth)
{
  return geometry->top + geometry->level * (depth + 0.5);
}

static double
node_radius (const KqTreeGeometry *geometry)
{
  return MIN (MIN (geometry->slot, geometry->level) * 0.36, 16.0);
}

/* How far a node's drawing reaches from its centre: the current node's
 * larger disc and ring. */
static double
node_reach (const KqTreeGeometry *geometry)
{
  double radius = node_radius (geometry);

  return radius * 1.25 + MAX (3.0, radius / 3);
}

/* Fills self->found with the nodes that may be drawn in area (view
 * pixels), in order, the root first (see kq_tree_layout_find ()). */
static void
find_nodes (KqTreeView *self, const KqTreeGeometry *geometry, const graphene_rect_t *area)
{
  double reach = node_reach (geometry);
  /* The area in slots and levels, widened by a node's reach. */
  double x0 = (area->origin.x - reach - geometry->left) / geometry->slot - 0.5;
  double x1 = (area->origin.x + area->size.width + reach - geometry->left) / geometry->slot - 0.5;
  double deepest = (area->origin.y + area->size.height + reach - geometry->top) / geometry->level
                   - 0.5;

  kq_tree_layout_find (self->layout, x0, x1, deepest, self->found);
}

/* The node the search stands on at the position, or G_MAXUINT: past a
 * full tree it stands on no node drawn. */
static guint
current_node (KqTreeView *self)
{
  guint current;

  if (self->tree == NULL || self->position > kq_search_tree_get_n_events (self->tree))
    return G_MAXUINT;
  current = kq_search_tree_node_after (self->tree, self->position);
  return current < kq_tree_layout_get_n_nodes (self->layout) ? current : G_MAXUINT;
}

/* Whether node is the current one or above it: a subtree is a run of nodes. */
static gboolean
on_path (KqTreeView *self, guint node, guint current)
{
  return current != G_MAXUINT && node <= current &&
         current < kq_tree_layout_get_end (self->layout, node);
}

/* The colours come from the renderer's table, which style.css mirrors for
 * the legend above the tree. */
static void
set_state_color (cairo_t *cr, KqPalette palette, const KqSearchNode *node, gboolean on_path,
                 double alpha)
{
  KqColor color = KQ_COLOR_TREE_ROOT;

  /* A solution is green even while the search stands on it. */
  if (on_path && node->state != KQ_SEARCH_NODE_SOLUTION)
    color = KQ_COLOR_TRACE_TRIED;
  else if (node->state == KQ_SEARCH_NODE_SOLUTION || node->state == KQ_SEARCH_NODE_EXPLORED)
    color = KQ_COLOR_TRACE_SOLUTION;
  else if (node->state == KQ_SEARCH_NODE_DEAD_END)
    color = KQ_COLOR_TRACE_UNDONE;
  kq_palette_set_source (cr, palette, color, alpha);
}

static gboolean
overlaps (double a0, double a1, double b0, double b1)
{
  return a0 <= b1 && b0 <= a1;
}

/* Only what is in view is drawn, into a cairo node the size of the view:
 * a tree of tens of thousands of nodes costs what a screenful does. */
static void
kq_tree_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KqTreeView *self = KQ_TREE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  PangoLayout *text = NULL;
  KqTreeGeometry geometry;
  double radius, reach;
  guint current;
  cairo_t *cr;

  self->n_drawn = 0;
  if (self->tree == NULL || width <= 0 || height <= 0)
    return;

  current = current_node (self);
  get_geometry (self, &geometry);
  radius = node_radius (&geometry);
  reach = node_reach (&geometry);
  find_nodes (self, &geometry, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* Edges first, then the nodes over them; an edge is drawn when its box
   * meets the view, even with both ends out of it. */
  for (guint k = 1; k < self->found->len; k++)
    {
      guint i = g_array_index (self->found, guint, k);
      const KqSearchNode *node = kq_search_tree_get_node (self->tree, i);
      gboolean path = on_path (self, i, current);
      double x0 = node_x (&geometry, kq_tree_layout_get_x (self->layout, node->parent));
      double y0 = node_y (&geometry, node->depth - 1);
      double x1 = node_x (&geometry, kq_tree_layout_get_x (self->layout, i));
      double y1 = node_y (&geometry, node->depth);

      if (!overlaps (MIN (x0, x1), MAX (x0, x1), -reach, width + reach) ||
          !overlaps (y0, y1, -reach, height + reach))
        continue;
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      if (path)
        kq_palette_set_source (cr, self->palette, KQ_COLOR_TRACE_TRIED, 1.0);
      else
        kq_palette_set_source (cr, self->palette, KQ_COLOR_TREE_EDGE,
                               node->event < self->position ? 0.8 : 0.2);
      cairo_set_line_width (cr, path ? MAX (3.0, radius / 3) : MAX (1.5, radius / 6));
      cairo_stroke (cr);
    }

  if (self->labels && radius >= 7)
    {
      g_autofree char *font = g_strdup_printf ("Sans Bold %dpx", (int) (radius * 1.1));
      PangoFontDescription *desc = pango_font_description_from_string (font);

      text = gtk_widget_create_pango_layout (widget, NULL);
      pango_layout_set_font_description (text, desc);
      pango_font_description_free (desc);
    }
  for (guint k = 0; k < self->found->len; k++)
    {
      guint i = g_array_index (self->found, guint, k);
      const KqSearchNode *node = kq_search_tree_get_node (self->tree, i);
      gboolean shown = i == 0 || node->event < self->position;
      double cx = node_x (&geometry, kq_tree_layout_get_x (self->layout, i));
      double cy = node_y (&geometry, node->depth);

      if (!overlaps (cx, cx, -reach, width + reach) || !overlaps (cy, cy, -reach, height + reach))
        continue;
      self->n_drawn++;
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, i == current ? radius * 1.25 : radius, 0, 2 * G_PI);
      /* A node not reached yet at this position is faint. */
      set_state_color (cr, self->palette, node, on_path (self, i, current), shown ? 1.0 : 0.2);
      cairo_fill_preserve (cr);
      if (i == current)
        {
          kq_palette_set_source (cr, self->palette, KQ_COLOR_TREE_HERE, 1.0);
          cairo_set_line_width (cr, MAX (3.0, radius / 3));
          cairo_stroke (cr);
        }
      cairo_new_path (cr);

      if (text != NULL && i > 0)
        {
          g_autofree char *label = g_strdup_printf ("%d", node->square % self->n + 1);
          int tw, th;

          pango_layout_set_text (text, label, -1);
          pango_layout_get_pixel_size (text, &tw, &th);
          kq_palette_set_source (cr, self->palette, KQ_COLOR_TREE_LABEL, shown ? 1.0 : 0.5);
          cairo_move_to (cr, cx - tw / 2.0, cy - th / 2.0);
          pango_cairo_show_layout (cr, text);
        }
    }
  g_clear_object (&text);
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
  double count = orientation == GTK_ORIENTATION_HORIZONTAL
                 ? (double) kq_tree_layout_get_n_leaves (self->layout)
                 : (double) kq_tree_layout_get_n_levels (self->layout);
  double least = orientation == GTK_ORIENTATION_HORIZONTAL ? MIN_SLOT : MIN_LEVEL;
  double best = orientation == GTK_ORIENTATION_HORIZONTAL ? NATURAL_SLOT : NATURAL_LEVEL;

  /* The whole tree's size: the scrolled window shows its scrollbars by it. */
  *minimum = (int) ceil (count * least + 2 * MARGIN);
  *natural = (int) ceil (count * best + 2 * MARGIN);
}

static void
kq_tree_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  configure_adjustments (KQ_TREE_VIEW (widget), width, height);
}

int
kq_tree_view_node_at (KqTreeView *self, double x, double y)
{
  KqTreeGeometry geometry;
  double radius;
  int best = -1;
  double best_distance = G_MAXDOUBLE;

  g_return_val_if_fail (KQ_IS_TREE_VIEW (self), -1);

  if (self->tree == NULL)
    return -1;

  get_geometry (self, &geometry);
  /* A little more than the disc, so that small nodes can be hit. */
  radius = MAX (node_radius (&geometry) * 1.3, 8.0);
  find_nodes (self, &geometry,
              &GRAPHENE_RECT_INIT (x - radius, y - radius, 2 * radius, 2 * radius));
  for (guint k = 0; k < self->found->len; k++)
    {
      guint i = g_array_index (self->found, guint, k);
      const KqSearchNode *node = kq_search_tree_get_node (self->tree, i);
      double distance = hypot (node_x (&geometry, kq_tree_layout_get_x (self->layout, i)) - x,
                               node_y (&geometry, node->depth) - y);

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

  if (self->game)
    /* Translators: the knight game's tree's accessible description: its nodes are moves
       tried, green those that win for the player who made them */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Game tree of %u move tried: green a move that "
                                         "wins, red one that loses",
                                         "Game tree of %u moves tried: green a move that "
                                         "wins, red one that loses", count), count);
  else
    /* Translators: the search tree's accessible description */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Search tree of %u node",
                                         "Search tree of %u nodes", count), count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->game ? _("Game tree") : _("Search tree"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
drop_adjustment (KqTreeView *self, GtkAdjustment **slot)
{
  if (*slot == NULL)
    return;
  g_signal_handlers_disconnect_by_data (*slot, self);
  g_clear_object (slot);
}

/* The scrolled window's adjustments, or fresh ones without it. */
static void
set_adjustment (KqTreeView *self, GtkAdjustment **slot, GtkAdjustment *adjustment)
{
  if (adjustment != NULL && adjustment == *slot)
    return;
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  drop_adjustment (self, slot);
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (gtk_widget_queue_draw), self);
  if (self->hadjustment != NULL && self->vadjustment != NULL)
    configure_adjustments (self, gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)));
}

static void
set_policy (KqTreeView *self, GtkScrollablePolicy *policy, const GValue *value, GParamSpec *pspec)
{
  if (*policy == (GtkScrollablePolicy) g_value_get_enum (value))
    return;
  *policy = g_value_get_enum (value);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
kq_tree_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  KqTreeView *self = KQ_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      set_policy (self, &self->hscroll_policy, value, pspec);
      break;
    case PROP_VSCROLL_POLICY:
      set_policy (self, &self->vscroll_policy, value, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_tree_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  KqTreeView *self = KQ_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_tree_view_finalize (GObject *object)
{
  KqTreeView *self = KQ_TREE_VIEW (object);

  /* Not at dispose: the scrolled window may still hand over new ones. */
  drop_adjustment (self, &self->hadjustment);
  drop_adjustment (self, &self->vadjustment);
  kq_tree_layout_free (self->layout);
  g_array_unref (self->found);

  G_OBJECT_CLASS (kq_tree_view_parent_class)->finalize (object);
}

static void
kq_tree_view_class_init (KqTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->set_property = kq_tree_view_set_property;
  object_class->get_property = kq_tree_view_get_property;
  object_class->finalize = kq_tree_view_finalize;
  widget_class->snapshot = kq_tree_view_snapshot;
  widget_class->measure = kq_tree_view_measure;
  widget_class->size_allocate = kq_tree_view_size_allocate;

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

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

  self->layout = kq_tree_layout_new (NULL);
  self->found = g_array_new (FALSE, FALSE, sizeof (guint));
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
  /* Laid out afresh. */
  kq_tree_layout_free (self->layout);
  self->layout = kq_tree_layout_new (tree);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  kq_tree_view_tree_changed (self);
}

void
kq_tree_view_set_game (KqTreeView *self,
                       gboolean    game)
{
  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  self->game = game;
  update_description (self);
}

void
kq_tree_view_tree_changed (KqTreeView *self)
{
  guint leaves, count;
  int levels;

  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  leaves = kq_tree_layout_get_n_leaves (self->layout);
  levels = kq_tree_layout_get_n_levels (self->layout);
  count = self->tree != NULL ? kq_search_tree_get_n_nodes (self->tree) : 0;
  if (count != kq_tree_layout_get_n_nodes (self->layout))
    {
      kq_tree_layout_grow (self->layout);
      if (leaves != kq_tree_layout_get_n_leaves (self->layout) ||
          levels != kq_tree_layout_get_n_levels (self->layout))
        {
          gtk_widget_queue_resize (GTK_WIDGET (self));
          /* At once, so that the view can follow the search before the
           * next allocation. */
          configure_adjustments (self, gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)));
        }
      update_description (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kq_tree_view_set_palette (KqTreeView *self, KqPalette palette)
{
  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  self->palette = palette;
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
  KqTreeGeometry geometry;
  guint current;
  double cx, cy;

  g_return_val_if_fail (KQ_IS_TREE_VIEW (self), FALSE);
  g_return_val_if_fail (area != NULL, FALSE);

  current = current_node (self);
  if (current == G_MAXUINT || gtk_widget_get_width (GTK_WIDGET (self)) <= 0)
    return FALSE;
  get_geometry (self, &geometry);
  cx = node_x (&geometry, kq_tree_layout_get_x (self->layout, current));
  cy = node_y (&geometry, kq_search_tree_get_node (self->tree, current)->depth);
  /* The node and a little of its neighbourhood. */
  *area = (GdkRectangle) {
    (int) floor (cx - 2 * geometry.slot), (int) floor (cy - geometry.level),
    (int) ceil (4 * geometry.slot), (int) ceil (2 * geometry.level)
  };
  return TRUE;
}

void
kq_tree_view_scroll_to_current (KqTreeView *self)
{
  GdkRectangle area;
  double x, y;

  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  if (!kq_tree_view_get_current_area (self, &area))
    return;
  /* From the view to the whole tree, the adjustments' coordinates. */
  x = gtk_adjustment_get_value (self->hadjustment) + area.x;
  y = gtk_adjustment_get_value (self->vadjustment) + area.y;
  gtk_adjustment_clamp_page (self->hadjustment, x, x + area.width);
  gtk_adjustment_clamp_page (self->vadjustment, y, y + area.height);
}

guint
kq_tree_view_get_n_drawn (KqTreeView *self)
{
  g_return_val_if_fail (KQ_IS_TREE_VIEW (self), 0);

  return self->n_drawn;
}

void
kq_tree_view_retranslate (KqTreeView *self)
{
  g_return_if_fail (KQ_IS_TREE_VIEW (self));

  update_description (self);
}
