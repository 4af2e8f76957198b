/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-cli.h"
#include "kq-format.h"
#include "kq-cli-count.h"
#include "kq-i18n.h"

static void
print_usage (FILE *stream)
{
  fprintf (stream, "%s\n",
           _("Usage:\n"
             "  knights-queens-cli tour N ROW COL [OPTION…]   a knight's tour\n"
             "  knights-queens-cli queens [N] [OPTION…]       n queens\n"
             "  knights-queens-cli rooks [N] [OPTION…]        n rooks: the permutations\n"
             "  knights-queens-cli game M N [OPTION…]         the two-player knight game\n"
             "  knights-queens-cli check INPUT OUTPUT [ANSWER]  a checker for graders\n"
             "  knights-queens-cli sum FILE…                  add up the shares of a count\n"
             "  knights-queens-cli trace PROGRAM [OPTION…]    a student’s own program, traced\n"
             "\n"
             "“knights-queens-cli COMMAND --help” lists a command’s options."));
}

int
main (int argc, char *argv[])
{
  const char *command;

  kq_i18n_init ();

  if (argc < 2)
    {
      print_usage (stderr);
      return KQ_EXIT_USAGE;
    }
  command = argv[1];
  if (g_str_equal (command, "--help") || g_str_equal (command, "-h") ||
      g_str_equal (command, "--help-all") || g_str_equal (command, "help") ||
      g_str_equal (command, "-?"))
    {
      print_usage (stdout);
      return KQ_EXIT_OK;
    }
  if (g_str_equal (command, "--version"))
    {
      printf ("knights-queens-cli %s\n", PACKAGE_VERSION);
      return KQ_EXIT_OK;
    }

  /* The subcommand parses the rest, with its name as argv[0]. */
  if (g_str_equal (command, "tour") || g_str_equal (command, "queens") ||
      g_str_equal (command, "rooks") || g_str_equal (command, "game") ||
      g_str_equal (command, "check") || g_str_equal (command, "sum") ||
      g_str_equal (command, "trace"))
    {
      g_autofree char *prgname = g_strconcat ("knights-queens-cli ", command, NULL);

      g_set_prgname (prgname);
    }
  if (g_str_equal (command, "tour"))
    return kq_cli_tour (argc - 1, argv + 1);
  if (g_str_equal (command, "queens"))
    return kq_cli_queens (argc - 1, argv + 1);
  if (g_str_equal (command, "rooks"))
    return kq_cli_rooks (argc - 1, argv + 1);
  if (g_str_equal (command, "game"))
    return kq_cli_game (argc - 1, argv + 1);
  if (g_str_equal (command, "check"))
    return kq_cli_check (argc - 1, argv + 1);
  if (g_str_equal (command, "sum"))
    return kq_cli_sum (argc - 1, argv + 1);
  if (g_str_equal (command, "trace"))
    return kq_cli_trace (argc - 1, argv + 1);

  {
    g_autofree char *shown = kq_format_user_text (command);

    kq_cli_fail (KQ_EXIT_USAGE, _("unknown command “%s”"), shown);
  }
  print_usage (stderr);
  return KQ_EXIT_USAGE;
}
