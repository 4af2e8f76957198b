/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-game-panel.c: the knight game's panel (views): beside the board in
 * game mode, its choices set on the session's KqKnightGame, and the
 * theory told for the board shown */
#define G_LOG_DOMAIN "kq-game-panel"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-game-panel.h"
#include "kq-template-texts.h"

struct _KqGamePanel
{
  GtkWidget       parent_instance;

  /* template children */
  GtkWidget      *box;
  GtkLabel       *turn_label;
  GtkLabel       *rules_label;
  GtkDropDown    *rule_drop_down;
  GtkDropDown    *opponent_drop_down;
  GtkCheckButton *computer_first_button;
  GtkLabel       *theory_label;

  KqKnightGame   *game;
};

#define KQ_GAME_PANEL_UI RESOURCE_PATH "/kq-game-panel.ui"

/* The template's translatable strings, for kq_game_panel_retranslate(). */
static KqTemplateTexts *template_texts;

G_DEFINE_FINAL_TYPE (KqGamePanel, kq_game_panel, GTK_TYPE_WIDGET)

/* The rules and the theory, for the game's board and rule. */
static void
update_texts (KqGamePanel *self)
{
  int partners[64], rows, cols, pairs;
  g_autoptr(GString) theory = g_string_new (NULL);

  if (self->game == NULL)
    return;
  rows = kq_knight_game_get_rows (self->game);
  cols = kq_knight_game_get_cols (self->game);
  pairs = kq_knight_game_get_partners (self->game, partners);
  gtk_label_set_text (self->rules_label,
                      kq_knight_game_get_rule (self->game) == KQ_GAME_MISERE
                      ? _("Put the knight on any square; then take turns moving it a knight’s move "
                          "to a square it has not visited. Who cannot move wins.")
                      : kq_knight_game_get_rule (self->game) == KQ_GAME_ISOLATION
                      ? _("Each player puts a knight of their own down, the first player first; "
                          "then they take turns moving their own knight a knight’s move to a "
                          "square neither knight has visited, the first player first. Who cannot "
                          "move loses.")
                      : _("Put the knight on any square; then take turns moving it a knight’s move "
                          "to a square it has not visited. Who cannot move loses."));
  if (kq_knight_game_get_rule (self->game) != KQ_GAME_NORMAL)
    {
      g_string_append (theory, _("The pairs answer normal play with one knight only: in this "
                                 "game the computer plays by search."));
      g_string_append_c (theory, ' ');
      /* KQ_KNIGHT_GAME_MAP_SQUARES */
      g_string_append (theory, _("Its map of start squares is searched on boards up to 5 × 5."));
    }
  else if (2 * pairs == rows * cols)
    {
      g_string_append (theory, _("Every square has a partner a knight’s move away (the pairs). "
                                 "Wherever the knight is put, the second player answers each "
                                 "move with the partner’s square, and always has a move: the "
                                 "player who puts the knight down loses."));
      if ((rows % 4 == 0 && cols % 2 == 0) || (rows % 2 == 0 && cols % 4 == 0))
        {
          g_string_append_c (theory, ' ');
          g_string_append_printf (theory, _("The board splits into %d blocks of 4 × 2 squares, "
                                            "four pairs in each."), rows * cols / 8);
        }
    }
  else
    g_string_append (theory, _("No pairing covers every square: the player who puts the knight "
                               "down wins, on a square some largest pairing leaves out (green "
                               "on the map), and answers each move with the partner’s "
                               "square."));
  gtk_label_set_text (self->theory_label, theory->str);
}

static void
status_cb (KqGamePanel *self)
{
  g_autofree char *status = kq_knight_game_dup_status (self->game);

  gtk_label_set_text (self->turn_label, status);
}

/* The choices made on the game: a new game when they change. */
static void
choice_changed_cb (KqGamePanel *self)
{
  KqKnightPlayer opponent = (KqKnightPlayer) gtk_drop_down_get_selected (self->opponent_drop_down);
  gboolean computer_first = gtk_check_button_get_active (self->computer_first_button);
  /* the drop-down's items in KqGameRule's order */
  KqGameRule rule = (KqGameRule) gtk_drop_down_get_selected (self->rule_drop_down);

  gtk_widget_set_sensitive (GTK_WIDGET (self->computer_first_button),
                            opponent != KQ_KNIGHT_PLAYER_PERSON);
  if (self->game == NULL)
    return;
  if (computer_first && opponent != KQ_KNIGHT_PLAYER_PERSON)
    kq_knight_game_set_players (self->game, opponent, KQ_KNIGHT_PLAYER_PERSON);
  else
    kq_knight_game_set_players (self->game, KQ_KNIGHT_PLAYER_PERSON, opponent);
  if (rule != kq_knight_game_get_rule (self->game))
    kq_knight_game_restart (self->game, kq_knight_game_get_rows (self->game),
                            kq_knight_game_get_cols (self->game), rule);
  update_texts (self);
}

void
kq_game_panel_set_game (KqGamePanel *self, KqKnightGame *game)
{
  g_return_if_fail (KQ_IS_GAME_PANEL (self));
  g_return_if_fail (game == NULL || KQ_IS_KNIGHT_GAME (game));

  if (game == self->game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game == NULL)
    return;
  g_signal_connect_swapped (game, "notify::status", G_CALLBACK (status_cb), self);
  /* a new board size: the theory is another */
  g_signal_connect_swapped (game, "changed", G_CALLBACK (update_texts), self);
  choice_changed_cb (self);
  status_cb (self);
}

void
kq_game_panel_retranslate (KqGamePanel *self)
{
  g_return_if_fail (KQ_IS_GAME_PANEL (self));

  kq_template_texts_apply (template_texts, GTK_WIDGET (self));
  update_texts (self);
  if (self->game != NULL)
    status_cb (self);
}

static void
kq_game_panel_dispose (GObject *object)
{
  KqGamePanel *self = KQ_GAME_PANEL (object);

  kq_game_panel_set_game (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), KQ_TYPE_GAME_PANEL);
  G_OBJECT_CLASS (kq_game_panel_parent_class)->dispose (object);
}

static void
kq_game_panel_class_init (KqGamePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kq_game_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, KQ_GAME_PANEL_UI);
  template_texts = kq_template_texts_new (widget_class, KQ_GAME_PANEL_UI);
  gtk_widget_class_bind_template_child (widget_class, KqGamePanel, box);
  gtk_widget_class_bind_template_child (widget_class, KqGamePanel, turn_label);
  gtk_widget_class_bind_template_child (widget_class, KqGamePanel, rules_label);
  gtk_widget_class_bind_template_child (widget_class, KqGamePanel, rule_drop_down);
  gtk_widget_class_bind_template_child (widget_class, KqGamePanel, opponent_drop_down);
  gtk_widget_class_bind_template_child (widget_class, KqGamePanel, computer_first_button);
  gtk_widget_class_bind_template_child (widget_class, KqGamePanel, theory_label);
  gtk_widget_class_bind_template_callback (widget_class, choice_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a plain container: GTK 4.8 would name it by its type */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
kq_game_panel_init (KqGamePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
