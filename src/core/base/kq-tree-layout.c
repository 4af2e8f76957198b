/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tree-layout"
#include "config.h"

#include "kq-tree-layout.h"

/* Where a node goes, in slots (a leaf's width) across. The nodes are
 * numbered depth first, so a subtree is a run of nodes and its leaves a
 * run of slots: both let the drawing skip what is out of view. The nodes
 * on the open path (the rightmost one, from the root to the last node
 * laid out) are the ones whose subtrees still grow: their last leaf and
 * end are the tree's so far (OPEN here, see last_leaf () and end ()). */
typedef struct {
  double x;            /* the node's centre */
  guint  first_leaf;   /* the subtree's leaves: slots first_leaf … last_leaf */
  guint  last_leaf;
  guint  end;          /* the subtree: nodes index … end - 1 */
  guint  first_child;  /* 0 for none: the root is nobody's child */
} KqTreePlace;

#define OPEN G_MAXUINT

struct _KqTreeLayout
{
  const KqSearchTree *tree;
  GArray             *places;  /* of KqTreePlace, one a node laid out */
  GArray             *open;    /* of guint: the open path, the root first */
  guint               moved;   /* the open path changed from here on since its x were set */
  guint               leaves;
  int                 levels;
};

KqTreeLayout *
kq_tree_layout_new (const KqSearchTree *tree)
{
  KqTreeLayout *layout = g_new0 (KqTreeLayout, 1);

  layout->tree = tree;
  layout->places = g_array_new (FALSE, FALSE, sizeof (KqTreePlace));
  layout->open = g_array_new (FALSE, FALSE, sizeof (guint));
  layout->moved = G_MAXUINT;
  return layout;
}

void
kq_tree_layout_free (KqTreeLayout *layout)
{
  if (layout == NULL)
    return;
  g_array_unref (layout->places);
  g_array_unref (layout->open);
  g_free (layout);
}

static KqTreePlace *
place (const KqTreeLayout *layout, guint index)
{
  return &g_array_index (layout->places, KqTreePlace, index);
}

static guint
last_leaf (const KqTreeLayout *layout, guint index)
{
  guint leaf = place (layout, index)->last_leaf;

  return leaf == OPEN ? layout->leaves - 1 : leaf;
}

static guint
end (const KqTreeLayout *layout, guint index)
{
  guint end = place (layout, index)->end;

  return end == OPEN ? layout->places->len : end;
}

/* A node centred above its first child and its last, the one below it on
 * the open path when it is open (a leaf keeps its slot). */
static void
centre (KqTreeLayout *layout, guint index, guint last_child)
{
  KqTreePlace *here = place (layout, index);

  if (here->first_child != 0)
    here->x = (place (layout, here->first_child)->x + place (layout, last_child)->x) / 2;
}

/* A new node is the last one depth first, the child of a node on the open
 * path: the nodes below that one are complete, and leave the path with
 * their places settled. The new node takes its parent's slot if the
 * parent was a leaf, the next one otherwise. So growing costs a node what
 * it closes, once: a batch of nodes costs its size, and the open path's
 * centres are set after it (see centre_open_path ()). */
static void
lay_out_next (KqTreeLayout *layout)
{
  guint index = layout->places->len;
  const KqSearchNode *node = kq_search_tree_get_node (layout->tree, index);
  KqTreePlace new_place = { .last_leaf = OPEN, .end = OPEN };

  if (index == 0)
    layout->leaves = 1;
  else
    {
      guint below = 0;

      while (g_array_index (layout->open, guint, layout->open->len - 1) != node->parent)
        {
          guint closed = g_array_index (layout->open, guint, layout->open->len - 1);

          centre (layout, closed, below);
          place (layout, closed)->last_leaf = layout->leaves - 1;
          place (layout, closed)->end = index;
          g_array_set_size (layout->open, layout->open->len - 1);
          below = closed;
        }
      if (place (layout, node->parent)->first_child == 0)
        place (layout, node->parent)->first_child = index;
      else
        layout->leaves++;
    }
  new_place.x = new_place.first_leaf = layout->leaves - 1;
  g_array_append_val (layout->places, new_place);
  g_array_append_val (layout->open, index);
  layout->moved = MIN (layout->moved, layout->open->len - 1);
  layout->levels = MAX (layout->levels, node->depth + 1);
}

/* The open path's centres, from the bottom up: above where the path
 * changed, as far as a centre moves (not at all when no leaf was added). */
static void
centre_open_path (KqTreeLayout *layout)
{
  for (guint k = layout->open->len; k >= 2; k--)
    {
      guint index = g_array_index (layout->open, guint, k - 2);
      double x = place (layout, index)->x;

      centre (layout, index, g_array_index (layout->open, guint, k - 1));
      if (k - 2 < layout->moved && place (layout, index)->x == x)
        break;
    }
  layout->moved = G_MAXUINT;
}

void
kq_tree_layout_grow (KqTreeLayout *layout)
{
  guint count;

  g_return_if_fail (layout != NULL);

  count = layout->tree != NULL ? kq_search_tree_get_n_nodes (layout->tree) : 0;
  if (count == layout->places->len)
    return;
  /* Cleared: from the root again. */
  if (count < layout->places->len)
    {
      g_array_set_size (layout->places, 0);
      g_array_set_size (layout->open, 0);
    }
  while (layout->places->len < count)
    lay_out_next (layout);
  centre_open_path (layout);
}

guint
kq_tree_layout_get_n_nodes (const KqTreeLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);

  return layout->places->len;
}

guint
kq_tree_layout_get_n_leaves (const KqTreeLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);

  return layout->leaves;
}

int
kq_tree_layout_get_n_levels (const KqTreeLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);

  return layout->levels;
}

double
kq_tree_layout_get_x (const KqTreeLayout *layout, guint node)
{
  g_return_val_if_fail (layout != NULL && node < layout->places->len, 0.0);

  return place (layout, node)->x;
}

guint
kq_tree_layout_get_end (const KqTreeLayout *layout, guint node)
{
  g_return_val_if_fail (layout != NULL && node < layout->places->len, 0);

  return end (layout, node);
}

void
kq_tree_layout_find (const KqTreeLayout *layout, double x0, double x1, double deepest,
                     GArray *found)
{
  guint zero = 0;

  g_return_if_fail (layout != NULL && found != NULL);

  g_array_set_size (found, 0);
  if (layout->places->len == 0)
    return;
  g_array_append_val (found, zero);
  for (guint i = 1; i < layout->places->len;)
    {
      const KqTreePlace *here = place (layout, i);
      const KqSearchNode *node = kq_search_tree_get_node (layout->tree, i);
      double parent_x = place (layout, node->parent)->x;

      /* Below the area from the parent's level down, or beside it. */
      if (node->depth - 1 > deepest ||
          MAX (last_leaf (layout, i), parent_x) < x0 || MIN (here->first_leaf, parent_x) > x1)
        {
          i = end (layout, i);
          continue;
        }
      g_array_append_val (found, i);
      i++;
    }
}
