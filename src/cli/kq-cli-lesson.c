/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-cli-lesson.c: --trace=lines and the listings, for queens and tour */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-cli.h"
#include "kq-format.h"
#include "kq-listings.h"

/* The JSON is written in pieces of about this many bytes. */
#define KQ_CLI_TRACE_CHUNK (1 << 16)

void
kq_cli_lesson_add_entries (GOptionContext *context, KqCliLesson *lesson)
{
  const GOptionEntry entries[] = {
    { "trace", 0, 0, G_OPTION_ARG_STRING, &lesson->trace,
      N_("lines: print the lesson’s Try line by line, one JSON object a line run"),
      N_("lines") },
    { "listing", 0, 0, G_OPTION_ARG_STRING, &lesson->listing,
      N_("With --trace=lines or --print-listing: the listing whose lines are counted "
         "(see --listings; default the first)"), N_("ID") },
    { "listings", 0, 0, G_OPTION_ARG_NONE, &lesson->listings,
      N_("Print the listings of the lessons’ code: ID, a tab, the title"), NULL },
    { "print-listing", 0, 0, G_OPTION_ARG_NONE, &lesson->print_listing,
      N_("Print the listing’s code: its line k is the trace’s line k"), NULL },
    G_OPTION_ENTRY_NULL
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
kq_cli_lesson_clear (KqCliLesson *lesson)
{
  g_clear_pointer (&lesson->trace, g_free);
  g_clear_pointer (&lesson->listing, g_free);
}

gboolean
kq_cli_lesson_standalone (const KqCliLesson *lesson)
{
  return lesson->listings || lesson->print_listing;
}

static int
print_text (const char *text)
{
  g_autoptr(GError) error = NULL;

  if (!kq_file_write ("-", text, strlen (text), &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  return KQ_EXIT_OK;
}

static KqListing *
find_listing (KqProblem problem, const char *id, GError **error)
{
  g_autoptr(GPtrArray) listings = NULL;

  if (id != NULL)
    return kq_listings_find (problem, id, error);
  if ((listings = kq_listings_load (problem, error)) == NULL)
    return NULL;
  g_assert (listings->len > 0);
  return g_ptr_array_steal_index (listings, 0);
}

int
kq_cli_lesson_print (const KqCliLesson *lesson, KqProblem problem, gboolean other_arguments)
{
  g_autoptr(GError) error = NULL;

  if (other_arguments || lesson->trace != NULL)
    return kq_cli_fail (KQ_EXIT_USAGE,
                        _("--listings and --print-listing take no board and no --trace"));
  if (lesson->listings)
    {
      g_autoptr(GPtrArray) listings = NULL;
      g_autoptr(GString) text = g_string_new (NULL);

      if (lesson->print_listing || lesson->listing != NULL)
        return kq_cli_fail (KQ_EXIT_USAGE,
                            _("--listings lists them all: it does not go with --listing "
                              "or --print-listing"));
      if ((listings = kq_listings_load (problem, &error)) == NULL)
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
      for (guint i = 0; i < listings->len; i++)
        g_string_append_printf (text, "%s\t%s\n", kq_listing_get_id (listings->pdata[i]),
                                kq_listing_get_title (listings->pdata[i]));
      return print_text (text->str);
    }
  else
    {
      g_autoptr(KqListing) listing = find_listing (problem, lesson->listing, &error);

      if (listing == NULL)
        return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
      return print_text (kq_listing_get_text (listing));
    }
}

gboolean
kq_cli_lesson_check (const KqCliLesson *lesson, GError **error)
{
  if (lesson->trace != NULL && !g_str_equal (lesson->trace, "lines"))
    {
      g_autofree char *shown = kq_format_user_text (lesson->trace);

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown trace “%s”: the trace is --trace=lines"), shown);
      return FALSE;
    }
  if (lesson->listing != NULL && lesson->trace == NULL)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--listing goes with --trace=lines or --print-listing"));
      return FALSE;
    }
  return TRUE;
}

KqListing *
kq_cli_lesson_listing (const KqCliLesson *lesson, KqProblem problem, GError **error)
{
  return find_listing (problem, lesson->listing, error);
}

int
kq_cli_lesson_trace (KqLesson *machine, const KqListing *listing, const char *max_steps_text,
                     const char *output_path)
{
  g_auto(KqCliListing) out = { 0 };
  g_autofree char *harm = NULL;
  g_autoptr(GError) error = NULL;
  gint64 max_steps = KQ_CLI_TRACE_DEFAULT_MAX_STEPS;
  int status;

  if (!kq_cli_parse_option (max_steps_text, "--max-steps", 0, G_MAXINT64, &max_steps, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if ((status = kq_cli_listing_open (&out, output_path, kq_lesson_get_n (machine))) != KQ_EXIT_OK)
    return status;
  while ((max_steps == 0 || kq_lesson_get_step (machine) < (guint64) max_steps) &&
         out.error == NULL &&
         kq_lesson_step (machine) != KQ_LESSON_OP_NONE)
    {
      kq_cli_format_step (listing, machine, out.text);
      g_string_append_c (out.text, '\n');
      if (out.text->len >= KQ_CLI_TRACE_CHUNK)
        {
          kq_cli_listing_write (&out);
          g_string_truncate (out.text, 0);
        }
    }
  if (out.text->len > 0 && out.error == NULL)
    kq_cli_listing_write (&out);
  if ((status = kq_cli_listing_close (&out)) != KQ_EXIT_OK)
    return status;

  /* As printed, the run ends at its harm: said on stderr too. */
  if ((harm = kq_lesson_harm_text (machine)) != NULL)
    {
      g_autofree char *step = g_strdup_printf ("%" G_GUINT64_FORMAT, kq_lesson_get_step (machine));

      kq_cli_fail (KQ_EXIT_OK, _("step %s, line %d: %s"), step,
                   kq_listing_get_step_line (listing, machine), harm);
    }
  /* Stopped by the default limit, not by the user's: said, as a give-up. */
  if (max_steps_text == NULL && !kq_lesson_is_finished (machine) &&
      kq_lesson_step (machine) != KQ_LESSON_OP_NONE)
    {
      g_autofree char *bound = kq_format_count (KQ_CLI_TRACE_DEFAULT_MAX_STEPS);

      return kq_cli_fail (KQ_EXIT_GAVE_UP,
                          _("--trace=lines stopped after %s lines, its default limit: "
                            "--max-steps=STEPS sets another (0: none)"), bound);
    }
  return KQ_EXIT_OK;
}
