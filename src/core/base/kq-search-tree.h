/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-search-tree.h: the search tree of a backtracking run, grown from its
 * PLACE and REMOVE events
 *
 * Node 0 is the root (the empty board); each PLACE adds a child of the
 * current node and goes down to it, each REMOVE goes back up. A node is a
 * solution when it is goal levels deep, a dead end when it was taken back
 * with no solution below it: the lesson's figure for n = 4 queens. In the
 * knight game's tree (its goal past the board's squares) a SOLUTION event
 * marks the current move as a win for the player who made it, drawn as a
 * solution; the moves taken back without one lose, dead ends.
 */
#pragma once

#include "kq-events.h"

G_BEGIN_DECLS

typedef enum {
  KQ_SEARCH_NODE_OPEN,      /* on the current path, or the root */
  KQ_SEARCH_NODE_SOLUTION,  /* goal levels deep */
  KQ_SEARCH_NODE_DEAD_END,  /* taken back, no solution below it */
  KQ_SEARCH_NODE_EXPLORED,  /* taken back, a solution below it */
} KqSearchNodeState;

typedef struct {
  guint              parent;       /* the root is its own parent */
  int                square;       /* row * n + col; -1 for the root */
  int                depth;        /* 0 for the root */
  guint              event;        /* index of the PLACE that made it (0 for the root) */
  KqSearchNodeState  state;
  gboolean           has_solution; /* a solution at or below it */
} KqSearchNode;

typedef struct _KqSearchTree KqSearchTree;

/* goal: the depth of a solution (n queens, n * n moves); max_nodes: the
 * tree stops growing there (kq_search_tree_get_full ()), the root included. */
KqSearchTree       *kq_search_tree_new          (int                 goal,
                                                 guint               max_nodes);
void                kq_search_tree_free         (KqSearchTree       *tree);
/* FALSE once the tree is full: the events are not taken then. */
gboolean            kq_search_tree_place        (KqSearchTree       *tree,
                                                 int                 square);
gboolean            kq_search_tree_remove       (KqSearchTree       *tree);
/* The current node wins (the game's SOLUTION event); FALSE once full. */
gboolean            kq_search_tree_win          (KqSearchTree       *tree);
/* A KqEventFunc for a solver's trace: its PLACE and REMOVE events grow
 * the tree given as user_data, a SOLUTION marks the current node; it never
 * stops the search. */
gboolean            kq_search_tree_grow         (const KqEvent      *event,
                                                 gpointer            tree);
gboolean            kq_search_tree_get_full     (const KqSearchTree *tree);
/* Events taken so far. */
guint               kq_search_tree_get_n_events (const KqSearchTree *tree);
guint               kq_search_tree_get_n_nodes  (const KqSearchTree *tree);
const KqSearchNode *kq_search_tree_get_node     (const KqSearchTree *tree,
                                                 guint               index);
/* The node the search stood on after its first `events` events. */
guint               kq_search_tree_node_after   (const KqSearchTree *tree,
                                                 guint               events);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqSearchTree, kq_search_tree_free)

G_END_DECLS
