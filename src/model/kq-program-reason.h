/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-program-reason.h: the reason a student's program gave for its crash, in the words it
 * printed and in the student's language.
 *
 * A crash verdict names the signal or the exception; the reason is in what the program's
 * runtime printed (C++'s what (): "vector::_M_range_check: __n (which is 5) >= this->size ()
 * (which is 5)", an assert, Python's "IndexError: list index out of range", Free Pascal's
 * "Runtime error 201"): the window shows it beside its meaning, which a student reading
 * Vietnamese can follow. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The line of output that says why the program ended, as printed (a C++ exception's what (),
 * a failed assert, Python's exception, Free Pascal's runtime error without its address);
 * NULL: none. */
char       *kq_program_reason_said    (const char *output);
/* What said (a line kq_program_reason_said () found, or a crash verdict's exception) means,
 * in the language shown; NULL: nothing known of it. */
const char *kq_program_reason_meaning (const char *said);
/* Both, for a verdict: meaning: “said” (the meaning alone when with_said is FALSE, where the
 * verdict quotes the exception already; said alone when its meaning is not known); NULL:
 * output says no reason. */
char       *kq_program_reason_text    (const char *output,
                                       gboolean    with_said);

G_END_DECLS
