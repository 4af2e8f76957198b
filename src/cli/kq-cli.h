/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-cli.h: what the subcommands of knights-queens-cli share */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "kq-listing-format.h"
#include "kq-output.h"
#include "kq-render.h"

G_BEGIN_DECLS

typedef enum {
  KQ_EXIT_OK = 0,       /* a result was printed */
  KQ_EXIT_NONE = 1,     /* there is no solution; the reason is on stderr */
  KQ_EXIT_USAGE = 2,    /* bad input: arguments, files, paths */
  KQ_EXIT_GAVE_UP = 3,  /* the step limit ran out before an answer */
} KqExitStatus;

/* Prints "knights-queens-cli: MESSAGE" on stderr and returns status. */
int      kq_cli_fail               (int           status,
                                    const char   *format,
                                    ...) G_GNUC_PRINTF (2, 3);

/* Parses argv with entries; a usage error is printed and FALSE returned.
 * The "--" that ends the options is dropped (kq_cli_drop_separator). */
gboolean kq_cli_parse_options      (GOptionContext *context,
                                    int            *argc,
                                    char         ***argv);

/* Drops the first "--" of the arguments left after parsing (argv[0] is
 * the program's name), which GLib keeps when one after it starts with "-". */
void     kq_cli_drop_separator     (int            *argc,
                                    char          **argv);

/* A number option taken as text, so that every value is checked (NULL: not
 * given, value stays); option names it in the message. Such options are
 * G_OPTION_ARG_FILENAME: the bytes as given, for kq_parse_int to show
 * (GLib's conversion of a string option fails on invalid UTF-8 without
 * naming the option). */
gboolean kq_cli_parse_option       (const char   *text,
                                    const char   *option,
                                    gint64        min,
                                    gint64        max,
                                    gint64       *value,
                                    GError      **error);

gboolean kq_cli_parse_size         (const char   *text,
                                    int           max,
                                    int          *n,
                                    GError      **error);

/* A board of rows × cols from a subcommand's arguments (n_args >= 1 of
 * them, args[0] the first): "MxN" or "M×N" in one; else M and N in two
 * when there are two or four (the board, or the board and a square), N
 * for N × N when there are one or three. Each side 1 to max; used
 * receives the arguments the board took. */
gboolean kq_cli_parse_board_size   (char        **args,
                                    int           n_args,
                                    int           max,
                                    int          *rows,
                                    int          *cols,
                                    int          *used,
                                    GError      **error);

/* A listing the solver's callback writes piece by piece (text, then
 * kq_cli_listing_write) to stdout or a file; n is the board's. */
typedef struct {
  KqOutput *output;
  GString  *text;
  int       n;
  GError   *error;  /* the first failed write: the callback stops the solver */
} KqCliListing;

/* Opens the output at path ("-" or NULL: stdout); exit 2 with the message. */
int      kq_cli_listing_open       (KqCliListing   *listing,
                                    const char     *path,
                                    int             n);
/* Writes text; FALSE, with listing->error set, when the write failed. */
gboolean kq_cli_listing_write      (KqCliListing   *listing);
/* Commits the output unless a write failed; either failure as exit 2. */
int      kq_cli_listing_close      (KqCliListing   *listing);
void     kq_cli_listing_clear      (KqCliListing   *listing);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KqCliListing, kq_cli_listing_clear)

/* The images a subcommand draws of its result. */
typedef struct {
  char     *png;          /* --png FILE: a PNG whatever the name */
  char     *image;        /* --image FILE: PNG, SVG or PDF by the name's extension */
  char     *gif;          /* --gif FILE: an animated GIF */
  gboolean  dark;         /* --dark: the dark palette (images are light by default) */
  gboolean  caption;      /* --caption[=TEXT]: a caption under the board */
  char     *caption_text; /* its TEXT, NULL for the default (kq_render_caption) */
  gboolean  legend;       /* --legend: the key under the board */
  gboolean  gif_steps;    /* --gif-steps: a frame per step of the search, not per move */
  char     *size_text;    /* --size PX, and --fps N, as given */
  char     *fps_text;
  int       size;         /* from kq_cli_images_check: the still images' size, */
  int       gif_size;     /* the animation's, */
  double    fps;          /* and its speed */
  char     *size_help;    /* --size's and --fps's help, from kq_cli_context_new */
  char     *fps_help;
} KqCliImages;

/* A context for a subcommand that draws images: its main group carries
 * images, for --caption's optional TEXT. */
GOptionContext *kq_cli_context_new (const char   *parameter,
                                    KqCliImages  *images);
/* Adds --image, --gif and what goes with them (each subcommand has its own
 * --png), after the subcommand's own entries. */
void     kq_cli_images_add_entries (GOptionContext *context,
                                    KqCliImages    *images);
/* Reads --size and --fps, and checks before any work that the images can
 * be written. */
gboolean kq_cli_images_check       (KqCliImages       *images,
                                    GError           **error);
/* Whether any image option was given, an image or what goes with one
 * (--size, --fps, --caption, --legend, --dark, --gif-steps). */
gboolean kq_cli_images_given       (const KqCliImages *images);
/* Whether any image is asked for (a sheet aside). */
gboolean kq_cli_images_wanted      (const KqCliImages *images);
/* Writes the images of board, the queens' solution number of total (0:
 * not known) in the caption; the GIF a frame per move unless gif_steps. */
gboolean kq_cli_images_write       (const KqCliImages *images,
                                    const KqBoard     *board,
                                    guint64            number,
                                    guint64            total,
                                    GError           **error);
KqPalette kq_cli_images_palette    (const KqCliImages *images);
void     kq_cli_images_clear       (KqCliImages    *images);

/* A search run with func as its KqEventFunc (PLACE and REMOVE traced). */
typedef void (*KqCliSearchFunc) (KqEventFunc  func,
                                 gpointer     func_data,
                                 gpointer     search_data);

/* --gif-steps: counts, without drawing, the frames search makes up to
 * solution number (0: the first); FALSE with the error when they are more
 * than an animation holds, so that it is refused before any drawing. */
gboolean kq_cli_gif_steps_check    (const KqCliImages *images,
                                    guint64            number,
                                    KqCliSearchFunc    search,
                                    gpointer           search_data,
                                    GError           **error);

/* --gif-steps: a solver's events (PLACE and REMOVE with trace) added as
 * frames up to the solutions-th solution; see kq_cli_gif_steps_write. */
typedef struct {
  KqRenderGif *gif;
  KqBoard     *board;
  guint64      solutions;
  GError      *error;
} KqCliGifSteps;

/* The animation for board's result (its caption, number of total as for
 * kq_cli_images_write), to fill with kq_cli_gif_steps_event as
 * the solver's KqEventFunc. NULL with the error. */
gboolean kq_cli_gif_steps_init     (KqCliGifSteps     *steps,
                                    const KqCliImages *images,
                                    const KqBoard     *board,
                                    guint64            number,
                                    guint64            total,
                                    GError           **error);
gboolean kq_cli_gif_steps_event    (const KqEvent     *event,
                                    gpointer           user_data);
/* Writes the GIF to images->gif, or says why it could not be made. */
gboolean kq_cli_gif_steps_write    (KqCliGifSteps     *steps,
                                    const KqCliImages *images,
                                    GError           **error);
void     kq_cli_gif_steps_clear    (KqCliGifSteps     *steps);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KqCliGifSteps, kq_cli_gif_steps_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KqCliImages, kq_cli_images_clear)

/* --trace=lines and the listings (kq-cli-lesson.c). */
typedef struct {
  char     *trace;          /* --trace: "lines" */
  char     *listing;        /* --listing ID */
  gboolean  listings;       /* --listings */
  gboolean  print_listing;  /* --print-listing */
} KqCliLesson;

void     kq_cli_lesson_add_entries (GOptionContext *context,
                                    KqCliLesson    *lesson);
void     kq_cli_lesson_clear       (KqCliLesson    *lesson);
/* --listings or --print-listing: answered without a board. */
gboolean kq_cli_lesson_standalone  (const KqCliLesson *lesson);
/* Prints them (exit 2 if other_arguments: a board, other options). */
int      kq_cli_lesson_print       (const KqCliLesson *lesson,
                                    KqProblem          problem,
                                    gboolean           other_arguments);
/* The options make sense together (--trace's value, --listing with it). */
gboolean kq_cli_lesson_check       (const KqCliLesson *lesson,
                                    GError           **error);
/* The listing --listing names, or the default. */
KqListing *kq_cli_lesson_listing   (const KqCliLesson *lesson,
                                    KqProblem          problem,
                                    GError           **error);
/* Runs machine for up to --max-steps lines (max_steps_text; NULL: up to
 * KQ_CLI_TRACE_DEFAULT_MAX_STEPS, and exit 3 saying so if the run goes on
 * past them; "0": to its end), one JSON object a line to output_path
 * (NULL: stdout). */
int      kq_cli_lesson_trace       (KqLesson          *machine,
                                    const KqListing   *listing,
                                    const char        *max_steps_text,
                                    const char        *output_path);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KqCliLesson, kq_cli_lesson_clear)

int      kq_cli_tour               (int           argc,
                                    char        **argv);
int      kq_cli_queens             (int           argc,
                                    char        **argv);
/* n rooks: the queens' command with the permutations' solvers. */
int      kq_cli_rooks              (int           argc,
                                    char        **argv);
/* A student's own program, as JSON Lines (kq-cli-trace.c). */
int      kq_cli_trace              (int           argc,
                                    char        **argv);
/* The two-player knight game (kq-cli-game.c). */
int      kq_cli_game               (int           argc,
                                    char        **argv);
/* Its own exit statuses, testlib's: see kq-cli-check.c. */
int      kq_cli_check              (int           argc,
                                    char        **argv);

/* The lesson's last step as one JSON object (no newline): step, line, op,
 * frames (the machine's), stack (kq_listing_append_frame's, outermost
 * first), x (queens), arrays under the listing's names, and harm (its text)
 * on a harm, else sentence (kq_listing_describe_step's). */
void kq_cli_format_step (const KqListing *listing,
                         const KqLesson  *lesson,
                         GString         *out);

G_END_DECLS
