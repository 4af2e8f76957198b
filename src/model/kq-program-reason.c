/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-program-reason.c: the reason a student's program gave for its crash */
#define G_LOG_DOMAIN "kq-program-reason"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "kq-program-reason.h"

/* The words of the runtimes (a what () of libstdc++, Python's exceptions), each with what it
 * means; the first one a said line holds, so the narrower before the wider. */
static const struct { const char *words; const char *meaning; } reasons[] = {
  /* C++: vector::at, array::at; string::at and substr */
  { "_M_range_check", N_("an index outside the vector or array (at () checked it)") },
  { "basic_string::at", N_("a position outside the string") },
  { "basic_string::substr", N_("a position outside the string") },
  { "bad_alloc", N_("the memory ran out (new, or a vector grown too large)") },
  { "max_size", N_("a size too large for a vector or string") },
  { "stoi", N_("a text that is not a number, read with stoi ()") },
  { "Assertion", N_("an assert failed: the condition it checks was false") },
  /* Python */
  { "IndexError: list index", N_("an index outside the list") },
  { "IndexError: string index", N_("an index outside the string") },
  { "IndexError: tuple index", N_("an index outside the tuple") },
  { "IndexError", N_("an index outside the sequence") },
  { "KeyError", N_("a key that is not in the dictionary") },
  { "ZeroDivisionError", N_("a division by zero") },
  { "RecursionError", N_("the calls went deeper than Python allows (about 1,000): a recursion "
                         "that never stops?") },
  { "UnboundLocalError", N_("a local variable read before it has a value (a global assigned "
                            "in a function without global?)") },
  { "NameError", N_("a name used where none is defined (a misspelling?)") },
  { "TypeError", N_("a value of the wrong type for what is done with it") },
  { "ValueError: invalid literal for int()", N_("a text that is not a whole number, read "
                                                 "with int ()") },
  { "ValueError", N_("a value of the right type that does not fit") },
  { "AttributeError", N_("a method or field that the value does not have") },
  { "EOFError", N_("the input ran out before the program read all it wanted") },
  { "FileNotFoundError", N_("a file that is not there") },
  { "MemoryError", N_("the memory ran out") },
  { "OverflowError", N_("a number too large") },
  { "AssertionError", N_("an assert failed: the condition it checks was false") },
};

/* Free Pascal's runtime errors (its manual's "Run-time errors"). */
static const struct { int number; const char *meaning; } runtime_errors[] = {
  { 2, N_("a file that is not there") },
  { 3, N_("a folder that is not there") },
  { 5, N_("a file it may not open") },
  { 100, N_("a read past the end of a file") },
  { 101, N_("a file that could not be written") },
  { 102, N_("a file used before Assign") },
  { 103, N_("a file used before it was opened (Reset, Rewrite)") },
  { 104, N_("a file read that was opened for writing") },
  { 105, N_("a file written that was opened for reading") },
  { 106, N_("a text that is not a number, read into a number") },
  { 200, N_("a division by zero") },
  { 201, N_("an index outside its array, or a value outside its range (range check)") },
  { 202, N_("the stack overflowed (a recursion too deep?)") },
  { 203, N_("the memory ran out") },
  { 204, N_("a pointer freed that was not allocated") },
  { 205, N_("a real number too large") },
  { 206, N_("a real number too small") },
  { 207, N_("an invalid operation on real numbers") },
  { 215, N_("a number too large for its type (overflow)") },
  { 216, N_("it touched memory that is not its own (a nil pointer, an index outside its "
            "array?)") },
  { 217, N_("an exception that nobody caught") },
};

#define RUNTIME_ERROR "Runtime error "

/* A Python exception's line: a dotted name ending in Error, Exception or Exit, maybe ': …'. */
static gboolean
is_exception (const char *line)
{
  const char *p = line;
  const char *name_end;

  while (g_ascii_isalnum (*p) || *p == '_' || *p == '.')
    p++;
  name_end = p;
  if (*p != '\0' && *p != ':')
    return FALSE;
  return (name_end - line > 5 && strncmp (name_end - 5, "Error", 5) == 0) ||
         (name_end - line > 9 && strncmp (name_end - 9, "Exception", 9) == 0) ||
         (name_end - line > 4 && strncmp (name_end - 4, "Exit", 4) == 0);
}

/* The reason a line says, NULL: none. */
static char *
line_reason (const char *line)
{
  const char *what = strstr (line, "what():");
  const char *assertion = strstr (line, "Assertion `");

  if (what != NULL)
    return g_strstrip (g_strdup (what + strlen ("what():")));
  if (assertion != NULL)
    return g_strdup (assertion);
  /* without its address, which says nothing to a student */
  if (g_str_has_prefix (line, RUNTIME_ERROR) && g_ascii_isdigit (line[strlen (RUNTIME_ERROR)]))
    return g_strndup (line, strspn (line + strlen (RUNTIME_ERROR), "0123456789") +
                            strlen (RUNTIME_ERROR));
  if (is_exception (line))
    return g_strdup (line);
  return NULL;
}

char *
kq_program_reason_said (const char *output)
{
  g_auto(GStrv) lines = NULL;

  if (output == NULL)
    return NULL;
  lines = g_strsplit (output, "\n", -1);
  /* the last: what the runtime printed as the program ended */
  for (guint i = g_strv_length (lines); i > 0; i--)
    {
      char *reason = line_reason (g_strstrip (lines[i - 1]));

      if (reason != NULL)
        return reason;
    }
  return NULL;
}

const char *
kq_program_reason_meaning (const char *said)
{
  g_return_val_if_fail (said != NULL, NULL);

  if (g_str_has_prefix (said, RUNTIME_ERROR))
    {
      int number = atoi (said + strlen (RUNTIME_ERROR));

      for (gsize i = 0; i < G_N_ELEMENTS (runtime_errors); i++)
        if (runtime_errors[i].number == number)
          return _(runtime_errors[i].meaning);
      return NULL;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (reasons); i++)
    if (strstr (said, reasons[i].words) != NULL)
      return _(reasons[i].meaning);
  return NULL;
}

char *
kq_program_reason_text (const char *output, gboolean with_said)
{
  g_autofree char *said = kq_program_reason_said (output);
  const char *meaning;

  if (said == NULL)
    return NULL;
  meaning = kq_program_reason_meaning (said);
  if (!with_said)
    return meaning != NULL ? g_strdup (meaning) : NULL;
  if (meaning == NULL)
    /* TRANSLATORS: what the program printed as it ended, as it printed it */
    return g_strdup_printf (_("“%s”"), said);
  /* TRANSLATORS: what the program printed as it ended means (first: where the toast and the
     status line cut, what it printed is cut), then what it printed (vector::_M_range_check:
     …, Runtime error 201) */
  return g_strdup_printf (_("%s: “%s”"), meaning, said);
}
