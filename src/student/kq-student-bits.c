/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-bits.c: queens kept in the bits of an int, read as a list of their columns
 *
 * The fastest n-queens programs keep no board: each call of their recursion gets a mask of the
 * columns taken (find (a + p, (b + p) shl 1, (c + p) shr 1)) or of those still free
 * (dfs (x + 1, now - k, …)), one bit more, or one less, than its caller's. Down the chain of
 * such calls, the bit that changed at each level is the column of that row's queen: the list
 * the board reader reads, as it reads a C++ vector of columns.
 */
#include "config.h"

#include "kq-student-private.h"

/* The column whose bit alone tells mask from the one before it, and in which direction (+1:
 * taken, -1: freed); 0: not one bit. */
static int
one_bit (gint64  before,
         gint64  after,
         int    *column)
{
  guint64 changed = (guint64) before ^ (guint64) after;

  if (changed == 0 || (changed & (changed - 1)) != 0)
    return 0;
  *column = __builtin_ctzll (changed);
  return ((guint64) after & changed) != 0 ? 1 : -1;
}

/* name's int value in frame; FALSE: it has none. */
static gboolean
local_int (const KqStudentFrame *frame,
           const char           *name,
           gint64               *value)
{
  for (guint i = 0; i < frame->n_locals; i++)
    if (frame->locals[i].name == name)
      {
        *value = frame->locals[i].value.number;
        return frame->locals[i].value.kind == KQ_STUDENT_VALUE_INT;
      }
  return FALSE;
}

/* How many levels of chain (outermost first) keep name's mask one bit apart, all the same way;
 * their columns into columns. */
static guint
read_chain (const KqStudentFrame *chain,
            guint                 length,
            const char           *name,
            int                  *columns,
            guint                 max)
{
  gint64 before, after;
  int way = 0;
  guint count = 0;

  if (length == 0 || !local_int (&chain[0], name, &before))
    return 0;
  for (guint k = 1; k < length && count < max; k++, before = after)
    {
      int column, step;

      if (!local_int (&chain[k], name, &after))
        break;
      step = one_bit (before, after, &column);
      if (step == 0 || (way != 0 && step != way))
        break;
      way = step;
      columns[count++] = column;
    }
  return count;
}

/* The recursion's calls nearest the top (a helper it calls may be above them): where they
 * begin; *top: where they end. FALSE: none. */
static gboolean
find_chain (const KqStudentBits  *bits,
            const KqStudentFrame *frames,
            guint                 n_frames,
            guint                *first,
            guint                *top)
{
  *top = n_frames;
  if (bits->function != NULL)
    while (*top > 0 && frames[*top - 1].function != bits->function)
      (*top)--;
  if (*top == 0)
    return FALSE;
  for (*first = *top - 1;
       *first > 0 && frames[*first - 1].function == frames[*top - 1].function; (*first)--)
    ;
  return TRUE;
}

guint
_kq_student_bits_read (KqStudentBits        *bits,
                       const KqStudentFrame *frames,
                       guint                 n_frames,
                       int                  *columns,
                       guint                 max)
{
  guint first, top, length, count;
  const KqStudentFrame *chain;
  const char *found = NULL;

  if (!find_chain (bits, frames, n_frames, &first, &top))
    {
      KqStudentBits other = { 0 };

      /* the mask's recursion is over: a second one may keep a mask of its own (queen (4), then
       * queen1 (4) with col for B); until one is sure, the first stays, for its next call */
      if (bits->function == NULL)
        return 0;
      count = _kq_student_bits_read (&other, frames, n_frames, columns, max);
      if (other.name == NULL)
        return 0;
      *bits = other;
      return count;
    }
  chain = &frames[first];
  length = top - first;
  /* a mask is taken once it alone runs three levels deep one bit at a time: a row counter (0,
   * 1, then 2) does not, nor do the diagonals' masks, shifted at each level; two levels may
   * be a loop's counter in each call by chance (i = 0, then 1, then 3) */
  for (guint i = 0; bits->name == NULL && i < chain[length - 1].n_locals; i++)
    {
      const char *name = chain[length - 1].locals[i].name;

      if (read_chain (chain, length, name, columns, 3) < 3)
        continue;
      if (found != NULL)
        return 0;
      found = name;
    }
  if (found != NULL)
    {
      bits->name = found;
      bits->function = chain[0].function;
    }
  if (bits->name == NULL)
    return 0;
  /* its rows one a step, as a search puts them down: the two of the levels that made it sure
   * come one after the other */
  count = read_chain (chain, length, bits->name, columns, MIN (max, bits->shown + 1));
  bits->shown = count;
  return count;
}
