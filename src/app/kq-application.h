/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-application.h: the application: command line, app actions, windows */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define KQ_TYPE_APPLICATION (kq_application_get_type ())
G_DECLARE_FINAL_TYPE (KqApplication, kq_application, KQ, APPLICATION, AdwApplication)

KqApplication *kq_application_new (void);

G_END_DECLS
