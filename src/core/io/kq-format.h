/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-format.h: the lessons' file formats */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define KQ_FORMAT_ERROR (kq_format_error_quark ())

typedef enum {
  KQ_FORMAT_ERROR_INVALID,    /* not a number, trailing junk, empty */
  KQ_FORMAT_ERROR_RANGE,      /* a number outside the allowed range */
} KqFormatError;

GQuark   kq_format_error_quark      (void);

/* Parses a decimal integer in [min, max]; what names the value in the
 * message ("board size", …). */
gboolean kq_parse_int               (const char  *text,
                                     const char  *what,
                                     gint64       min,
                                     gint64       max,
                                     gint64      *value,
                                     GError     **error);

/* The user's text as a message shows it: valid UTF-8 whatever the bytes
 * (invalid ones as \xNN), control characters escaped, multi-byte characters
 * kept, cut to one short line with "…". */
char    *kq_format_user_text        (const char  *text);

/* Skips a UTF-8 byte order mark (Windows Notepad writes one) at the start
 * of data. */
void     kq_format_skip_bom         (const char **data,
                                     gsize       *length);

/* QUEENS.INP: one positive integer n, at most max_n, in UTF-8 or ASCII (a
 * byte order mark is skipped). name is the file's display name, for the
 * messages. The reader and the fuzzer share this parser. */
gboolean kq_queens_inp_parse        (const char  *data,
                                     gsize        length,
                                     const char  *name,
                                     int          max_n,
                                     int         *n,
                                     GError     **error);

/* Reads QUEENS.INP from path: a file, or any stream (a pipe, a FIFO,
 * /dev/stdin; "-" is standard input), up to KQ_INP_MAX_BYTES. A stream
 * that sends nothing for KQ_INP_TIMEOUT_SECONDS is an error (not on a
 * terminal, where someone may be typing). */
gboolean kq_queens_inp_read         (const char  *path,
                                     int          max_n,
                                     int         *n,
                                     GError     **error);

/* One QUEENS.OUT line, "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);\n",
 * from n 0-based columns. */
void     kq_format_queens_line      (GString     *out,
                                     const int   *cols,
                                     int          n);

/* A tour as an n×n matrix of move numbers in right-aligned columns,
 * one space apart, a newline after each row. */
void     kq_format_tour_matrix      (GString     *out,
                                     const int   *board,
                                     int          n);
/* The same for count rows from row first (0-based) of a rows × cols
 * board: a huge matrix is printed a few rows at a time, never held whole. */
void     kq_format_tour_rows        (GString     *out,
                                     const int   *board,
                                     int          rows,
                                     int          cols,
                                     int          first,
                                     int          count);

/* Numbers for people to read, in the current language: the digits
 * grouped by thousands ("14,772,512", Vietnamese "14.772.512"), and a
 * fixed number of decimals after the language's decimal mark ("2.5",
 * "2,5"). Files and machine output use kq_format_uint() instead. */
char    *kq_format_count            (guint64      value);
char    *kq_format_decimal          (double       value,
                                     int          decimals);
/* A duration for people: "3.4 s", "2 min 05 s", "1 h 02 min". */
char    *kq_format_duration         (double       seconds);

/* Appends value in decimal (faster than g_string_append_printf). */
void     kq_format_uint             (GString     *out,
                                     guint64      value,
                                     int          width);

G_END_DECLS
