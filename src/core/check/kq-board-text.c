/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-board-text.c: a board in words (see kq-board-text.h), pure functions
 * so that what a screen reader hears is tested without a display */
#define G_LOG_DOMAIN "kq-board-text"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-board-text.h"
#include "kq-format.h"

/* "(5, 6)" */
static char *
square_name (KqSquare square)
{
  return g_strdup_printf (_("(%d, %d)"), square.row + 1, square.col + 1);
}

/* "(5, 6): " then what */
static char *
square_says (KqSquare square, const char *what)
{
  g_autofree char *name = square_name (square);

  /* TRANSLATORS: a square and what is on it, "(5, 6): queen" */
  return g_strdup_printf (_("%s: %s"), name, what);
}

static const char *
line_text (KqLine line)
{
  switch (line)
    {
    case KQ_LINE_ROW:
      return _("along a row");
    case KQ_LINE_COLUMN:
      return _("along a column");
    case KQ_LINE_DIAGONAL:
    case KQ_LINE_ANTI_DIAGONAL:
    default:
      return _("along a diagonal");
    }
}

/* The lessons' marking arrays, 1-based: a[col], b[row + col], c[row - col]
 * (rooks: a only). */
static void
append_arrays (GString *text, const KqSquare *queens, int n_queens, KqSquare square,
               gboolean rooks)
{
  gboolean column = FALSE, anti = FALSE, diagonal = FALSE;
  int r = square.row + 1, c = square.col + 1;

  for (int i = 0; i < n_queens; i++)
    {
      int qr = queens[i].row + 1, qc = queens[i].col + 1;

      column |= qc == c;
      anti |= !rooks && qr + qc == r + c;
      diagonal |= !rooks && qr - qc == r - c;
    }
  if (column)
    g_string_append_printf (text, _("; column %d is taken (a[%d])"), c, c);
  if (anti)
    g_string_append_printf (text, _("; anti-diagonal %d is taken (b[%d])"), r + c, r + c);
  if (diagonal)
    g_string_append_printf (text, _("; diagonal %d is taken (c[%d])"), r - c, r - c);
}

/* Queens, or rooks: their word and their lines. */
static char *
placement_square (gboolean rooks, int n, const KqSquare *queens, int n_queens, KqSquare square,
                  int hint, gboolean arrays)
{
  g_autoptr(GString) what = g_string_new (NULL);

  g_return_val_if_fail (n_queens == 0 || queens != NULL, NULL);

  for (int i = 0; i < n_queens; i++)
    if (queens[i].row == square.row && queens[i].col == square.col)
      return square_says (square, rooks ? _("rook") : _("queen"));
  if (hint == square.row * n + square.col)
    return square_says (square, _("the hint"));
  for (int i = 0; i < n_queens; i++)
    {
      KqLine line = (rooks ? kq_rooks_line_between : kq_queens_line_between) (queens[i], square);
      g_autofree char *by = NULL;

      if (line == KQ_LINE_NONE)
        continue;
      by = square_name (queens[i]);
      /* TRANSLATORS: "empty, attacked by (4, 4) along a diagonal" */
      g_string_printf (what, _("empty, attacked by %s %s"), by, line_text (line));
      if (arrays)
        append_arrays (what, queens, n_queens, square, rooks);
      return square_says (square, what->str);
    }
  return square_says (square, _("free"));
}

char *
kq_board_text_queens_square (int n, const KqSquare *queens, int n_queens, KqSquare square,
                             int hint, gboolean arrays)
{
  return placement_square (FALSE, n, queens, n_queens, square, hint, arrays);
}

char *
kq_board_text_rooks_square (int n, const KqSquare *rooks, int n_rooks, KqSquare square, int hint,
                            gboolean arrays)
{
  return placement_square (TRUE, n, rooks, n_rooks, square, hint, arrays);
}

static char *
placement_position (gboolean rooks, int n, const KqSquare *queens, int n_queens)
{
  g_autoptr(GString) list = g_string_new (NULL);

  g_return_val_if_fail (n_queens == 0 || queens != NULL, NULL);

  if (n_queens == 0)
    return rooks ? g_strdup_printf (_("No rook on the %d × %d board"), n, n)
                 : g_strdup_printf (_("No queen on the %d × %d board"), n, n);
  for (int i = 0; i < n_queens; i++)
    {
      g_autofree char *name = square_name (queens[i]);

      if (i > 0)
        g_string_append (list, ", ");
      g_string_append (list, name);
    }
  if (rooks)
    /* TRANSLATORS: "8 rooks: (1, 1), (2, 5), …" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d rook: %s", "%d rooks: %s",
                                         (gulong) n_queens),
                            n_queens, list->str);
  /* TRANSLATORS: "8 queens: (1, 1), (2, 5), …" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d queen: %s", "%d queens: %s",
                                       (gulong) n_queens),
                          n_queens, list->str);
}

char *
kq_board_text_queens_position (int n, const KqSquare *queens, int n_queens)
{
  return placement_position (FALSE, n, queens, n_queens);
}

char *
kq_board_text_rooks_position (int n, const KqSquare *rooks, int n_rooks)
{
  return placement_position (TRUE, n, rooks, n_rooks);
}

char *
kq_board_text_tour_square (const KqBoard *board, KqSquare square, int hint)
{
  int n, index, move;
  g_autofree char *what = NULL;

  g_return_val_if_fail (board != NULL && board->problem == KQ_PROBLEM_TOUR, NULL);

  n = board->n;
  index = square.row * n + square.col;
  move = board->cells[index];
  if (move > 0 && index == board->current)
    /* TRANSLATORS: the square the knight stands on */
    what = g_strdup_printf (_("move %d, the knight"), move);
  else if (move > 0)
    what = g_strdup_printf (_("move %d"), move);
  else if (index == hint)
    what = g_strdup (_("the hint"));
  else if (board->current >= 0 &&
           kq_knight_is_move ((KqSquare) { board->current / n, board->current % n }, square))
    what = g_strdup (_("not visited, a knight’s move from the knight"));
  else
    what = g_strdup (_("not visited"));
  return square_says (square, what);
}

char *
kq_board_text_tour_position (const KqBoard *board)
{
  g_autofree char *moves = NULL;
  g_autofree char *all = NULL;
  g_autofree char *left = NULL;
  g_autofree char *at = NULL;
  guint64 squares;

  g_return_val_if_fail (board != NULL && board->problem == KQ_PROBLEM_TOUR, NULL);

  if (board->moves == 0 || board->current < 0)
    return g_strdup_printf (_("No move yet on the %d × %d board"), board->rows, board->n);
  squares = (guint64) kq_board_squares (board);
  moves = kq_format_count ((guint64) board->moves);
  all = kq_format_count (squares);
  left = kq_format_count (squares - (guint64) board->moves);
  at = square_name ((KqSquare) { board->current / board->n, board->current % board->n });
  /* TRANSLATORS: "Move 12 of 64 at (3, 2); 52 squares left" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Move %s of %s at %s; %s square left",
                                       "Move %s of %s at %s; %s squares left",
                                       (gulong) (squares - (guint64) board->moves)),
                          moves, all, at, left);
}

char *
kq_board_text_step (KqProblem problem, int n, int square, int step)
{
  int row = square / n + 1, col = square % n + 1;

  g_return_val_if_fail (n >= 1 && square >= 0 && step != 0, NULL);

  if (problem == KQ_PROBLEM_QUEENS)
    return step > 0 ? g_strdup_printf (_("Queen %d to (%d, %d)"), step, row, col)
                    : g_strdup_printf (_("Back: lift the queen on (%d, %d)"), row, col);
  if (problem == KQ_PROBLEM_ROOKS)
    return step > 0 ? g_strdup_printf (_("Rook %d to (%d, %d)"), step, row, col)
                    : g_strdup_printf (_("Back: lift the rook on (%d, %d)"), row, col);
  return step > 0 ? g_strdup_printf (_("Move %d to (%d, %d)"), step, row, col)
                  : g_strdup_printf (_("Back: take move %d off (%d, %d)"), -step, row, col);
}

KqSquare *
kq_board_text_board_queens (const KqBoard *board, int *n_queens)
{
  KqSquare *queens;

  g_return_val_if_fail (board != NULL && kq_problem_is_placement (board->problem), NULL);

  queens = g_new (KqSquare, MAX (board->n, 1));
  *n_queens = 0;
  for (int row = 0; row < board->n; row++)
    if (board->cells[row] >= 0)
      queens[(*n_queens)++] = (KqSquare) { row, board->cells[row] };
  return queens;
}
