/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-private.h: the window's instance struct and what its files share: kq-window.c and
 * its twelve parts, kq-window-a11y.c, -actions.c, -export.c, -game.c, -open.c, -play.c,
 * -print.c, -program.c, -program-step.c, -run.c, -status.c and -toast.c; included by those
 * files only. A student's program: kq-window-open.c opens it, kq-window-program.c shows its run
 * and its panel, kq-window-program-step.c the panel at the board's step, kq-window-run.c says
 * the run in words, one way only. */
#pragma once

#include <adwaita.h>

#include "kq-array-strips.h"
#include "kq-code-view.h"
#include "kq-count-bar.h"
#include "kq-game-panel.h"
#include "kq-student-log.h"
#include "kq-window.h"

G_BEGIN_DECLS

/* The window's template: set in class_init, its strings read again for
 * a change of language. */
#define KQ_WINDOW_UI RESOURCE_PATH "/kq-window.ui"

struct _KqWindow
{
  GtkApplicationWindow  parent_instance;

  /* template children */
  GtkAdjustment        *size_adjustment;  /* n, a tour's rows m */
  GtkLabel             *size_label;
  GtkWidget            *size_spin;
  GtkAdjustment        *cols_adjustment;  /* a tour's columns */
  GtkMenuButton        *board_button;     /* a tour's m × n, its spins in a popover */
  GtkWidget            *tour_options;
  GtkDropDown          *method_drop_down;
  GtkButton            *solve_button;
  KqBoardView          *board_view;
  GtkButton            *play_button;
  GtkAdjustment        *speed_adjustment;
  GtkLabel             *speed_label;
  GtkWidget            *playback_bar;
  GtkWidget            *solutions_box;
  GtkEntry             *goto_entry;
  GtkWidget            *browse_buttons;  /* First, Previous, Next, Last */
  GtkStack             *browse_stack;    /* they and Go to №, or Every Tour From Here */
  GtkWidget            *every_tour_button;
  GtkLabel             *status_label;
  GtkLabel             *solution_label;
  KqTracePanel         *trace_panel;
  GtkWidget            *full_speed_button;
  GtkMenuButton        *menu_button;
  KqLegend             *legend;
  KqFamilyBar          *family_bar;
  GtkWidget            *family_slot;
  KqCountBar           *count_bar;      /* not in the template: kq_window_init() */
  GtkWidget            *play_box;
  GtkRevealer          *play_solution_revealer;
  GtkWidget            *play_solution_button;
  AdwWindowTitle       *window_title;
  GtkMenuButton        *mode_button;     /* Trace, Play Yourself and Game where the title needs room */
  KqGamePanel          *game_panel;      /* beside the board in game mode */

  GSettings            *settings;
  KqSession            *session;        /* the run and its mode: everything the window shows */
  gboolean              syncing;        /* the size spins are set from the session */

  GCancellable         *open_cancellable; /* kq-window-open.c: an answer read and checked */
  GFile                *open_folder;    /* Open's folder and filter as the user left them */
  guint                 open_filter;
  gboolean              program_live;   /* a program's board shown live (the user may go elsewhere) */
  char                 *answer_name;    /* the answer's file name, for the status line and the subtitle */
  char                 *program_text;   /* an opened program's verdict, for the status line */
  GArray               *program_lines;  /* int: the line of the program that made each move */
  GArray               *program_solutions; /* guint: the position after each solution it found */
  GFile                *typed_file;     /* a program with no input beside it, and the input */
  char                 *typed_input;    /* typed for it ("8", "5 1 1"): Run Again runs on it */
  GtkWidget            *program_box;    /* its code and what it printed */
  GtkEntry             *program_board_entry; /* its board's array, named (--board) */
  GtkTextView          *program_output;
  GtkButton            *program_files_button; /* the files it wrote, hidden when none */
  GtkListBox           *program_verdicts;
  KqCodeView           *program_view;   /* the opened program's own code */
  GtkLabel             *program_stack;  /* its call stack at the step */
  GtkScrolledWindow    *program_stack_scroller;
  KqArrayStrips        *program_strips; /* its arrays at the step */
  struct _KqWindowProgram *program;     /* the opened program's panel (kq-window-program.c) */
  struct _KqWindowPlay *play;           /* the play mode's view (kq-window-play.c) */
  struct _KqWindowGame *game_view;      /* the game mode's view (kq-window-game.c) */
  GSignalGroup         *game_signals;   /* the session's play game, for its status */
  char                 *toast_text;     /* the last toast's title, for the tests */
};

typedef struct _KqWindowPlay KqWindowPlay;
typedef struct _KqWindowGame KqWindowGame;
typedef struct _KqWindowProgram KqWindowProgram;

/* An opened program's panel (kq-window-program.c and -program-step.c). The run's board moves
 * are the timeline's moves; the log holds a point for each position (the runner recorded
 * them), so the stack and arrays follow the board both ways. Between two moves the code steps
 * by the lines the log kept on the way (Ctrl+↓, Ctrl+↑), the stack and arrays with it: the
 * board stays at the move before until the line that made the next one. */
struct _KqWindowProgram
{
  GFile             *file;         /* the program shown, NULL: none */
  KqStudentLog      *log;
  KqStudentLanguage  language;
  GHashTable        *breakpoints;  /* lines, kept while the same file is run again */
  guint              position;     /* the position shown, G_MAXUINT: none yet */
  GArray            *way;          /* int: the lines run on the way to the next move */
  guint              line;         /* how many of them shown: 0, the board's move's line */
};

/* kq-window-program.c: a program's verdict clicked, its row; Enter in the board's array
 * field, the program run again, reading it */
void     _kq_window_board_entry_activated (KqWindow    *self);
void     _kq_window_verdict_activated  (KqWindow       *self,
                                        GtkListBoxRow  *row);

/* kq-window-status.c: the texts */
void     _kq_window_class_texts_init   (GtkWidgetClass *widget_class);
void     _kq_window_set_primary_menu   (KqWindow       *self);
void     _kq_window_cap_title          (KqWindow       *self);
void     _kq_window_load_help_overlay  (KqWindow       *self);

/* kq-window-actions.c: the actions and keys */
void     _kq_window_class_actions_init (GtkWidgetClass *widget_class);
void     _kq_window_actions_init       (KqWindow       *self);
void     _kq_window_actions_update     (KqWindow       *self);

/* kq-window-export.c: the export (PNG, SVG, PDF; an animated GIF) */
void     _kq_window_export_action      (GtkWidget      *widget,
                                        const char     *action_name,
                                        GVariant       *parameter);
/* The search's steps an animation per step would show (watch and trace;
 * 0 elsewhere). */
guint    _kq_window_gif_steps          (KqWindow       *self);
void     _kq_window_export_gif_action  (GtkWidget      *widget,
                                        const char     *action_name,
                                        GVariant       *parameter);

/* kq-window-print.c: print and copy the board */
/* The board as drawn, for a file, a page or the clipboard: a copy, and
 * the options that draw it, light unless asked and without what only a
 * screen shows (the focus, the path cache); the play mode's marks and an
 * answer's error copied too. */
typedef struct {
  KqBoard         *board;
  KqRenderOptions  options;
  GArray          *marks;    /* options.framed's */
  KqRenderPlay    *play;     /* options.play */
  char            *caption;  /* the board's default caption, for options.caption */
  guint64         *map;      /* the map of tours drawn instead, or NULL */
} KqShare;

/* NULL when the view shows no board. */
KqShare *_kq_window_share_new          (KqWindow        *self);
void     _kq_window_share_free         (KqShare         *share);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqShare, _kq_window_share_free)
void     _kq_window_print_action       (GtkWidget      *widget,
                                        const char     *action_name,
                                        GVariant       *parameter);
void     _kq_window_copy_action        (GtkWidget      *widget,
                                        const char     *action_name,
                                        GVariant       *parameter);

/* kq-window-open.c: open a student's answer */
void     _kq_window_open_class_init    (GtkWidgetClass *widget_class);
void     _kq_window_open_init          (KqWindow       *self);
void     _kq_window_open_dispose       (KqWindow       *self);
/* The session's answer's verdict into the status line (and its counter
 * emptied when the board is the answer's own). */
void     _kq_window_open_status        (KqWindow       *self,
                                        GString        *status,
                                        GString        *counter);
/* An opened answer's export: a file name without extension after the
 * student's file and the line shown ("wrong-line-3"), and the caption
 * ("wrong.out, line 3"); NULL when no answer is open. */
char    *_kq_window_open_dup_name      (KqWindow       *self);
char    *_kq_window_open_dup_caption   (KqWindow       *self);

/* kq-window-run.c: a student's program's run (the session's KqProgramRunner) in words */
/* Runs file on input (typed for it), or NULL: the input beside it; on the board's array
 * named in the panel's field. */
void     _kq_window_run_start          (KqWindow       *self,
                                        GFile          *file,
                                        const char     *input);
/* It could not run: its input asked for, the box's absence said (FALSE), or what went wrong
 * told (TRUE: the panel is to say it too). */
gboolean _kq_window_run_failed         (KqWindow       *self,
                                        const GError   *error);
/* Its verdicts listed, a row each at its moves; the list emptied. */
void     _kq_window_run_show_verdicts  (KqWindow       *self);
void     _kq_window_run_clear_verdicts (KqWindow       *self);
/* Its end said in a toast (and, for the status line, kept). */
void     _kq_window_run_show_text      (KqWindow       *self);
void     _kq_window_run_dispose        (KqWindow       *self);
/* A program running, or its search shown: its words into the status line (TRUE). */
gboolean _kq_window_run_status         (KqWindow       *self,
                                        GString        *status,
                                        GString        *counter);
/* A program running: Stop (Escape) ends it where it is, and shows what it ran. */
gboolean _kq_window_run_get_running    (KqWindow       *self);
void     _kq_window_run_stop           (KqWindow       *self);
/* An opened program's solutions, browsed as a listing's (First, Previous, Next, Last, Go to
 * №): FALSE when no program with solutions is shown. _update sets the actions' state. */
gboolean _kq_window_run_browse         (KqWindow       *self,
                                        const char     *action_name,
                                        GVariant       *parameter);
gboolean _kq_window_run_update_browse  (KqWindow       *self);
gboolean _kq_window_run_has_solutions  (KqWindow       *self);
/* kq-window-program.c: a student's program opened: its run on the board, and its panel: its
 * stack and arrays at the step, its breakpoints, its code edited, saved and run again */
void        _kq_window_class_program_init  (GtkWidgetClass *widget_class);
void        _kq_window_program_init        (KqWindow       *self);
void        _kq_window_program_dispose     (KqWindow       *self);
/* Runs file, the last file asked (an answer still read is let go); the panel of the program
 * shown stays while it runs again. */
void        _kq_window_program_open        (KqWindow       *self,
                                            GFile          *file);
/* Another file opened: the panel hidden. */
void        _kq_window_program_hide        (KqWindow       *self);
/* Ctrl+↓ (delta 1) or Ctrl+↑ (-1): a line on or back through the program's run; FALSE when
 * the board does not step a program. */
gboolean    _kq_window_program_step_line   (KqWindow       *self,
                                            int             delta);
/* kq-window-program-step.c: the panel at the board's step (kq-window-program.c calls it) */
void        _kq_window_class_program_step_init (GtkWidgetClass *widget_class);
/* The panel's breakpoint on a click in the gutter, and on F9 in controller, the code's. */
void        _kq_window_program_step_init   (KqWindow              *self,
                                            GtkShortcutController *controller);
/* Whether the panel shows a program (not an answer, another mode). */
gboolean    _kq_window_program_showing     (KqWindow       *self);
/* Whether the board steps the program's run (its log, the Open mode). */
gboolean    _kq_window_program_stepping    (KqWindow       *self);
/* The stepped timeline changed: the line that made its last move, its stack and arrays. */
void        _kq_window_program_timeline_changed (KqWindow *self);
/* The run's end past its last move: its last line, the stack and arrays there. */
void        _kq_window_program_show_end    (KqWindow       *self);
/* Where Go to the End stops on the way to target: the first breakpoint after the board's
 * position, else target. */
guint       _kq_window_program_stop        (KqWindow       *self,
                                            guint           target);
/* kq-window-play.c: Play Yourself (win.play-yourself) */
void        _kq_window_class_play_init     (GtkWidgetClass *widget_class);
void        _kq_window_play_init           (KqWindow       *self);
void        _kq_window_play_dispose        (KqWindow       *self);
void        _kq_window_play_actions_update (KqWindow       *self);
/* The session's mode or game changed: the toggle and the game shown follow. */
void        _kq_window_play_sync           (KqWindow       *self);
/* A square clicked: TRUE when the play mode took it. */
gboolean    _kq_window_play_square         (KqWindow       *self,
                                            int             row,
                                            int             col);

/* kq-window-game.c: the knight game (win.knight-game) */
void        _kq_window_class_game_init     (GtkWidgetClass *widget_class);
void        _kq_window_game_init           (KqWindow       *self);
void        _kq_window_game_dispose        (KqWindow       *self);
/* The session's mode or game changed: the toggle, the panel and the game shown follow. */
void        _kq_window_game_sync           (KqWindow       *self);
/* A square clicked: TRUE when the game mode took it. */
gboolean    _kq_window_game_square         (KqWindow       *self,
                                            int             row,
                                            int             col);

/* kq-window-toast.c: messages that pass by */
void        _kq_window_toast_class_init    (GtkWidgetClass *widget_class);
void        _kq_window_toast_dispose       (KqWindow       *self);
/* A file's name as it is shown: valid UTF-8 whatever its bytes (a name from a USB stick). */
char       *_kq_window_display_name        (GFile          *file);
/* "QUEENS.OUT: …"; a toast "Cannot read QUEENS.OUT: …", the window as it was. */
char       *_kq_window_toast_name_text     (const char     *name,
                                            const char     *text);
void        _kq_window_toast_cannot_read   (KqWindow       *self,
                                            const char     *name,
                                            const char     *detail);
/* A toast whose button opens file. */
void        _kq_window_toast_file          (KqWindow       *self,
                                            const char     *title,
                                            GFile          *file);

/* kq-window-a11y.c: for a screen reader */
void        _kq_window_a11y_class_init     (GtkWidgetClass *widget_class);
/* The mode changed: the board's words follow. */
void        _kq_window_a11y_sync           (KqWindow       *self);
/* Every control named once (after the template or a language switch). */
void        _kq_window_a11y_names          (KqWindow       *self);
/* Trace: the step shown last in words, or NULL. */
char       *_kq_window_a11y_step_text      (KqWindow       *self);
/* Every Tour From Here's label and tooltip, in the current language. */
void        _kq_window_label_every_tour    (KqWindow       *self);
/* The size spins named for the problem (a tour's m × n, else n). */
void        _kq_window_label_size          (KqWindow       *self);

G_END_DECLS
