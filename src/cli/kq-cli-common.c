/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kq-cli.h"
#include "kq-format.h"

int
kq_cli_fail (int status, const char *format, ...)
{
  g_autofree char *message = NULL;
  g_autofree char *valid = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* GLib's option parser quotes arguments as they came. */
  valid = g_utf8_make_valid (message, -1);
  fprintf (stderr, "knights-queens-cli: %s\n", valid);

  return status;
}

void
kq_cli_drop_separator (int *argc, char **argv)
{
  /* GLib leaves "--" in when an argument after it starts with "-"; any
   * "--" left is that one, what follows it is the arguments themselves. */
  for (int i = 1; i < *argc; i++)
    if (g_str_equal (argv[i], "--"))
      {
        memmove (argv + i, argv + i + 1, (gsize) (*argc - i) * sizeof *argv);
        --*argc;
        break;
      }
}

gboolean
kq_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
      return FALSE;
    }
  kq_cli_drop_separator (argc, *argv);
  return TRUE;
}

gboolean
kq_cli_parse_option (const char *text, const char *option, gint64 min, gint64 max,
                     gint64 *value, GError **error)
{
  return text == NULL || kq_parse_int (text, option, min, max, value, error);
}

gboolean
kq_cli_parse_size (const char *text, int max, int *n, GError **error)
{
  gint64 value;

  if (!kq_parse_int (text, _("board size n"), 1, max, &value, error))
    return FALSE;
  *n = (int) value;
  return TRUE;
}

gboolean
kq_cli_parse_board_size (char **args, int n_args, int max, int *rows, int *cols, int *used,
                         GError **error)
{
  /* "×" as people write it, "x" as a keyboard does. */
  const char *times = strstr (args[0], "×");
  const char *x = strpbrk (args[0], "xX");
  gint64 m, n;

  g_return_val_if_fail (n_args >= 1, FALSE);

  if (x != NULL && (times == NULL || x < times))
    times = x;
  if (times != NULL)
    {
      g_autofree char *first = g_strndup (args[0], times - args[0]);

      *used = 1;
      if (!kq_parse_int (first, _("rows M"), 1, max, &m, error) ||
          !kq_parse_int (times + (*times == 'x' || *times == 'X' ? 1 : strlen ("×")),
                         _("columns N"), 1, max, &n, error))
        return FALSE;
    }
  else if (n_args % 2 == 0)
    {
      *used = 2;
      if (!kq_parse_int (args[0], _("rows M"), 1, max, &m, error) ||
          !kq_parse_int (args[1], _("columns N"), 1, max, &n, error))
        return FALSE;
    }
  else
    {
      *used = 1;
      if (!kq_parse_int (args[0], _("board size n"), 1, max, &m, error))
        return FALSE;
      n = m;
    }
  *rows = (int) m;
  *cols = (int) n;
  return TRUE;
}

GOptionContext *
kq_cli_context_new (const char *parameter, KqCliImages *images)
{
  GOptionContext *context = g_option_context_new (parameter);

  g_option_context_set_main_group (context, g_option_group_new (NULL, NULL, NULL, images, NULL));
  /* Here, as the entries that point to them are made after the subcommand's:
   * GOption keeps the pointers until the context is freed, so the texts live
   * as long as images (help with the defaults in it; GOption looks the texts
   * up again: a translated text finds nothing and stays as it is). */
  images->size_help =
    g_strdup_printf (_("Width of the images in pixels (default %d, an animation %d)"),
                     KQ_RENDER_PNG_DEFAULT_SIZE, KQ_RENDER_GIF_DEFAULT_SIZE);
  images->fps_help =
    g_strdup_printf (_("With --gif: frames a second (default %d)"), KQ_RENDER_GIF_DEFAULT_FPS);
  return context;
}

/* --caption alone is the default caption, --caption=TEXT the user's: its
 * bytes as given (GLib's conversion of a bad one would drop it without a
 * word), UTF-8 and not longer than a caption can show. */
static gboolean
caption_cb (const char *name, const char *value, gpointer data, GError **error)
{
  KqCliImages *images = data;

  if (value != NULL && !g_utf8_validate (value, -1, NULL))
    {
      g_autofree char *shown = kq_format_user_text (value);

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--caption: “%s” is not UTF-8 text"), shown);
      return FALSE;
    }
  if (value != NULL && g_utf8_strlen (value, -1) > KQ_RENDER_CAPTION_MAX_CHARS)
    {
      g_autofree char *length = kq_format_count ((guint64) g_utf8_strlen (value, -1));

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "--caption: a caption has at most %d character (this one has %s)",
                                "--caption: a caption has at most %d characters (this one has %s)",
                                KQ_RENDER_CAPTION_MAX_CHARS),
                   KQ_RENDER_CAPTION_MAX_CHARS, length);
      return FALSE;
    }
  images->caption = TRUE;
  g_free (images->caption_text);
  images->caption_text = g_strdup (value);
  return TRUE;
}

void
kq_cli_images_add_entries (GOptionContext *context, KqCliImages *images)
{
  const GOptionEntry entries[] = {
    { "image", 0, 0, G_OPTION_ARG_FILENAME, &images->image,
      N_("Also draw the result to FILE: PNG, SVG or PDF by its extension"), N_("FILE") },
    { "gif", 0, 0, G_OPTION_ARG_FILENAME, &images->gif,
      N_("Also draw the result as an animated GIF, a frame per move"), N_("FILE") },
    { "gif-steps", 0, 0, G_OPTION_ARG_NONE, &images->gif_steps,
      N_("With --gif: a frame per step of the search (every try and every undo) up to the "
         "result"), NULL },
    { "fps", 0, 0, G_OPTION_ARG_FILENAME, &images->fps_text,
      images->fps_help, N_("N") },
    { "size", 0, 0, G_OPTION_ARG_FILENAME, &images->size_text,
      images->size_help, N_("PX") },
    { "caption", 0, G_OPTION_FLAG_OPTIONAL_ARG | G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK,
      (gpointer) caption_cb,
      N_("Write a caption under the board in the images: “8 queens — solution 1 of 92”, or "
         "--caption=TEXT"), N_("TEXT") },
    { "legend", 0, 0, G_OPTION_ARG_NONE, &images->legend,
      N_("Draw the key to the board's colours under it in the images"), NULL },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &images->dark,
      N_("Draw images and sheets in the dark palette (default: light)"), NULL },
    G_OPTION_ENTRY_NULL
  };

  /* the context comes from kq_cli_context_new (…, images), for --caption */
  g_assert (g_option_context_get_main_group (context) != NULL);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
kq_cli_images_check (KqCliImages *images, GError **error)
{
  KqImageFormat format;
  gint64 size = 0, fps = KQ_RENDER_GIF_DEFAULT_FPS;

  if (!kq_cli_parse_option (images->size_text, "--size", KQ_RENDER_PNG_MIN_SIZE,
                            images->gif != NULL ? KQ_RENDER_GIF_MAX_SIZE : KQ_RENDER_PNG_MAX_SIZE,
                            &size, error) ||
      !kq_cli_parse_option (images->fps_text, "--fps", KQ_RENDER_GIF_MIN_FPS,
                            KQ_RENDER_GIF_MAX_FPS, &fps, error))
    return FALSE;
  images->size = size > 0 ? (int) size : KQ_RENDER_PNG_DEFAULT_SIZE;
  images->gif_size = size > 0 ? (int) size : KQ_RENDER_GIF_DEFAULT_SIZE;
  images->fps = (double) fps;
  if (images->gif == NULL && (images->gif_steps || images->fps_text != NULL))
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                           _("--gif-steps and --fps go with --gif"));
      return FALSE;
    }
  if (!kq_cli_images_wanted (images) && (images->caption || images->legend))
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                           _("--caption and --legend go with --png, --image or --gif"));
      return FALSE;
    }
  if (images->png != NULL && !kq_file_check_writable (images->png, error))
    return FALSE;
  if (images->gif != NULL && !kq_file_check_writable (images->gif, error))
    return FALSE;
  return images->image == NULL ||
         (kq_render_image_format_from_path (images->image, &format, error) &&
          kq_file_check_writable (images->image, error));
}

gboolean
kq_cli_images_wanted (const KqCliImages *images)
{
  return images->png != NULL || images->image != NULL || images->gif != NULL;
}

gboolean
kq_cli_images_given (const KqCliImages *images)
{
  return kq_cli_images_wanted (images) || images->size_text != NULL ||
         images->fps_text != NULL || images->caption || images->legend || images->dark ||
         images->gif_steps;
}

KqPalette
kq_cli_images_palette (const KqCliImages *images)
{
  return images->dark ? KQ_PALETTE_DARK : KQ_PALETTE_LIGHT;
}

/* The options of every image: palette, caption (caption, to free), legend. */
static void
images_options (const KqCliImages *images, const KqBoard *board, guint64 number, guint64 total,
                KqRenderOptions *options, char **caption)
{
  kq_render_options_init (options);
  options->palette = kq_cli_images_palette (images);
  options->legend = images->legend;
  *caption = NULL;
  if (images->caption)
    *caption = images->caption_text != NULL ? g_strdup (images->caption_text)
                                             : kq_render_caption (board, number, total);
  options->caption = *caption;
}

/* "cannot write FILE: the animation's reason" */
static gboolean
gif_failed (const KqCliImages *images, GError *reason, GError **error)
{
  g_autofree char *display = g_filename_display_name (images->gif);

  g_set_error (error, reason->domain, reason->code, _("cannot write %s: %s"), display,
               reason->message);
  g_error_free (reason);
  return FALSE;
}

gboolean
kq_cli_images_write (const KqCliImages *images, const KqBoard *board, guint64 number,
                     guint64 total, GError **error)
{
  g_autofree char *caption = NULL;
  KqRenderOptions options;

  images_options (images, board, number, total, &options, &caption);
  if (images->png != NULL && !kq_render_png (board, &options, images->size, images->png, error))
    return FALSE;
  if (images->image != NULL &&
      !kq_render_image (board, &options, images->size, images->image, error))
    return FALSE;
  if (images->gif != NULL && !images->gif_steps)
    {
      g_autoptr(KqRenderGif) gif = NULL;
      GError *reason = NULL;

      gif = kq_render_gif_new (&options, images->gif_size, images->fps, &reason);
      if (gif == NULL || !kq_render_gif_add_moves (gif, board, &reason))
        return gif_failed (images, reason, error);
      return kq_render_gif_write (gif, images->gif, error);
    }
  return TRUE;
}

void
kq_cli_images_clear (KqCliImages *images)
{
  g_clear_pointer (&images->png, g_free);
  g_clear_pointer (&images->image, g_free);
  g_clear_pointer (&images->gif, g_free);
  g_clear_pointer (&images->caption_text, g_free);
  g_clear_pointer (&images->size_text, g_free);
  g_clear_pointer (&images->fps_text, g_free);
  g_clear_pointer (&images->size_help, g_free);
  g_clear_pointer (&images->fps_help, g_free);
}

gboolean
kq_cli_gif_steps_init (KqCliGifSteps *steps, const KqCliImages *images, const KqBoard *board,
                       guint64 number, guint64 total, GError **error)
{
  g_autofree char *caption = NULL;
  KqRenderOptions options;
  GError *reason = NULL;

  images_options (images, board, number, total, &options, &caption);
  steps->gif = kq_render_gif_new (&options, images->gif_size, images->fps, &reason);
  if (steps->gif == NULL)
    return gif_failed (images, reason, error);
  steps->board = kq_board_new_like (board);
  steps->solutions = MAX (number, 1);
  return TRUE;
}

gboolean
kq_cli_gif_steps_event (const KqEvent *event, gpointer user_data)
{
  KqCliGifSteps *steps = user_data;

  switch (event->type)
    {
    case KQ_EVENT_PLACE:
      kq_board_place (steps->board, event->row, event->col, event->step);
      break;
    case KQ_EVENT_REMOVE:
      kq_board_remove (steps->board, event->row, event->col, event->step);
      break;
    case KQ_EVENT_SOLUTION:
      return event->solutions < steps->solutions;
    case KQ_EVENT_PROGRESS:
    default:
      return TRUE;
    }
  return kq_render_gif_add_frame (steps->gif, steps->board, &steps->error);
}

/* "cannot write FILE: the search takes more than 2,500 steps …" */
static gboolean
too_many_steps (const KqCliImages *images, GError **error)
{
  g_autofree char *display = g_filename_display_name (images->gif);
  g_autofree char *bound = kq_format_count (KQ_RENDER_GIF_MAX_FRAMES);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               _("cannot write %s: the search takes more than %s steps, more than an "
                 "animation holds; without --gif-steps it shows the moves of the result"),
               display, bound);
  return FALSE;
}

typedef struct {
  guint64 frames;
  guint64 solutions;
} FrameCount;

/* kq_cli_gif_steps_event's frames, counted: the search stops past the bound. */
static gboolean
count_frame (const KqEvent *event, gpointer user_data)
{
  FrameCount *count = user_data;

  switch (event->type)
    {
    case KQ_EVENT_PLACE:
    case KQ_EVENT_REMOVE:
      return ++count->frames <= KQ_RENDER_GIF_MAX_FRAMES;
    case KQ_EVENT_SOLUTION:
      return event->solutions < count->solutions;
    case KQ_EVENT_PROGRESS:
    default:
      return TRUE;
    }
}

gboolean
kq_cli_gif_steps_check (const KqCliImages *images, guint64 number, KqCliSearchFunc search,
                        gpointer search_data, GError **error)
{
  FrameCount count = { 0, MAX (number, 1) };

  search (count_frame, &count, search_data);
  return count.frames <= KQ_RENDER_GIF_MAX_FRAMES || too_many_steps (images, error);
}

gboolean
kq_cli_gif_steps_write (KqCliGifSteps *steps, const KqCliImages *images, GError **error)
{
  if (steps->error != NULL && !g_error_matches (steps->error, G_FILE_ERROR, G_FILE_ERROR_INVAL))
    return gif_failed (images, g_steal_pointer (&steps->error), error);
  if (steps->error != NULL)
    return too_many_steps (images, error);
  return kq_render_gif_write (steps->gif, images->gif, error);
}

void
kq_cli_gif_steps_clear (KqCliGifSteps *steps)
{
  g_clear_pointer (&steps->gif, kq_render_gif_free);
  g_clear_pointer (&steps->board, kq_board_free);
  g_clear_error (&steps->error);
}

int
kq_cli_listing_open (KqCliListing *listing, const char *path, int n)
{
  g_autoptr(GError) error = NULL;

  listing->output = kq_output_open (path, &error);
  if (listing->output == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  listing->text = g_string_new (NULL);
  listing->n = n;
  return KQ_EXIT_OK;
}

gboolean
kq_cli_listing_write (KqCliListing *listing)
{
  return kq_output_write (listing->output, listing->text->str, listing->text->len,
                          &listing->error);
}

int
kq_cli_listing_close (KqCliListing *listing)
{
  g_autoptr(GError) error = NULL;

  /* A failed write is reported whatever else happened. */
  if (listing->error != NULL)
    g_propagate_error (&error, g_steal_pointer (&listing->error));
  else
    kq_output_commit (listing->output, &error);
  if (error != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}

void
kq_cli_listing_clear (KqCliListing *listing)
{
  g_clear_pointer (&listing->output, kq_output_free);
  if (listing->text != NULL)
    g_string_free (g_steal_pointer (&listing->text), TRUE);
  g_clear_error (&listing->error);
}
