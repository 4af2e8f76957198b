/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-verdict.c: the verdicts on a student's program, in words; the records of a run
 * (its verdicts, its arrays) cleared and copied, for the run and the finder alike */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <signal.h>

#include <glib/gi18n.h>

#include "kq-answer.h"
#include "kq-format.h"
#include "kq-student-private.h"

void
_kq_student_array_free (gpointer data)
{
  KqStudentArray *array = data;

  g_free (array->cells);
  g_free (array);
}

/* Whether every cell of array holds one value: a row made empty, an array made whole. */
gboolean
_kq_student_array_uniform (const KqStudentArray *array)
{
  for (int i = 1; i < array->rows * MAX (array->cols, 1); i++)
    if (array->cells[i].kind != array->cells[0].kind ||
        array->cells[i].number != array->cells[0].number)
      return FALSE;
  return TRUE;
}

void
_kq_student_verdict_clear (gpointer data)
{
  KqStudentVerdict *verdict = data;

  g_free (verdict->detail);
}

void
_kq_student_verdicts_copy (GArray                 *to,
                           const KqStudentVerdict *verdicts,
                           guint                   n)
{
  for (guint i = 0; i < n; i++)
    {
      KqStudentVerdict verdict = verdicts[i];

      verdict.detail = g_strdup (verdict.detail);
      g_array_append_val (to, verdict);
    }
}

KqStudentVerdict *
_kq_student_verdicts_find (GArray               *verdicts,
                           KqStudentVerdictKind  kind)
{
  for (guint i = 0; i < verdicts->len; i++)
    if (g_array_index (verdicts, KqStudentVerdict, i).kind == kind)
      return &g_array_index (verdicts, KqStudentVerdict, i);
  return NULL;
}

void
_kq_student_verdicts_remove (GArray               *verdicts,
                             KqStudentVerdictKind  kind)
{
  for (guint i = verdicts->len; i-- > 0;)
    if (g_array_index (verdicts, KqStudentVerdict, i).kind == kind)
      g_array_remove_index (verdicts, i);
}

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
    [KQ_STUDENT_VERDICT_CPU] = "cpu",
    [KQ_STUDENT_VERDICT_TRACER] = "tracer",
    [KQ_STUDENT_VERDICT_PRINTED] = "printed",
    [KQ_STUDENT_VERDICT_RECOUNTED] = "recounted",
    [KQ_STUDENT_VERDICT_NO_RETURN] = "no-return",
    [KQ_STUDENT_VERDICT_OUT_OF_BOUNDS] = "out-of-bounds",
    [KQ_STUDENT_VERDICT_INPUT_ENDED] = "input-ended",
    [KQ_STUDENT_VERDICT_MISCOUNTED] = "miscounted",
  };

  g_return_val_if_fail (kind < KQ_STUDENT_VERDICT_N, NULL);
  return names[kind];
}

/* The signals that end a program by default, by the names GDB gives them. */
static const struct { int number; const char *name; } signals[] = {
  { SIGHUP, "SIGHUP" }, { SIGINT, "SIGINT" }, { SIGQUIT, "SIGQUIT" }, { SIGILL, "SIGILL" },
  { SIGTRAP, "SIGTRAP" }, { SIGABRT, "SIGABRT" }, { SIGBUS, "SIGBUS" }, { SIGFPE, "SIGFPE" },
  { SIGKILL, "SIGKILL" }, { SIGUSR1, "SIGUSR1" }, { SIGSEGV, "SIGSEGV" }, { SIGUSR2, "SIGUSR2" },
  { SIGPIPE, "SIGPIPE" }, { SIGALRM, "SIGALRM" }, { SIGTERM, "SIGTERM" },
  { SIGSTKFLT, "SIGSTKFLT" }, { SIGSTOP, "SIGSTOP" }, { SIGTSTP, "SIGTSTP" },
  { SIGTTIN, "SIGTTIN" }, { SIGTTOU, "SIGTTOU" }, { SIGXCPU, "SIGXCPU" }, { SIGXFSZ, "SIGXFSZ" },
  { SIGVTALRM, "SIGVTALRM" }, { SIGPROF, "SIGPROF" }, { SIGIO, "SIGIO" }, { SIGPWR, "SIGPWR" },
  { SIGSYS, "SIGSYS" },
};

const char *
kq_student_signal_name (int number)
{
  for (gsize i = 0; i < G_N_ELEMENTS (signals); i++)
    if (signals[i].number == number)
      return signals[i].name;
  return NULL;
}

int
kq_student_signal_number (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (signals); i++)
    if (g_strcmp0 (signals[i].name, name) == 0)
      return signals[i].number;
  return 0;
}

/* What the signal that ended a program means to a student. */
static char *
signal_text (int number)
{
  const char *name = kq_student_signal_name (number);
  const char *meaning;

  switch (number)
    {
    case SIGSTOP:
    case SIGTSTP:
    case SIGTTIN:
    case SIGTTOU:
      /* TRANSLATORS: %s: the signal's name, SIGSTOP */
      return g_strdup_printf (_("The program stopped itself (%s) and would never go on: it was "
                                "ended"), name);
    case SIGSEGV:
    case SIGBUS:
      meaning = _("it touched memory that is not its own (a null pointer, an index outside "
                  "its array, a recursion too deep?)");
      break;
    case SIGFPE: meaning = _("an arithmetic error (a division by zero?)"); break;
    case SIGABRT: meaning = _("it aborted (abort, an assert that failed)"); break;
    case SIGKILL: meaning = _("it was killed"); break;
    case SIGTERM: meaning = _("it was asked to end"); break;
    case SIGALRM: meaning = _("its own alarm clock rang (alarm)"); break;
    case SIGVTALRM:
    case SIGPROF: meaning = _("a timer of its own ran out"); break;
    case SIGXCPU: meaning = _("its processor time ran out"); break;
    case SIGXFSZ: meaning = _("it wrote a file larger than the limit"); break;
    case SIGPIPE: meaning = _("it wrote into a pipe that nobody reads"); break;
    case SIGSYS: meaning = _("a system call that a student’s program may not make"); break;
    case SIGUSR1:
    case SIGUSR2: meaning = _("a signal of its own"); break;
    default: meaning = NULL; break;
    }
  if (name == NULL)
    return g_strdup_printf (_("The program was ended by signal %d"), number);
  if (meaning == NULL)
    /* TRANSLATORS: %s: the signal's name, SIGHUP */
    return g_strdup_printf (_("The program was ended by the signal %s"), name);
  /* TRANSLATORS: the signal's name (SIGALRM), and what it means */
  return g_strdup_printf (_("The program was ended by the signal %s: %s"), name, meaning);
}

gboolean
kq_student_verdict_is_error (KqStudentVerdictKind kind)
{
  return kind != KQ_STUDENT_VERDICT_DIVERGE && kind != KQ_STUDENT_VERDICT_STOPPED &&
         kind != KQ_STUDENT_VERDICT_NO_BOARD && kind != KQ_STUDENT_VERDICT_RECOUNTED &&
         kind != KQ_STUDENT_VERDICT_INPUT_ENDED;
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
      if (verdict->other_move == 1)
        /* TRANSLATORS: the attacked queen's square, the attacking one's, on a board the
           program printed as a solution */
        return g_strdup_printf (_("The queen on (%d, %d) is attacked by the queen on (%d, %d) "
                                  "on a board the program printed as a solution"),
                                r, c, or, oc);
      return g_strdup_printf (_("The queen on (%d, %d) is attacked by the queen on (%d, %d), "
                                "and the search went on from it"), r, c, or, oc);
    case KQ_STUDENT_VERDICT_NOT_A_MOVE:
      /* a way given up that stands still: the knight jumps from its last square */
      if (verdict->other_move > 0)
        return g_strdup_printf (_("Move %d goes to (%d, %d) while move %d still stands on "
                                  "(%d, %d): going back, the program never took it away"),
                                verdict->move, r, c, verdict->other_move, or, oc);
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
      if (verdict->count == 1)
        /* TRANSLATORS: seconds of the wall clock; the program was still running its lines */
        return g_strdup_printf (_("The time limit of %s s ran out while the program still "
                                  "ran its lines: the trace is slower than the program"), total);
      return g_strdup_printf (_("The step limit of %s steps ran out"), total);
    case KQ_STUDENT_VERDICT_ENDLESS:
      /* the line's number is said with the verdict's step */
      return g_strdup_printf (_("This line ran on for %s s without going to another line: "
                                "a loop that never ends?"), total);
    case KQ_STUDENT_VERDICT_CRASH:
      if (verdict->count > 0)
        return signal_text ((int) verdict->count);
      return g_strdup_printf (_("The program stopped with an error: %s"),
                              verdict->detail != NULL ? verdict->detail : "");
    case KQ_STUDENT_VERDICT_COMPILE:
      return g_strdup (verdict->detail != NULL ? verdict->detail : "");
    case KQ_STUDENT_VERDICT_STOPPED:
      if (verdict->count == 0)
        /* TRANSLATORS: the last move number the knight reached, then the tour's start */
        return g_strdup_printf (_("The knight’s walk reached move %d without ever taking a "
                                  "move back, and stopped where it was stuck: a walk, not a "
                                  "backtracking search, so it found no tour (there is one from "
                                  "(%d, %d))"),
                                verdict->move, r, c);
      if (verdict->count == 1)
        return g_strdup_printf (_("The program stopped after its first solution, on purpose "
                                  "(there are %s)"), total);
      return g_strdup_printf (_("The program stopped after %s solutions, on purpose "
                                "(there are %s)"), count, total);
    case KQ_STUDENT_VERDICT_NO_BOARD:
      {
        /* TRANSLATORS: --board is the command line's option; the window has a field for it */
        const char *unseen = _("No array of the program was seen placing queens or a knight’s "
                               "moves, so its search was not judged. If it keeps its board in "
                               "another form, name the array (--board).");
        g_autofree char *read = NULL;

        if (verdict->count == 0)
          return g_strdup (unseen);
        if (verdict->total == 2)
          {
            g_autofree char *counted = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                        verdict->count -
                                                        (guint64) verdict->other_move);

            if (verdict->other_row < verdict->other_col)
              /* TRANSLATORS: the solutions read from what the program printed (its board not
                 seen) and their n; then the sum of the counts it printed for other n, the
                 least of them and the largest: each count right */
              read = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "What it printed was read instead: %d legal "
                                                   "solution of %d queens, and it counts %s "
                                                   "solutions of %d to %d queens, all there are.",
                                                   "What it printed was read instead: %d legal "
                                                   "solutions of %d queens, and it counts %s "
                                                   "solutions of %d to %d queens, all there are.",
                                                   (gulong) verdict->other_move),
                                      verdict->other_move, verdict->col, counted,
                                      verdict->other_row, verdict->other_col);
            else
              /* TRANSLATORS: the solutions read from what the program printed (its board not
                 seen) and their n; then the count it printed for another n, and that n */
              read = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "What it printed was read instead: %d legal "
                                                   "solution of %d queens, and it counts %s "
                                                   "solutions of %d queens, all there are.",
                                                   "What it printed was read instead: %d legal "
                                                   "solutions of %d queens, and it counts %s "
                                                   "solutions of %d queens, all there are.",
                                                   (gulong) verdict->other_move),
                                      verdict->other_move, verdict->col, counted,
                                      verdict->other_col);
          }
        else if (verdict->total == 3)
          /* TRANSLATORS: the sum of the counts the program printed, one for each n its input
             gives (test cases), and how many n: each count is right */
          read = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "What it printed was read instead: it counts %s "
                                               "solutions for the %d size its input gives, "
                                               "all there are.",
                                               "What it printed was read instead: it counts %s "
                                               "solutions for the %d sizes its input gives, "
                                               "all there are of each.",
                                               (gulong) verdict->row),
                                  count, verdict->row);
        else if (verdict->total == 4)
          /* TRANSLATORS: the count the program printed (its board not seen) of the
             placements of n queens on the board its input maps, off its reserved squares,
             and n: its count is right */
          read = g_strdup_printf (_("What it printed was read instead: it counts %s "
                                    "placements of %d queens on the board its input maps, "
                                    "all there are."),
                                  count, verdict->col);
        else if (verdict->total == 1 && verdict->row < verdict->col)
          /* TRANSLATORS: the sum of the counts the program printed for each n in turn (no
             solution printed, its board not seen), the least n and the largest: each
             count is right */
          read = g_strdup_printf (_("What it printed was read instead: it counts %s "
                                    "solutions of %d to %d queens, all there are."),
                                  count, verdict->row, verdict->col);
        else if (verdict->total == 1)
          /* TRANSLATORS: the count the program printed (no solution printed, its board not
             seen), and n: its count is right */
          read = g_strdup_printf (_("What it printed was read instead: it counts %s "
                                    "solutions of %d queens, all there are."),
                                  count, verdict->col);
        else if (verdict->move)
          /* TRANSLATORS: the knight's tours read from what the program printed (its board
             not seen), and their board's rows × columns */
          read = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "What it printed was read instead: %s legal "
                                               "knight’s tour of the %d × %d board.",
                                               "What it printed was read instead: %s different "
                                               "legal knight’s tours of the %d × %d board.",
                                               verdict->count),
                                  count, verdict->row, verdict->col);
        else
          /* TRANSLATORS: the placements read from what the program printed (its board not
             seen), and n */
          read = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "What it printed was read instead: %s legal "
                                               "solution of %d queens.",
                                               "What it printed was read instead: %s different "
                                               "legal solutions of %d queens.",
                                               verdict->count),
                                  count, verdict->col);
        return g_strdup_printf ("%s %s", unseen, read);
      }
    case KQ_STUDENT_VERDICT_CPU:
      return g_strdup_printf (_("The program used %s s of processor time without running a "
                                "line that could be followed (its tracing turned off, a thread "
                                "of its own?): it was ended"), total);
    case KQ_STUDENT_VERDICT_TRACER:
      {
        g_autofree char *how = NULL;
        const char *name = kq_student_signal_name ((int) verdict->count);

        if (verdict->count > 0)
          how = name != NULL ? g_strdup (name) : g_strdup_printf ("%d", (int) verdict->count);
        else
          /* TRANSLATORS: how the tracer ended: its exit status */
          how = g_strdup_printf (_("status %d"), (int) verdict->total);
        /* TRANSLATORS: the tracer's program (gdb, python3), how it ended (SIGKILL, status
           134); the program's own end was not seen */
        return g_strdup_printf (_("The tracer (%s) ended before the program did (%s): the "
                                  "steps shown ran, and nothing is judged on what the program "
                                  "did not get to"),
                                verdict->detail != NULL ? verdict->detail : "", how);
      }
    case KQ_STUDENT_VERDICT_PRINTED:
      {
        g_autofree char *wrong = _kq_student_printed_text (verdict);

        if (verdict->detail == NULL && verdict->move == KQ_ANSWER_QUEEN_COUNT &&
            verdict->other_move == 0)
          /* TRANSLATORS: the line of the program's output where the board stands */
          return g_strdup_printf (_("The board the program printed on line %d of its output "
                                    "has no queen: printed once the search was over, it shows "
                                    "the board after every queen was taken back, not a "
                                    "solution"), (int) verdict->count);
        if (verdict->detail == NULL)
          /* TRANSLATORS: what the program printed on its standard output, n, and the first
             line that is no placement: "line 3: (2, 0) is off the 5 × 5 board" */
          return g_strdup_printf (_("What the program printed is no placement of %d queens: "
                                    "%s"), (int) verdict->total, wrong);
        /* TRANSLATORS: the file the program wrote (QUEENS.OUT), n, and its first line that
           is no placement: "line 3: (2, 0) is off the 5 × 5 board" */
        return g_strdup_printf (_("What the program wrote in %s is no placement of %d "
                                  "queens: %s"), verdict->detail, (int) verdict->total, wrong);
      }
    case KQ_STUDENT_VERDICT_RECOUNTED:
      if (verdict->other_move == 1)
        /* TRANSLATORS: the solutions read from the program's board, then the count it
           printed, all of n's */
        return g_strdup_printf (_("%s solutions were read from the program’s board, but it "
                                  "says it found %s, all there are: that is its count"),
                              total, count);
      if (verdict->other_move == 2)
        /* TRANSLATORS: the tours read from the program's board, then the closed ones among
           them, all it printed */
        return g_strdup_printf (_("%s tours were read from the program’s board, but it "
                                  "printed only the closed ones, %s: a closed tour’s search, "
                                  "that is its count"), total, count);
      /* TRANSLATORS: the solutions read from the program's board, then the different legal
         ones it printed, more */
      return g_strdup_printf (_("%s solutions were read from the program’s board, but it "
                                "printed %s different legal ones: what it printed is its "
                                "count"), total, count);
    case KQ_STUDENT_VERDICT_INPUT_ENDED:
      return g_strdup (_("The program asked for more input than it was given (EOFError) and "
                         "ended there: an interactive loop, asking again after its answer?"));
    case KQ_STUDENT_VERDICT_OUT_OF_BOUNDS:
      /* TRANSLATORS: gcc's bounds checks' own words, in English ("index 5 out of bounds for
         type 'int [5]'"); the verdict's line is said beside it */
      return g_strdup_printf (_("The program reads or writes past the end of an array (%s): "
                                "what it finds there, or overwrites, is whatever lies beside "
                                "the array, and its search goes on by chance"),
                              verdict->detail);
    case KQ_STUDENT_VERDICT_MISCOUNTED:
      if (verdict->row == 1)
        /* TRANSLATORS: the line of the program's output where it says in words that there
           is no solution, then the solutions its search found */
        return g_strdup_printf (_("The program says on line %d of its output that there is no "
                                  "solution, but its search found %s: what it tests after its "
                                  "search is wrong"),
                                verdict->other_move, total);
      if (verdict->move)
        /* TRANSLATORS: the line of the program's output, the count it says there, then the
           tours its search found, more */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The program says on line %d of its output that "
                                             "it found %s tour, but its search found %s: it "
                                             "does not count every tour it finds",
                                             "The program says on line %d of its output that "
                                             "it found %s tours, but its search found %s: it "
                                             "does not count every tour it finds",
                                             verdict->count),
                                verdict->other_move, count, total);
      /* TRANSLATORS: the line of the program's output, the count it says there, then the
         solutions its search found, more */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The program says on line %d of its output that it "
                                           "found %s solution, but its search found %s: it "
                                           "does not count every solution it finds",
                                           "The program says on line %d of its output that it "
                                           "found %s solutions, but its search found %s: it "
                                           "does not count every solution it finds",
                                           verdict->count),
                              verdict->other_move, count, total);
    case KQ_STUDENT_VERDICT_NO_RETURN:
      /* TRANSLATORS: the function's name, as in the program (isSafe) */
      return g_strdup_printf (_("The function %s can reach its end without returning a value, "
                                "and the program uses what it returns: that value is then "
                                "whatever was left, true or false by chance"), verdict->detail);
    default:
      g_return_val_if_reached (NULL);
    }
}
