/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-test-student.h: a student's program of tests/data/student run to its end (or its step
 * limit) through kq-student.h, for the tests of tests/student. Each helper is static inline:
 * a test includes it once, and uses what it needs of it. */
#pragma once

#include <glib.h>

#include "kq-student.h"
#include "kq-test-time.h"

typedef struct {
  int row, col, move;
} KqTestPlace;

/* What the steps of a run showed. */
typedef struct {
  guint64     steps;
  guint64     removes;
  guint       places;
  KqTestPlace first[2];   /* the first two placements */
  const char *local;      /* a name to look for among the innermost frame's locals */
  gboolean    saw_local;
  int         last_op_line;  /* the line of the last step that changed the board */
} KqTestSeen;

/* The KqStudentStepFunc that fills the KqTestSeen user_data. */
static inline gboolean
kq_test_seen_step (const KqStudentStep *step, gpointer user_data)
{
  KqTestSeen *seen = user_data;

  g_assert_cmpuint (step->index, ==, ++seen->steps);
  for (guint i = 0; seen->local != NULL && i < step->frames[step->n_frames - 1].n_locals; i++)
    if (g_strcmp0 (step->frames[step->n_frames - 1].locals[i].name, seen->local) == 0)
      seen->saw_local = TRUE;
  if (step->op != KQ_STUDENT_OP_NONE)
    seen->last_op_line = step->line;
  if (step->op == KQ_STUDENT_OP_REMOVE)
    seen->removes++;
  if (step->op == KQ_STUDENT_OP_PLACE && seen->places < G_N_ELEMENTS (seen->first))
    seen->first[seen->places++] = (KqTestPlace) { step->row, step->col, step->move };
  return TRUE;
}

static inline const char *
kq_test_compiler_for (const char *program)
{
  if (g_str_has_suffix (program, ".pas"))
    return "fpc";
  return g_str_has_suffix (program, ".c") ? "gcc" : "g++";
}

/* Whether program's compiler and GDB are there; else the test skips. */
static inline gboolean
kq_test_have_tools (const char *program)
{
  g_autofree char *compiler = g_find_program_in_path (kq_test_compiler_for (program));
  g_autofree char *gdb = g_find_program_in_path ("gdb");

  if (compiler == NULL || gdb == NULL)
    g_test_skip (compiler == NULL ? "no compiler for this language" : "gdb is not installed");
  return compiler != NULL && gdb != NULL;
}

/* Whether a process of ours still works in folder (its working folder there): the program
 * runs in a box with PIDs of its own, so what it started is found by where it is. */
static inline gboolean
kq_test_process_in (const char *folder)
{
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (proc != NULL && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *link = g_strdup_printf ("/proc/%s/cwd", name);
      g_autofree char *cwd = g_file_read_link (link, NULL);

      if (g_ascii_isdigit (name[0]) && cwd != NULL && g_str_equal (cwd, folder))
        return TRUE;
    }
  return FALSE;
}

/* A file of tests/data/student. */
static inline char *
kq_test_student_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "student", name, NULL);
}

/* A run of program (tests/data/student) on input there, not started; NULL with error. */
static inline KqStudentRun *
kq_test_student_run_new (const char  *program,
                         const char  *input,
                         const char  *board,
                         guint64      max_steps,
                         GError     **error)
{
  g_autofree char *program_path = kq_test_student_path (program);
  g_autofree char *input_path = kq_test_student_path (input);
  KqStudentOptions options = { .input = input_path, .board = board, .max_steps = max_steps };

  return kq_student_run_new (program_path, &options, error);
}

/* Runs program (tests/data/student) on input there; the run, done, or NULL with error. */
static inline KqStudentRun *
kq_test_run_program (const char  *program,
                     const char  *input,
                     const char  *board,
                     guint64      max_steps,
                     KqTestSeen  *seen,
                     GError     **error)
{
  g_autoptr (KqStudentRun) run = kq_test_student_run_new (program, input, board, max_steps,
                                                          error);

  if (run == NULL)
    return NULL;
  kq_student_run_set_step_func (run, kq_test_seen_step, seen);
  if (!kq_student_run_execute (run, NULL, error))
    return NULL;
  return g_steal_pointer (&run);
}
