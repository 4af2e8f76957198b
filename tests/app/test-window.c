/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c: the window, its solver runner, timeline, solution store and
 * export, under a display (the suite runs it under Xvfb; without one the
 * widget tests are skipped) */
#define G_LOG_DOMAIN "test-window"
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>
#include <sys/wait.h>

#include "kq-about.h"
#include "kq-application.h"
#include "kq-code-panel.h"
#include "kq-game-panel.h"
#include "kq-i18n.h"
#include "kq-queens.h"
#include "kq-solution-store.h"
#include "kq-test-tools.h"
#include "kq-test-window.h"

static void
test_window_opens (void)
{
  KqWindow *window;

  window = window_new ();
  g_assert_nonnull (kq_window_get_board_view (window));
  g_assert_nonnull (kq_board_view_get_board (kq_window_get_board_view (window)));
  g_assert_cmpstr (kq_window_get_status (window), !=, "");
  window_destroy (window);
}

/* Every control a user or a screen reader reaches has a name. */
static void
assert_named (GtkWidget *widget)
{
  const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                      : GTK_IS_MENU_BUTTON (widget) ? gtk_menu_button_get_label (GTK_MENU_BUTTON (widget))
                      : NULL;

  if (label != NULL && *label != '\0')
    return;
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL) ||
      gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return;
  g_error ("%s (%s) has no accessible name", G_OBJECT_TYPE_NAME (widget),
           gtk_widget_get_tooltip_text (widget));
}

/* 2 problems, n, a tour's m × n (and in its popover m and n), trace, the tour's options (and
 * in their popover the method and closed),
 * solve, export, menu; 5 playback buttons, speed, full speed; 4 solution buttons, the solution
 * number; every tour from here; play yourself, its hint and its way to the solutions;
 * trace's listing, and in the game's tree the way back to the game; an opened program's Save,
 * Run Again, its board's array, its lines back and on and the files it wrote; the knight
 * game, its rules, its opponent, who begins, a new game, undo, its pairs, its map and its
 * tree */
#define WINDOW_CONTROLS 45

static guint
check_controls (GtkWidget *widget)
{
  guint checked = 0;

  if (GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) || GTK_IS_DROP_DOWN (widget) ||
      GTK_IS_SCALE (widget) || GTK_IS_MENU_BUTTON (widget))
    {
      GtkPopover *popover = GTK_IS_MENU_BUTTON (widget)
                            ? gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) : NULL;

      /* their inner parts are GTK's; a popover of ours (not a menu) is checked too */
      assert_named (widget);
      g_assert_nonnull (gtk_widget_get_tooltip_text (widget));
      if (popover != NULL && !GTK_IS_POPOVER_MENU (popover))
        return 1 + check_controls (gtk_popover_get_child (popover));
      return 1;
    }
  /* Ours: GTK's own title buttons use "window." actions. */
  if (GTK_IS_ACTIONABLE (widget) &&
      g_str_has_prefix (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) ?: "", "win."))
    {
      assert_named (widget);
      g_assert_nonnull (gtk_widget_get_tooltip_text (widget));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_controls (child);

  return checked;
}

static void
test_window_accessible_names (void)
{
  KqWindow *window;

  window = window_new ();
  g_assert_cmpuint (check_controls (GTK_WIDGET (window)), ==, WINDOW_CONTROLS);
  assert_named (GTK_WIDGET (kq_window_get_board_view (window)));
  window_destroy (window);
}

/* The words a user or a screen reader meets on a control. */
typedef struct {
  char *action;    /* what tells the control apart */
  char *label;     /* NULL for an icon */
  char *tooltip;
} ControlTexts;

static void
control_texts_free (gpointer data)
{
  ControlTexts *texts = data;

  g_free (texts->action);
  g_free (texts->label);
  g_free (texts->tooltip);
  g_free (texts);
}

/* A control's action with its target ("win.problem::tour", "win.program-line::-1"), NULL
 * for none. */
static char *
action_text (GtkWidget *widget)
{
  const char *name = GTK_IS_ACTIONABLE (widget)
                     ? gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) : NULL;
  GVariant *target = name != NULL
                     ? gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)) : NULL;
  g_autofree char *printed = NULL;

  if (target == NULL)
    return g_strdup (name);
  if (g_variant_is_of_type (target, G_VARIANT_TYPE_STRING))
    return g_strdup_printf ("%s::%s", name, g_variant_get_string (target, NULL));
  printed = g_variant_print (target, FALSE);
  return g_strdup_printf ("%s::%s", name, printed);
}

/* The texts of the controls check_controls() counts, in tree order. */
static void
collect_controls (GtkWidget *widget, GPtrArray *controls)
{
  gboolean inner_is_gtk = GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) ||
                          GTK_IS_DROP_DOWN (widget) || GTK_IS_SCALE (widget) ||
                          GTK_IS_MENU_BUTTON (widget);
  const char *action = GTK_IS_ACTIONABLE (widget)
                       ? gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) : NULL;

  if (inner_is_gtk || g_str_has_prefix (action ?: "", "win."))
    {
      ControlTexts *texts = g_new0 (ControlTexts, 1);
      GtkPopover *popover = GTK_IS_MENU_BUTTON (widget)
                            ? gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) : NULL;

      texts->action = action != NULL ? action_text (widget)
                                     : g_strdup (G_OBJECT_TYPE_NAME (widget));
      texts->label = GTK_IS_BUTTON (widget) ? g_strdup (gtk_button_get_label (GTK_BUTTON (widget)))
                     : GTK_IS_CHECK_BUTTON (widget) ? g_strdup (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)))
                     : NULL;
      texts->tooltip = g_strdup (gtk_widget_get_tooltip_text (widget));
      g_ptr_array_add (controls, texts);
      if (popover != NULL && !GTK_IS_POPOVER_MENU (popover))
        collect_controls (gtk_popover_get_child (popover), controls);
      if (inner_is_gtk)
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_controls (child, controls);
}

static GPtrArray *
window_controls (KqWindow *window)
{
  GPtrArray *controls = g_ptr_array_new_with_free_func (control_texts_free);

  collect_controls (GTK_WIDGET (window), controls);
  g_assert_cmpuint (controls->len, ==, WINDOW_CONTROLS);
  return controls;
}

static gboolean
has_action (GtkWidget *widget, gconstpointer action)
{
  g_autofree char *full = action_text (widget);

  return full != NULL && g_str_equal (full, action);
}

/* A control by its action name (with its target, "win.problem::tour"). */
static GtkWidget *
find_control (GtkWidget *widget, const char *action)
{
  return find_widget (widget, has_action, action);
}

static gboolean
is_main_menu (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

static gboolean
is_title_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW_CONTROLS) != NULL;
}

/* A title button GTK makes (Close, …). */
static GtkWidget *
find_window_button (GtkWidget *widget)
{
  return find_widget (widget, is_title_button, NULL);
}

/* The accessible label: GTK reports it as the value that does not match "". */
static char *
accessible_label (GtkWidget *widget)
{
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "");
}

/* The labels of the primary menu's items and sections, in order. */
static void
collect_menu_labels (GMenuModel *menu, GString *labels)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        g_string_append_printf (labels, "%s|", label);
      if (section != NULL)
        collect_menu_labels (section, labels);
    }
}

static char *
menu_labels (KqWindow *window)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (find_widget (GTK_WIDGET (window), is_main_menu, NULL));
  GString *labels = g_string_new (NULL);

  collect_menu_labels (gtk_menu_button_get_menu_model (button), labels);
  return g_string_free (labels, FALSE);
}

/* Started under LANGUAGE=vi, the window is Vietnamese, found through its
 * widget tree: labels, tooltips, accessible names, menu, status line. */
/* The tour's method, not the code panel's listing nor the knight game's choices. */
static gboolean
is_method (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_get_ancestor (widget, KQ_TYPE_CODE_PANEL) == NULL &&
         gtk_widget_get_ancestor (widget, KQ_TYPE_GAME_PANEL) == NULL;
}

static void
test_window_vietnamese (void)
{
  GtkWidget *widget;
  KqWindow *window;
  g_autofree char *menu = NULL;

  kq_i18n_set_language ("vi");
  window = window_new ();
  widget = GTK_WIDGET (window);
  kq_window_start_tour (window, 5, 0, 1);

  /* the header's subtitle too, where it has no room */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "Mã đi tuần & Xếp hậu — Bàn cờ 5 × 5, từ ô (1, 2)");
  g_assert_cmpstr (kq_window_get_subtitle (window), ==, "Bàn cờ 5 × 5, từ ô (1, 2)");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (find_control (widget, "win.problem::tour"))), ==,
                   "Mã đi tuần");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (find_control (widget, "win.problem::queens"))), ==,
                   "Xếp hậu");
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (find_control (widget, "win.closed"))), ==,
                   "Hành trình _đóng");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (find_control (widget, "win.solve"))), ==, "_Giải");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (find_control (widget, "win.first")), ==, "Về đầu (Home)");
  assert_accessible_label (find_control (widget, "win.first"), "Về đầu");
  assert_accessible_label (find_control (widget, "win.play-pause"), "Chạy");
  assert_accessible_label (find_type (widget, GTK_TYPE_SPIN_BUTTON), "Kích thước bàn cờ n");
  assert_accessible_label (find_widget (widget, is_main_menu, NULL), "Trình đơn chính");
  assert_accessible_label (find_widget (widget, is_method, NULL), "Thuật toán");
  /* the board's name is its focus square, in words */
  assert_accessible_label (GTK_WIDGET (kq_window_get_board_view (window)),
                           "(1, 2): nước đi 1, quân mã đang đứng");
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (find_widget (widget, is_method, NULL)))),
                   ==, "Quy tắc Warnsdorff");
  menu = menu_labels (window);
  g_assert_cmpstr (menu, ==, "Ngôn ngữ|English|Tiếng Việt|"
                   "Trường hợp đơn giản hơn của bài 001|Xếp _xe: các hoán vị|Quân xe _bên cạnh quân hậu|"
                   "_Mở bài làm hay chương trình…|_Xuất ảnh…|Xuất ảnh _động (GIF)…|_In…|_Sao chép ảnh bàn cờ|_Bản đồ hành trình|Đếm hành trình đó_ng…|Giao diện|"
                   "Theo màn hình nền|Sáng|Tối|Tương phản cao|Trợ _giúp|_Phím tắt bàn phím|_Giới thiệu Mã đi tuần & Xếp hậu|");
  /* No tour from (1, 2) on 5 × 5: the reason, in Vietnamese. */
  g_assert_cmpstr (kq_window_get_status (window), ==,
                   "Từ ô (1, 2): không có hành trình: trên bàn cờ có cạnh lẻ, hành trình phải "
                   "xuất phát từ một ô thuộc màu có nhiều ô hơn");
  /* The reason follows a switch too. */
  kq_i18n_set_language ("en");
  kq_window_retranslate (window);
  g_assert_cmpstr (kq_window_get_status (window), ==,
                   "From (1, 2): no tour: on an odd board a tour must start on a square of the "
                   "majority colour");

  window_destroy (window);
  kq_i18n_set_language ("");
}

/* Switched at run time, every control is relabelled at once, and the
 * search goes on untouched. */
static void
test_window_switch_language (void)
{
  g_autoptr(GPtrArray) english = NULL;
  g_autoptr(GPtrArray) vietnamese = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *menu_en = NULL;
  g_autofree char *menu_vi = NULL;
  g_autofree char *title_button_en = NULL;
  g_autofree char *title_button_vi = NULL;
  KqTimeline *timeline;
  KqWindow *window;
  guint position;

  window = window_new ();
  timeline = window_timeline (window);
  g_object_set (window, "method", "warnsdorff", NULL);
  kq_window_start_tour (window, 8, 0, 0);
  SPIN_UNTIL (!kq_session_get_running (kq_window_get_session (window)));
  activate (window, "win.last", NULL);
  position = kq_timeline_get_position (timeline);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Tour from (1, 1): move 64 of 64 · steps tried: 64");
  english = window_controls (window);
  menu_en = menu_labels (window);
  title_button_en = accessible_label (find_window_button (GTK_WIDGET (window)));
  g_assert_nonnull (title_button_en);

  kq_i18n_set_language ("vi");
  kq_window_retranslate (window);
  vietnamese = window_controls (window);
  menu_vi = menu_labels (window);
  g_assert_cmpstr (kq_window_get_status (window), ==,
                   "Hành trình từ ô (1, 1): nước đi thứ 64 trên 64 · số bước đã thử: 64");
  for (guint i = 0; i < english->len; i++)
    {
      ControlTexts *en = g_ptr_array_index (english, i);
      ControlTexts *vi = g_ptr_array_index (vietnamese, i);

      g_test_message ("%s: “%s” → “%s”", en->action, en->tooltip, vi->tooltip);
      g_assert_cmpstr (en->action, ==, vi->action);
      g_assert_cmpstr (en->tooltip, !=, vi->tooltip);
      if (en->label != NULL)
        g_assert_cmpstr (en->label, !=, vi->label);
    }
  g_assert_cmpstr (menu_en, !=, menu_vi);
  assert_accessible_label (find_control (GTK_WIDGET (window), "win.last"), "Đến cuối");
  /* GTK's own title buttons too (“Close” → “Đóng”, …). */
  title_button_vi = accessible_label (find_window_button (GTK_WIDGET (window)));
  g_assert_cmpstr (title_button_vi, !=, title_button_en);
  /* Every control keeps a name. */
  g_assert_cmpuint (check_controls (GTK_WIDGET (window)), ==, WINDOW_CONTROLS);
  /* The search and the timeline are as they were. */
  g_assert_cmpuint (kq_timeline_get_position (timeline), ==, position);
  g_assert_false (kq_session_get_running (kq_window_get_session (window)));
  g_assert_cmpstr (kq_window_get_status (window), ==,
                   "Hành trình từ ô (1, 1): nước đi thứ 64 trên 64 · số bước đã thử: 64");

  /* And back. */
  kq_i18n_set_language ("en");
  kq_window_retranslate (window);
  again = window_controls (window);
  for (guint i = 0; i < english->len; i++)
    {
      ControlTexts *en = g_ptr_array_index (english, i);
      ControlTexts *en_again = g_ptr_array_index (again, i);

      g_assert_cmpstr (en->tooltip, ==, en_again->tooltip);
      g_assert_cmpstr (en->label, ==, en_again->label);
    }
  assert_accessible_label (find_control (GTK_WIDGET (window), "win.last"), "Go to the End");
  assert_accessible_label (find_window_button (GTK_WIDGET (window)), title_button_en);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Tour from (1, 1): move 64 of 64 · steps tried: 64");

  window_destroy (window);
  kq_i18n_set_language ("");
}

/* The menu's app.language: the choice is remembered in the settings, the
 * application starts with it, and its windows change language with it. */
static void
test_application_language (void)
{
  g_autoptr(KqApplication) app = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *group_title = NULL;
  g_autofree char *language = NULL;
  GtkWidget *tour_button;
  KqWindow *window;

  /* Chosen in an earlier session. */
  g_settings_set_string (settings, "language", "vi");
  app = kq_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = kq_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  tour_button = find_control (GTK_WIDGET (window), "win.problem::tour");

  state = g_action_group_get_action_state (G_ACTION_GROUP (app), "language");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "vi");
  g_clear_pointer (&state, g_variant_unref);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (tour_button)), ==, "Mã đi tuần");

  g_action_group_change_action_state (G_ACTION_GROUP (app), "language", g_variant_new_string ("en"));
  language = g_settings_get_string (settings, "language");
  g_assert_cmpstr (language, ==, "en");
  state = g_action_group_get_action_state (G_ACTION_GROUP (app), "language");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "en");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (tour_button)), ==, "Knight’s Tour");

  g_action_group_change_action_state (G_ACTION_GROUP (app), "language", g_variant_new_string ("vi"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (tour_button)), ==, "Mã đi tuần");
  /* The shortcuts window, built anew in Vietnamese. */
  g_object_get (find_type (GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window))),
                           GTK_TYPE_SHORTCUTS_GROUP),
                "title", &group_title, NULL);
  g_assert_cmpstr (group_title, ==, "Chung");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)))),
                   ==, "Phím tắt bàn phím");

  /* Empty: the environment's language (LANGUAGE=en here) again. */
  g_settings_reset (settings, "language");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (tour_button)), ==, "Knight’s Tour");

  window_destroy (window);
}

static void
test_window_tour (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqSession *session;

  window = window_new ();
  timeline = window_timeline (window);
  session = kq_window_get_session (window);
  g_object_set (window, "method", "warnsdorff", "closed", FALSE, NULL);

  kq_window_start_tour (window, 8, 0, 0);
  g_assert_true (kq_session_get_running (session));
  SPIN_UNTIL (!kq_session_get_running (session));
  g_assert_true (kq_timeline_get_complete (timeline));

  activate (window, "win.last", NULL);
  assert_valid_tour (kq_timeline_get_board (timeline), 0);
  g_assert_nonnull (strstr (kq_window_get_status (window), "(1, 1)"));
  g_assert_nonnull (strstr (kq_window_get_status (window), "move 64 of 64"));
  window_destroy (window);
}

static gboolean
is_board_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) &&
         gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) != NULL &&
         strstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)), " × ") != NULL;
}

static gboolean
is_spin_not (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_SPIN_BUTTON (widget) && widget != data;
}

/* The tour's board set in two numbers (issue 43): m and n in the board
 * button's popover, a closed tour on 5 × 6 from a square clicked, a valid
 * closed tour of 5 rows of 6; on 3 × 4 none, Schwenk's reason in the
 * status line; the board kept while the queens are shown. */
static void
test_window_rectangle (void)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  KqTimeline *timeline = window_timeline (window);
  KqBoardView *view = kq_window_get_board_view (window);
  GtkWidget *button = find_widget (GTK_WIDGET (window), is_board_button, NULL);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  GtkWidget *popover, *rows, *cols;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  rows = find_widget (popover, is_spin_not, NULL);
  cols = find_widget (popover, is_spin_not, rows);
  g_assert_nonnull (cols);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (rows), 5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (cols), 6);
  g_assert_cmpint (kq_session_get_n (session), ==, 5);
  g_assert_cmpint (kq_session_get_cols (session), ==, 6);
  g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (button)), ==, "5 × 6");
  /* Play Yourself takes rectangles too */
  g_assert_true (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (window),
                                                                   "play-yourself")));
  g_object_set (window, "method", "warnsdorff", "closed", TRUE, NULL);
  g_signal_emit_by_name (view, "square-activated", 1, 2);
  SPIN_UNTIL (!kq_session_get_running (session));
  activate (window, "win.last", NULL);
  g_assert_cmpint (kq_timeline_get_board (timeline)->rows, ==, 5);
  g_assert_cmpint (kq_timeline_get_board (timeline)->n, ==, 6);
  assert_closed_tour (kq_timeline_get_board (timeline), 1 * 6 + 2);
  g_assert_nonnull (strstr (kq_window_get_status (window), "Closed tour from (2, 3): move 30 of 30"));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (rows), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (cols), 4);
  g_signal_emit_by_name (view, "square-activated", 0, 0);
  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_IMPOSSIBLE);
  g_assert_nonnull (strstr (kq_window_get_status (window),
                            "From (1, 1): no closed tour on 3 × 4: a board three squares wide"));
  g_assert_nonnull (strstr (kq_window_get_status (window), "Schwenk, 1991"));

  /* the queens on n × n, the size spin theirs; the tour's board comes back */
  activate (window, "win.problem", g_variant_new_string ("queens"));
  g_assert_false (gtk_widget_get_visible (button));
  g_assert_cmpint (kq_session_get_cols (session), ==, kq_session_get_n (session));
  activate (window, "win.problem", g_variant_new_string ("tour"));
  g_assert_cmpint (kq_session_get_n (session), ==, 3);
  g_assert_cmpint (kq_session_get_cols (session), ==, 4);
  window_destroy (window);
  /* the next windows open on the default board, open tours */
  g_settings_reset (settings, "tour-size");
  g_settings_reset (settings, "tour-cols");
  g_settings_reset (settings, "closed");
}

static void
test_window_tour_from_board (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqBoardView *view;

  window = window_new ();
  timeline = window_timeline (window);
  view = kq_window_get_board_view (window);

  /* The lessons' backtracking on 5 × 5 from (1, 1): a trace with removals. */
  kq_window_start_tour (window, 5, 0, 0);
  g_object_set (window, "method", "classic", NULL);
  g_signal_emit_by_name (view, "square-activated", 0, 0);
  SPIN_UNTIL (!kq_session_get_running (kq_window_get_session (window)));
  g_assert_cmpuint (kq_timeline_get_length (timeline), >, 25);

  activate (window, "win.last", NULL);
  assert_valid_tour (kq_timeline_get_board (timeline), 0);
  {
    g_autoptr(KqBoard) end = kq_board_copy (kq_timeline_get_board (timeline));
    guint length = kq_timeline_get_length (timeline);

    /* Back through the removals and forward again: the same tour. */
    kq_timeline_seek (timeline, length / 3);
    g_assert_cmpint (kq_timeline_get_board (timeline)->moves, <, 25);
    activate (window, "win.step-back", NULL);
    g_assert_cmpuint (kq_timeline_get_position (timeline), ==, length / 3 - 1);
    kq_timeline_seek (timeline, length);
    g_assert_cmpmem (kq_timeline_get_board (timeline)->cells, 25 * sizeof (int),
                     end->cells, 25 * sizeof (int));
  }

  /* No tour from (1, 2) on 5 × 5: said at once, no worker. */
  g_signal_emit_by_name (view, "square-activated", 0, 1);
  g_assert_false (kq_session_get_running (kq_window_get_session (window)));
  g_assert_nonnull (strstr (kq_window_get_status (window), "(1, 2)"));
  g_assert_cmpint (kq_timeline_get_board (timeline)->current, ==, 1);

  g_object_set (window, "method", "warnsdorff", NULL);
  window_destroy (window);
}

static void
assert_shown (KqWindow *window, guint64 k, GArray *expected)
{
  KqTimeline *timeline = window_timeline (window);
  const KqBoard *board;
  int n;

  SPIN_UNTIL (kq_session_get_shown (kq_window_get_session (window)) == k);
  activate (window, "win.last", NULL);
  board = kq_timeline_get_board (timeline);
  n = board->n;
  g_assert_cmpint (board->problem, ==, KQ_PROBLEM_QUEENS);
  g_assert_cmpint (board->moves, ==, n);
  g_assert_cmpmem (board->cells, n * sizeof (int),
                   &g_array_index (expected, int, (k - 1) * n), n * sizeof (int));
}

static void
test_window_queens_browse (void)
{
  g_autoptr(GArray) expected = kq_test_list_queens (6);
  KqWindow *window;

  g_assert_cmpuint (expected->len, ==, 4 * 6);

  window = window_new ();
  kq_window_start_queens (window, 6);
  SPIN_UNTIL (!kq_session_get_running (kq_window_get_session (window)));
  g_assert_cmpuint (kq_session_get_total (kq_window_get_session (window)), ==, 4);
  g_assert_nonnull (strstr (kq_window_get_status (window), "4 solutions"));

  activate (window, "win.first-solution", NULL);
  assert_shown (window, 1, expected);
  activate (window, "win.next-solution", NULL);
  assert_shown (window, 2, expected);
  activate (window, "win.last-solution", NULL);
  assert_shown (window, 4, expected);
  activate (window, "win.previous-solution", NULL);
  assert_shown (window, 3, expected);
  activate (window, "win.goto-solution", g_variant_new_uint64 (2));
  assert_shown (window, 2, expected);
  /* typed in Go to №: gone to, and the field empty again for the next (no stale number
   * beside the solutions browsed on) */
  {
    GtkEditable *entry = GTK_EDITABLE (find_widget (GTK_WIDGET (window), is_goto_entry, NULL));

    gtk_editable_set_text (entry, "3");
    g_signal_emit_by_name (entry, "activate");
    assert_shown (window, 3, expected);
    g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
    activate (window, "win.goto-solution", g_variant_new_uint64 (2));
  }

  /* Beyond the last one: a message, and the board stays. */
  activate (window, "win.goto-solution", g_variant_new_uint64 (5));
  g_assert_cmpuint (kq_session_get_shown (kq_window_get_session (window)), ==, 2);
  g_assert_nonnull (strstr (kq_window_get_status (window), "no solution"));

  window_destroy (window);
}

static void
test_window_tour_replaced (void)
{
  KqWindow *window;
  KqSession *session;

  window = window_new ();
  session = kq_window_get_session (window);
  kq_window_start_tour (window, 300, 0, 0);
  SPIN_UNTIL (kq_timeline_get_length (window_timeline (window)) > 0);
  kq_window_start_tour (window, 8, 7, 7);
  SPIN_UNTIL (!kq_session_get_running (session));
  activate (window, "win.last", NULL);
  assert_valid_tour (kq_timeline_get_board (window_timeline (window)), 63);
  window_destroy (window);
}

static void
export_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  GError **error = user_data;

  if (kq_window_export_finish (KQ_WINDOW (source_object), result, error))
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NONE, "ok");
}

/* Export Animation (issue 25, §3): the GIF exported, read by fresh
 * decoders (gdk-pixbuf; ImageMagick's identify counts its frames when
 * it is there), of the size and frames asked for. */
static void
export_gif_and_wait (KqWindow *window, GFile *file, gboolean steps, GError **error)
{
  kq_window_export_gif_async (window, file, steps, 10, 200, FALSE, NULL, export_done_cb, error);
  SPIN_UNTIL (*error != NULL);
}

static void
assert_gif (const char *path, int frames)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbufAnimation) animation = gdk_pixbuf_animation_new_from_file (path, &error);
  int counted;

  g_assert_no_error (error);
  g_assert_false (gdk_pixbuf_animation_is_static_image (animation));
  g_assert_cmpint (gdk_pixbuf_animation_get_width (animation), ==, 200);
  g_assert_cmpint (gdk_pixbuf_animation_get_height (animation), ==, 200);
  counted = kq_test_gif_frames (path, 200, NULL);
  if (counted < 0)
    g_test_message ("no identify: the frames not counted");
  else
    g_assert_cmpint (counted, ==, frames);
}

static void
test_window_export_gif (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kq-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tour.gif", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);

  /* nothing on the board yet */
  export_gif_and_wait (window, file, FALSE, &error);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* a 6 × 6 tour, a frame per move */
  kq_window_start_tour (window, 6, 0, 0);
  SPIN_UNTIL (!kq_session_get_running (session));
  kq_session_seek (session, kq_timeline_get_length (window_timeline (window)));
  g_assert_cmpint (kq_timeline_get_board (window_timeline (window))->moves, ==, 36);
  export_gif_and_wait (window, file, FALSE, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NONE);
  g_clear_error (&error);
  assert_gif (path, 36);

  /* 4 queens traced: a frame per step, the first 10 tries and undos */
  g_object_set (window, "trace", TRUE, NULL);
  kq_window_start_queens (window, 4);
  SPIN_UNTIL (kq_timeline_get_length (window_timeline (window)) >= 10);
  kq_session_seek (session, 10);
  export_gif_and_wait (window, file, TRUE, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NONE);
  g_clear_error (&error);
  assert_gif (path, 10);

  /* the trace's end: its queens all lifted, no move on the board, so a
   * frame per move would be none: the animation is of the trace's steps */
  SPIN_UNTIL (!kq_session_get_running (session));
  kq_session_seek (session, kq_timeline_get_length (window_timeline (window)));
  g_assert_cmpint (kq_board_view_get_board (kq_window_get_board_view (window))->moves, ==, 0);
  export_gif_and_wait (window, file, FALSE, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NONE);
  g_clear_error (&error);
  assert_gif (path, (int) kq_timeline_get_length (window_timeline (window)));

  /* past the bound: 51 × 51 moves, refused at once, with the numbers */
  g_object_set (window, "trace", FALSE, NULL);
  kq_window_start_tour (window, 51, 0, 0);
  SPIN_UNTIL (!kq_session_get_running (session));
  kq_session_seek (session, kq_timeline_get_length (window_timeline (window)));
  g_unlink (path);
  export_gif_and_wait (window, file, FALSE, &error);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, "2,601"));
  g_assert_nonnull (strstr (error->message, "2,500"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  window_destroy (window);
  g_rmdir (dir);
}

static void
test_window_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kq-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "missing", "board.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *png;
  KqWindow *window;

  window = window_new ();
  kq_window_start_tour (window, 8, 0, 0);
  SPIN_UNTIL (!kq_session_get_running (kq_window_get_session (window)));

  kq_window_export_async (window, file, 800, FALSE, NULL, export_done_cb, &error);
  SPIN_UNTIL (error != NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NONE);
  g_clear_error (&error);

  png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 800);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, 800);
  cairo_surface_destroy (png);

  /* With the caption and the legend: taller, the board's words under it */
  kq_window_export_async (window, file, 800, TRUE, NULL, export_done_cb, &error);
  SPIN_UNTIL (error != NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NONE);
  g_clear_error (&error);
  png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 800);
  g_assert_cmpint (cairo_image_surface_get_height (png), >, 800);
  cairo_surface_destroy (png);

  /* A folder that is not there: an error, no file. */
  kq_window_export_async (window, bad_file, 800, FALSE, NULL, export_done_cb, &error);
  SPIN_UNTIL (error != NULL);
  g_assert_false (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NONE));
  g_assert_false (g_file_test (bad_path, G_FILE_TEST_EXISTS));

  window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* Bad --tour / --queens values: a message on stderr, exit status 2, no window. */
static void
test_command_line (void)
{
  static const char *bad[][6] = {
    { "--tour", "8", "9", "1", NULL },
    { "--tour", "8", "1", NULL },
    { "--tour", "1001", "1", "1", NULL },
    { "--tour", "x", "1", "1", NULL },
    { "--queens", "33", NULL },
    { "--queens", "8", "2", NULL },
    { "--queens", "8", "--tour", "8", "1", "1" },
    { "1", "1", NULL },
  };
  const char *app = g_getenv ("KQ_APP");

  if (app == NULL)
    {
      g_test_skip ("KQ_APP is not set");
      return;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;
      int status;

      g_ptr_array_add (argv, (char *) app);
      for (int j = 0; j < 6 && bad[i][j] != NULL; j++)
        g_ptr_array_add (argv, (char *) bad[i][j]);
      g_ptr_array_add (argv, NULL);

      g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT,
                                   NULL, NULL, NULL, &err, &status, &error));
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
      g_assert_cmpstr (err, !=, "");
    }

  /* --help follows LANGUAGE. */
  {
    const char *argv[] = { app, "--help", NULL };
    g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "LANGUAGE", "vi", TRUE);
    g_autofree char *out = NULL;
    g_autoptr(GError) error = NULL;
    int status;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &out, NULL, &status, &error));
    g_assert_no_error (error);
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
    g_assert_nonnull (strstr (out, "Bắt đầu hành trình của quân mã trên bàn cờ N × N"));
    g_assert_nonnull (strstr (out, "Ví dụ:"));
  }
}

static gboolean
close_windows_and_quit (gpointer user_data)
{
  GApplication *app = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  g_assert_nonnull (windows);
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  g_application_quit (app);
  return G_SOURCE_REMOVE;
}

/* Issue 10, defect 6: the start asked with --tour or --queens was looked up
 * as "(siii)", a copy of the string nobody freed. Each start runs in a
 * process of its own (an application of this id may be on the bus
 * already), whose exit the ASan build's leak check fails. */
static void
test_command_line_start (gconstpointer data)
{
  const char *const *argv = data;

  if (g_test_subprocess ())
    {
      g_autoptr(KqApplication) app = kq_application_new ();

      g_application_set_flags (G_APPLICATION (app),
                               g_application_get_flags (G_APPLICATION (app)) |
                               G_APPLICATION_NON_UNIQUE);
      g_idle_add (close_windows_and_quit, app);
      g_assert_cmpint (g_application_run (G_APPLICATION (app), (int) g_strv_length ((char **) argv),
                                          (char **) argv), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
assert_help_page (KqWindow *window, const char *what, const char *page)
{
  g_autofree char *uri = kq_window_dup_help_uri (window);
  g_autofree char *expected = g_strconcat ("help:knights-queens/", page, NULL);
  g_autofree char *name = g_strconcat (page, ".page", NULL);
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "..", "help", "C", name, NULL);

  g_assert_cmpstr (uri, ==, expected);
  /* a page the book has */
  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
}

/* F1 opens the help book at the page of the mode on the screen. */
static void
test_window_help (void)
{
  KqWindow *window = window_new ();

  window_visit_modes (window, assert_help_page);
  /* the knight's count, the map: the page of every tour (it was the count of queens') */
  kq_window_start_tour (window, 5, 0, 0);
  kq_session_count (kq_window_get_session (window));
  assert_help_page (window, "knight, count", "every-tour");
  window_destroy (window);
}

/* High Contrast in the Style menu: the window and its board take the
 * high-contrast palette; Light gives the light one back. */
static void
test_window_high_contrast (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  KqWindow *window = window_new ();

  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "kq-light"));
  g_settings_set_string (settings, "style", "high-contrast");
  SPIN_UNTIL (gtk_widget_has_css_class (GTK_WIDGET (window), "kq-high-contrast"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "kq-light"));
  g_assert_cmpint (kq_board_view_get_palette (kq_window_get_board_view (window)), ==,
                   KQ_PALETTE_HIGH_CONTRAST);
  g_settings_set_string (settings, "style", "light");
  SPIN_UNTIL (gtk_widget_has_css_class (GTK_WIDGET (window), "kq-light"));
  g_settings_reset (settings, "style");
  window_destroy (window);
}

/* F1 where no help viewer takes help: URIs (none in the test's private
 * session: no Yelp, no handler): the window says that the help needs
 * Yelp and offers the page's HTML, in the language shown, in a browser. */
static void
test_window_help_no_viewer (gconstpointer language)
{
  KqWindow *window;
  AdwMessageDialog *dialog;
  g_autofree char *html = NULL;
  g_autofree char *path = NULL;
  g_autofree char *book = g_strconcat ("/html-", g_str_equal (language, "vi") ? "vi" : "C",
                                       "/trace.html", NULL);

  kq_i18n_set_language (language);
  window = window_new ();
  g_object_set (window, "trace", TRUE, NULL);
  html = kq_window_dup_help_html_uri (window);
  g_assert_nonnull (html);
  g_assert_true (g_str_has_suffix (html, book));
  path = g_filename_from_uri (html, NULL, NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  activate (window, "win.help", NULL);
  SPIN_UNTIL ((dialog = find_message_dialog ()) != NULL);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Yelp"));
  g_assert_true (adw_message_dialog_has_response (dialog, "browser"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_set (window, "trace", FALSE, NULL);
  window_destroy (window);
  kq_i18n_set_language ("en");
}

/* About: the version, the metainfo's release notes, the translators of
 * the language shown. */
static void
test_about (void)
{
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (kq_about_window_new (NULL));
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_release_notes_version (about), ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (adw_about_window_get_release_notes (about),
                                   "<p>Knights &amp; Queens for the classroom:</p>"));
  g_assert_cmpstr (adw_about_window_get_issue_url (about), ==, "https://github.com/kqteam/knights-queens/issues");
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  /* English has no translators to name */
  g_assert_null (adw_about_window_get_translator_credits (about));
  gtk_window_destroy (GTK_WINDOW (about));

  kq_i18n_set_language ("vi");
  about = ADW_ABOUT_WINDOW (kq_about_window_new (NULL));
  kq_i18n_set_language ("en");
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Mã đi tuần & Xếp hậu");
  g_assert_cmpstr (adw_about_window_get_translator_credits (about), ==, "Nhóm phát triển Mã đi tuần & Xếp hậu");
  g_assert_true (g_str_has_prefix (adw_about_window_get_release_notes (about),
                                   "<p>Mã đi tuần &amp; Xếp hậu cho lớp học:</p>"));
  gtk_window_present (GTK_WINDOW (about));
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (about)));
  gtk_window_destroy (GTK_WINDOW (about));
}

/* The keys' names in the shortcuts window's key caps, one after another. */
static void
append_keycaps (GtkWidget *widget, GString *keys)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "keycap"))
    g_string_append_printf (keys, "[%s]", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_keycaps (child, keys);
}

/* The shortcuts window's section of that name. */
static GtkWidget *
shortcuts_section (GtkWidget *widget, const char *name)
{
  g_autofree char *section_name = NULL;

  if (GTK_IS_SHORTCUTS_SECTION (widget))
    {
      g_object_get (widget, "section-name", &section_name, NULL);
      if (g_strcmp0 (section_name, name) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = shortcuts_section (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The shortcuts window (Ctrl+?) fits a 1024 × 768 projector, and names
 * its keys as GTK does ("Page Up", never the raw "Page_Up"); the line
 * steps' keys are in it. */
static void
test_shortcuts_window (gconstpointer language)
{
  KqWindow *window;
  GtkWidget *overlay;
  GLogLevelFlags fatal;
  g_autoptr(GString) keys = g_string_new (NULL);
  int width, height;

  kq_i18n_set_language (language);
  window = window_new ();
  kq_window_retranslate (window);
  overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_nonnull (overlay);
  /* GTK 4.8's shortcuts window warns that a label of its own measured
   * below zero ("reported min width -3"): not a failure of ours */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  activate (window, "win.show-help-overlay", NULL);
  SPIN_UNTIL (gtk_widget_get_mapped (overlay) && gtk_widget_get_width (overlay) > 0);
  width = gtk_widget_get_width (overlay);
  height = gtk_widget_get_height (overlay);
  gtk_window_close (GTK_WINDOW (overlay));
  g_log_set_always_fatal (fatal);
  g_test_message ("%s: %d × %d", (const char *) language, width, height);
  g_assert_cmpint (width, <=, 1024);
  g_assert_cmpint (height, <=, 768);
  append_keycaps (overlay, keys);
  g_test_message ("%s", keys->str);
  g_assert_null (strchr (keys->str, '_'));
  g_assert_nonnull (strstr (keys->str, "[↑]"));
  g_assert_nonnull (strstr (keys->str, "[↓]"));
  /* the own program's keys, in a section of their own, its lines' too */
  g_assert_nonnull (strstr (keys->str, "[F5]"));
  g_assert_nonnull (strstr (keys->str, "[F9]"));
  g_string_truncate (keys, 0);
  append_keycaps (shortcuts_section (overlay, "program"), keys);
  g_assert_nonnull (strstr (keys->str, "[Ctrl][↑][Ctrl][↓]"));
  /* the knight's map, a key in every language (Alt+A was English's mnemonic) */
  g_string_truncate (keys, 0);
  append_keycaps (shortcuts_section (overlay, "shortcuts"), keys);
  g_assert_nonnull (strstr (keys->str, "[Ctrl][M]"));
  kq_window_start_tour (window, 5, 0, 0);
  g_assert_true (capture_key (window, GDK_KEY_m, GDK_CONTROL_MASK));
  g_assert_cmpint (kq_session_get_mode (kq_window_get_session (window)), ==, KQ_SESSION_MODE_COUNT);
  g_assert_true (kq_counter_get_map (kq_session_get_counter (kq_window_get_session (window))));
  activate (window, "win.stop", NULL);
  window_destroy (window);
  kq_i18n_set_language ("en");
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

  g_test_add_func ("/window/opens", test_window_opens);
  g_test_add_func ("/window/about", test_about);
  g_test_add_func ("/window/accessible-names", test_window_accessible_names);
  g_test_add_func ("/window/tour", test_window_tour);
  g_test_add_func ("/window/tour-from-board", test_window_tour_from_board);
  g_test_add_func ("/window/rectangle", test_window_rectangle);
  g_test_add_func ("/window/tour-replaced", test_window_tour_replaced);
  g_test_add_func ("/window/queens-browse", test_window_queens_browse);
  g_test_add_func ("/window/export", test_window_export);
  g_test_add_func ("/window/export-gif", test_window_export_gif);
  g_test_add_func ("/window/vietnamese", test_window_vietnamese);
  g_test_add_func ("/window/switch-language", test_window_switch_language);
  g_test_add_func ("/application/language", test_application_language);
  g_test_add_func ("/command-line/bad-values", test_command_line);
  g_test_add_data_func ("/command-line/start-queens",
                        (const char *const[]) { "knights-queens", "--queens", "5", NULL },
                        test_command_line_start);
  g_test_add_data_func ("/command-line/start-tour",
                        (const char *const[]) { "knights-queens", "--tour", "5", "1", "1", NULL },
                        test_command_line_start);

  g_test_add_func ("/window/help", test_window_help);
  g_test_add_func ("/window/high-contrast", test_window_high_contrast);
  g_test_add_data_func ("/window/help-no-viewer/en", "en", test_window_help_no_viewer);
  g_test_add_data_func ("/window/help-no-viewer/vi", "vi", test_window_help_no_viewer);
  g_test_add_data_func ("/window/shortcuts/en", "en", test_shortcuts_window);
  g_test_add_data_func ("/window/shortcuts/vi", "vi", test_shortcuts_window);

  return g_test_run ();
}
