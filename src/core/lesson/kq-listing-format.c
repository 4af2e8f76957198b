/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-listing-format.c: the listings' parser, and what a parsed listing
 * holds: its lines, its ops' lines, its variables and arrays read off a
 * lesson's step (a step in words: kq-listing-text.c) */
#define G_LOG_DOMAIN "kq-listing"
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "kq-listing-format.h"
#include "kq-square.h"

G_DEFINE_QUARK (kq-listing-error-quark, kq_listing_error)

/* An index bound, linear in the board's rows m and columns n:
 * per_m × m + per_n × n + constant. */
typedef struct {
  int per_m;
  int per_n;
  int constant;
} Linear;

static int
linear_value (Linear value, int m, int n)
{
  return value.per_m * m + value.per_n * n + value.constant;
}

typedef struct {
  char             *name;
  KqListingSource   source;
  gboolean          negate;
  int               offset;
  int               dims;
  Linear            low, high;          /* the (last) index's range */
  Linear            row_low, row_high;  /* a matrix's first index's */
} Array;

struct _KqListing {
  char            *id;
  char            *title;
  char            *language;
  KqLessonMachine  machine;
  gboolean         has_machine;
  int              line[KQ_LESSON_N_OPS];  /* 0: not given */
  GPtrArray       *arrays;                 /* of Array */
  char            *procedure;
  char            *assign;
  GPtrArray       *variables;              /* of KqListingVariable, names owned */
  char            *text;
  int              n_lines;
};

#define QUEENS (1u << KQ_PROBLEM_QUEENS)
#define ROOKS (1u << KQ_PROBLEM_ROOKS)
#define TOUR (1u << KQ_PROBLEM_TOUR)
#define GAME (1u << KQ_PROBLEM_GAME)

typedef struct {
  const char      *name;
  guint            problems;  /* bits 1 << KqProblem: the machines that have it */
  gboolean         boolean;
  int              dims;
  Linear           length;  /* of each dimension, in n (a matrix's rows: in m or n) */
} Source;

static const Source sources[] = {
  [KQ_LISTING_SOURCE_A] = { "a", QUEENS | ROOKS, TRUE, 1, { 0, 1, 0 } },
  [KQ_LISTING_SOURCE_B] = { "b", QUEENS, TRUE, 1, { 0, 2, -1 } },
  [KQ_LISTING_SOURCE_C] = { "c", QUEENS, TRUE, 1, { 0, 2, -1 } },
  [KQ_LISTING_SOURCE_X] = { "x", QUEENS | ROOKS, FALSE, 1, { 0, 1, 0 } },
  [KQ_LISTING_SOURCE_H] = { "h", TOUR | GAME, FALSE, 2, { 0, 1, 0 } },
  [KQ_LISTING_SOURCE_DA] = { "a[k]", TOUR | GAME, FALSE, 1, { 0, 0, 8 } },
  [KQ_LISTING_SOURCE_DB] = { "b[k]", TOUR | GAME, FALSE, 1, { 0, 0, 8 } },
  [KQ_LISTING_SOURCE_COUNT] = { "count", TOUR, FALSE, 1, { 0, 0, 8 } },
};

static const char *const machine_names[KQ_LESSON_N_MACHINES] = {
  [KQ_LESSON_QUEENS] = "queens",
  [KQ_LESSON_QUEENS_MARK_EVERY] = "queens-mark-every",
  [KQ_LESSON_KNIGHT] = "knight",
  [KQ_LESSON_KNIGHT_WARNSDORFF] = "knight-warnsdorff",
  [KQ_LESSON_KNIGHT_AS_PRINTED] = "knight-as-printed",
  [KQ_LESSON_ROOKS] = "rooks",
  [KQ_LESSON_GAME] = "game",
};

/* The frame's values a variable can show, and the problems whose machines
 * have them (bits 1 << KqProblem). */
static const struct {
  const char *name;
  guint       problems;
} frame_values[] = {
  [KQ_LISTING_VALUE_I] = { "i", QUEENS | ROOKS | TOUR | GAME },
  [KQ_LISTING_VALUE_J] = { "j", QUEENS | ROOKS },
  [KQ_LISTING_VALUE_X] = { "x", TOUR | GAME },
  [KQ_LISTING_VALUE_Y] = { "y", TOUR | GAME },
  [KQ_LISTING_VALUE_K] = { "k", TOUR | GAME },
  [KQ_LISTING_VALUE_R] = { "r", TOUR },
  [KQ_LISTING_VALUE_U] = { "u", TOUR | GAME },
  [KQ_LISTING_VALUE_V] = { "v", TOUR | GAME },
  [KQ_LISTING_VALUE_DA] = { "a[k]", TOUR | GAME },
  [KQ_LISTING_VALUE_DB] = { "b[k]", TOUR | GAME },
  [KQ_LISTING_VALUE_W] = { "w", GAME },
};

/* How each language writes a comment (_("…") in a text becomes one) and
 * an assignment (unless the listing's "assign:" says otherwise). */
static const struct {
  const char *language;
  const char *open;
  const char *close;
  const char *assign;
} languages[] = {
  { "c", "/* ", " */", "=" },
  { "pascal", "{ ", " }", ":=" },
  { "python", "# ", "", "=" },
  { "pseudocode", "▷ ", "", "←" },
};

static void
variable_free (gpointer data)
{
  KqListingVariable *variable = data;

  g_free ((char *) variable->name);
  g_free (variable);
}

static void
array_free (gpointer data)
{
  Array *array = data;

  g_free (array->name);
  g_free (array);
}

void
kq_listing_free (KqListing *listing)
{
  if (listing == NULL)
    return;
  g_free (listing->id);
  g_free (listing->title);
  g_free (listing->language);
  g_clear_pointer (&listing->arrays, g_ptr_array_unref);
  g_free (listing->procedure);
  g_free (listing->assign);
  g_clear_pointer (&listing->variables, g_ptr_array_unref);
  g_free (listing->text);
  g_free (listing);
}

static gboolean
fail (GError **error, int line, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError **error, int line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, KQ_LISTING_ERROR, KQ_LISTING_ERROR_PARSE, _("line %d: %s"), line, message);
  return FALSE;
}

/* At *p: _("…"), a C string with \" and \\. Returns its msgid and moves *p
 * past it, or NULL if *p is not at one. */
static char *
read_marked (const char **p)
{
  const char *s = *p;
  GString *msgid;

  if (!g_str_has_prefix (s, "_(\""))
    return NULL;
  msgid = g_string_new (NULL);
  for (s += 3; *s != '\0' && *s != '\n' && *s != '"'; s++)
    {
      if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
        s++;
      g_string_append_c (msgid, *s);
    }
  if (!g_str_has_prefix (s, "\")"))
    {
      g_string_free (msgid, TRUE);
      return NULL;
    }
  *p = s + 2;
  return g_string_free (msgid, FALSE);
}

/* msgid's translation, on one line: a line of the text stays a line. */
static void
append_translated (GString *out, const char *msgid)
{
  const char *translated = g_dgettext (GETTEXT_PACKAGE, msgid);

  for (const char *c = translated; *c != '\0'; c++)
    g_string_append_c (out, *c == '\n' ? ' ' : *c);
}

/* The text with each _("…") translated, inside open … close. */
static char *
translate_text (const char *text, const char *open, const char *close)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0';)
    {
      g_autofree char *msgid = read_marked (&p);

      if (msgid == NULL)
        {
          g_string_append_c (out, *p++);
          continue;
        }
      g_string_append (out, open);
      append_translated (out, msgid);
      g_string_append (out, close);
    }
  return g_string_free (out, FALSE);
}

/* "1", "n", "2n", "2*n", "1-n", "2n - 1", "-n+1", "m - 1": per_m × m + per_n × n +
 * constant. */
static gboolean
parse_linear (const char *text, Linear *value)
{
  const char *p = text;
  gboolean any = FALSE;

  *value = (Linear) { 0, 0, 0 };
  while (TRUE)
    {
      int sign = 1;
      gboolean has_number = FALSE;
      gint64 number = 1;

      while (*p == ' ')
        p++;
      if (*p == '\0')
        return any;
      if (*p == '+' || *p == '-')
        sign = *p++ == '-' ? -1 : 1;
      else if (any)
        return FALSE;
      while (*p == ' ')
        p++;
      if (g_ascii_isdigit (*p))
        {
          char *end;

          number = g_ascii_strtoll (p, &end, 10);
          if (number > 1000)
            return FALSE;
          p = end;
          has_number = TRUE;
          while (*p == ' ')
            p++;
          if (*p == '*')
            {
              p++;
              while (*p == ' ')
                p++;
              if (*p != 'n' && *p != 'm')
                return FALSE;
            }
        }
      if (*p == 'n' || *p == 'm')
        {
          *(*p == 'n' ? &value->per_n : &value->per_m) += sign * (int) number;
          p++;
        }
      else if (has_number)
        value->constant += sign * (int) number;
      else
        return FALSE;
      any = TRUE;
    }
}

/* The same bound with n for m: a matrix's rows on an m × n board. */
static gboolean
linear_equal_rows (Linear row, Linear col)
{
  return row.per_m + row.per_n == col.per_n && row.constant == col.constant && col.per_m == 0;
}

/* "c[1-n..n-1] = c", "ok_col[1..n] = not a", "board[0..n-1][0..n-1] = h - 1",
 * "h[1..m][1..n] = h" (a board of m rows and n columns). */
static gboolean
parse_array (KqListing *listing, const char *value, int line, GError **error)
{
  g_autofree char *copy = g_strdup (value);
  g_autoptr(GPtrArray) ranges = g_ptr_array_new ();
  g_autofree Array *array = g_new0 (Array, 1);
  char *equals = strchr (copy, '=');
  char *name_end = strchr (copy, '[');
  char *source, *p;
  const Source *spec = NULL;

  if (equals == NULL || name_end == NULL || name_end > equals)
    return fail (error, line, _("an array is written “name[from..to] = source”"));
  *equals = '\0';
  *name_end = '\0';
  g_strstrip (copy);
  if (*copy == '\0' || strpbrk (copy, " \"\\") != NULL)
    return fail (error, line, _("an array needs a name"));

  /* The index ranges, one or two. */
  for (p = name_end + 1; *p != '\0';)
    {
      char *close = strchr (p, ']'), *dots = strstr (p, "..");
      Linear low, high;

      if (close == NULL || dots == NULL || dots > close)
        return fail (error, line, _("an index range is written [from..to]"));
      *dots = *close = '\0';
      if (!parse_linear (p, &low) || !parse_linear (dots + 2, &high))
        return fail (error, line, _("an index bound is a number, n, or like 2n - 1"));
      if (ranges->len == 2)
        return fail (error, line, _("an array has one or two dimensions"));
      if (ranges->len == 1 && (!linear_equal_rows (array->low, low) ||
                               !linear_equal_rows (array->high, high)))
        return fail (error, line, _("a matrix has the same index range in both dimensions "
                                    "(m for n in the first)"));
      array->row_low = array->low;
      array->row_high = array->high;
      array->low = low;
      array->high = high;
      g_ptr_array_add (ranges, p);
      for (p = close + 1; *p == ' '; p++)
        ;
      if (*p != '\0' && *p++ != '[')
        return fail (error, line, _("an index range is written [from..to]"));
    }
  array->dims = (int) ranges->len;
  if (array->low.per_m != 0 || array->high.per_m != 0)
    return fail (error, line, _("m, the rows, bounds a matrix’s first index only"));

  source = g_strstrip (equals + 1);
  if (g_str_has_prefix (source, "not "))
    {
      array->negate = TRUE;
      source = g_strstrip (source + 4);
    }
  if (g_str_has_suffix (source, "- 1"))
    {
      array->offset = -1;
      source[strlen (source) - 3] = '\0';
      g_strstrip (source);
    }
  for (guint s = 0; s < G_N_ELEMENTS (sources); s++)
    if (g_str_equal (source, sources[s].name))
      {
        spec = &sources[s];
        array->source = (KqListingSource) s;
      }
  if (spec == NULL ||
      !(spec->problems & (1u << kq_lesson_machine_problem (listing->machine))) ||
      (array->source == KQ_LISTING_SOURCE_COUNT &&
       listing->machine != KQ_LESSON_KNIGHT_WARNSDORFF))
    return fail (error, line, _("“%s” is not an array of this listing’s machine"), source);
  if ((array->negate && !spec->boolean) || (array->offset != 0 && spec->boolean))
    return fail (error, line, _("“not” goes with marks, “- 1” with numbers"));
  if (spec->dims != array->dims ||
      array->high.per_n - array->low.per_n != spec->length.per_n ||
      array->high.constant - array->low.constant + 1 != spec->length.constant)
    return fail (error, line, _("the index range does not fit the machine’s array “%s”"),
                 spec->name);

  array->name = g_strdup (copy);
  g_ptr_array_add (listing->arrays, g_steal_pointer (&array));
  return TRUE;
}

/* "move_count = i - 1", "dx = a[k]": a variable of the stack. */
static gboolean
parse_variable (KqListing *listing, const char *value, gboolean parameter, int line,
                GError **error)
{
  g_auto(GStrv) parts = g_strsplit (value, "=", 2);
  g_autofree KqListingVariable *variable = g_new0 (KqListingVariable, 1);
  KqProblem problem = kq_lesson_machine_problem (listing->machine);
  char *source;
  gboolean known = FALSE;

  if (g_strv_length (parts) != 2 || *g_strstrip (parts[0]) == '\0')
    return fail (error, line, _("a variable is written “name = value”"));
  source = g_strstrip (parts[1]);
  if (g_str_has_suffix (source, "- 1"))
    {
      variable->offset = -1;
      source[strlen (source) - 3] = '\0';
      g_strstrip (source);
    }
  for (guint v = 0; v < G_N_ELEMENTS (frame_values); v++)
    if (g_str_equal (source, frame_values[v].name) &&
        (frame_values[v].problems & (1u << problem)) &&
        (v != KQ_LISTING_VALUE_R || listing->machine == KQ_LESSON_KNIGHT_WARNSDORFF))
      {
        variable->source = (KqListingValue) v;
        known = TRUE;
      }
  if (!known)
    return fail (error, line, _("“%s” is not a value of this listing’s machine"), source);
  variable->name = g_strdup (parts[0]);
  variable->parameter = parameter;
  g_ptr_array_add (listing->variables, g_steal_pointer (&variable));
  return TRUE;
}

/* "knights_tour(x = x - 1, y = y - 1, move_count = i - 1)" */
static gboolean
parse_procedure (KqListing *listing, const char *value, int line, GError **error)
{
  g_autofree char *copy = g_strdup (value);
  char *open = strchr (copy, '('), *close = strrchr (copy, ')');
  g_auto(GStrv) parameters = NULL;

  if (listing->procedure != NULL)
    return fail (error, line, _("the procedure is given twice"));
  if (open == NULL || close == NULL || close < open || close[1] != '\0')
    return fail (error, line, _("a procedure is written “name(parameter = value, …)”"));
  *open = *close = '\0';
  if (*g_strstrip (copy) == '\0')
    return fail (error, line, _("a procedure needs a name"));
  listing->procedure = g_strdup (copy);
  parameters = g_strsplit (open + 1, ",", -1);
  for (guint p = 0; parameters[p] != NULL; p++)
    if (!parse_variable (listing, parameters[p], TRUE, line, error))
      return FALSE;
  return TRUE;
}

static gboolean
parse_op (KqListing *listing, const char *value, int line, GError **error)
{
  g_auto(GStrv) words = g_strsplit_set (value, " \t", -1);
  guint count = 0;
  KqLessonOp op;
  gint64 number;
  char *end;

  for (guint w = 0; words[w] != NULL; w++)
    if (*words[w] != '\0')
      words[count++] = words[w];
  if (count != 2)
    return fail (error, line, _("an op is written “op: name line”"));
  op = kq_lesson_op_from_name (words[0]);
  if (op == KQ_LESSON_OP_NONE || op == KQ_LESSON_OP_HARM ||
      !(kq_lesson_machine_ops (listing->machine) & (1u << op)))
    return fail (error, line, _("“%s” is not an op of this listing’s machine"), words[0]);
  number = g_ascii_strtoll (words[1], &end, 10);
  if (*end != '\0' || number < 1 || number > G_MAXINT)
    return fail (error, line, _("“%s” is not a line number"), words[1]);
  if (listing->line[op] != 0)
    return fail (error, line, _("op “%s” is given twice"), words[0]);
  listing->line[op] = (int) number;
  return TRUE;
}

static gboolean
parse_header_line (KqListing *listing, const char *key, const char *value, int line,
                   GError **error)
{
  if (g_str_equal (key, "id"))
    {
      if (*value == '\0' || strpbrk (value, " \t") != NULL)
        return fail (error, line, _("an id is one word"));
      g_free (listing->id);
      listing->id = g_strdup (value);
    }
  else if (g_str_equal (key, "title"))
    {
      const char *p = value;
      g_autofree char *msgid = read_marked (&p);
      g_autoptr(GString) title = g_string_new (NULL);

      if (msgid != NULL && *p == '\0')
        append_translated (title, msgid);
      else
        g_string_append (title, value);
      g_free (listing->title);
      listing->title = g_string_free (g_steal_pointer (&title), FALSE);
    }
  else if (g_str_equal (key, "language"))
    {
      gboolean known = FALSE;

      for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
        known |= g_str_equal (value, languages[l].language);
      if (!known)
        return fail (error, line, _("unknown language “%s”: c, pascal, python or pseudocode"),
                     value);
      g_free (listing->language);
      listing->language = g_strdup (value);
    }
  else if (g_str_equal (key, "machine"))
    {
      for (int m = 0; m < KQ_LESSON_N_MACHINES; m++)
        if (g_str_equal (value, machine_names[m]))
          {
            listing->machine = m;
            listing->has_machine = TRUE;
          }
      if (!listing->has_machine)
        return fail (error, line, _("unknown machine “%s”"), value);
    }
  else if (!listing->has_machine)
    return fail (error, line, _("the machine is named before ops and arrays"));
  else if (g_str_equal (key, "op"))
    return parse_op (listing, value, line, error);
  else if (g_str_equal (key, "array"))
    return parse_array (listing, value, line, error);
  else if (g_str_equal (key, "procedure"))
    return parse_procedure (listing, value, line, error);
  else if (g_str_equal (key, "local"))
    return parse_variable (listing, value, FALSE, line, error);
  else if (g_str_equal (key, "assign"))
    {
      if (!g_str_equal (value, "=") && !g_str_equal (value, ":=") && !g_str_equal (value, "←"))
        return fail (error, line, _("an assignment is written =, := or ←"));
      g_free (listing->assign);
      listing->assign = g_strdup (value);
    }
  else
    return fail (error, line, _("unknown key “%s”"), key);
  return TRUE;
}

static gboolean
check_listing (KqListing *listing, int line, GError **error)
{
  guint ops;
  gboolean has_h = FALSE;

  if (listing->id == NULL || listing->title == NULL || listing->language == NULL ||
      !listing->has_machine)
    return fail (error, line, _("a listing needs an id, a title, a language and a machine"));
  ops = kq_lesson_machine_ops (listing->machine) & ~(1u << KQ_LESSON_OP_HARM);
  for (int op = 0; op < KQ_LESSON_N_OPS; op++)
    {
      if (!(ops & (1u << op)))
        continue;
      if (listing->line[op] == 0)
        return fail (error, line, _("the line of op “%s” is missing"), kq_lesson_op_name (op));
      if (listing->line[op] > listing->n_lines)
        return fail (error, line, _("op “%s” is on line %d, past the text’s %d lines"),
                     kq_lesson_op_name (op), listing->line[op], listing->n_lines);
    }
  for (guint a = 0; a < listing->arrays->len; a++)
    has_h |= ((Array *) listing->arrays->pdata[a])->source == KQ_LISTING_SOURCE_H;
  if (!kq_problem_is_placement (kq_lesson_machine_problem (listing->machine)) && !has_h)
    return fail (error, line, _("a knight’s listing shows the board h"));
  if (listing->procedure == NULL && listing->variables->len > 0)
    return fail (error, line, _("locals go with a procedure"));
  if (listing->procedure == NULL)
    {
      /* The lessons' Try(i) and Try(i, x, y), as the machines count. */
      gboolean queens = kq_lesson_machine_problem (listing->machine) == KQ_PROBLEM_QUEENS;
      const char *defaults = queens ? "i = i\nj = j"
                           : listing->machine == KQ_LESSON_KNIGHT_WARNSDORFF
                             ? "i = i\nx = x\ny = y\nr = r\nk = k\nu = u\nv = v"
                           : listing->machine == KQ_LESSON_GAME
                             ? "i = i\nx = x\ny = y\nk = k\nu = u\nv = v\nw = w"
                             : "i = i\nx = x\ny = y\nk = k\nu = u\nv = v";
      g_auto(GStrv) variables = g_strsplit (defaults, "\n", -1);

      listing->procedure = g_strdup ("Try");
      for (guint v = 0; variables[v] != NULL; v++)
        parse_variable (listing, variables[v], queens ? v < 1 : v < 3, line, NULL);
    }
  if (listing->assign == NULL)
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      if (g_str_equal (listing->language, languages[l].language))
        listing->assign = g_strdup (languages[l].assign);
  return TRUE;
}

KqListing *
kq_listing_parse (const char *text, gssize length, GError **error)
{
  g_autoptr(KqListing) listing = g_new0 (KqListing, 1);
  g_autofree char *copy = NULL;
  g_auto(GStrv) lines = NULL;
  const char *open = "", *close = "";
  int line = 0;

  g_return_val_if_fail (text != NULL, NULL);
  copy = length < 0 ? g_strdup (text) : g_strndup (text, (gsize) length);
  if (!g_utf8_validate (copy, -1, NULL))
    {
      fail (error, 1, _("the listing is not UTF-8 text"));
      return NULL;
    }
  listing->arrays = g_ptr_array_new_with_free_func (array_free);
  listing->variables = g_ptr_array_new_with_free_func (variable_free);
  lines = g_strsplit (copy, "\n", -1);

  for (; lines[line] != NULL; line++)
    {
      char *l = g_strchomp (lines[line]), *colon;

      if (*l == '#' || *l == '\0')
        continue;
      if (g_str_equal (l, "text:"))
        break;
      colon = strchr (l, ':');
      if (colon == NULL)
        {
          fail (error, line + 1, _("a header line is “key: value”"));
          return NULL;
        }
      *colon = '\0';
      if (!parse_header_line (listing, g_strstrip (l), g_strstrip (colon + 1), line + 1, error))
        return NULL;
    }
  if (lines[line] == NULL)
    {
      fail (error, line, _("the code follows a line “text:”"));
      return NULL;
    }

  {
    g_autoptr(GString) body = g_string_new (NULL);
    int last = (int) g_strv_length (lines);

    /* The text's lines, without the blank ones at its end. */
    while (last > line + 1 && *g_strchomp (lines[last - 1]) == '\0')
      last--;
    for (int l = line + 1; l < last; l++)
      {
        g_string_append (body, g_strchomp (lines[l]));
        g_string_append_c (body, '\n');
      }
    listing->n_lines = last - line - 1;
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      if (g_strcmp0 (listing->language, languages[l].language) == 0)
        {
          open = languages[l].open;
          close = languages[l].close;
        }
    listing->text = translate_text (body->str, open, close);
  }
  if (!check_listing (listing, line + 1, error))
    return NULL;
  return g_steal_pointer (&listing);
}

const char *
kq_listing_get_id (const KqListing *listing)
{
  return listing->id;
}

const char *
kq_listing_get_title (const KqListing *listing)
{
  return listing->title;
}

const char *
kq_listing_get_language (const KqListing *listing)
{
  return listing->language;
}

KqLessonMachine
kq_listing_get_machine (const KqListing *listing)
{
  return listing->machine;
}

KqProblem
kq_listing_get_problem (const KqListing *listing)
{
  return kq_lesson_machine_problem (listing->machine);
}

const char *
kq_listing_get_text (const KqListing *listing)
{
  return listing->text;
}

int
kq_listing_get_n_lines (const KqListing *listing)
{
  return listing->n_lines;
}

int
kq_listing_get_op_line (const KqListing *listing, KqLessonOp op)
{
  g_return_val_if_fail (op < KQ_LESSON_N_OPS, 0);
  return listing->line[op];
}

guint
kq_listing_get_line_ops (const KqListing *listing, int line)
{
  guint ops = 0;

  for (int op = 0; op < KQ_LESSON_N_OPS; op++)
    if (listing->line[op] == line)
      ops |= 1u << op;
  return ops;
}

int
kq_listing_get_step_line (const KqListing *listing, const KqLesson *lesson)
{
  KqLessonOp op = kq_lesson_get_op (lesson);

  if (op == KQ_LESSON_OP_HARM)
    op = kq_lesson_get_harm (lesson)->op;
  return op == KQ_LESSON_OP_NONE ? 0 : listing->line[op];
}

const char *
kq_listing_get_procedure (const KqListing *listing)
{
  return listing->procedure;
}

const char *
kq_listing_get_assign (const KqListing *listing)
{
  return listing->assign;
}

guint
kq_listing_get_n_variables (const KqListing *listing)
{
  return listing->variables->len;
}

const KqListingVariable *
kq_listing_get_variable (const KqListing *listing, guint index)
{
  g_return_val_if_fail (index < listing->variables->len, NULL);
  return listing->variables->pdata[index];
}

guint
kq_listing_get_n_arrays (const KqListing *listing)
{
  return listing->arrays->len;
}

void
kq_listing_get_array (const KqListing *listing, guint index, int n, KqListingArray *shape)
{
  kq_listing_get_array_rect (listing, index, n, n, shape);
}

void
kq_listing_get_array_rect (const KqListing *listing, guint index, int m, int n,
                           KqListingArray *shape)
{
  const Array *array;

  g_return_if_fail (index < listing->arrays->len);
  array = listing->arrays->pdata[index];
  *shape = (KqListingArray) {
    .name = array->name,
    .source = array->source,
    .boolean = sources[array->source].boolean,
    .negate = array->negate,
    .offset = array->offset,
    .rows = array->dims == 2 ? m : 1,
    .length = linear_value (array->high, m, n) - linear_value (array->low, m, n) + 1,
    .from = linear_value (array->low, m, n),
  };
}

gboolean
kq_listing_get_rect (const KqListing *listing)
{
  for (guint a = 0; a < listing->arrays->len; a++)
    {
      const Array *array = listing->arrays->pdata[a];

      if (array->source == KQ_LISTING_SOURCE_H)
        return array->row_low.per_m != 0 || array->row_high.per_m != 0;
    }
  return FALSE;
}

void
kq_listing_read_array (const KqListing *listing, guint index, const KqLesson *lesson,
                       int *values)
{
  int depth = kq_lesson_get_depth (lesson);
  const KqLessonFrame *top = depth > 0 ? kq_lesson_get_frame (lesson, depth - 1) : NULL;
  KqListingArray shape;
  int size;

  kq_listing_get_array_rect (listing, index, kq_lesson_get_m (lesson), kq_lesson_get_n (lesson),
                             &shape);
  size = shape.rows * shape.length;
  for (int v = 0; v < size; v++)
    {
      int value = 0;

      switch (shape.source)
        {
        case KQ_LISTING_SOURCE_A: value = kq_lesson_get_a (lesson)[v]; break;
        case KQ_LISTING_SOURCE_B: value = kq_lesson_get_b (lesson)[v]; break;
        case KQ_LISTING_SOURCE_C: value = kq_lesson_get_c (lesson)[v]; break;
        case KQ_LISTING_SOURCE_X: value = kq_lesson_get_x (lesson)[v + 1]; break;
        case KQ_LISTING_SOURCE_H: value = kq_lesson_get_h (lesson)[v]; break;
        case KQ_LISTING_SOURCE_DA: value = kq_knight_da[v]; break;
        case KQ_LISTING_SOURCE_DB: value = kq_knight_db[v]; break;
        case KQ_LISTING_SOURCE_COUNT: value = top != NULL ? top->count[v] : -1; break;
        default: g_assert_not_reached ();
        }
      values[v] = shape.negate ? !value : value + shape.offset;
    }
}

int
kq_listing_get_array_focus (const KqListing *listing, guint index, const KqLesson *lesson)
{
  int n = kq_lesson_get_n (lesson), depth = kq_lesson_get_depth (lesson);
  const KqLessonFrame *top = depth > 0 ? kq_lesson_get_frame (lesson, depth - 1) : NULL;
  KqListingArray shape;
  int focus = -1;

  kq_listing_get_array_rect (listing, index, kq_lesson_get_m (lesson), n, &shape);
  if (top == NULL)
    return -1;
  /* the value's place v as kq_listing_read_array reads it */
  switch (shape.source)
    {
    case KQ_LISTING_SOURCE_A: focus = top->j > 0 ? top->j - 1 : -1; break;
    case KQ_LISTING_SOURCE_B: focus = top->j > 0 ? top->i + top->j - 2 : -1; break;
    case KQ_LISTING_SOURCE_C: focus = top->j > 0 ? top->i - top->j + n - 1 : -1; break;
    case KQ_LISTING_SOURCE_X: focus = top->i - 1; break;
    case KQ_LISTING_SOURCE_DA:
    case KQ_LISTING_SOURCE_DB:
    case KQ_LISTING_SOURCE_COUNT: focus = top->k; break;
    case KQ_LISTING_SOURCE_H:
    default: break;
    }
  return shape.rows == 1 && focus >= 0 && focus < shape.length ? focus : -1;
}
