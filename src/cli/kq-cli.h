/* kq-cli.h: what the subcommands of knights-queens-cli share */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "kq-render.h"

G_BEGIN_DECLS

typedef enum {
  KQ_EXIT_OK = 0,       /* a result was printed */
  KQ_EXIT_NONE = 1,     /* there is no solution; the reason is on stderr */
  KQ_EXIT_USAGE = 2,    /* bad input: arguments, files, paths */
  KQ_EXIT_GAVE_UP = 3,  /* the step limit ran out before an answer */
} KqExitStatus;

/* Text output to stdout or to a file that appears only when complete. */
typedef struct {
  FILE    *stream;
  char    *path;       /* the file asked for, NULL for stdout */
  char    *tmp_path;   /* written there, renamed to path on commit */
  GString *buffer;
} KqCliOutput;

gboolean kq_cli_output_open        (KqCliOutput  *output,
                                    const char   *path,
                                    GError      **error);
/* Writes the buffer out once it has grown past a chunk. */
gboolean kq_cli_output_maybe_flush (KqCliOutput  *output,
                                    GError      **error);
gboolean kq_cli_output_commit      (KqCliOutput  *output,
                                    GError      **error);
void     kq_cli_output_abort       (KqCliOutput  *output);

/* Checks before any work that a file can be created at path. */
gboolean kq_cli_check_writable     (const char   *path,
                                    GError      **error);

/* Prints "knights-queens-cli: MESSAGE" on stderr and returns status. */
int      kq_cli_fail               (int           status,
                                    const char   *format,
                                    ...) G_GNUC_PRINTF (2, 3);

/* Parses argv with entries; a usage error is printed and FALSE returned. */
gboolean kq_cli_parse_options      (GOptionContext *context,
                                    int            *argc,
                                    char         ***argv);

gboolean kq_cli_parse_size         (const char   *text,
                                    int           max,
                                    int          *n,
                                    GError      **error);

/* The images a subcommand draws of its result. */
typedef struct {
  char     *png;    /* --png FILE: a PNG whatever the name */
  char     *image;  /* --image FILE: PNG, SVG or PDF by the name's extension */
  gboolean  dark;   /* --dark: the dark palette (images are light by default) */
} KqCliImages;

/* Adds --image and --dark (each subcommand has its own --png). */
void     kq_cli_images_add_entries (GOptionContext *context,
                                    KqCliImages    *images);
/* Checks before any work that the images can be written. */
gboolean kq_cli_images_check       (const KqCliImages *images,
                                    GError           **error);
gboolean kq_cli_images_write       (const KqCliImages *images,
                                    const KqBoard     *board,
                                    int                size,
                                    GError           **error);
KqPalette kq_cli_images_palette    (const KqCliImages *images);
void     kq_cli_images_clear       (KqCliImages    *images);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KqCliImages, kq_cli_images_clear)

int      kq_cli_tour               (int           argc,
                                    char        **argv);
int      kq_cli_queens             (int           argc,
                                    char        **argv);
/* Its own exit statuses, testlib's: see kq-cli-check.c. */
int      kq_cli_check              (int           argc,
                                    char        **argv);

G_END_DECLS
