/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-printed.c: what a queens program printed, checked line by line
 *
 * The trace judges the board's moves; a program can search right and print wrong (x[i] - 1,
 * a column for a row). Its QUEENS.OUT, or its standard output when that is in the lessons'
 * placements, is read by the answer checker a line at a time, and the first line that is no
 * placement of n queens is said. What a line alone cannot be blamed for is not: the lessons'
 * order between lines (a search by columns prints in another), solutions not printed (a
 * program that stops at its first), a count or a sentence after the placements.
 */
#include "config.h"

#include <string.h>

#include "kq-answer.h"
#include "kq-student-private.h"

/* Whether the line's error is its own placement's. */
static gboolean
wrong_placement (KqAnswerError error)
{
  switch (error)
    {
    case KQ_ANSWER_OFF_BOARD:
    case KQ_ANSWER_QUEEN_COUNT:
    case KQ_ANSWER_SAME_ROW:
    case KQ_ANSWER_ROW_ORDER:
    case KQ_ANSWER_ATTACK:
    case KQ_ANSWER_REPEAT:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The first wrong line of text (its whole, length bytes) as n queens' placements, into
 * verdict; FALSE: none, or not placements. */
static gboolean
check_text (const char       *text,
            gsize             length,
            int               n,
            KqStudentVerdict *verdict)
{
  g_autoptr(KqAnswer) file = NULL;

  if (kq_answer_guess_kind (text, length) != KQ_ANSWER_QUEENS)
    return FALSE;
  file = kq_answer_check_queens_lines (g_memdup2 (text, length), length, n);
  for (guint i = 1; i <= file->n_lines; i++)
    {
      g_autoptr(KqAnswer) line = kq_answer_check_line (file, i);

      if (line == NULL || !wrong_placement (line->error))
        continue;
      verdict->move = line->error;
      verdict->count = (guint64) line->line;
      verdict->total = (guint64) n;
      verdict->other_move = line->error == KQ_ANSWER_ATTACK ? (int) line->attack
                          : line->error == KQ_ANSWER_REPEAT ? line->other_line
                          : (int) line->count;
      verdict->row = line->n_squares > 0 ? line->squares[0].row : -1;
      verdict->col = line->n_squares > 0 ? line->squares[0].col : -1;
      verdict->other_row = line->n_squares > 1 ? line->squares[1].row : -1;
      verdict->other_col = line->n_squares > 1 ? line->squares[1].col : -1;
      return TRUE;
    }
  return FALSE;
}

gboolean
_kq_student_printed_check (const GPtrArray  *files,
                           const GString    *output,
                           gboolean          output_whole,
                           int               n,
                           KqStudentVerdict *verdict)
{
  if (n < 1 || n > KQ_ANSWER_QUEENS_MAX_N)
    return FALSE;
  for (guint i = 0; i < files->len; i++)
    {
      const KqStudentFile *file = g_ptr_array_index ((GPtrArray *) files, i);
      gsize length;
      const char *data = g_bytes_get_data (file->contents, &length);

      /* (its first bytes only: the rest was not taken) */
      if (length != file->size || !check_text (data, length, n, verdict))
        continue;
      verdict->detail = g_strdup (file->name);
      return TRUE;
    }
  return output_whole && check_text (output->str, output->len, n, verdict);
}

char *
_kq_student_printed_text (const KqStudentVerdict *verdict)
{
  KqAnswer line = {
    .kind = KQ_ANSWER_QUEENS,
    .n = (int) verdict->total,
    .error = (KqAnswerError) verdict->move,
    .line = (int) verdict->count,
    .other_line = verdict->other_move,
    .count = (guint64) MAX (verdict->other_move, 0),
    .attack = (KqLine) verdict->other_move,
    .squares = { { verdict->row, verdict->col }, { verdict->other_row, verdict->other_col } },
    .n_squares = 2,
  };

  return kq_answer_describe (&line);
}

char *
_kq_student_printed_runtime_error (const GString *output,
                                   int            status)
{
  g_autofree char *said = g_strdup_printf ("Runtime error %d at ", status);

  /* (after what the program wrote on its last line, if it ended none) */
  if (status <= 0 || strstr (output->str, said) == NULL)
    return NULL;
  said[strlen (said) - strlen (" at ")] = '\0';
  return g_steal_pointer (&said);
}
