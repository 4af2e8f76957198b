/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-verdict.c: the verdicts on a student's program, in words */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-format.h"
#include "kq-student.h"

const char *
kq_student_verdict_kind_name (KqStudentVerdictKind kind)
{
  static const char * const names[] = {
    [KQ_STUDENT_VERDICT_ATTACKED] = "attacked",
    [KQ_STUDENT_VERDICT_NOT_A_MOVE] = "not-a-move",
    [KQ_STUDENT_VERDICT_REVISITED] = "revisited",
    [KQ_STUDENT_VERDICT_MISSED] = "missed",
    [KQ_STUDENT_VERDICT_REPEATED] = "repeated",
    [KQ_STUDENT_VERDICT_DIVERGE] = "diverge",
    [KQ_STUDENT_VERDICT_STEP_LIMIT] = "step-limit",
    [KQ_STUDENT_VERDICT_ENDLESS] = "endless",
    [KQ_STUDENT_VERDICT_CRASH] = "crash",
    [KQ_STUDENT_VERDICT_COMPILE] = "compile",
    [KQ_STUDENT_VERDICT_STOPPED] = "stopped",
    [KQ_STUDENT_VERDICT_NO_BOARD] = "no-board",
  };

  g_return_val_if_fail (kind < KQ_STUDENT_VERDICT_N, NULL);
  return names[kind];
}

gboolean
kq_student_verdict_is_error (KqStudentVerdictKind kind)
{
  return kind != KQ_STUDENT_VERDICT_DIVERGE && kind != KQ_STUDENT_VERDICT_STOPPED &&
         kind != KQ_STUDENT_VERDICT_NO_BOARD;
}

char *
kq_student_verdict_text (const KqStudentVerdict *verdict)
{
  /* squares 1-based, as the lessons count */
  int r = verdict->row + 1, c = verdict->col + 1;
  int or = verdict->other_row + 1, oc = verdict->other_col + 1;
  g_autofree char *count = kq_format_count (verdict->count);
  g_autofree char *total = kq_format_count (verdict->total);

  g_return_val_if_fail (verdict != NULL, NULL);

  switch (verdict->kind)
    {
    case KQ_STUDENT_VERDICT_ATTACKED:
      return g_strdup_printf (_("The queen on (%d, %d) is attacked by the queen on (%d, %d), "
                                "and the search went on from it"), r, c, or, oc);
    case KQ_STUDENT_VERDICT_NOT_A_MOVE:
      return g_strdup_printf (_("Move %d to (%d, %d) is not a knight’s move from (%d, %d)"),
                              verdict->move, r, c, or, oc);
    case KQ_STUDENT_VERDICT_REVISITED:
      return g_strdup_printf (_("Move %d goes to (%d, %d), which move %d already visited"),
                              verdict->move, r, c, verdict->other_move);
    case KQ_STUDENT_VERDICT_MISSED:
      if (verdict->total == 0)
        return g_strdup_printf (_("No tour was found, but there is one from (%d, %d)"), r, c);
      return g_strdup_printf (_("%s of %s solutions were found; the first one missing: %s"),
                              count, total, verdict->detail != NULL ? verdict->detail : "");
    case KQ_STUDENT_VERDICT_REPEATED:
      return g_strdup_printf (_("Solution %s was found again: %s"), count,
                              verdict->detail != NULL ? verdict->detail : "");
    case KQ_STUDENT_VERDICT_DIVERGE:
      return g_strdup_printf (_("Here the program leaves the lesson’s order: it places (%d, %d), "
                                "the lesson (%d, %d)"), r, c, or, oc);
    case KQ_STUDENT_VERDICT_STEP_LIMIT:
      return g_strdup_printf (_("The step limit of %s steps ran out"), total);
    case KQ_STUDENT_VERDICT_ENDLESS:
      /* the line's number is said with the verdict's step */
      return g_strdup_printf (_("This line ran on for %s s without going to another line: "
                                "a loop that never ends?"), total);
    case KQ_STUDENT_VERDICT_CRASH:
      return g_strdup_printf (_("The program stopped with an error: %s"),
                              verdict->detail != NULL ? verdict->detail : "");
    case KQ_STUDENT_VERDICT_COMPILE:
      return g_strdup (verdict->detail != NULL ? verdict->detail : "");
    case KQ_STUDENT_VERDICT_STOPPED:
      if (verdict->count == 1)
        return g_strdup_printf (_("The program stopped after its first solution, on purpose "
                                  "(there are %s)"), total);
      return g_strdup_printf (_("The program stopped after %s solutions, on purpose "
                                "(there are %s)"), count, total);
    case KQ_STUDENT_VERDICT_NO_BOARD:
      /* TRANSLATORS: --board is the command line's option; the window has a field for it */
      return g_strdup (_("No array of the program was seen placing queens or a knight’s "
                         "moves, so its search was not judged. If it keeps its board in "
                         "another form, name the array (--board)."));
    default:
      g_return_val_if_reached (NULL);
    }
}
