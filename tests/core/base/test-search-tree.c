/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-search-tree.c: the search tree grown from a traced run */
#define G_LOG_DOMAIN "test-search-tree"
#include "config.h"

#include "kq-queens.h"
#include "kq-search-tree.h"
#include "kq-tour.h"

static KqSearchTree *
queens_tree (int n, guint max_nodes)
{
  KqSearchTree *tree = kq_search_tree_new (n, max_nodes);

  kq_queens_list (n, TRUE, kq_search_tree_grow, tree, NULL);
  return tree;
}

/* From the rules, not from the solver: placements of queens on rows
 * 0 … depth - 1 (cols[0 … depth - 1]) none of which attack each other,
 * counted with every extension. Backtracking that lists all solutions
 * visits exactly these: each is reached, none is pruned. */
static guint
count_partial (int n, int *cols, int depth)
{
  guint count = 1;

  if (depth == n)
    return count;
  for (int c = 0; c < n; c++)
    {
      gboolean free = TRUE;

      for (int r = 0; r < depth && free; r++)
        free = cols[r] != c && ABS (cols[r] - c) != depth - r;
      if (free)
        {
          cols[depth] = c;
          count += count_partial (n, cols, depth + 1);
        }
    }
  return count;
}

static guint
count_state (const KqSearchTree *tree, KqSearchNodeState state)
{
  guint count = 0;

  for (guint i = 0; i < kq_search_tree_get_n_nodes (tree); i++)
    count += kq_search_tree_get_node (tree, i)->state == state;
  return count;
}

/* Lesson 003's figure for n = 4: the root, four choices in row 1, … */
static void
test_queens_4 (void)
{
  g_autoptr(KqSearchTree) tree = queens_tree (4, 1000);
  int cols[4];
  guint row1 = 0;

  g_assert_cmpuint (count_partial (4, cols, 0), ==, 17);
  g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), ==, 17);
  g_assert_false (kq_search_tree_get_full (tree));
  /* 16 placements, 16 removals */
  g_assert_cmpuint (kq_search_tree_get_n_events (tree), ==, 32);

  for (guint i = 1; i < 17; i++)
    {
      const KqSearchNode *node = kq_search_tree_get_node (tree, i);

      g_assert_cmpint (node->depth, ==, kq_search_tree_get_node (tree, node->parent)->depth + 1);
      g_assert_cmpint (node->square / 4, ==, node->depth - 1);
      if (node->depth == 1)
        /* in column order, left to right */
        g_assert_cmpint (node->square, ==, (int) row1++);
    }
  g_assert_cmpuint (row1, ==, 4);

  /* Two paths of length 4 (the lesson's green ones): 2 solutions and
   * their 6 inner nodes; 8 dead ends; the root. */
  g_assert_cmpuint (count_state (tree, KQ_SEARCH_NODE_SOLUTION), ==, 2);
  g_assert_cmpuint (count_state (tree, KQ_SEARCH_NODE_EXPLORED), ==, 6);
  g_assert_cmpuint (count_state (tree, KQ_SEARCH_NODE_DEAD_END), ==, 8);
  g_assert_cmpuint (count_state (tree, KQ_SEARCH_NODE_OPEN), ==, 1);
  g_assert_true (kq_search_tree_get_node (tree, 0)->has_solution);

  /* After "P00 P12 R12": back on (1, 1); the first event made node 1. */
  g_assert_cmpuint (kq_search_tree_node_after (tree, 0), ==, 0);
  g_assert_cmpuint (kq_search_tree_node_after (tree, 2), ==, 2);
  g_assert_cmpuint (kq_search_tree_node_after (tree, 3), ==, 1);
  g_assert_cmpuint (kq_search_tree_get_node (tree, 2)->event, ==, 1);
  g_assert_cmpint (kq_search_tree_get_node (tree, 2)->state, ==, KQ_SEARCH_NODE_DEAD_END);
  g_assert_cmpuint (kq_search_tree_node_after (tree, 32), ==, 0);
}

/* Every n the view draws, and a few more. */
static void
test_queens_sizes (void)
{
  for (int n = 1; n <= 8; n++)
    {
      g_autoptr(KqSearchTree) tree = queens_tree (n, G_MAXUINT);
      int cols[8];

      g_test_message ("n = %d: %u nodes", n, kq_search_tree_get_n_nodes (tree));
      g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), ==, count_partial (n, cols, 0));
      g_assert_cmpuint (kq_search_tree_node_after (tree, kq_search_tree_get_n_events (tree)), ==, 0);
    }
}

static void
test_full (void)
{
  g_autoptr(KqSearchTree) tree = queens_tree (6, 50);

  g_assert_true (kq_search_tree_get_full (tree));
  g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), ==, 50);
  /* 49 placements and the removals between them */
  g_assert_cmpuint (kq_search_tree_get_n_events (tree), >=, 49);
  g_assert_false (kq_search_tree_place (tree, 0));
}

/* A tour up to its first solution: one leaf goal levels deep, on the path
 * the search ended on. */
static void
test_tour (void)
{
  KqTourRequest request = { .n = 5, .row = 0, .col = 0, .method = KQ_TOUR_CLASSIC, .trace = TRUE };
  g_autoptr(KqSearchTree) tree = kq_search_tree_new (25, G_MAXUINT);
  g_autofree int *board = g_new0 (int, 25);
  guint64 steps = 0;
  guint leaf;

  g_assert_cmpint (kq_tour_solve (&request, board, kq_search_tree_grow, tree, &steps), ==, KQ_OUTCOME_FOUND);
  /* The start and every move tried. */
  g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), ==, steps + 2);
  g_assert_cmpuint (count_state (tree, KQ_SEARCH_NODE_SOLUTION), ==, 1);
  leaf = kq_search_tree_node_after (tree, kq_search_tree_get_n_events (tree));
  g_assert_cmpint (kq_search_tree_get_node (tree, leaf)->state, ==, KQ_SEARCH_NODE_SOLUTION);
  for (guint i = leaf; i != 0; i = kq_search_tree_get_node (tree, i)->parent)
    {
      const KqSearchNode *node = kq_search_tree_get_node (tree, i);

      g_assert_cmpint (board[node->square], ==, node->depth);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/search-tree/queens-4", test_queens_4);
  g_test_add_func ("/search-tree/queens-sizes", test_queens_sizes);
  g_test_add_func ("/search-tree/full", test_full);
  g_test_add_func ("/search-tree/tour", test_tour);

  return g_test_run ();
}
