/* kq-application.h: the application: command line, app actions, windows */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KQ_TYPE_APPLICATION (kq_application_get_type ())
G_DECLARE_FINAL_TYPE (KqApplication, kq_application, KQ, APPLICATION, GtkApplication)

KqApplication *kq_application_new (void);

G_END_DECLS
