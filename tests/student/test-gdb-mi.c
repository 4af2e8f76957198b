/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-gdb-mi: the GDB/MI record parser on records GDB 13 wrote (lesson 000's knight in
 * Free Pascal under gdb --interpreter=mi2), without GDB. */
#include <glib.h>

#include "kq-gdb-mi.h"

static KqMiRecord *
parse (const char *line)
{
  g_autoptr (GError) error = NULL;
  KqMiRecord *record = kq_mi_record_parse (line, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

static void
test_result_tuple (void)
{
  g_autoptr (KqMiRecord) record = parse (
    "1^done,bkpt={number=\"1\",type=\"breakpoint\",disp=\"del\",enabled=\"y\","
    "addr=\"0x00000000004012f2\",func=\"$main\",file=\"knight.pas\","
    "fullname=\"/tmp/kqg/knight.pas\",line=\"44\",thread-groups=[\"i1\"],times=\"0\","
    "original-location=\"main\"}\n");
  const KqMiValue *bkpt, *groups;

  g_assert_cmpint (record->kind, ==, KQ_MI_RECORD_RESULT);
  g_assert_cmpint (record->token, ==, 1);
  g_assert_cmpstr (record->klass, ==, "done");
  bkpt = kq_mi_value_lookup (record->results, "bkpt");
  g_assert_nonnull (bkpt);
  g_assert_cmpint (bkpt->kind, ==, KQ_MI_VALUE_TUPLE);
  g_assert_cmpuint (kq_mi_value_get_n_items (bkpt), ==, 12);
  g_assert_cmpstr (kq_mi_value_lookup_string (bkpt, "func"), ==, "$main");
  g_assert_cmpstr (kq_mi_value_lookup_string (bkpt, "line"), ==, "44");
  g_assert_cmpstr (kq_mi_value_lookup_string (bkpt, "original-location"), ==, "main");
  groups = kq_mi_value_lookup (bkpt, "thread-groups");
  g_assert_cmpint (groups->kind, ==, KQ_MI_VALUE_LIST);
  g_assert_cmpuint (kq_mi_value_get_n_items (groups), ==, 1);
  g_assert_null (kq_mi_value_get_item (groups, 0)->name);
  g_assert_cmpstr (kq_mi_value_get_item (groups, 0)->string, ==, "i1");
  /* A tuple is not a string, and a missing name is NULL. */
  g_assert_null (kq_mi_value_lookup_string (record->results, "bkpt"));
  g_assert_null (kq_mi_value_lookup (bkpt, "nosuch"));
}

static void
test_stopped (void)
{
  g_autoptr (KqMiRecord) record = parse (
    "*stopped,reason=\"breakpoint-hit\",disp=\"del\",bkptno=\"1\",frame={addr="
    "\"0x00000000004012f2\",func=\"$main\",args=[],file=\"knight.pas\",fullname="
    "\"/tmp/kqg/knight.pas\",line=\"44\",arch=\"i386:x86-64\"},thread-id=\"1\","
    "stopped-threads=\"all\",core=\"0\"");
  const KqMiValue *frame, *args;

  g_assert_cmpint (record->kind, ==, KQ_MI_RECORD_EXEC);
  g_assert_cmpint (record->token, ==, -1);
  g_assert_cmpstr (record->klass, ==, "stopped");
  g_assert_cmpstr (kq_mi_value_lookup_string (record->results, "reason"), ==, "breakpoint-hit");
  frame = kq_mi_value_lookup (record->results, "frame");
  g_assert_cmpstr (kq_mi_value_lookup_string (frame, "file"), ==, "knight.pas");
  args = kq_mi_value_lookup (frame, "args");
  g_assert_cmpint (args->kind, ==, KQ_MI_VALUE_LIST);
  g_assert_cmpuint (kq_mi_value_get_n_items (args), ==, 0);
  g_assert_cmpstr (kq_mi_value_lookup_string (record->results, "core"), ==, "0");
}

/* A list of results (frame=…, frame=…), names repeating; and one of bare tuples. */
static void
test_lists (void)
{
  g_autoptr (KqMiRecord) frames = parse (
    "4^done,stack=[frame={level=\"0\",addr=\"0x00000000004011b5\",func=\"Try\","
    "file=\"knight.pas\",line=\"27\"},frame={level=\"1\",addr=\"0x0000000000401300\","
    "func=\"$main\",file=\"knight.pas\",line=\"48\"}]");
  g_autoptr (KqMiRecord) variables = parse (
    "5^done,variables=[{name=\"i\",arg=\"1\",type=\"SMALLINT\",value=\"2\"},"
    "{name=\"h\",type=\"array [1..8] of array [1..8] of SMALLINT\"}]");
  const KqMiValue *stack = kq_mi_value_lookup (frames->results, "stack");
  const KqMiValue *list = kq_mi_value_lookup (variables->results, "variables");

  g_assert_cmpuint (kq_mi_value_get_n_items (stack), ==, 2);
  g_assert_cmpstr (kq_mi_value_get_item (stack, 1)->name, ==, "frame");
  g_assert_cmpstr (kq_mi_value_lookup_string (kq_mi_value_get_item (stack, 1), "line"), ==,
                   "48");
  g_assert_cmpuint (kq_mi_value_get_n_items (list), ==, 2);
  g_assert_cmpint (kq_mi_value_get_item (list, 0)->kind, ==, KQ_MI_VALUE_TUPLE);
  g_assert_cmpstr (kq_mi_value_lookup_string (kq_mi_value_get_item (list, 0), "value"), ==,
                   "2");
  g_assert_null (kq_mi_value_lookup_string (kq_mi_value_get_item (list, 1), "value"));
}

/* GDB's MI2 writes a breakpoint's locations as bare tuples after bkpt={…}. */
static void
test_bare_tuples (void)
{
  g_autoptr (KqMiRecord) record = parse (
    "=breakpoint-created,bkpt={number=\"2\",addr=\"<MULTIPLE>\"},{number=\"2.1\","
    "enabled=\"y\"},{number=\"2.2\",enabled=\"n\"}");

  g_assert_cmpint (record->kind, ==, KQ_MI_RECORD_NOTIFY);
  g_assert_cmpstr (record->klass, ==, "breakpoint-created");
  g_assert_cmpuint (kq_mi_value_get_n_items (record->results), ==, 3);
  g_assert_null (kq_mi_value_get_item (record->results, 2)->name);
  g_assert_cmpstr (kq_mi_value_lookup_string (kq_mi_value_get_item (record->results, 2),
                                              "enabled"), ==, "n");
}

static void
test_streams (void)
{
  g_autoptr (KqMiRecord) console = parse ("~\"44\\t  ReadLn(n, x0, y0);\\n\"");
  g_autoptr (KqMiRecord) log = parse ("&\"Function \\\"nosuch\\\" not defined.\\n\"");
  g_autoptr (KqMiRecord) target = parse ("@\"\\036L 27\\\\\\n\"\r\n");
  g_autoptr (KqMiRecord) prompt = parse ("(gdb) \n");

  g_assert_cmpint (console->kind, ==, KQ_MI_RECORD_CONSOLE);
  g_assert_cmpstr (console->text, ==, "44\t  ReadLn(n, x0, y0);\n");
  g_assert_null (console->klass);
  g_assert_null (console->results);
  g_assert_cmpint (log->kind, ==, KQ_MI_RECORD_LOG);
  g_assert_cmpstr (log->text, ==, "Function \"nosuch\" not defined.\n");
  g_assert_cmpint (target->kind, ==, KQ_MI_RECORD_TARGET);
  g_assert_cmpstr (target->text, ==, "\036L 27\\\n");
  g_assert_cmpint (prompt->kind, ==, KQ_MI_RECORD_PROMPT);
}

static void
test_error_result (void)
{
  g_autoptr (KqMiRecord) error = parse ("8^error,msg=\"Function \\\"nosuch\\\" not defined.\"");
  g_autoptr (KqMiRecord) running = parse ("3^running");
  g_autoptr (KqMiRecord) status = parse ("+download,section=\".text\"");

  g_assert_cmpstr (error->klass, ==, "error");
  g_assert_cmpint (error->token, ==, 8);
  g_assert_cmpstr (kq_mi_value_lookup_string (error->results, "msg"), ==,
                   "Function \"nosuch\" not defined.");
  g_assert_cmpstr (running->klass, ==, "running");
  g_assert_cmpuint (kq_mi_value_get_n_items (running->results), ==, 0);
  g_assert_cmpint (status->kind, ==, KQ_MI_RECORD_STATUS);
}

/* Broken lines are errors, never a crash or a record half read. */
static void
test_malformed (void)
{
  static const char *const lines[] = {
    "", "12", "!done", "^", "^done,", "^done,x", "^done,x=", "^done,x=\"open",
    "^done,x={a=\"1\"", "^done,x=[\"1\",", "^done,x=\"1\"junk", "~no-quotes", "*stopped,=\"1\"",
    "^done,x={a=\"1\" b=\"2\"}",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (KqMiRecord) record = kq_mi_record_parse (lines[i], -1, &error);

      g_assert_null (record);
      g_assert_error (error, KQ_MI_ERROR, KQ_MI_ERROR_SYNTAX);
    }
}

/* length bounds the line: what follows it is not read. */
static void
test_length (void)
{
  const char *text = "~\"a\"~\"b\"";
  g_autoptr (KqMiRecord) record = kq_mi_record_parse (text, 4, NULL);

  g_assert_cmpstr (record->text, ==, "a");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gdb-mi/result-tuple", test_result_tuple);
  g_test_add_func ("/gdb-mi/stopped", test_stopped);
  g_test_add_func ("/gdb-mi/lists", test_lists);
  g_test_add_func ("/gdb-mi/bare-tuples", test_bare_tuples);
  g_test_add_func ("/gdb-mi/streams", test_streams);
  g_test_add_func ("/gdb-mi/error-result", test_error_result);
  g_test_add_func ("/gdb-mi/malformed", test_malformed);
  g_test_add_func ("/gdb-mi/length", test_length);
  return g_test_run ();
}
