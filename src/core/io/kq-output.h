/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-output.h: every file we write goes through here */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Where path points, written the way a careful editor does:
 * - "-" (or NULL for KqOutput) is standard output;
 * - a symlink writes its target, the link stays;
 * - a device, FIFO or socket is written through, never replaced;
 * - a new file or a regular file is written to a temporary file beside it
 *   and renamed into place on commit, so it is whole or as it was; an
 *   existing file keeps its permission bits and, where we can, its owner;
 * - a regular file that rename would break (other hard links, an owner we
 *   cannot give the new file, a folder we cannot create files in) is
 *   rewritten in place.
 * While a temporary file exists, SIGINT, SIGTERM and SIGHUP remove it before
 * the process dies of the signal. Errors are G_FILE_ERROR and name the path. */
gboolean kq_file_write           (const char  *path,
                                  const void  *data,
                                  gsize        len,
                                  GError     **error);

/* Checks, before any work, that path can be written as above. */
gboolean kq_file_check_writable  (const char  *path,
                                  GError     **error);

/* The same as a stream, for outputs too large to hold. Writes are buffered:
 * on a terminal a line at a time, elsewhere the first writes go out at once
 * and the buffer then grows to a large one. Freeing an output that was not
 * committed aborts it: the temporary file goes, the old file stays. */
typedef struct _KqOutput KqOutput;

KqOutput *kq_output_open         (const char  *path,
                                  GError     **error);
gboolean  kq_output_write        (KqOutput    *output,
                                  const void  *data,
                                  gsize        len,
                                  GError     **error);
gboolean  kq_output_flush        (KqOutput    *output,
                                  GError     **error);
/* Whether a pipe's reader is still there, for a long search that writes
 * seldom (tour --all | head -1): when it has gone, SIGPIPE is raised as a
 * write would raise it, and where that is ignored, FALSE with the write's
 * error. TRUE for anything but a pipe. */
gboolean  kq_output_check_reader (KqOutput    *output,
                                  GError     **error);
/* Flushes and puts the file in place; the output is then closed. */
gboolean  kq_output_commit       (KqOutput    *output,
                                  GError     **error);
/* Drops what was written (a temporary file is removed); closed after. */
void      kq_output_abort        (KqOutput    *output);
void      kq_output_free         (KqOutput    *output);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqOutput, kq_output_free)

G_END_DECLS
