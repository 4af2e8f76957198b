/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tree-layout.c: where the search tree view puts the nodes, without a
 * display: leaves side by side in the order the search made them, each
 * parent centred above its first and last child, no two nodes on a level
 * closer than a slot, however the tree grew */
#define G_LOG_DOMAIN "test-tree-layout"
#include "config.h"

#include "kq-queens.h"
#include "kq-tour.h"
#include "kq-tree-layout.h"

static KqSearchTree *
queens_tree (int n)
{
  KqSearchTree *tree = kq_search_tree_new (n, G_MAXUINT);

  kq_queens_list (n, TRUE, kq_search_tree_grow, tree, NULL);
  return tree;
}

/* The classic search of a 5 × 5 tour from (1, 1), up to its first tour:
 * some ten thousand nodes, most of them dead ends. */
static KqSearchTree *
tour_tree (void)
{
  KqTourRequest request = { .n = 5, .method = KQ_TOUR_CLASSIC, .trace = TRUE };
  KqSearchTree *tree = kq_search_tree_new (25, G_MAXUINT);
  int board[25];

  g_assert_cmpint (kq_tour_solve (&request, board, kq_search_tree_grow, tree, NULL), ==,
                   KQ_OUTCOME_FOUND);
  return tree;
}

static KqTreeLayout *
layout_of (const KqSearchTree *tree)
{
  KqTreeLayout *layout = kq_tree_layout_new (tree);

  kq_tree_layout_grow (layout);
  return layout;
}

/* Asserts the layout's rules from the tree alone: a leaf is a node with
 * no child, a subtree the nodes after a node down to the next one no
 * deeper than it. */
static void
assert_laid_out (const KqTreeLayout *layout, const KqSearchTree *tree)
{
  guint count = kq_search_tree_get_n_nodes (tree);
  g_autofree guint *first = g_new0 (guint, count);
  g_autofree guint *last = g_new0 (guint, count);
  g_autofree double *left = NULL;
  guint leaves = 0;
  int levels = 0;

  g_assert_cmpuint (kq_tree_layout_get_n_nodes (layout), ==, count);
  for (guint i = 1; i < count; i++)
    {
      guint parent = kq_search_tree_get_node (tree, i)->parent;

      if (first[parent] == 0)
        first[parent] = i;
      else
        /* siblings left to right in the order the search made them */
        g_assert_cmpfloat (kq_tree_layout_get_x (layout, i), >,
                           kq_tree_layout_get_x (layout, last[parent]));
      last[parent] = i;
    }

  /* The rightmost node so far on each level: none closer than a slot. */
  left = g_new (double, count + 1);
  for (guint i = 0; i < count; i++)
    {
      const KqSearchNode *node = kq_search_tree_get_node (tree, i);
      double x = kq_tree_layout_get_x (layout, i);
      guint end = i + 1;

      if (first[i] == 0)
        {
          /* leaves in slots 0, 1, 2 … depth first */
          g_assert_cmpfloat (x, ==, leaves);
          leaves++;
        }
      else
        g_assert_cmpfloat (x, ==, (kq_tree_layout_get_x (layout, first[i]) +
                                   kq_tree_layout_get_x (layout, last[i])) / 2);
      if (node->depth >= levels)
        levels = node->depth + 1;
      else
        g_assert_cmpfloat (x - left[node->depth], >=, 1.0);
      left[node->depth] = x;

      while (end < count && kq_search_tree_get_node (tree, end)->depth > node->depth)
        end++;
      g_assert_cmpuint (kq_tree_layout_get_end (layout, i), ==, end);
    }
  g_assert_cmpuint (kq_tree_layout_get_n_leaves (layout), ==, leaves);
  g_assert_cmpint (kq_tree_layout_get_n_levels (layout), ==, levels);
}

/* A tree made by hand, whose places are known: the root; a (square 0)
 * with two leaves under it; a leaf b; c with one leaf under it. */
static void
test_known (void)
{
  g_autoptr(KqSearchTree) tree = kq_search_tree_new (3, G_MAXUINT);
  g_autoptr(KqTreeLayout) layout = layout_of (tree);
  /* nodes: root, a, a1, a2, b, c, c1 */
  static const double expected[] = { 1.75, 0.5, 0, 1, 2, 3, 3 };

  g_assert_cmpuint (kq_tree_layout_get_n_nodes (layout), ==, 1);
  g_assert_cmpfloat (kq_tree_layout_get_x (layout, 0), ==, 0);
  g_assert_cmpuint (kq_tree_layout_get_n_leaves (layout), ==, 1);
  g_assert_cmpint (kq_tree_layout_get_n_levels (layout), ==, 1);

  kq_search_tree_place (tree, 0);
  kq_search_tree_place (tree, 3);
  kq_tree_layout_grow (layout);
  /* a chain: every node in slot 0, still open */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpfloat (kq_tree_layout_get_x (layout, i), ==, 0);
  g_assert_cmpuint (kq_tree_layout_get_end (layout, 0), ==, 3);
  g_assert_cmpint (kq_tree_layout_get_n_levels (layout), ==, 3);

  kq_search_tree_remove (tree);
  kq_search_tree_place (tree, 4);
  kq_tree_layout_grow (layout);
  /* a second leaf moves the open path's centres along */
  g_assert_cmpfloat (kq_tree_layout_get_x (layout, 3), ==, 1);
  g_assert_cmpfloat (kq_tree_layout_get_x (layout, 1), ==, 0.5);
  g_assert_cmpfloat (kq_tree_layout_get_x (layout, 0), ==, 0.5);
  g_assert_cmpuint (kq_tree_layout_get_end (layout, 2), ==, 3);

  kq_search_tree_remove (tree);
  kq_search_tree_remove (tree);
  kq_search_tree_place (tree, 1);
  kq_search_tree_remove (tree);
  kq_search_tree_place (tree, 2);
  kq_search_tree_place (tree, 5);
  kq_tree_layout_grow (layout);

  g_assert_cmpuint (kq_tree_layout_get_n_nodes (layout), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpfloat (kq_tree_layout_get_x (layout, i), ==, expected[i]);
  g_assert_cmpuint (kq_tree_layout_get_n_leaves (layout), ==, 4);
  g_assert_cmpint (kq_tree_layout_get_n_levels (layout), ==, 3);
  g_assert_cmpuint (kq_tree_layout_get_end (layout, 1), ==, 4);
  g_assert_cmpuint (kq_tree_layout_get_end (layout, 4), ==, 5);
  g_assert_cmpuint (kq_tree_layout_get_end (layout, 0), ==, 7);
  assert_laid_out (layout, tree);
}

/* Lesson 003's figure, n = 4: four dead ends and the two solutions side
 * by side in the order the search met them, (1, 1) first. */
static void
test_queens_4 (void)
{
  g_autoptr(KqSearchTree) tree = queens_tree (4);
  g_autoptr(KqTreeLayout) layout = layout_of (tree);
  /* depth first: the root; (1, 1), (2, 3), (2, 4), (3, 2); (1, 2) down to
   * (4, 3); (1, 3) down to (4, 2); (1, 4), (2, 1), (3, 3), (2, 2) */
  static const double expected[] = { 2.5, 0.5, 0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4.5, 4, 4, 5 };

  g_assert_cmpuint (kq_tree_layout_get_n_nodes (layout), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpfloat (kq_tree_layout_get_x (layout, i), ==, expected[i]);
  g_assert_cmpint (kq_search_tree_get_node (tree, 8)->state, ==, KQ_SEARCH_NODE_SOLUTION);
  g_assert_cmpint (kq_search_tree_get_node (tree, 12)->state, ==, KQ_SEARCH_NODE_SOLUTION);
  g_assert_cmpuint (kq_tree_layout_get_n_leaves (layout), ==, 6);
  g_assert_cmpint (kq_tree_layout_get_n_levels (layout), ==, 5);
  assert_laid_out (layout, tree);
}

static void
test_queens (void)
{
  for (int n = 1; n <= 8; n++)
    {
      g_autoptr(KqSearchTree) tree = queens_tree (n);
      g_autoptr(KqTreeLayout) layout = layout_of (tree);

      assert_laid_out (layout, tree);
    }
}

static void
test_tour (void)
{
  g_autoptr(KqSearchTree) tree = tour_tree ();
  g_autoptr(KqTreeLayout) layout = layout_of (tree);

  g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), >, 5000);
  assert_laid_out (layout, tree);
  /* the root, then the start and 24 moves */
  g_assert_cmpint (kq_tree_layout_get_n_levels (layout), ==, 26);
}

/* Grown an event at a time, as the window feeds it, the layout follows
 * the rules at every step (the open path included) and ends where one
 * laid out at once does. */
static void
test_grown (void)
{
  g_autoptr(KqSearchTree) whole = queens_tree (7);
  g_autoptr(KqTreeLayout) batch = layout_of (whole);
  g_autoptr(KqSearchTree) tree = kq_search_tree_new (7, G_MAXUINT);
  g_autoptr(KqTreeLayout) layout = kq_tree_layout_new (tree);

  for (guint i = 1; i < kq_search_tree_get_n_nodes (whole); i++)
    {
      const KqSearchNode *node = kq_search_tree_get_node (whole, i);

      while (kq_search_tree_node_after (tree, kq_search_tree_get_n_events (tree)) != node->parent)
        {
          g_assert_true (kq_search_tree_remove (tree));
          kq_tree_layout_grow (layout);
        }
      g_assert_true (kq_search_tree_place (tree, node->square));
      kq_tree_layout_grow (layout);
      assert_laid_out (layout, tree);
    }
  g_assert_cmpuint (kq_tree_layout_get_n_leaves (layout), ==, kq_tree_layout_get_n_leaves (batch));
  for (guint i = 0; i < kq_search_tree_get_n_nodes (whole); i++)
    g_assert_cmpfloat (kq_tree_layout_get_x (layout, i), ==, kq_tree_layout_get_x (batch, i));
}

/* Whether node i, or its edge up to its parent, may reach the area, as
 * kq_tree_layout_find () promises: its subtree's leaves or its parent
 * beside it, its parent's level in it. */
static gboolean
reaches (const KqTreeLayout *layout, const KqSearchTree *tree, guint i,
         double x0, double x1, double deepest)
{
  const KqSearchNode *node = kq_search_tree_get_node (tree, i);
  double parent_x = kq_tree_layout_get_x (layout, node->parent);
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;

  for (guint j = i; j < kq_tree_layout_get_end (layout, i); j++)
    {
      lo = MIN (lo, kq_tree_layout_get_x (layout, j));
      hi = MAX (hi, kq_tree_layout_get_x (layout, j));
    }
  return node->depth - 1 <= deepest && MAX (hi, parent_x) >= x0 && MIN (lo, parent_x) <= x1;
}

/* What may be drawn in an area is the nodes that reach it and whose
 * ancestors do, in order, the root first: every node inside the area
 * among them; a narrow area of a wide tree finds few. */
static void
test_find (void)
{
  g_autoptr(KqSearchTree) tree = queens_tree (6);
  g_autoptr(KqTreeLayout) layout = layout_of (tree);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (guint));
  guint count = kq_search_tree_get_n_nodes (tree);
  double width = kq_tree_layout_get_n_leaves (layout);
  static const double areas[][3] = {
    { -1, 1000, 100 }, { 0, 0, 6 }, { 3.2, 5.7, 6 }, { 10, 14, 2.5 }, { 10, 14, 0.4 },
    { -5, -1, 6 }, { 1000, 2000, 6 }, { 20.5, 20.5, 3 },
  };
  g_autofree gboolean *wanted = g_new (gboolean, count);

  for (guint a = 0; a < G_N_ELEMENTS (areas); a++)
    {
      double x0 = areas[a][0], x1 = areas[a][1], deepest = areas[a][2];
      guint k = 0;

      kq_tree_layout_find (layout, x0, x1, deepest, found);
      wanted[0] = TRUE;
      for (guint i = 1; i < count; i++)
        wanted[i] = wanted[kq_search_tree_get_node (tree, i)->parent] &&
                    reaches (layout, tree, i, x0, x1, deepest);
      for (guint i = 0; i < count; i++)
        {
          double x = kq_tree_layout_get_x (layout, i);

          if (x >= x0 && x <= x1 && kq_search_tree_get_node (tree, i)->depth <= deepest)
            g_assert_true (wanted[i]);
          if (!wanted[i])
            continue;
          g_assert_cmpuint (k, <, found->len);
          g_assert_cmpuint (g_array_index (found, guint, k), ==, i);
          k++;
        }
      g_assert_cmpuint (k, ==, found->len);
      if (x1 - x0 < width / 10)
        g_assert_cmpuint (found->len, <, count / 4);
    }
}

/* No tree: nothing laid out, nothing found. */
static void
test_empty (void)
{
  g_autoptr(KqTreeLayout) layout = kq_tree_layout_new (NULL);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (guint));

  kq_tree_layout_grow (layout);
  g_assert_cmpuint (kq_tree_layout_get_n_nodes (layout), ==, 0);
  g_assert_cmpuint (kq_tree_layout_get_n_leaves (layout), ==, 0);
  g_assert_cmpint (kq_tree_layout_get_n_levels (layout), ==, 0);
  kq_tree_layout_find (layout, -100, 100, 100, found);
  g_assert_cmpuint (found->len, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tree-layout/known", test_known);
  g_test_add_func ("/tree-layout/queens-4", test_queens_4);
  g_test_add_func ("/tree-layout/queens", test_queens);
  g_test_add_func ("/tree-layout/tour", test_tour);
  g_test_add_func ("/tree-layout/grown", test_grown);
  g_test_add_func ("/tree-layout/find", test_find);
  g_test_add_func ("/tree-layout/empty", test_empty);

  return g_test_run ();
}
