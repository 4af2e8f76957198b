/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-input.h: every file the CLI reads goes through here */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A file opened for reading ("-" is standard input). A regular file is read
 * as it is (its size is not trusted); a pipe, a FIFO, a device or a socket
 * as a stream: one that sends nothing for KQ_INP_TIMEOUT_SECONDS (or the
 * environment's KQ_INPUT_TIMEOUT, 1 to 3600) is an
 * error, except on a terminal, where someone may be typing. A FIFO with no
 * writer opens without waiting. Errors are G_FILE_ERROR and name the file;
 * a folder is refused when opened. */
typedef struct _KqInput KqInput;

KqInput    *kq_input_open      (const char  *path,
                                GError     **error);
/* Reads up to size bytes into buffer: how many came, 0 at the end, -1 on
 * an error. */
gssize      kq_input_read_some (KqInput     *input,
                                void        *buffer,
                                gsize        size,
                                GError     **error);
/* The name messages give it, kq_input_display_name's. */
const char *kq_input_get_name  (const KqInput *input);
void        kq_input_free      (KqInput     *input);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqInput, kq_input_free)

/* The name messages give path: "standard input" for "-", else the file's
 * display name. */
char       *kq_input_display_name (const char *path);

/* Reads path whole, but never more than max_bytes + 1 bytes: a result
 * longer than max_bytes means the file is too long, for the caller to word. */
GBytes     *kq_input_read      (const char  *path,
                                gsize        max_bytes,
                                GError     **error);

G_END_DECLS
