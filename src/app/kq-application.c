/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-application.c: the GTK application (views): its command line, app
 * actions, language and style, and its windows */
#define G_LOG_DOMAIN "kq-application"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "kq-application.h"
#include "kq-format.h"
#include "kq-i18n.h"
#include "kq-queens.h"
#include "kq-about.h"
#include "kq-style.h"
#include "kq-window.h"

/* What --tour / --queens ask, checked in the local instance: (problem, n, row, col). */
#define KQ_START_KEY "kq-start"
#define KQ_START_TYPE "(siii)"
#define KQ_EXIT_USAGE 2

struct _KqApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (KqApplication, kq_application, ADW_TYPE_APPLICATION)

static KqWindow *
get_window (KqApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (kq_window_new (GTK_APPLICATION (self)));
  gtk_window_present (window);

  return KQ_WINDOW (window);
}

static void
kq_application_activate (GApplication *application)
{
  get_window (KQ_APPLICATION (application));
}

static gboolean
parse_number (const char *text, const char *what, int max, int *value, GError **error)
{
  gint64 v;

  if (!kq_parse_int (text, what, 1, max, &v, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

/* Checks --tour N ROW COL and --queens N; the start goes into the
 * options as KQ_START_KEY. */
static gboolean
parse_start (GVariantDict *options, GError **error)
{
  const char *tour = NULL;
  const char *queens = NULL;
  g_autofree const char **rest = NULL;
  guint n_rest;
  int n, row = 0, col = 0;

  g_variant_dict_lookup (options, "tour", "&s", &tour);
  g_variant_dict_lookup (options, "queens", "&s", &queens);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &rest);
  n_rest = rest != NULL ? g_strv_length ((char **) rest) : 0;

  if (tour != NULL && queens != NULL)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                           _("--tour and --queens cannot be used together"));
      return FALSE;
    }
  if (tour == NULL && queens == NULL)
    {
      /* One argument: an answer to open. */
      if (n_rest <= 1)
        return TRUE;
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   _("unexpected argument “%s”"), rest[0]);
      return FALSE;
    }

  if (queens != NULL)
    {
      if (!parse_number (queens, _("number of queens n"), KQ_QUEENS_MAX_N, &n, error))
        return FALSE;
      if (n_rest > 0)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                       _("unexpected argument “%s”: --queens takes only N"), rest[0]);
          return FALSE;
        }
      g_variant_dict_insert (options, KQ_START_KEY, KQ_START_TYPE, "queens", n, 0, 0);
      return TRUE;
    }

  if (!parse_number (tour, _("board size n"), KQ_WINDOW_MAX_TOUR_N, &n, error))
    return FALSE;
  if (n_rest != 2)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                           _("--tour takes N ROW COL, e.g. --tour 8 1 1"));
      return FALSE;
    }
  if (!parse_number (rest[0], _("row"), n, &row, error) ||
      !parse_number (rest[1], _("column"), n, &col, error))
    return FALSE;

  g_variant_dict_insert (options, KQ_START_KEY, KQ_START_TYPE, "tour", n, row - 1, col - 1);
  return TRUE;
}

static int
kq_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  g_autoptr(GError) error = NULL;

  if (!parse_start (options, &error))
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return KQ_EXIT_USAGE;
    }

  /* Go on: to the primary instance's ::command-line. */
  return -1;
}

static int
kq_application_command_line (GApplication *application, GApplicationCommandLine *command_line)
{
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  KqWindow *window = get_window (KQ_APPLICATION (application));
  g_autofree const char **rest = NULL;
  const char *problem;
  int n, row, col;

  /* "&s": the string stays the dict's, nothing to free */
  if (g_variant_dict_lookup (options, KQ_START_KEY, "(&siii)", &problem, &n, &row, &col))
    {
      if (g_str_equal (problem, "queens"))
        kq_window_start_queens (window, n);
      else
        kq_window_start_tour (window, n, row, col);
    }
  else if (g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &rest) && rest[0] != NULL)
    {
      g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, rest[0]);

      kq_window_open_file (window, file);
    }

  return 0;
}

/* g_application_open(): the first file is opened. */
static void
kq_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  KqWindow *window = get_window (KQ_APPLICATION (application));

  if (n_files > 0)
    kq_window_open_file (window, files[0]);
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);

  gtk_window_present (kq_about_window_new (gtk_application_get_active_window (application)));
}

static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

/* The menu's choice is remembered: the settings' "language" changes, and
 * language_changed_cb() applies it. */
static void
language_change_state (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  KqApplication *self = KQ_APPLICATION (user_data);

  g_settings_set_string (self->settings, "language", g_variant_get_string (value, NULL));
}

/* The action's state is the language the messages are in, so that the
 * menu ticks English when the environment asks for a language with no
 * translation. */
static void
language_changed_cb (GSettings *settings, const char *key, KqApplication *self)
{
  g_autofree char *language = g_settings_get_string (settings, "language");
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "language");
  g_autofree char *before = g_strdup (kq_i18n_get_language ());

  kq_i18n_set_language (language);
  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_string (kq_i18n_get_language ()));
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (KQ_IS_WINDOW (l->data))
      {
        kq_window_retranslate (l->data);
        /* in the new language */
        if (g_strcmp0 (before, kq_i18n_get_language ()) != 0)
          kq_window_toast (l->data, _("Language changed"));
      }
}

static const GActionEntry app_actions[] = {
  { "about", about_action },
  { "quit", quit_action },
  { "language", NULL, "s", "'en'", language_change_state },
};

static void
kq_application_startup (GApplication *application)
{
  KqApplication *self = KQ_APPLICATION (application);
  g_autoptr(GAction) style_action = NULL;

  /* AdwApplication: libadwaita set up, and ui/style.css loaded from the
   * resource base path. */
  G_APPLICATION_CLASS (kq_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect (self->settings, "changed::language", G_CALLBACK (language_changed_cb), self);
  language_changed_cb (self->settings, "language", self);
  /* The menu's Style: the setting, AdwStyleManager's colour scheme. */
  style_action = g_settings_create_action (self->settings, "style");
  g_action_map_add_action (G_ACTION_MAP (application), style_action);
  kq_style_follow_setting (self->settings);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit",
                                         (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.export",
                                         (const char *[]) { "<Control>e", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.print",
                                         (const char *[]) { "<Control>p", NULL });
}

static void
kq_application_dispose (GObject *object)
{
  g_clear_object (&KQ_APPLICATION (object)->settings);

  G_OBJECT_CLASS (kq_application_parent_class)->dispose (object);
}

static void
kq_application_class_init (KqApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = kq_application_dispose;
  application_class->activate = kq_application_activate;
  application_class->startup = kq_application_startup;
  application_class->handle_local_options = kq_application_handle_local_options;
  application_class->command_line = kq_application_command_line;
  application_class->open = kq_application_open;
}

static void
kq_application_init (KqApplication *self)
{
  static const GOptionEntry entries[] = {
    { "tour", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("Start a knight’s tour on an N × N board from square (ROW, COL), 1-based"), N_("N") },
    { "queens", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("List the solutions of N queens"), N_("N") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[ROW COL | FILE]") },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), NULL);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Examples:\n"
                                              "  knights-queens --tour 8 1 1\n"
                                              "  knights-queens --queens 8\n"
                                              "  knights-queens QUEENS.OUT"));
}

KqApplication *
kq_application_new (void)
{
  return g_object_new (KQ_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}
