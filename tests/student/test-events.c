/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-events: the reader of our tracers' one language (kq-student-events.h), on every event
 * a tracer writes, and on what a program that writes on its tracer's channel may write
 * instead: each line is an event or an error, the line as it came, never a crash. */
#include <string.h>

#include "kq-student-events.h"

/* Parses a copy of text (length: -1, its strlen) as a runner hands it: writable, with a NUL
 * after it. FALSE: an error, the copy left as it came. */
static gboolean
parse (KqStudentEventReader *reader,
       const char           *text,
       gssize                length,
       char                **copy,
       KqStudentEvent       *event,
       GError              **error)
{
  gsize size = length < 0 ? strlen (text) : (gsize) length;
  gboolean parsed;

  *copy = g_malloc (size + 1);
  memcpy (*copy, text, size);
  (*copy)[size] = '\0';
  parsed = kq_student_event_reader_parse (reader, *copy, size, event, error);
  if (!parsed)
    g_assert_cmpmem (*copy, size, text, size);
  return parsed;
}

static void
assert_value (KqStudentValue value, KqStudentValueKind kind, gint64 number)
{
  g_assert_cmpint (value.kind, ==, kind);
  g_assert_cmpint (value.number, ==, number);
}

/* Each event, as the tracers write it; values: ints, bools, characters, none, and beyond 64
 * bits the nearest. */
static void
test_events (void)
{
  g_autoptr (KqStudentEventReader) reader = kq_student_event_reader_new (NULL);
  static const struct {
    const char        *line;
    KqStudentEventKind kind;
    gint64             number;
    guint              id;
    const char        *name;
    KqStudentValueKind value_kind;
    gint64             value;
  } cases[] = {
    { "", KQ_STUDENT_EVENT_NONE, 0, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "L 12", KQ_STUDENT_EVENT_LINE, 12, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "N 4999", KQ_STUDENT_EVENT_LINES, 4999, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "C Try", KQ_STUDENT_EVENT_CALL, 0, 0, "Try", KQ_STUDENT_VALUE_NONE, 0 },
    { "C <module>", KQ_STUDENT_EVENT_CALL, 0, 0, "<module>", KQ_STUDENT_VALUE_NONE, 0 },
    { "C Board::operator() const", KQ_STUDENT_EVENT_CALL, 0, 0, "Board::operator() const",
      KQ_STUDENT_VALUE_NONE, 0 },
    { "R", KQ_STUDENT_EVENT_RETURN, 0, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "V bàn_cờ 5", KQ_STUDENT_EVENT_LOCAL, 0, 0, "bàn_cờ", KQ_STUDENT_VALUE_INT, 5 },
    { "V i -0", KQ_STUDENT_EVENT_LOCAL, 0, 0, "i", KQ_STUDENT_VALUE_INT, 0 },
    { "V ok T", KQ_STUDENT_EVENT_LOCAL, 0, 0, "ok", KQ_STUDENT_VALUE_BOOL, 1 },
    { "V ok F", KQ_STUDENT_EVENT_LOCAL, 0, 0, "ok", KQ_STUDENT_VALUE_BOOL, 0 },
    { "V c '81", KQ_STUDENT_EVENT_LOCAL, 0, 0, "c", KQ_STUDENT_VALUE_CHAR, 'Q' },
    { "V c '-1", KQ_STUDENT_EVENT_LOCAL, 0, 0, "c", KQ_STUDENT_VALUE_CHAR, -1 },
    { "V x _", KQ_STUDENT_EVENT_LOCAL, 0, 0, "x", KQ_STUDENT_VALUE_NONE, 0 },
    { "V x 9223372036854775807", KQ_STUDENT_EVENT_LOCAL, 0, 0, "x", KQ_STUDENT_VALUE_INT,
      G_MAXINT64 },
    { "V x 18446744073709551615", KQ_STUDENT_EVENT_LOCAL, 0, 0, "x", KQ_STUDENT_VALUE_INT,
      G_MAXINT64 },
    { "V x 99999999999999999999", KQ_STUDENT_EVENT_LOCAL, 0, 0, "x", KQ_STUDENT_VALUE_INT,
      G_MAXINT64 },
    { "V x -9223372036854775808", KQ_STUDENT_EVENT_LOCAL, 0, 0, "x", KQ_STUDENT_VALUE_INT,
      G_MININT64 },
    { "V x -99999999999999999999", KQ_STUDENT_EVENT_LOCAL, 0, 0, "x", KQ_STUDENT_VALUE_INT,
      G_MININT64 },
    { "G count -3", KQ_STUDENT_EVENT_GLOBAL, 0, 0, "count", KQ_STUDENT_VALUE_INT, -3 },
    { "W 7 1 2 T", KQ_STUDENT_EVENT_CELL, 0, 7, NULL, KQ_STUDENT_VALUE_BOOL, 1 },
    { "E 9 IndexError: list index out of range", KQ_STUDENT_EVENT_CRASH, 9, 0,
      "IndexError: list index out of range", KQ_STUDENT_VALUE_NONE, 0 },
    { "E 0 ", KQ_STUDENT_EVENT_CRASH, 0, 0, "", KQ_STUDENT_VALUE_NONE, 0 },
    { "Y 3 SyntaxError: invalid syntax", KQ_STUDENT_EVENT_SYNTAX, 3, 0,
      "SyntaxError: invalid syntax", KQ_STUDENT_VALUE_NONE, 0 },
    { "Q 0", KQ_STUDENT_EVENT_EXIT, 0, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "Q 255", KQ_STUDENT_EVENT_EXIT, 255, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "K 9", KQ_STUDENT_EVENT_SIGNAL, 9, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "H 10", KQ_STUDENT_EVENT_ENDLESS, 10, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
    { "P 12", KQ_STUDENT_EVENT_CPU, 12, 0, NULL, KQ_STUDENT_VALUE_NONE, 0 },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *copy = NULL;
      KqStudentEvent event;

      g_test_message ("%s", cases[c].line);
      g_assert_true (parse (reader, cases[c].line, -1, &copy, &event, &error));
      g_assert_no_error (error);
      g_assert_cmpint (event.kind, ==, cases[c].kind);
      g_assert_cmpint (event.number, ==, cases[c].number);
      g_assert_cmpuint (event.id, ==, cases[c].id);
      g_assert_cmpstr (event.name, ==, cases[c].name);
      assert_value (event.value, cases[c].value_kind, cases[c].value);
    }
}

/* Arrays, stacks, a cell: their fields and cells. */
static void
test_arrays (void)
{
  g_autoptr (KqStudentEventReader) reader = kq_student_event_reader_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *array = NULL, *stack = NULL, *live = NULL, *empty = NULL, *pairs = NULL,
                   *cell = NULL;
  KqStudentEvent event;

  g_assert_true (parse (reader, "A 3 a 2 3 1 0 1 2 3 T F '46", -1, &array, &event, &error));
  g_assert_cmpint (event.kind, ==, KQ_STUDENT_EVENT_ARRAY);
  g_assert_cmpuint (event.id, ==, 3);
  g_assert_cmpstr (event.name, ==, "a");
  g_assert_cmpint (event.rows, ==, 2);
  g_assert_cmpint (event.cols, ==, 3);
  g_assert_cmpint (event.low, ==, 1);
  g_assert_cmpint (event.col_low, ==, 0);
  g_assert_cmpuint (event.n_values, ==, 6);
  assert_value (event.values[0], KQ_STUDENT_VALUE_INT, 1);
  assert_value (event.values[3], KQ_STUDENT_VALUE_BOOL, 1);
  assert_value (event.values[4], KQ_STUDENT_VALUE_BOOL, 0);
  assert_value (event.values[5], KQ_STUDENT_VALUE_CHAR, '.');

  g_assert_true (parse (reader, "T 4 path 3 2 1 1 _ _ _ _", -1, &stack, &event, &error));
  g_assert_cmpint (event.kind, ==, KQ_STUDENT_EVENT_STACK);
  g_assert_cmpint (event.rows, ==, 3);
  g_assert_cmpint (event.cols, ==, 2);
  g_assert_cmpuint (event.n_values, ==, 6);
  assert_value (event.values[5], KQ_STUDENT_VALUE_NONE, 0);

  g_assert_true (parse (reader, "S 5 cols 64 0 1 3", -1, &live, &event, &error));
  g_assert_cmpint (event.kind, ==, KQ_STUDENT_EVENT_STACK_LIVE);
  g_assert_cmpint (event.rows, ==, 64);
  g_assert_cmpuint (event.n_values, ==, 2);
  assert_value (event.values[1], KQ_STUDENT_VALUE_INT, 3);
  g_assert_true (parse (reader, "S 5 cols 64 0", -1, &empty, &event, &error));
  g_assert_cmpuint (event.n_values, ==, 0);
  /* a vector of pairs: its live squares, two cells a row */
  g_assert_true (parse (reader, "S 6 path 64 2 5 1 4 3", -1, &pairs, &event, &error));
  g_assert_cmpint (event.cols, ==, 2);
  g_assert_cmpuint (event.n_values, ==, 4);
  assert_value (event.values[3], KQ_STUDENT_VALUE_INT, 3);

  g_assert_true (parse (reader, "W 3 -1 2147483647 '81", -1, &cell, &event, &error));
  g_assert_cmpint (event.i, ==, -1);
  g_assert_cmpint (event.j, ==, G_MAXINT);
  assert_value (event.value, KQ_STUDENT_VALUE_CHAR, 'Q');
  g_assert_no_error (error);
}

/* A text is cut between two characters, a name is not: it is no event. */
static void
test_lengths (void)
{
  g_autoptr (KqStudentEventReader) reader = kq_student_event_reader_new (NULL);
  g_autoptr (GString) text = g_string_new ("E 4 ");
  g_autoptr (GString) name = g_string_new ("V ");
  g_autoptr (GError) error = NULL;
  g_autofree char *copy = NULL, *name_copy = NULL;
  KqStudentEvent event;

  for (int i = 0; i < KQ_STUDENT_EVENT_TEXT_MAX; i++)
    g_string_append (text, "ờ");
  g_assert_true (parse (reader, text->str, -1, &copy, &event, &error));
  g_assert_cmpuint (strlen (event.name), <=, KQ_STUDENT_EVENT_TEXT_MAX);
  g_assert_cmpuint (strlen (event.name), >, KQ_STUDENT_EVENT_TEXT_MAX - 3);
  g_assert_true (g_utf8_validate (event.name, -1, NULL));

  g_string_append (name, "a");
  for (int i = 0; i < KQ_STUDENT_EVENT_NAME_MAX; i++)
    g_string_append_c (name, 'b');
  g_string_append (name, " 1");
  g_assert_false (parse (reader, name->str, -1, &name_copy, &event, &error));
  g_assert_error (error, KQ_STUDENT_EVENT_ERROR, KQ_STUDENT_EVENT_ERROR_SYNTAX);
}

/* What a program may write on its tracer's channel instead: each line no event, said. */
static void
test_malformed (void)
{
  g_autoptr (KqStudentEventReader) reader = kq_student_event_reader_new (NULL);
  static const char *const lines[] = {
    /* letters, spaces, fields */
    "Z 1", "l 12", "\036L 12", " L 12", "L", "L ", "L  12", "L 12 ", "L 12 13", "L\t12",
    "LL 12", "R ", "R 1", "C", "C ", "V i", "V i ", "V  i 5", "V i 5 6", "G", "W 1 2 3",
    "W 1 2 3 4 5", "Q", "E", "Y",
    /* numbers */
    "L -1", "L +12", "L 0x10", "L 1e3", "L 12a", "L 2147483648", "L 123456789012345678901",
    "L -", "N -1", "Q 256", "Q -1", "K 0", "K 256", "H -1", "P 4294967296",
    "E x text", "E -1 text", "Y 2147483648 text",
    /* values */
    "V i TT", "V i t", "V i '", "V i ''81", "V i 'x", "V i __", "V i 1.5", "V i --1",
    "V i 123456789012345678901", "W 1 2 3 -",
    /* names */
    "V a\tb 1", "V a\033b 1", "V a\177 1", "V \377 1", "V \303 1", "V \300\200 1",
    "C \377", "C Try\n", "E 1 \377",
    /* arrays: shapes, cells */
    "A 1 x 100000 100000 1 2 3", "A 1 b 0 0 0 0", "A 1 b -1 0 0 0", "A 1 b 65537 0 0 0 1",
    "A 1 b 256 257 0 0 1", "A 1 b 2 0 0 0 1", "A 1 b 1 0 0 0 1 2", "A 1 b 1 0 0 0",
    "A 1 b 1 0 0 1", "A -1 b 1 0 0 0 1", "A 2147483648 b 1 0 0 0 1", "A 1 b 1 0 0 0 1,2",
    "A 1 b 1 0 2147483648 0 1", "A 1 b 1 0 0 0 i", "T 1 b 1 0", "T 1 b 2 2 1 1 1",
    "T 1 b 1 0 0 0 1", "S 1 v 0 0", "S 1 v 65537 0", "S 1 v 2 0 1 2 3", "S 1 v", "S 1 v 2 0 1 ",
    "S 1 v 2 2 1 2 3", "S 1 v 2",
    "W 1 2147483648 0 1", "W 1 0 -2147483649 1",
  };

  for (gsize l = 0; l < G_N_ELEMENTS (lines); l++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *copy = NULL;
      KqStudentEvent event;

      g_test_message ("%s", lines[l]);
      g_assert_false (parse (reader, lines[l], -1, &copy, &event, &error));
      g_assert_error (error, KQ_STUDENT_EVENT_ERROR, KQ_STUDENT_EVENT_ERROR_SYNTAX);
      g_assert_cmpint (event.kind, ==, KQ_STUDENT_EVENT_NONE);
    }
}

/* A NUL within the line, and a line longer than any event. */
static void
test_bytes (void)
{
  g_autoptr (KqStudentEventReader) reader = kq_student_event_reader_new (NULL);
  g_autoptr (GError) error = NULL, long_error = NULL;
  g_autofree char *copy = NULL, *long_copy = NULL;
  g_autofree char *longest = g_malloc (KQ_STUDENT_EVENT_LINE_MAX + 2);
  KqStudentEvent event;

  g_assert_false (parse (reader, "L 1\0002", 5, &copy, &event, &error));
  g_assert_error (error, KQ_STUDENT_EVENT_ERROR, KQ_STUDENT_EVENT_ERROR_SYNTAX);
  memset (longest, '1', KQ_STUDENT_EVENT_LINE_MAX + 1);
  memcpy (longest, "N ", 2);
  longest[KQ_STUDENT_EVENT_LINE_MAX + 1] = '\0';
  g_assert_false (parse (reader, longest, -1, &long_copy, &event, &long_error));
  g_assert_error (long_error, KQ_STUDENT_EVENT_ERROR, KQ_STUDENT_EVENT_ERROR_SYNTAX);
}

/* The largest array there may be, then lines made from events by changing, inserting and
 * removing bytes at random (the seed: g_test's): each parses or fails, within its bounds. */
static void
test_mutations (void)
{
  g_autoptr (KqStudentEventReader) reader = kq_student_event_reader_new (NULL);
  g_autoptr (GString) largest = g_string_new ("A 1 board 256 256 0 0");
  static const char *const seeds[] = {
    "L 12", "C Try", "V i 5", "G c '81", "W 3 1 2 T", "A 1 a 2 2 1 1 1 0 F _",
    "T 2 p 2 2 1 1 _ _", "S 3 v 64 2 1 2", "E 7 ValueError: x", "Y 3 SyntaxError: y", "K 9",
  };
  static const char bytes[] = " -'_TF019LCRVGATSWEYQKHPN\t\377\303\200\0";
  g_autoptr (GError) error = NULL;
  g_autofree char *copy = NULL;
  KqStudentEvent event;
  guint rounds = g_test_thorough () ? 1000000 : 20000;

  for (int i = 0; i < 256 * 256; i++)
    g_string_append (largest, " -9223372036854775808");
  g_assert_true (parse (reader, largest->str, -1, &copy, &event, &error));
  g_assert_cmpuint (event.n_values, ==, KQ_STUDENT_CELLS_MAX);
  g_assert_cmpuint (largest->len, <=, KQ_STUDENT_EVENT_LINE_MAX);

  for (guint r = 0; r < rounds; r++)
    {
      gint32 seed = g_test_rand_int_range (0, G_N_ELEMENTS (seeds));
      g_autoptr (GString) line = g_string_new (seeds[seed]);
      g_autoptr (GError) mutation_error = NULL;
      g_autofree char *mutated = NULL;
      int changes = g_test_rand_int_range (1, 4);

      for (int c = 0; c < changes; c++)
        {
          gsize at = (gsize) g_test_rand_int_range (0, (gint32) line->len + 1);
          char byte = bytes[g_test_rand_int_range (0, sizeof bytes)];

          switch (g_test_rand_int_range (0, 3))
            {
            case 0:
              if (at < line->len)
                line->str[at] = byte;
              break;
            case 1:
              g_string_insert_len (line, (gssize) at, &byte, 1);
              break;
            default:
              if (at < line->len)
                g_string_erase (line, (gssize) at, 1);
              break;
            }
        }
      if (parse (reader, line->str, (gssize) line->len, &mutated, &event, &mutation_error))
        {
          g_assert_no_error (mutation_error);
          g_assert_cmpuint (event.n_values, <=, KQ_STUDENT_CELLS_MAX);
          if (event.name != NULL)
            g_assert_true (g_utf8_validate (event.name, -1, NULL));
        }
      else
        g_assert_error (mutation_error, KQ_STUDENT_EVENT_ERROR, KQ_STUDENT_EVENT_ERROR_SYNTAX);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/events/events", test_events);
  g_test_add_func ("/events/arrays", test_arrays);
  g_test_add_func ("/events/lengths", test_lengths);
  g_test_add_func ("/events/malformed", test_malformed);
  g_test_add_func ("/events/bytes", test_bytes);
  g_test_add_func ("/events/mutations", test_mutations);
  return g_test_run ();
}
