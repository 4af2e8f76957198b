/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-release-notes.c: the newest release's notes from the metainfo, for
 * the About window (model: GLib only, testable without a display) */
#define G_LOG_DOMAIN "kq-model"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kq-release-notes.h"

typedef struct {
  GString  *notes;    /* the markup so far */
  GString  *text;     /* the text of the <p> or <li> being read */
  char     *version;
  gboolean  in_release;   /* inside the first <release> */
  gboolean  done;         /* past it */
} Reader;

static gboolean
is_text_element (const char *name)
{
  return g_str_equal (name, "p") || g_str_equal (name, "li");
}

static void
start_cb (GMarkupParseContext *context, const char *name, const char **attribute_names,
          const char **attribute_values, gpointer user_data, GError **error)
{
  Reader *reader = user_data;

  if (reader->done)
    return;
  if (g_str_equal (name, "release") && reader->version == NULL)
    {
      for (int i = 0; attribute_names[i] != NULL; i++)
        if (g_str_equal (attribute_names[i], "version"))
          reader->version = g_strdup (attribute_values[i]);
      reader->in_release = TRUE;
    }
  else if (reader->in_release && (g_str_equal (name, "ul") || g_str_equal (name, "ol")))
    g_string_append_printf (reader->notes, "<%s>", name);
  else if (reader->in_release && is_text_element (name))
    g_string_truncate (reader->text, 0);
}

/* The text as xgettext's ITS rules extract it: spaces collapsed, the
 * markup's own characters escaped. */
static char *
msgid_of (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n\r", -1);
  GString *out = g_string_new (NULL);

  for (int i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      for (const char *c = words[i]; *c != '\0'; c++)
        if (*c == '&')
          g_string_append (out, "&amp;");
        else if (*c == '<')
          g_string_append (out, "&lt;");
        else if (*c == '>')
          g_string_append (out, "&gt;");
        else
          g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

/* The msgid is escaped; a translation may be, or not ("&" as it is). */
static char *
unescape (const char *text)
{
  static const char *entities[][2] = { { "&amp;", "&" }, { "&lt;", "<" }, { "&gt;", ">" } };
  GString *out = g_string_new (text);

  for (guint i = 0; i < G_N_ELEMENTS (entities); i++)
    g_string_replace (out, entities[i][0], entities[i][1], 0);
  return g_string_free (out, FALSE);
}

static void
end_cb (GMarkupParseContext *context, const char *name, gpointer user_data, GError **error)
{
  Reader *reader = user_data;

  if (!reader->in_release)
    return;
  if (g_str_equal (name, "release"))
    {
      reader->in_release = FALSE;
      reader->done = TRUE;
    }
  else if (g_str_equal (name, "ul") || g_str_equal (name, "ol"))
    g_string_append_printf (reader->notes, "</%s>", name);
  else if (is_text_element (name))
    {
      g_autofree char *msgid = msgid_of (reader->text->str);
      g_autofree char *text = unescape (_(msgid));
      g_autofree char *escaped = g_markup_escape_text (text, -1);

      g_string_append_printf (reader->notes, "<%s>%s</%s>", name, escaped, name);
    }
}

static void
text_cb (GMarkupParseContext *context, const char *text, gsize length, gpointer user_data,
         GError **error)
{
  Reader *reader = user_data;

  if (reader->in_release)
    g_string_append_len (reader->text, text, (gssize) length);
}

char *
kq_release_notes_from_metainfo (const char *metainfo, char **version, GError **error)
{
  static const GMarkupParser parser = { start_cb, end_cb, text_cb, NULL, NULL };
  Reader reader = { g_string_new (NULL), g_string_new (NULL), NULL, FALSE, FALSE };
  g_autoptr(GMarkupParseContext) context = NULL;
  gboolean parsed;

  g_return_val_if_fail (metainfo != NULL, NULL);

  context = g_markup_parse_context_new (&parser, G_MARKUP_IGNORE_QUALIFIED, &reader, NULL);
  parsed = g_markup_parse_context_parse (context, metainfo, -1, error) &&
           g_markup_parse_context_end_parse (context, error);
  g_string_free (reader.text, TRUE);
  if (parsed && reader.notes->len == 0)
    g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                         "the metainfo has no release with a description");
  if (!parsed || reader.notes->len == 0)
    {
      g_free (reader.version);
      g_string_free (reader.notes, TRUE);
      return NULL;
    }
  if (version != NULL)
    *version = reader.version;
  else
    g_free (reader.version);
  return g_string_free (reader.notes, FALSE);
}
