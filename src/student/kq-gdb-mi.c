/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-gdb-mi"

#include "kq-gdb-mi.h"

#include <string.h>

G_DEFINE_QUARK (kq-mi-error-quark, kq_mi_error)

typedef struct {
  const char *start;
  const char *p;
  const char *end;
} Cursor;

static gboolean
fail (Cursor *c, const char *what, GError **error)
{
  g_set_error (error, KQ_MI_ERROR, KQ_MI_ERROR_SYNTAX, "%s at column %d",
               what, (int) (c->p - c->start) + 1);
  return FALSE;
}

static gboolean
at (Cursor *c, char ch)
{
  return c->p < c->end && *c->p == ch;
}

static void
value_free (gpointer data)
{
  KqMiValue *value = data;

  if (value == NULL)
    return;
  g_free (value->name);
  g_free (value->string);
  g_clear_pointer (&value->items, g_ptr_array_unref);
  g_free (value);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqMiValue, value_free)

static KqMiValue *
value_new (KqMiValueKind kind)
{
  KqMiValue *value = g_new0 (KqMiValue, 1);

  value->kind = kind;
  if (kind != KQ_MI_VALUE_STRING)
    value->items = g_ptr_array_new_with_free_func (value_free);
  return value;
}

/* A c-string: GDB escapes " and \ and writes other bytes as C escapes (\n, \t, \033 …). */
static char *
parse_cstring (Cursor *c, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);

  if (!at (c, '"'))
    return fail (c, "expected '\"'", error), NULL;
  c->p++;
  while (c->p < c->end && *c->p != '"')
    {
      char ch = *c->p++;

      if (ch != '\\')
        {
          g_string_append_c (out, ch);
          continue;
        }
      if (c->p == c->end)
        break;
      ch = *c->p++;
      switch (ch)
        {
        case 'n': g_string_append_c (out, '\n'); break;
        case 't': g_string_append_c (out, '\t'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case 'a': g_string_append_c (out, '\a'); break;
        case 'b': g_string_append_c (out, '\b'); break;
        case 'f': g_string_append_c (out, '\f'); break;
        case 'v': g_string_append_c (out, '\v'); break;
        case 'e': g_string_append_c (out, '\033'); break;
        default:
          if (ch >= '0' && ch <= '7')
            {
              int code = ch - '0';

              for (int i = 0; i < 2 && c->p < c->end && *c->p >= '0' && *c->p <= '7'; i++)
                code = code * 8 + (*c->p++ - '0');
              g_string_append_c (out, (char) code);
            }
          else
            g_string_append_c (out, ch);  /* \" \\ and any other: the character */
        }
    }
  if (!at (c, '"'))
    return fail (c, "unterminated string", error), NULL;
  c->p++;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A variable name: anything up to '='. GDB's are letters, digits, '-' and '_'. */
static char *
parse_name (Cursor *c)
{
  const char *start = c->p;

  while (c->p < c->end && (g_ascii_isalnum (*c->p) || *c->p == '-' || *c->p == '_'))
    c->p++;
  return c->p > start ? g_strndup (start, c->p - start) : NULL;
}

static KqMiValue *parse_value (Cursor *c, GError **error);

/* name=value, or (in lists, and GDB's bare tuples after bkpt={…}) a value alone. */
static KqMiValue *
parse_item (Cursor *c, GError **error)
{
  const char *mark = c->p;
  g_autofree char *name = parse_name (c);
  KqMiValue *value;

  if (name != NULL && at (c, '='))
    c->p++;
  else
    {
      c->p = mark;
      g_clear_pointer (&name, g_free);
    }
  value = parse_value (c, error);
  if (value != NULL)
    value->name = g_steal_pointer (&name);
  return value;
}

static gboolean
parse_items (Cursor *c, KqMiValue *into, char close, GError **error)
{
  if (at (c, close))
    {
      c->p++;
      return TRUE;
    }
  for (;;)
    {
      KqMiValue *item = parse_item (c, error);

      if (item == NULL)
        return FALSE;
      g_ptr_array_add (into->items, item);
      if (at (c, ','))
        c->p++;
      else if (at (c, close))
        {
          c->p++;
          return TRUE;
        }
      else
        return fail (c, close == '}' ? "expected ',' or '}'" : "expected ',' or ']'", error);
    }
}

static KqMiValue *
parse_value (Cursor *c, GError **error)
{
  g_autoptr (KqMiValue) value = NULL;
  char close;

  if (at (c, '"'))
    {
      char *string = parse_cstring (c, error);

      if (string == NULL)
        return NULL;
      value = value_new (KQ_MI_VALUE_STRING);
      value->string = string;
      return g_steal_pointer (&value);
    }
  if (at (c, '{'))
    value = value_new (KQ_MI_VALUE_TUPLE), close = '}';
  else if (at (c, '['))
    value = value_new (KQ_MI_VALUE_LIST), close = ']';
  else
    return fail (c, "expected a value", error), NULL;
  c->p++;
  if (!parse_items (c, value, close, error))
    return NULL;
  return g_steal_pointer (&value);
}

KqMiRecord *
kq_mi_record_parse (const char *line, gssize length, GError **error)
{
  g_autoptr (KqMiRecord) record = g_new0 (KqMiRecord, 1);
  Cursor c = { line, line, NULL };
  const char *digits;

  g_return_val_if_fail (line != NULL, NULL);

  c.end = line + (length < 0 ? strlen (line) : (gsize) length);
  while (c.end > line && (c.end[-1] == '\n' || c.end[-1] == '\r'))
    c.end--;
  record->token = -1;

  if (c.end - line >= 5 && strncmp (line, "(gdb)", 5) == 0)
    {
      record->kind = KQ_MI_RECORD_PROMPT;
      return g_steal_pointer (&record);
    }

  digits = c.p;
  while (c.p < c.end && g_ascii_isdigit (*c.p))
    c.p++;
  if (c.p > digits)
    record->token = g_ascii_strtoll (digits, NULL, 10);
  if (c.p == c.end)
    return fail (&c, "expected a record", error), NULL;

  switch (*c.p++)
    {
    case '^': record->kind = KQ_MI_RECORD_RESULT; break;
    case '*': record->kind = KQ_MI_RECORD_EXEC; break;
    case '+': record->kind = KQ_MI_RECORD_STATUS; break;
    case '=': record->kind = KQ_MI_RECORD_NOTIFY; break;
    case '~': record->kind = KQ_MI_RECORD_CONSOLE; break;
    case '@': record->kind = KQ_MI_RECORD_TARGET; break;
    case '&': record->kind = KQ_MI_RECORD_LOG; break;
    default:
      c.p--;
      return fail (&c, "expected one of ^*+=~@&", error), NULL;
    }

  if (record->kind >= KQ_MI_RECORD_CONSOLE)
    {
      record->text = parse_cstring (&c, error);
      if (record->text == NULL)
        return NULL;
    }
  else
    {
      record->klass = parse_name (&c);
      if (record->klass == NULL)
        return fail (&c, "expected a class", error), NULL;
      record->results = value_new (KQ_MI_VALUE_TUPLE);
      while (at (&c, ','))
        {
          KqMiValue *item;

          c.p++;
          item = parse_item (&c, error);
          if (item == NULL)
            return NULL;
          g_ptr_array_add (record->results->items, item);
        }
    }
  if (c.p != c.end)
    return fail (&c, "unexpected text after the record", error), NULL;
  return g_steal_pointer (&record);
}

void
kq_mi_record_free (KqMiRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->klass);
  value_free (record->results);
  g_free (record->text);
  g_free (record);
}

const KqMiValue *
kq_mi_value_lookup (const KqMiValue *value, const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  if (value == NULL || value->items == NULL)
    return NULL;
  for (guint i = 0; i < value->items->len; i++)
    {
      const KqMiValue *item = g_ptr_array_index (value->items, i);

      if (g_strcmp0 (item->name, name) == 0)
        return item;
    }
  return NULL;
}

const char *
kq_mi_value_lookup_string (const KqMiValue *value, const char *name)
{
  const KqMiValue *item = kq_mi_value_lookup (value, name);

  return item != NULL && item->kind == KQ_MI_VALUE_STRING ? item->string : NULL;
}

guint
kq_mi_value_get_n_items (const KqMiValue *value)
{
  return value != NULL && value->items != NULL ? value->items->len : 0;
}

const KqMiValue *
kq_mi_value_get_item (const KqMiValue *value, guint index)
{
  g_return_val_if_fail (index < kq_mi_value_get_n_items (value), NULL);

  return g_ptr_array_index (value->items, index);
}
