/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-code-view.c: the code view (views): the code panel's listing with its
 * marks (the current line, the previous one, breakpoints) and its gutter */
#define G_LOG_DOMAIN "kq-code-view"
#include "config.h"

#include <math.h>

#include "kq-code-view.h"

#define CURRENT "kq-current"
#define PREVIOUS "kq-previous"
#define BREAKPOINT "kq-breakpoint"

struct _KqCodeView
{
  GtkSourceView  parent_instance;

  gboolean       dark;
  int            line;     /* the current line, 0 none */
  guint          scroll_id;  /* a tick that scrolls to it until it is in sight */
  guint          scroll_frames;
};

enum {
  GUTTER_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (KqCodeView, kq_code_view, GTK_SOURCE_TYPE_VIEW)

static GtkSourceBuffer *
get_buffer (KqCodeView *self)
{
  return GTK_SOURCE_BUFFER (gtk_text_view_get_buffer (GTK_TEXT_VIEW (self)));
}

/* Removes the line's marks of category (every line's for line 0) and,
 * if add, puts one there. */
static void
mark_line (KqCodeView *self, const char *category, int line, gboolean add)
{
  GtkSourceBuffer *buffer = get_buffer (self);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (GTK_TEXT_BUFFER (buffer), &start, &end);
  if (line > 0)
    {
      gtk_text_buffer_get_iter_at_line (GTK_TEXT_BUFFER (buffer), &start, line - 1);
      end = start;
      gtk_text_iter_forward_to_line_end (&end);
    }
  gtk_source_buffer_remove_source_marks (buffer, &start, &end, category);
  if (add && line > 0)
    gtk_source_buffer_create_source_mark (buffer, NULL, category, &start);
}

/* The one line of category (none for 0). */
static void
move_mark (KqCodeView *self, const char *category, int line)
{
  mark_line (self, category, 0, FALSE);
  mark_line (self, category, line, TRUE);
}

void
kq_code_view_set_listing (KqCodeView *self, const KqListing *listing)
{
  const char *language;

  g_return_if_fail (KQ_IS_CODE_VIEW (self));

  if (listing == NULL)
    {
      kq_code_view_set_source (self, "", NULL);
      return;
    }
  language = kq_listing_get_language (listing);
  if (g_str_equal (language, "pseudocode"))
    language = "kq-pseudocode";
  else if (g_str_equal (language, "python"))
    language = "python3";
  kq_code_view_set_source (self, kq_listing_get_text (listing), language);
}

void
kq_code_view_set_source (KqCodeView *self, const char *text, const char *language)
{
  GtkSourceLanguageManager *manager = gtk_source_language_manager_get_default ();
  GtkTextBuffer *buffer;
  GtkTextIter end, before;

  g_return_if_fail (KQ_IS_CODE_VIEW (self));
  g_return_if_fail (text != NULL);

  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self));
  gtk_source_buffer_set_language (get_buffer (self), language == NULL ? NULL :
                                  gtk_source_language_manager_get_language (manager, language));
  /* the marks go with the text they marked, not to its first line */
  gtk_text_buffer_get_bounds (buffer, &before, &end);
  gtk_source_buffer_remove_source_marks (get_buffer (self), &before, &end, NULL);
  self->line = 0;
  gtk_text_buffer_set_text (buffer, text, -1);
  /* without the last line's newline, so that no empty line shows */
  gtk_text_buffer_get_end_iter (buffer, &end);
  before = end;
  if (gtk_text_iter_backward_char (&before) && gtk_text_iter_get_char (&before) == '\n')
    gtk_text_buffer_delete (buffer, &before, &end);
}

static void
scroll_to_cursor (KqCodeView *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self));

  gtk_text_view_scroll_to_mark (GTK_TEXT_VIEW (self), gtk_text_buffer_get_insert (buffer), 0.1,
                                FALSE, 0, 0);
}

/* Whether the cursor's line shows whole (0 height: not measured yet). */
static gboolean
cursor_in_sight (KqCodeView *self, int *height)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self));
  GdkRectangle visible;
  GtkTextIter cursor;
  int y;

  gtk_text_buffer_get_iter_at_mark (buffer, &cursor, gtk_text_buffer_get_insert (buffer));
  gtk_text_view_get_line_yrange (GTK_TEXT_VIEW (self), &cursor, &y, height);
  gtk_text_view_get_visible_rect (GTK_TEXT_VIEW (self), &visible);
  return *height > 0 && y >= visible.y && y + *height <= visible.y + visible.height;
}

/* For a second of frames, the cursor's line brought in sight whenever it is not: once the view
 * has a height and the line has one (lines are measured in idle time after the view is first
 * shown), and again as the lines above it are measured (wrapped, each may take more than the
 * one row estimated: the line, in sight by the estimate, moved down out of it). */
static gboolean
scroll_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  KqCodeView *self = KQ_CODE_VIEW (widget);
  int height;

  if (!cursor_in_sight (self, &height) && gtk_widget_get_height (widget) > 0 && height > 0)
    scroll_to_cursor (self);
  if (self->scroll_frames++ < 60)
    return G_SOURCE_CONTINUE;
  self->scroll_id = 0;
  return G_SOURCE_REMOVE;
}

void
kq_code_view_show_line (KqCodeView *self, int line, int previous)
{
  GtkTextBuffer *buffer;
  GtkTextIter iter;
  int y, height;

  g_return_if_fail (KQ_IS_CODE_VIEW (self));

  self->line = line;
  move_mark (self, CURRENT, line);
  move_mark (self, PREVIOUS, previous);
  if (line <= 0)
    return;
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self));
  gtk_text_buffer_get_iter_at_line (buffer, &iter, line - 1);
  /* the gutter's bold number is the cursor's line */
  gtk_text_buffer_place_cursor (buffer, &iter);
  /* a view just shown has no height yet to scroll in, nor new text its lines: once they have,
   * and until the line is in sight */
  gtk_text_view_get_line_yrange (GTK_TEXT_VIEW (self), &iter, &y, &height);
  if (gtk_widget_get_height (GTK_WIDGET (self)) > 0 && height > 0)
    scroll_to_cursor (self);
  self->scroll_frames = 0;
  if (self->scroll_id == 0)
    self->scroll_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL,
                                                    NULL);
}

int
kq_code_view_get_line (KqCodeView *self)
{
  g_return_val_if_fail (KQ_IS_CODE_VIEW (self), 0);

  return self->line;
}

char *
kq_code_view_dup_line_text (KqCodeView *self, int line)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (KQ_IS_CODE_VIEW (self), NULL);

  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self));
  gtk_text_buffer_get_iter_at_line (buffer, &start, line - 1);
  end = start;
  if (!gtk_text_iter_ends_line (&end))
    gtk_text_iter_forward_to_line_end (&end);
  return g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
}

void
kq_code_view_set_breakpoint (KqCodeView *self, int line, gboolean breakpoint)
{
  g_return_if_fail (KQ_IS_CODE_VIEW (self));

  mark_line (self, BREAKPOINT, line, breakpoint);
}

/* Colours */

/* The red dot debuggers mark a breakpoint with: a symbolic icon would take
 * the gutter's grey. Drawn large, the gutter scales it to its lines. */
static GdkPixbuf *
breakpoint_dot_new (gboolean dark)
{
  enum { SIZE = 32 };
  GdkPixbuf *dot = gdk_pixbuf_new (GDK_COLORSPACE_RGB, TRUE, 8, SIZE, SIZE);
  int stride = gdk_pixbuf_get_rowstride (dot);
  guchar *pixels = gdk_pixbuf_get_pixels (dot);
  double radius = SIZE * 0.36;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        guchar *pixel = pixels + y * stride + x * 4;
        double distance = hypot (x + 0.5 - SIZE / 2.0, y + 0.5 - SIZE / 2.0);

        /* #e01b24 (light) or #f66151 (dark), its edge smoothed over a pixel */
        pixel[0] = dark ? 0xf6 : 0xe0;
        pixel[1] = dark ? 0x61 : 0x1b;
        pixel[2] = dark ? 0x51 : 0x24;
        pixel[3] = (guchar) (255 * CLAMP (radius + 0.5 - distance, 0.0, 1.0));
      }
  return dot;
}

/* Adwaita's and Adwaita-dark's schemes with every text readable (ui/styles: Adwaita's current
 * line's number is 1.76:1). GtkSourceView 5.6 reads schemes from files only (a resource path
 * is for languages): they are copied from the resource to the user's cache. */
static void
add_schemes (void)
{
  static const char *const names[] = { "kq-code.xml", "kq-code-dark.xml" };
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "knights-queens", "styles",
                                           NULL);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *resource = g_strconcat (RESOURCE_PATH "/styles/", names[i], NULL);
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr(GBytes) scheme = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                          NULL);
      gsize size;
      const char *data = g_bytes_get_data (scheme, &size);

      if (!g_file_set_contents (path, data, (gssize) size, NULL))
        return;
    }
  gtk_source_style_scheme_manager_append_search_path (
    gtk_source_style_scheme_manager_get_default (), dir);
}

/* The current line's band wins over a breakpoint's: execution stopped at
 * a breakpoint shows where it is; the breakpoint's dot stays beside it. */
static void
set_mark_colours (KqCodeView *self)
{
  static const struct {
    const char *category;
    const char *light, *dark;
    gboolean    dot;
    int         priority;
  } marks[] = {
    { PREVIOUS, "rgba(53, 132, 228, 0.10)", "rgba(98, 160, 234, 0.08)", FALSE, 1 },
    { BREAKPOINT, "rgba(192, 28, 40, 0.14)", "rgba(246, 97, 81, 0.20)", TRUE, 2 },
    /* light enough for the schemes' colours to keep 4.5:1 on it (ui/styles) */
    { CURRENT, "rgba(53, 132, 228, 0.20)", "rgba(98, 160, 234, 0.16)", FALSE, 3 },
  };
  GtkSourceStyleSchemeManager *schemes = gtk_source_style_scheme_manager_get_default ();
  GtkSourceStyleScheme *scheme = gtk_source_style_scheme_manager_get_scheme (
    schemes, self->dark ? "kq-code-dark" : "kq-code");

  /* (ours not written: Adwaita's, its current line's number faint) */
  if (scheme == NULL)
    scheme = gtk_source_style_scheme_manager_get_scheme (schemes, self->dark ? "Adwaita-dark"
                                                                             : "Adwaita");
  gtk_source_buffer_set_style_scheme (get_buffer (self), scheme);
  for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
    {
      g_autoptr(GtkSourceMarkAttributes) attributes = gtk_source_mark_attributes_new ();
      GdkRGBA colour;

      gdk_rgba_parse (&colour, self->dark ? marks[m].dark : marks[m].light);
      gtk_source_mark_attributes_set_background (attributes, &colour);
      if (marks[m].dot)
        {
          g_autoptr(GdkPixbuf) dot = breakpoint_dot_new (self->dark);

          gtk_source_mark_attributes_set_pixbuf (attributes, dot);
        }
      gtk_source_view_set_mark_attributes (GTK_SOURCE_VIEW (self), marks[m].category, attributes,
                                           marks[m].priority);
    }
}

void
kq_code_view_set_dark (KqCodeView *self, gboolean dark)
{
  g_return_if_fail (KQ_IS_CODE_VIEW (self));

  if (self->dark == !!dark)
    return;
  self->dark = !!dark;
  set_mark_colours (self);
}

gboolean
kq_code_view_get_dark (KqCodeView *self)
{
  g_return_val_if_fail (KQ_IS_CODE_VIEW (self), FALSE);

  return self->dark;
}

/* The class */

/* A click in the gutter, on a line's number or beside it. */
static void
gutter_activate_cb (GtkSourceGutterRenderer *renderer, GtkTextIter *iter, GdkRectangle *area,
                    guint button, GdkModifierType state, int n_presses, KqCodeView *self)
{
  g_signal_emit (self, signals[GUTTER_ACTIVATED], 0, gtk_text_iter_get_line (iter) + 1);
}

static void
kq_code_view_class_init (KqCodeViewClass *klass)
{
  /* line (1-based): its number, or the space beside it, was clicked */
  signals[GUTTER_ACTIVATED] = g_signal_new ("gutter-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_source_init ();
  gtk_source_language_manager_append_search_path (gtk_source_language_manager_get_default (),
                                                  "resource://" RESOURCE_PATH "/language-specs");
  add_schemes ();
}

static void
kq_code_view_init (KqCodeView *self)
{
  GtkWidget *gutter;

  /* a listing to read: its numbers and marks in the gutter, no cursor */
  g_object_set (self,
                "editable", FALSE,
                "cursor-visible", FALSE,
                "monospace", TRUE,
                "show-line-numbers", TRUE,
                "show-line-marks", TRUE,
                NULL);
  set_mark_colours (self);
  gutter = GTK_WIDGET (gtk_source_view_get_gutter (GTK_SOURCE_VIEW (self), GTK_TEXT_WINDOW_LEFT));
  for (GtkWidget *renderer = gtk_widget_get_first_child (gutter);
       renderer != NULL; renderer = gtk_widget_get_next_sibling (renderer))
    if (GTK_SOURCE_IS_GUTTER_RENDERER (renderer))
      g_signal_connect (renderer, "activate", G_CALLBACK (gutter_activate_cb), self);
}
