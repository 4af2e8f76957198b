/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-files-dialog.h: the files a student's program wrote in its folder (QUEENS.OUT…), as its
 * box kept them: each one's text (a file that is not text, or too long to show whole, said
 * so), and Save Beside the Program, which the window does (::save) and says (toast). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define KQ_TYPE_FILES_DIALOG (kq_files_dialog_get_type ())
G_DECLARE_FINAL_TYPE (KqFilesDialog, kq_files_dialog, KQ, FILES_DIALOG, AdwWindow)

/* A window over parent for program's files (KqStudentFile, a reference kept), the first
 * shown. */
KqFilesDialog *kq_files_dialog_new       (GtkWindow     *parent,
                                          const char    *program,
                                          GPtrArray     *files);
GPtrArray     *kq_files_dialog_get_files (KqFilesDialog *self);
/* The file shown (an index of files), and the text shown for it: for the tests. */
guint          kq_files_dialog_get_shown (KqFilesDialog *self);
char          *kq_files_dialog_get_text  (KqFilesDialog *self);
/* A toast in the window: where the file was written, or why not. */
void           kq_files_dialog_toast     (KqFilesDialog *self,
                                          const char    *title);
const char    *kq_files_dialog_get_toast (KqFilesDialog *self);

G_END_DECLS
