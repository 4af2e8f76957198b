/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tree-layout.h: where the nodes of a search tree (KqSearchTree) go in
 * the lesson's figure, in units of slots across and levels down
 *
 * Leaves stand side by side, a slot each, in the order the search met
 * them; each parent is centred above its first and last child; a node's
 * level is its depth. The layout grows with the tree, a node costing what
 * it closes, once. The view (src/app/kq-tree-view.c) scales slots and
 * levels to pixels, draws and takes the clicks.
 */
#pragma once

#include "kq-search-tree.h"

G_BEGIN_DECLS

typedef struct _KqTreeLayout KqTreeLayout;

/* tree is borrowed, may be NULL (nothing to lay out): it must live as
 * long as the layout. Nothing is laid out before kq_tree_layout_grow (). */
KqTreeLayout *kq_tree_layout_new          (const KqSearchTree *tree);
void          kq_tree_layout_free         (KqTreeLayout       *layout);
/* Lays out the nodes the tree has grown since the last call; from the
 * root again if it has fewer nodes than are laid out. */
void          kq_tree_layout_grow         (KqTreeLayout       *layout);
/* Nodes laid out: 0 … n_nodes - 1, depth first as the tree numbers them. */
guint         kq_tree_layout_get_n_nodes  (const KqTreeLayout *layout);
/* Slots across (the leaves) and levels down (the deepest node's depth + 1). */
guint         kq_tree_layout_get_n_leaves (const KqTreeLayout *layout);
int           kq_tree_layout_get_n_levels (const KqTreeLayout *layout);
/* The node's centre across, in slots: leaf k's slot spans k - 0.5 … k + 0.5. */
double        kq_tree_layout_get_x        (const KqTreeLayout *layout,
                                           guint               node);
/* Its subtree: the nodes node … end - 1 (depth first, a subtree is a run). */
guint         kq_tree_layout_get_end      (const KqTreeLayout *layout,
                                           guint               node);
/* Sets found (of guint) to the nodes whose subtree or edge from their
 * parent may reach the area from x0 to x1 across (slots) and from level 0
 * down to deepest, in order, the root first. A subtree out of it is
 * skipped whole, so the cost follows the nodes in the area, not the
 * tree's size. */
void          kq_tree_layout_find         (const KqTreeLayout *layout,
                                           double              x0,
                                           double              x1,
                                           double              deepest,
                                           GArray             *found);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqTreeLayout, kq_tree_layout_free)

G_END_DECLS
