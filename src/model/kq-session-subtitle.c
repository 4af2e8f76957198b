/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session-subtitle.c: the window header's subtitle (part of KqSession):
 * what the board shows, in a few words */
#define G_LOG_DOMAIN "kq-session"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-session-private.h"

char *
kq_session_dup_subtitle (KqSession *self, const char *answer_name)
{
  const KqAnswer *answer;
  int n, cols, start;

  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  n = kq_session_get_n (self);
  cols = kq_session_get_cols (self);
  answer = kq_session_get_answer (self);
  if (n == 0)
    return g_strdup ("");
  /* an opened answer: whose it is, for a teacher going through a class's files */
  if (answer != NULL && answer_name != NULL)
    {
      g_autofree char *count = kq_format_count (answer->n_placements);
      g_autofree char *lines = kq_format_count (answer->n_lines);

      /* a wrong one's lines are browsed, whatever each holds */
      if (answer->kind == KQ_ANSWER_QUEENS && answer->error != KQ_ANSWER_CORRECT)
        /* TRANSLATORS: a file's name, then how many lines it has */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s line", "%s — %s lines",
                                             answer->n_lines),
                                answer_name, lines);
      if (answer->kind == KQ_ANSWER_QUEENS)
        /* TRANSLATORS: a file's name, then how many placements it lists */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s placement", "%s — %s placements",
                                             (gulong) MIN (answer->n_placements, G_MAXULONG)),
                                answer_name, count);
      /* TRANSLATORS: a file's name, then its tour's board */
      return g_strdup_printf (_("%s — a %d × %d tour"), answer_name, answer->n, answer->n);
    }
  if (kq_session_get_mode (self) == KQ_SESSION_MODE_GAME)
    return g_strdup_printf (_("Knight game on %d × %d"), n, cols);
  if (kq_session_get_problem (self) == KQ_PROBLEM_QUEENS)
    return g_strdup_printf (_("%d queens on %d × %d"), n, n, n);
  if (kq_session_get_problem (self) == KQ_PROBLEM_ROOKS)
    return g_strdup_printf (_("%d rooks on %d × %d"), n, n, n);
  start = kq_session_get_start_square (self);
  if (start < 0)
    return g_strdup_printf (_("%d × %d"), n, cols);
  /* TRANSLATORS: the board, then the tour's start square (row, column) */
  return g_strdup_printf (_("%d × %d from (%d, %d)"), n, cols, start / cols + 1,
                          start % cols + 1);
}
