/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb-mi.h: one GDB/MI output record parsed (GDB manual, "GDB/MI Output Syntax")
 *
 * A pure function of one line of GDB's output: result records (^done, ^error …), async
 * records (*stopped, =breakpoint-created, +download), stream records (~ console, @ target,
 * & log) with their c-strings decoded, and the (gdb) prompt. Results are a tuple of values:
 * c-strings, tuples {…} and lists […], lists of values or of name=value results.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define KQ_MI_ERROR (kq_mi_error_quark ())
GQuark kq_mi_error_quark (void);

typedef enum {
  KQ_MI_ERROR_SYNTAX,  /* not a GDB/MI record: the message says where */
} KqMiError;

typedef enum {
  KQ_MI_VALUE_STRING,
  KQ_MI_VALUE_TUPLE,
  KQ_MI_VALUE_LIST,
} KqMiValueKind;

typedef struct _KqMiValue KqMiValue;
struct _KqMiValue {
  KqMiValueKind kind;
  char         *name;    /* its name in a tuple or list of results; NULL for a bare value */
  char         *string;  /* KQ_MI_VALUE_STRING: decoded */
  GPtrArray    *items;   /* KQ_MI_VALUE_TUPLE, _LIST: KqMiValue, in order (names may repeat) */
};

typedef enum {
  KQ_MI_RECORD_RESULT,   /* ^done ^running ^connected ^error ^exit */
  KQ_MI_RECORD_EXEC,     /* *stopped *running */
  KQ_MI_RECORD_STATUS,   /* + */
  KQ_MI_RECORD_NOTIFY,   /* = */
  KQ_MI_RECORD_CONSOLE,  /* ~ */
  KQ_MI_RECORD_TARGET,   /* @ */
  KQ_MI_RECORD_LOG,      /* & */
  KQ_MI_RECORD_PROMPT,   /* (gdb) */
} KqMiRecordKind;

typedef struct {
  KqMiRecordKind kind;
  gint64         token;    /* the command's token; -1: none */
  char          *klass;    /* "done", "stopped" …; NULL for streams and the prompt */
  KqMiValue     *results;  /* a tuple, empty when there are none; NULL for streams, prompt */
  char          *text;     /* stream records: the decoded text; else NULL */
} KqMiRecord;

/* Parses one line (its newline, if any, is ignored); length -1: nul-terminated. */
KqMiRecord      *kq_mi_record_parse          (const char       *line,
                                              gssize            length,
                                              GError          **error);
void             kq_mi_record_free           (KqMiRecord       *record);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqMiRecord, kq_mi_record_free)

/* The first item named name in a tuple or list of results, or NULL. */
const KqMiValue *kq_mi_value_lookup          (const KqMiValue  *value,
                                              const char       *name);
/* The same when it is a string, else NULL. */
const char      *kq_mi_value_lookup_string   (const KqMiValue  *value,
                                              const char       *name);
guint            kq_mi_value_get_n_items     (const KqMiValue  *value);
const KqMiValue *kq_mi_value_get_item        (const KqMiValue  *value,
                                              guint             index);

G_END_DECLS
