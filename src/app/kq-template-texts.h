/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-template-texts.h: a widget template's translatable strings, set
 * again in the language chosen at run time */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _KqTemplateTexts KqTemplateTexts;

/* Reads the strings marked translatable="yes" in the template at
 * resource_path (properties, accessible properties, the items of a drop
 * down's GtkStringList), once, in class_init. Every object with a translatable string needs an id, or a critical
 * says which one lacks it. */
KqTemplateTexts *kq_template_texts_new   (GtkWidgetClass  *widget_class,
                                          const char      *resource_path);

/* Sets each of those strings on widget's template objects again,
 * translated into the current language. */
void             kq_template_texts_apply (KqTemplateTexts *texts,
                                          GtkWidget       *widget);

G_END_DECLS
