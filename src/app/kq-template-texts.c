/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-template-texts.c: the templates' texts (views): a template's
 * translatable strings set again after a change of language */
#define G_LOG_DOMAIN "kq-template-texts"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-template-texts.h"

/* GtkBuilder translates a template once, when the widget is built: to
 * change language the strings are set again from their msgids, read
 * here from the same .ui file, so that the file stays their one source. */

typedef enum {
  KQ_TEXT_PROPERTY,       /* <property name="…" translatable="yes"> */
  KQ_TEXT_ACCESSIBLE,     /* the same inside <accessibility> */
  KQ_TEXT_ITEM,           /* <item translatable="yes"> of a GtkStringList */
} KqTextKind;

typedef struct {
  KqTextKind  kind;
  char       *object_id;  /* NULL: the template itself */
  char       *name;       /* property name; NULL for items */
  guint       index;      /* the item's position */
  char       *context;    /* msgctxt, or NULL */
  char       *msgid;
} KqText;

struct _KqTemplateTexts
{
  GType   type;
  GArray *texts;          /* KqText */
};

typedef struct {
  KqTemplateTexts *self;
  const char      *path;
  GPtrArray       *objects;        /* ids of the enclosing objects; "" for the template */
  int              accessibility;  /* depth inside <accessibility> */
  guint            item_index;     /* the next <item>'s position in <items> */
  KqText          *pending;        /* the translatable element being read */
  GString         *text;
} Parser;

static const char *
attribute (const char **names, const char **values, const char *wanted)
{
  for (gsize i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], wanted))
      return values[i];
  return NULL;
}

static gboolean
is_translatable (const char **names, const char **values)
{
  const char *value = attribute (names, values, "translatable");

  return value != NULL && (g_ascii_strcasecmp (value, "yes") == 0 ||
                           g_ascii_strcasecmp (value, "true") == 0 ||
                           g_str_equal (value, "1"));
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  Parser *parser = user_data;
  const char *object_id;
  gboolean item = g_str_equal (element, "item");

  if (g_str_equal (element, "template") || g_str_equal (element, "object") ||
      g_str_equal (element, "menu"))
    {
      const char *id = attribute (names, values, "id");

      g_ptr_array_add (parser->objects,
                       g_strdup (g_str_equal (element, "template") ? "" : id));
      return;
    }
  if (g_str_equal (element, "accessibility"))
    parser->accessibility++;
  else if (g_str_equal (element, "items"))
    parser->item_index = 0;
  if ((!item && !g_str_equal (element, "property") && !g_str_equal (element, "attribute")) ||
      parser->objects->len == 0)
    return;
  if (item)
    parser->item_index++;
  if (!is_translatable (names, values))
    return;

  object_id = g_ptr_array_index (parser->objects, parser->objects->len - 1);
  if (object_id == NULL || g_str_equal (element, "attribute"))
    {
      /* Menus are built anew instead, from a .ui of their own. */
      g_critical ("%s: “%s” cannot be translated again: %s", parser->path,
                  attribute (names, values, "name") ?: element,
                  object_id == NULL ? "its object needs an id" : "menus are not handled");
      return;
    }

  parser->pending = g_new0 (KqText, 1);
  parser->pending->kind = item ? KQ_TEXT_ITEM
                               : parser->accessibility > 0 ? KQ_TEXT_ACCESSIBLE : KQ_TEXT_PROPERTY;
  parser->pending->object_id = *object_id != '\0' ? g_strdup (object_id) : NULL;
  parser->pending->name = g_strdup (attribute (names, values, "name"));
  parser->pending->index = parser->item_index - 1;
  parser->pending->context = g_strdup (attribute (names, values, "context"));
  g_string_truncate (parser->text, 0);
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  Parser *parser = user_data;

  if (g_str_equal (element, "template") || g_str_equal (element, "object") ||
      g_str_equal (element, "menu"))
    g_ptr_array_remove_index (parser->objects, parser->objects->len - 1);
  else if (g_str_equal (element, "accessibility"))
    parser->accessibility--;
  else if (parser->pending != NULL)
    {
      parser->pending->msgid = g_strdup (parser->text->str);
      g_array_append_val (parser->self->texts, *parser->pending);
      g_clear_pointer (&parser->pending, g_free);
    }
}

static void
text (GMarkupParseContext  *context,
      const char           *text,
      gsize                 text_len,
      gpointer              user_data,
      GError              **error)
{
  Parser *parser = user_data;

  if (parser->pending != NULL)
    g_string_append_len (parser->text, text, text_len);
}

KqTemplateTexts *
kq_template_texts_new (GtkWidgetClass *widget_class, const char *resource_path)
{
  static const GMarkupParser markup_parser = { start_element, end_element, text, NULL, NULL };
  KqTemplateTexts *self;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GPtrArray) objects = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) buffer = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  Parser parser = { NULL, resource_path, objects, 0, 0, NULL, buffer };

  g_return_val_if_fail (GTK_IS_WIDGET_CLASS (widget_class), NULL);
  g_return_val_if_fail (resource_path != NULL, NULL);

  self = g_new0 (KqTemplateTexts, 1);
  self->type = G_TYPE_FROM_CLASS (widget_class);
  self->texts = g_array_new (FALSE, FALSE, sizeof (KqText));
  parser.self = self;

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  context = g_markup_parse_context_new (&markup_parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &parser, NULL);
  if (!g_markup_parse_context_parse (context, g_bytes_get_data (bytes, NULL),
                                     g_bytes_get_size (bytes), &error) ||
      !g_markup_parse_context_end_parse (context, &error))
    g_error ("%s: %s", resource_path, error->message);

  return self;
}

/* The template's objects by id, as GtkBuilder named them: binding them as
 * template children would clash with the class's own bindings. A drop
 * down's model is the one object that is not a widget. */
static void
collect_objects (GtkWidget *widget, GHashTable *objects)
{
  const char *id = gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget));

  if (id != NULL && !g_hash_table_contains (objects, id))
    g_hash_table_insert (objects, (gpointer) id, widget);
  if (GTK_IS_DROP_DOWN (widget) && gtk_drop_down_get_model (GTK_DROP_DOWN (widget)) != NULL)
    {
      GObject *model = G_OBJECT (gtk_drop_down_get_model (GTK_DROP_DOWN (widget)));
      const char *model_id = GTK_IS_BUILDABLE (model)
                             ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (model)) : NULL;

      if (model_id != NULL && !g_hash_table_contains (objects, model_id))
        g_hash_table_insert (objects, (gpointer) model_id, model);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_objects (child, objects);
}

void
kq_template_texts_apply (KqTemplateTexts *self, GtkWidget *widget)
{
  g_autoptr(GHashTable) objects = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_if_fail (self != NULL);
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (widget, self->type));

  /* The first found wins: an object comes before the widgets GTK builds
   * inside it, which may reuse an id. */
  collect_objects (widget, objects);

  for (guint i = 0; i < self->texts->len; i++)
    {
      const KqText *text = &g_array_index (self->texts, KqText, i);
      GObject *object = text->object_id == NULL
                        ? G_OBJECT (widget)
                        : g_hash_table_lookup (objects, text->object_id);
      const char *translated = text->context != NULL
                               ? g_dpgettext2 (GETTEXT_PACKAGE, text->context, text->msgid)
                               : g_dgettext (GETTEXT_PACKAGE, text->msgid);

      g_return_if_fail (object != NULL);

      switch (text->kind)
        {
        case KQ_TEXT_PROPERTY:
          g_object_set (object, text->name, translated, NULL);
          break;
        case KQ_TEXT_ACCESSIBLE:
          gtk_accessible_update_property (GTK_ACCESSIBLE (object),
                                          g_str_equal (text->name, "description")
                                          ? GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
                                          : GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          translated, -1);
          break;
        case KQ_TEXT_ITEM:
          gtk_string_list_splice (GTK_STRING_LIST (object), text->index, 1,
                                  (const char *[]) { translated, NULL });
          break;
        default:
          g_assert_not_reached ();
        }
    }
}
