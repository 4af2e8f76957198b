/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-a11y.h: one accessible name for each control, from one source, on
 * GTK 4.8 (see kq-a11y.c) */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names every control in root's tree once: a button or check button by
 * its visible label (without the mnemonic's underscore), a control with a
 * mnemonic label by its own accessible label, a drop-down's button by the
 * item chosen; GTK's inner parts that would be named by their type are
 * hidden. Call again after a label changes or a language switch. */
void  kq_a11y_name_once    (GtkWidget  *root);

/* A button's label with a mnemonic, named once. */
void  kq_a11y_set_label    (GtkButton  *button,
                            const char *label);

G_END_DECLS
