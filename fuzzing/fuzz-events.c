/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The reader of our tracers' events (kq-student-events.h), whose lines a student's program can
 * write too: whatever the bytes, an event within its bounds or a one-line message in valid
 * UTF-8, the line as it came, and no crash, leak or undefined behaviour. */
#include "config.h"

#include <string.h>

#include "kq-fuzz.h"
#include "kq-student-events.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (KqStudentEventReader) reader = kq_student_event_reader_new (NULL);
  g_autoptr (GError) error = NULL;
  /* as a runner hands a line: writable, a NUL after it */
  g_autofree char *line = g_malloc (size + 1);
  KqStudentEvent event;

  memcpy (line, data, size);
  line[size] = '\0';
  if (kq_student_event_reader_parse (reader, line, size, &event, &error))
    {
      g_assert_true (error == NULL && size <= KQ_STUDENT_EVENT_LINE_MAX);
      g_assert_true (event.n_values <= KQ_STUDENT_CELLS_MAX);
      g_assert_true (event.name == NULL || g_utf8_validate (event.name, -1, NULL));
    }
  else
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_null (strchr (error->message, '\n'));
      g_assert_true (memcmp (line, data, size) == 0);
    }
  return 0;
}
