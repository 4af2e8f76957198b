/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-search-tree"
#include "config.h"

#include "kq-search-tree.h"

struct _KqSearchTree
{
  int     goal;
  guint   max_nodes;
  GArray *nodes;    /* of KqSearchNode */
  GArray *after;    /* of guint: the current node after each event */
  guint   current;
  gboolean full;
};

static void
add_root (KqSearchTree *tree)
{
  KqSearchNode root = { 0, -1, 0, 0, KQ_SEARCH_NODE_OPEN, FALSE };

  g_array_append_val (tree->nodes, root);
  tree->current = 0;
}

KqSearchTree *
kq_search_tree_new (int goal, guint max_nodes)
{
  KqSearchTree *tree;

  g_return_val_if_fail (goal >= 1, NULL);
  g_return_val_if_fail (max_nodes >= 1, NULL);

  tree = g_new0 (KqSearchTree, 1);
  tree->goal = goal;
  tree->max_nodes = max_nodes;
  tree->nodes = g_array_new (FALSE, FALSE, sizeof (KqSearchNode));
  tree->after = g_array_new (FALSE, FALSE, sizeof (guint));
  add_root (tree);

  return tree;
}

void
kq_search_tree_free (KqSearchTree *tree)
{
  if (tree == NULL)
    return;
  g_array_unref (tree->nodes);
  g_array_unref (tree->after);
  g_free (tree);
}

static KqSearchNode *
node (KqSearchTree *tree, guint index)
{
  return &g_array_index (tree->nodes, KqSearchNode, index);
}

gboolean
kq_search_tree_place (KqSearchTree *tree, int square)
{
  KqSearchNode child;

  g_return_val_if_fail (tree != NULL, FALSE);

  if (tree->nodes->len >= tree->max_nodes)
    tree->full = TRUE;
  if (tree->full)
    return FALSE;

  child = (KqSearchNode) {
    .parent = tree->current,
    .square = square,
    .depth = node (tree, tree->current)->depth + 1,
    .event = tree->after->len,
    .state = KQ_SEARCH_NODE_OPEN,
  };
  if (child.depth == tree->goal)
    {
      child.state = KQ_SEARCH_NODE_SOLUTION;
      /* Its ancestors lead to a solution: the lesson's green paths. */
      for (guint i = tree->current; !node (tree, i)->has_solution; i = node (tree, i)->parent)
        {
          node (tree, i)->has_solution = TRUE;
          if (i == 0)
            break;
        }
      child.has_solution = TRUE;
    }
  g_array_append_val (tree->nodes, child);
  tree->current = tree->nodes->len - 1;
  g_array_append_val (tree->after, tree->current);

  return TRUE;
}

gboolean
kq_search_tree_remove (KqSearchTree *tree)
{
  KqSearchNode *current;

  g_return_val_if_fail (tree != NULL, FALSE);

  if (tree->full)
    return FALSE;
  g_return_val_if_fail (tree->current != 0, FALSE);

  current = node (tree, tree->current);
  if (current->state == KQ_SEARCH_NODE_OPEN)
    current->state = current->has_solution ? KQ_SEARCH_NODE_EXPLORED : KQ_SEARCH_NODE_DEAD_END;
  tree->current = current->parent;
  g_array_append_val (tree->after, tree->current);

  return TRUE;
}

gboolean
kq_search_tree_win (KqSearchTree *tree)
{
  g_return_val_if_fail (tree != NULL, FALSE);

  if (tree->full)
    return FALSE;
  /* a tour's or a placement's solution is one already, by its depth */
  node (tree, tree->current)->state = KQ_SEARCH_NODE_SOLUTION;
  return TRUE;
}

gboolean
kq_search_tree_grow (const KqEvent *event, gpointer tree)
{
  if (event->type == KQ_EVENT_PLACE)
    kq_search_tree_place (tree, event->row * event->n + event->col);
  else if (event->type == KQ_EVENT_REMOVE)
    kq_search_tree_remove (tree);
  else if (event->type == KQ_EVENT_SOLUTION)
    kq_search_tree_win (tree);
  return TRUE;
}

gboolean
kq_search_tree_get_full (const KqSearchTree *tree)
{
  g_return_val_if_fail (tree != NULL, FALSE);

  return tree->full;
}

guint
kq_search_tree_get_n_events (const KqSearchTree *tree)
{
  g_return_val_if_fail (tree != NULL, 0);

  return tree->after->len;
}

guint
kq_search_tree_get_n_nodes (const KqSearchTree *tree)
{
  g_return_val_if_fail (tree != NULL, 0);

  return tree->nodes->len;
}

const KqSearchNode *
kq_search_tree_get_node (const KqSearchTree *tree, guint index)
{
  g_return_val_if_fail (tree != NULL, NULL);
  g_return_val_if_fail (index < tree->nodes->len, NULL);

  return &g_array_index (tree->nodes, KqSearchNode, index);
}

guint
kq_search_tree_node_after (const KqSearchTree *tree, guint events)
{
  g_return_val_if_fail (tree != NULL, 0);

  if (events == 0)
    return 0;
  events = MIN (events, tree->after->len);
  return g_array_index (tree->after, guint, events - 1);
}

