/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-code-view.h: the code panel's listing: a read-only GtkSourceView
 * whose marks show the line just run, the line before it faintly, and the
 * breakpoints; a click in its gutter asks for a breakpoint
 *
 * Its signal "gutter-activated" (int line, 1-based): a line's number, or
 * the space beside it, was clicked. The breakpoints themselves are the
 * KqCodeStepper's; the view only shows them.
 */
#pragma once

#include <gtksourceview/gtksource.h>

#include "kq-listing-format.h"

G_BEGIN_DECLS

#define KQ_TYPE_CODE_VIEW (kq_code_view_get_type ())
G_DECLARE_FINAL_TYPE (KqCodeView, kq_code_view, KQ, CODE_VIEW, GtkSourceView)

/* The listing's text, in its language's colours; NULL: none. */
void      kq_code_view_set_listing     (KqCodeView       *self,
                                        const KqListing  *listing);
/* Any source text in a GtkSourceView language ("python3", "c", "cpp",
 * "pascal"; NULL: plain), as a student's own program. */
void      kq_code_view_set_source      (KqCodeView       *self,
                                        const char       *text,
                                        const char       *language);
/* Marks line as the current one (0: none) and previous faintly; the
 * current line is scrolled to and its number is bold in the gutter. */
void      kq_code_view_show_line       (KqCodeView       *self,
                                        int               line,
                                        int               previous);
/* The current line, 0: none. */
int       kq_code_view_get_line        (KqCodeView       *self);
/* The text of line (1-based), without its indentation. */
char     *kq_code_view_dup_line_text   (KqCodeView       *self,
                                        int               line);
/* Shows a breakpoint on line, or none. */
void      kq_code_view_set_breakpoint  (KqCodeView       *self,
                                        int               line,
                                        gboolean          breakpoint);
/* The dark or light colours of the code and its marks. */
void      kq_code_view_set_dark        (KqCodeView       *self,
                                        gboolean          dark);
gboolean  kq_code_view_get_dark        (KqCodeView       *self);

G_END_DECLS
