/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export.c: exported images for slides: the caption and legend under
 * the board in PNG, SVG and PDF, and the animated GIF, read back by
 * decoders that are not ours (cairo's PNG reader, pdftotext, gdk-pixbuf,
 * ImageMagick's identify) */
#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>

#include "kq-i18n.h"
#include "kq-render.h"
#include "kq-test-tools.h"
#include "kq-tour.h"

#define SIZE 300

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static KqBoard *
queens_board (void)
{
  static const int cols[8] = { 0, 4, 7, 5, 2, 6, 1, 3 };  /* solution 1 of 92 */
  KqBoard *board = kq_board_new (KQ_PROBLEM_QUEENS, 8);

  kq_board_set_solution (board, cols);
  return board;
}

static KqBoard *
tour_board (int n, int row, int col, gboolean closed)
{
  KqTourRequest request = { .n = n, .row = row, .col = col, .closed = closed };
  g_autofree int *cells = g_new0 (int, n * n);
  KqBoard *board = kq_board_new (KQ_PROBLEM_TOUR, n);

  g_assert_cmpint (kq_tour_solve (&request, cells, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  kq_board_set_solution (board, cells);
  return board;
}

static void
test_caption_text (void)
{
  g_autoptr(KqBoard) queens = queens_board ();
  g_autoptr(KqBoard) closed = tour_board (8, 0, 0, TRUE);
  g_autoptr(KqBoard) open = tour_board (5, 0, 0, FALSE);  /* 5 × 5: never closed */
  g_autoptr(KqBoard) partial = kq_board_new (KQ_PROBLEM_TOUR, 6);
  g_autofree char *a = kq_render_caption (queens, 1, 14200);
  g_autofree char *b = kq_render_caption (queens, 3, 0);
  g_autofree char *c = kq_render_caption (queens, 0, 0);
  g_autofree char *d = kq_render_caption (closed, 0, 0);
  g_autofree char *e = kq_render_caption (open, 0, 0);
  g_autofree char *f = kq_render_caption (partial, 0, 0);
  g_autofree char *g = NULL;
  g_autofree char *vi = NULL;

  g_assert_cmpstr (a, ==, "8 queens — solution 1 of 14,200");
  g_assert_cmpstr (b, ==, "8 queens — solution 3");
  g_assert_cmpstr (c, ==, "8 queens");
  g_assert_cmpstr (d, ==, "Knight’s tour 8 × 8 from (1, 1), closed");
  g_assert_cmpstr (e, ==, "Knight’s tour 5 × 5 from (1, 1), open");
  g_assert_cmpstr (f, ==, "Knight’s tour 6 × 6");
  kq_board_place (partial, 2, 3, 1);
  kq_board_place (partial, 0, 2, 2);
  g = kq_render_caption (partial, 0, 0);
  g_assert_cmpstr (g, ==, "Knight’s tour 6 × 6 from (3, 4), move 2");

  /* in the language of the environment */
  kq_i18n_set_language ("vi");
  vi = kq_render_caption (queens, 1, 14200);
  kq_i18n_set_language ("");
  g_assert_cmpstr (vi, ==, "8 quân hậu — lời giải thứ 1 / 14.200");
}

/* The PNG's height, and whether a row of it below the board has ink (a
 * pixel other than the background's). */
static int
png_height (GBytes *png, int *inked_rows_below)
{
  g_autofree char *path = tmp_path ("read.png");
  cairo_surface_t *surface;
  int height, stride;
  const guint32 *data;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (png, NULL),
                                      g_bytes_get_size (png), NULL));
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, SIZE);
  height = cairo_image_surface_get_height (surface);
  data = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  *inked_rows_below = 0;
  for (int y = SIZE; y < height; y++)
    for (int x = 0; x < SIZE; x++)
      if (data[y * stride + x] != data[(height - 1) * stride])
        {
          (*inked_rows_below)++;
          break;
        }
  cairo_surface_destroy (surface);
  return height;
}

static void
test_caption_png (void)
{
  g_autoptr(KqBoard) board = queens_board ();
  g_autoptr(GBytes) plain = NULL, captioned = NULL, legend = NULL;
  KqRenderOptions options;
  int inked, plain_height, caption_height, legend_height, inked_legend;

  kq_render_options_init (&options);
  plain = kq_render_image_bytes (board, &options, KQ_IMAGE_PNG, SIZE, NULL);
  options.caption = "8 queens — solution 1 of 92";
  captioned = kq_render_image_bytes (board, &options, KQ_IMAGE_PNG, SIZE, NULL);
  caption_height = png_height (captioned, &inked);
  g_assert_cmpint (caption_height, ==, kq_render_image_height (board, &options, SIZE));
  options.legend = TRUE;
  legend = kq_render_image_bytes (board, &options, KQ_IMAGE_PNG, SIZE, NULL);

  plain_height = png_height (plain, &inked_legend);
  g_assert_cmpint (plain_height, ==, SIZE);
  g_assert_cmpint (caption_height, >, SIZE);
  g_assert_cmpint (inked, >=, 8);  /* the caption's text */
  legend_height = png_height (legend, &inked_legend);
  g_assert_cmpint (legend_height, ==, kq_render_image_height (board, &options, SIZE));
  g_assert_cmpint (legend_height, >, caption_height);
  g_assert_cmpint (inked_legend, >, inked);

  /* a caption too long for a line wraps: taller still, never wider */
  options.legend = FALSE;
  options.caption = "Bài 3 — xếp hậu: lời giải đầu tiên theo thứ tự từ điển, "
                    "như tệp QUEENS.OUT của bài học, để cả lớp cùng xem";
  g_assert_cmpint (kq_render_image_height (board, &options, SIZE), >, caption_height);
}

/* The glyphs an SVG draws: cairo writes text as glyphs, used by reference. */
static guint
svg_glyphs (GBytes *svg)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (svg, NULL), g_bytes_get_size (svg));
  guint count = 0;

  for (const char *at = text; (at = strstr (at, "href=\"#glyph")) != NULL; at++)
    count++;
  return count;
}

static void
test_caption_svg_pdf (void)
{
  g_autoptr(KqBoard) board = tour_board (6, 0, 0, TRUE);
  g_autofree char *caption = kq_render_caption (board, 0, 0);
  g_autoptr(GBytes) plain = NULL, captioned = NULL, pdf = NULL;
  g_autofree char *pdf_path = tmp_path ("captioned.pdf");
  g_autofree char *svg_path = tmp_path ("captioned.svg");
  g_autofree char *png_path = tmp_path ("captioned-svg.png");
  g_autofree char *text = NULL;
  g_autofree char *converted = NULL;
  KqRenderOptions options;
  guint letters = 0;

  kq_render_options_init (&options);
  plain = kq_render_image_bytes (board, &options, KQ_IMAGE_SVG, SIZE, NULL);
  options.caption = caption;
  captioned = kq_render_image_bytes (board, &options, KQ_IMAGE_SVG, SIZE, NULL);
  for (const char *c = caption; *c != '\0'; c = g_utf8_next_char (c))
    letters += g_unichar_isgraph (g_utf8_get_char (c));
  /* the caption is text, a glyph a letter, not an image of it */
  g_assert_cmpuint (svg_glyphs (captioned), >=, svg_glyphs (plain) + letters);
  g_assert_null (strstr (g_bytes_get_data (captioned, NULL), "<image"));
  g_assert_true (g_file_set_contents (svg_path, g_bytes_get_data (captioned, NULL),
                                      g_bytes_get_size (captioned), NULL));
  converted = kq_test_tool_output ("rsvg-convert", svg_path, "-o", png_path, NULL);
  if (converted != NULL)
    {
      cairo_surface_t *surface = cairo_image_surface_create_from_png (png_path);

      g_assert_cmpint (cairo_image_surface_get_height (surface), ==,
                       kq_render_image_height (board, &options, SIZE));
      cairo_surface_destroy (surface);
    }

  options.legend = TRUE;
  pdf = kq_render_image_bytes (board, &options, KQ_IMAGE_PDF, SIZE, NULL);
  g_assert_true (g_file_set_contents (pdf_path, g_bytes_get_data (pdf, NULL),
                                      g_bytes_get_size (pdf), NULL));
  text = kq_test_tool_output ("pdftotext", pdf_path, "-", NULL);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "Knight’s tour 6 × 6 from (1, 1), closed"));
  g_assert_nonnull (strstr (text, "visited"));  /* the legend */
}

/* gdk-pixbuf reads the GIF as an animation of the size. */
static void
assert_pixbuf_animation (const char *path, int width, int height)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbufAnimation) animation = gdk_pixbuf_animation_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_false (gdk_pixbuf_animation_is_static_image (animation));
  g_assert_cmpint (gdk_pixbuf_animation_get_width (animation), ==, width);
  g_assert_cmpint (gdk_pixbuf_animation_get_height (animation), ==, height);
}

static void
test_gif_tour (void)
{
  g_autoptr(KqBoard) board = tour_board (6, 2, 3, FALSE);
  g_autofree char *caption = kq_render_caption (board, 0, 0);
  g_autofree char *path = tmp_path ("tour.gif");
  g_autoptr(KqRenderGif) gif = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *data = NULL;
  KqRenderOptions options;
  int height, frame_height, frames;

  kq_render_options_init (&options);
  options.caption = caption;
  height = kq_render_image_height (board, &options, 200);
  gif = kq_render_gif_new (&options, 200, 10, &error);
  g_assert_no_error (error);
  g_assert_true (kq_render_gif_add_moves (gif, board, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (kq_render_gif_get_frames (gif), ==, 36);
  g_assert_true (kq_render_gif_write (gif, path, &error));
  g_assert_no_error (error);

  /* the header: a GIF89a (for the loop) of the size */
  g_assert_true (g_file_get_contents (path, (char **) &data, NULL, NULL));
  g_assert_cmpmem (data, 6, "GIF89a", 6);
  g_assert_cmpint (data[6] | data[7] << 8, ==, 200);
  g_assert_cmpint (data[8] | data[9] << 8, ==, height);
  assert_pixbuf_animation (path, 200, height);
  frames = kq_test_gif_frames (path, 200, &frame_height);
  if (frames >= 0)
    {
      g_assert_cmpint (frames, ==, 36);
      g_assert_cmpint (frame_height, ==, height);
    }
}

static gboolean
add_step (const KqEvent *event, gpointer user_data)
{
  KqBoard *board = ((gpointer *) user_data)[0];
  KqRenderGif *gif = ((gpointer *) user_data)[1];

  if (event->type == KQ_EVENT_PLACE)
    kq_board_place (board, event->row, event->col, event->step);
  else if (event->type == KQ_EVENT_REMOVE)
    kq_board_remove (board, event->row, event->col, event->step);
  else
    return event->type != KQ_EVENT_SOLUTION;
  return kq_render_gif_add_frame (gif, board, NULL);
}

/* A search step by step, past the bound: refused, the frames kept. */
static void
test_gif_bound (void)
{
  KqTourRequest request = { .n = 8, .method = KQ_TOUR_CLASSIC, .trace = TRUE };
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_TOUR, 8);
  g_autoptr(KqRenderGif) gif = kq_render_gif_new (NULL, 64, 50, NULL);
  g_autofree int *cells = g_new0 (int, 64);
  g_autofree char *path = tmp_path ("bound.gif");
  g_autoptr(GError) error = NULL;
  gpointer data[2] = { board, gif };
  int frames;

  g_assert_cmpint (kq_tour_solve (&request, cells, add_step, data, NULL), ==,
                   KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (kq_render_gif_get_frames (gif), ==, KQ_RENDER_GIF_MAX_FRAMES);
  g_assert_false (kq_render_gif_add_frame (gif, board, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, "2,500"));
  g_assert_true (kq_render_gif_write (gif, path, NULL));
  frames = kq_test_gif_frames (path, 64, NULL);
  if (frames >= 0)
    g_assert_cmpint (frames, ==, KQ_RENDER_GIF_MAX_FRAMES);
}

static void
test_gif_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KqRenderGif) empty = kq_render_gif_new (NULL, 100, 4, NULL);

  g_assert_null (kq_render_gif_new (NULL, KQ_RENDER_GIF_MAX_SIZE + 1, 4, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_null (kq_render_gif_new (NULL, 100, 0.5, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_null (kq_render_gif_new (NULL, 100, KQ_RENDER_GIF_MAX_FPS + 1, &error));
  g_clear_error (&error);
  g_assert_null (kq_render_gif_finish (empty, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;

  kq_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("kq-export-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/export/caption/text", test_caption_text);
  g_test_add_func ("/export/caption/png", test_caption_png);
  g_test_add_func ("/export/caption/svg-pdf", test_caption_svg_pdf);
  g_test_add_func ("/export/gif/tour", test_gif_tour);
  g_test_add_func ("/export/gif/bound", test_gif_bound);
  g_test_add_func ("/export/gif/errors", test_gif_errors);
  return g_test_run ();
}
