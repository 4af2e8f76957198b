/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-cli-trace-json.c: a step of the lessons' Try as one line of
 * --trace=lines's JSON */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include "kq-cli.h"

static void
append_value (GString *out, int value, gboolean set)
{
  if (set)
    g_string_append_printf (out, "%d", value);
  else
    g_string_append (out, "null");
}

static void
append_frame (GString *out, const KqLesson *lesson, const KqLessonFrame *frame)
{
  if (kq_problem_is_placement (kq_lesson_machine_problem (kq_lesson_get_machine (lesson))))
    {
      g_string_append_printf (out, "{\"i\": %d, \"j\": ", frame->i);
      append_value (out, frame->j, frame->j > 0);
      g_string_append_c (out, '}');
      return;
    }
  g_string_append_printf (out, "{\"i\": %d, \"x\": %d, \"y\": %d, \"k\": ",
                          frame->i, frame->x, frame->y);
  append_value (out, frame->k, frame->k >= 0);
  g_string_append (out, ", \"u\": ");
  append_value (out, frame->u, frame->u != KQ_LESSON_UNSET);
  g_string_append (out, ", \"v\": ");
  append_value (out, frame->v, frame->v != KQ_LESSON_UNSET);
  if (kq_lesson_get_machine (lesson) == KQ_LESSON_KNIGHT_WARNSDORFF)
    {
      g_string_append (out, ", \"counts\": [");
      for (int k = 0; k < 8; k++)
        {
          g_string_append (out, k > 0 ? ", " : "");
          append_value (out, frame->count[k], frame->count[k] >= 0);
        }
      g_string_append_c (out, ']');
    }
  if (kq_lesson_get_machine (lesson) == KQ_LESSON_GAME)
    {
      g_string_append (out, ", \"w\": ");
      append_value (out, frame->w, frame->w >= 0);
    }
  g_string_append_c (out, '}');
}

static void
append_values (GString *out, const int *values, int length, gboolean boolean)
{
  g_string_append_c (out, '[');
  for (int v = 0; v < length; v++)
    {
      g_string_append (out, v > 0 ? ", " : "");
      if (boolean)
        g_string_append (out, values[v] ? "true" : "false");
      else
        g_string_append_printf (out, "%d", values[v]);
    }
  g_string_append_c (out, ']');
}

/* A JSON string of text (quotes and backslashes escaped; no control
 * characters in our texts but newlines, which are escaped too). */
static void
append_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *c = text; *c != '\0';)
    {
      /* The plain run at once: the trace writes a stack at every line. */
      gsize plain = 0;

      while (c[plain] != '\0' && c[plain] != '"' && c[plain] != '\\' &&
             (guchar) c[plain] >= 0x20)
        plain++;
      g_string_append_len (out, c, (gssize) plain);
      c += plain;
      if (*c == '"' || *c == '\\')
        g_string_append_printf (out, "\\%c", *c++);
      else if (*c != '\0')
        g_string_append_printf (out, "\\u%04x", (guchar) *c++);
    }
  g_string_append_c (out, '"');
}

void
kq_cli_format_step (const KqListing *listing, const KqLesson *lesson, GString *out)
{
  int m = kq_lesson_get_m (lesson), n = kq_lesson_get_n (lesson);
  int depth = kq_lesson_get_depth (lesson);
  KqLessonOp op = kq_lesson_get_op (lesson);
  g_autofree int *values = NULL;
  g_autofree char *harm = NULL;
  g_autofree char *sentence = NULL;
  g_autoptr(GString) frame = NULL;

  g_return_if_fail (kq_lesson_get_machine (lesson) == kq_listing_get_machine (listing));
  g_return_if_fail (op != KQ_LESSON_OP_NONE);

  g_string_append_printf (out, "{\"step\": %" G_GUINT64_FORMAT ", \"line\": %d, \"op\": \"%s\", "
                          "\"frames\": [",
                          kq_lesson_get_step (lesson), kq_listing_get_step_line (listing, lesson),
                          kq_lesson_op_name (op));
  for (int level = 0; level < depth; level++)
    {
      g_string_append (out, level > 0 ? ", " : "");
      append_frame (out, lesson, kq_lesson_get_frame (lesson, level));
    }
  g_string_append (out, "], \"stack\": [");
  frame = g_string_new (NULL);
  for (int level = 0; level < depth; level++)
    {
      g_string_truncate (frame, 0);
      kq_listing_append_frame (listing, lesson, level, frame);
      g_string_append (out, level > 0 ? ", " : "");
      append_string (out, frame->str);
    }
  g_string_append_c (out, ']');

  if (kq_problem_is_placement (kq_listing_get_problem (listing)))
    {
      g_string_append (out, ", \"x\": ");
      append_values (out, kq_lesson_get_x (lesson) + 1, n, FALSE);
    }

  g_string_append (out, ", \"arrays\": {");
  values = g_new (int, (gsize) m * n + 2 * n + 8);
  for (guint a = 0; a < kq_listing_get_n_arrays (listing); a++)
    {
      KqListingArray shape;

      kq_listing_get_array_rect (listing, a, m, n, &shape);
      kq_listing_read_array (listing, a, lesson, values);
      g_string_append (out, a > 0 ? ", " : "");
      append_string (out, shape.name);
      g_string_append_printf (out, ": {\"from\": %d, ", shape.from);
      if (shape.rows == 1)
        {
          g_string_append (out, "\"values\": ");
          append_values (out, values, shape.length, shape.boolean);
        }
      else
        {
          g_string_append (out, "\"rows\": [");
          for (int r = 0; r < shape.rows; r++)
            {
              g_string_append (out, r > 0 ? ", " : "");
              append_values (out, values + r * shape.length, shape.length, shape.boolean);
            }
          g_string_append_c (out, ']');
        }
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, '}');

  if ((harm = kq_lesson_harm_text (lesson)) != NULL)
    {
      g_string_append (out, ", \"harm\": ");
      append_string (out, harm);
    }
  else if ((sentence = kq_listing_describe_step (listing, lesson)) != NULL)
    {
      g_string_append (out, ", \"sentence\": ");
      append_string (out, sentence);
    }
  g_string_append_c (out, '}');
}
