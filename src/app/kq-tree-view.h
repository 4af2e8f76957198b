/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tree-view.h: a search tree (KqSearchTree) drawn with cairo, the
 * lesson's figure: the root on top, a level per row or move; nodes are
 * coloured as dead ends, solutions or the current path, and can be clicked.
 * It is a GtkScrollable: put it straight in a GtkScrolledWindow, which
 * scrolls a tree wider than the view. */
#pragma once

#include <gtk/gtk.h>

#include "kq-render-palette.h"
#include "kq-search-tree.h"

G_BEGIN_DECLS

#define KQ_TYPE_TREE_VIEW (kq_tree_view_get_type ())
G_DECLARE_FINAL_TYPE (KqTreeView, kq_tree_view, KQ, TREE_VIEW, GtkWidget)

GtkWidget *kq_tree_view_new          (void);
/* tree is borrowed: it must live until it is replaced, and
 * kq_tree_view_tree_changed () must be called when it grows. n: the board
 * size, for the queens' column labels; labels: whether nodes carry their
 * column number (queens) or nothing (tours). */
void       kq_tree_view_set_tree     (KqTreeView         *self,
                                      const KqSearchTree *tree,
                                      int                 n,
                                      gboolean            labels);
void       kq_tree_view_tree_changed (KqTreeView         *self);
/* Whether the tree is the knight game's: what it says to a screen reader. */
void       kq_tree_view_set_game     (KqTreeView         *self,
                                      gboolean            game);
/* The events shown: nodes made after them are drawn faint, the node the
 * search stood on after them is the current one. */
void       kq_tree_view_set_position (KqTreeView         *self,
                                      guint               position);
/* The colours of the nodes (light by default), for a dark style. */
void       kq_tree_view_set_palette  (KqTreeView         *self,
                                      KqPalette           palette);
/* Where the current node is drawn in the view (scrolled: maybe out of
 * it), with some room around it; FALSE when nothing is drawn. */
gboolean   kq_tree_view_get_current_area (KqTreeView     *self,
                                      GdkRectangle       *area);
/* Scrolls the least that brings the current node's area into view. */
void       kq_tree_view_scroll_to_current (KqTreeView    *self);
/* The node at (x, y) in the view (as scrolled), or -1. */
int        kq_tree_view_node_at      (KqTreeView         *self,
                                      double              x,
                                      double              y);
/* How many nodes the last snapshot drew: what is in view, not the
 * whole tree (for the tests). */
guint      kq_tree_view_get_n_drawn  (KqTreeView         *self);
/* Names the view again (its accessible name and description) in the
 * current language. */
void       kq_tree_view_retranslate  (KqTreeView         *self);

G_END_DECLS
