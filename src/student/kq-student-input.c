/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-input.c: what a run puts in its folder: the program's input, found beside it,
 * copied under every name the program may open it by, and read for what it tells; a copy of
 * the program itself, the one the box sees, and of the headers it includes from its folder */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <sys/stat.h>

#include <glib/gstdio.h>

#include "kq-format.h"
#include "kq-input.h"
#include "kq-limits.h"
#include "kq-queens.h"
#include "kq-student-private.h"

/* Input files named in a program's source that get a copy of its input, at most. */
#define NAMED_INPUTS_MAX 8
/* The program's own headers copied beside it at most. */
#define HEADERS_MAX 32

/* The least rows of a board's map given as input ("..*.....", a row a line). */
#define MAP_ROWS_LEAST 4

/* How text's words stand, by its lines: a map of a board (rows of one word each, as long as
 * each other, no number among them) gives as much as words on a line do. */
static KqStudentInputWords
input_shape (const char *text)
{
  g_auto(GStrv) lines = g_strsplit_set (text, "\r\n", -1);
  guint found = 0, map_rows = 0;
  gsize map_width = 0;

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto(GStrv) words = g_strsplit_set (lines[l], " \t", -1);
      guint on_line = 0;
      const char *word = NULL;

      for (guint i = 0; words[i] != NULL; i++)
        if (*words[i] != '\0')
          {
            on_line++;
            word = words[i];
          }
      if (on_line > 1 && found > 0)
        return KQ_STUDENT_INPUT_LINES;
      if (on_line == 1 && !g_ascii_isdigit (*word) && *word != '-' &&
          (map_rows == 0 || strlen (word) == map_width))
        {
          map_width = strlen (word);
          map_rows++;
        }
      found += on_line;
    }
  if (map_rows >= MAP_ROWS_LEAST && map_rows == found && map_width >= MAP_ROWS_LEAST)
    return KQ_STUDENT_INPUT_LINES;
  return found > 1 ? KQ_STUDENT_INPUT_SEVERAL : found == 1 ? KQ_STUDENT_INPUT_ONE
                                                          : KQ_STUDENT_INPUT_NONE;
}

/* The input at path as text, its byte order mark skipped. */
static char *
input_text (const char  *path,
            GError     **error)
{
  g_autoptr(GBytes) bytes = kq_input_read (path, KQ_INP_MAX_BYTES, error);
  const char *data;
  gsize length;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  kq_format_skip_bom (&data, &length);
  return g_strndup (data, MIN (length, KQ_INP_MAX_BYTES));
}

gboolean
_kq_student_input_read (const char  *path,
                        int         *n,
                        int         *start_row,
                        int         *start_col,
                        gboolean    *tour,
                        int         *rows,
                        int         *cols,
                        KqStudentInputWords *shape,
                        GError     **error)
{
  g_autofree char *text = input_text (path, error);
  g_auto(GStrv) words = NULL;
  gint64 numbers[4];
  guint n_words = 0, start;
  gboolean zero;

  if (text == NULL)
    return FALSE;
  *shape = input_shape (g_strstrip (text));
  words = g_strsplit_set (text, " \t\r\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      {
        if (n_words == 4 || !kq_parse_int (words[i], "n", n_words == 0 ? 1 : 0,
                                            KQ_QUEENS_MAX_N, &numbers[n_words], NULL))
          {
            n_words = 0;
            break;
          }
        n_words++;
      }
  /* "n row col", or a board's rows and columns then the start: "n n row col", a
   * rectangle's "m n row col" */
  *cols = n_words == 4 && numbers[1] != numbers[0] && numbers[1] > 0 ? (int) numbers[1] : 0;
  if (n_words == 4 && numbers[1] != numbers[0] && *cols == 0)
    n_words = 0;
  start = n_words - 2;
  if (n_words >= 3 && (numbers[start] > numbers[0] ||
                       numbers[start + 1] > (*cols > 0 ? *cols : numbers[0])))
    n_words = *cols = 0;
  /* a 0 in the start counts from 0 ("5 0 0", as C programs read it); else from 1 */
  zero = n_words >= 3 && (numbers[start] == 0 || numbers[start + 1] == 0);
  *n = n_words == 1 || n_words >= 3 ? (int) MAX (numbers[0], *cols) : 0;
  *start_row = n_words >= 3 ? (int) numbers[start] - (zero ? 0 : 1) : -1;
  *start_col = n_words >= 3 ? (int) numbers[start + 1] - (zero ? 0 : 1) : -1;
  *rows = *cols > 0 ? (int) numbers[0] : 0;
  *tour = n_words == 4;
  return TRUE;
}

gboolean
_kq_student_input_map (const char *path,
                       int        *side,
                       guint32    *open,
                       char        symbols[2])
{
  g_autofree char *text = input_text (path, NULL);
  g_auto(GStrv) lines = NULL;
  guint counts[2] = { 0, 0 };
  int n;

  if (text == NULL)
    return FALSE;
  lines = g_strsplit (g_strstrip (text), "\n", -1);
  n = (int) g_strv_length (lines);
  if (n < MAP_ROWS_LEAST || n > KQ_QUEENS_OPEN_MAX_N)
    return FALSE;
  symbols[0] = symbols[1] = '\0';
  for (int row = 0; row < n; row++)
    {
      const char *line = g_strchomp (lines[row]);

      if ((int) strlen (line) != n)
        return FALSE;
      for (int col = 0; col < n; col++)
        {
          int which = line[col] == symbols[0] || symbols[0] == '\0' ? 0 : 1;

          if (!g_ascii_isgraph (line[col]) || g_ascii_isdigit (line[col]) ||
              (which == 1 && symbols[1] != '\0' && line[col] != symbols[1]))
            return FALSE;
          symbols[which] = line[col];
          counts[which]++;
        }
    }
  /* (the squares open to queens: the map's more common symbol, CSES's '.' beside its '*') */
  if (counts[1] > counts[0])
    {
      char swap = symbols[0];

      symbols[0] = symbols[1];
      symbols[1] = swap;
    }
  for (int row = 0; row < n; row++)
    {
      open[row] = 0;
      for (int col = 0; col < n; col++)
        open[row] |= (guint32) (lines[row][col] == symbols[0]) << col;
    }
  *side = n;
  return TRUE;
}

/* The input files a program names in its source ("QUEENS.INP", 'input.txt'): a bare name of
 * letters, digits, '_', '-' and '.', ending .inp, .in, .txt or .dat, any case. */
static GPtrArray *
named_inputs (const char *program)
{
  static GRegex *quoted;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *source = NULL;
  gsize length;

  if (g_once_init_enter (&quoted))
    g_once_init_leave (&quoted, g_regex_new ("[\"']([A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}\\."
                                             "(?i:inp|in|txt|dat))[\"']", G_REGEX_RAW, 0,
                                             NULL));
  if (!g_file_get_contents (program, &source, &length, NULL) || length > KQ_INP_MAX_BYTES * 64)
    return g_steal_pointer (&names);
  g_regex_match_full (quoted, source, (gssize) length, 0, 0, &match, NULL);
  while (g_match_info_matches (match) && names->len < NAMED_INPUTS_MAX)
    {
      char *name = g_match_info_fetch (match, 1);

      if (!g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL))
        g_ptr_array_add (names, name);
      else
        g_free (name);
      g_match_info_next (match, NULL);
    }
  return g_steal_pointer (&names);
}

/* base where it is a plain name (letters, digits, '_', '-', '.', '+', not first '-' or '.'):
 * never a compiler's option, nor split by GDB or by the shell GDB starts the program with;
 * else stem and base's extension (lower case; none where it is not letters and digits). */
static char *
plain_name (const char *base, const char *stem)
{
  const char *dot = strrchr (base, '.');
  gboolean plain = base[0] != '-' && base[0] != '.';
  gboolean plain_ext = dot != NULL;

  for (const char *c = base; *c != '\0'; c++)
    plain &= g_ascii_isalnum (*c) || strchr ("_-.+", *c) != NULL;
  for (const char *c = dot != NULL ? dot + 1 : ""; *c != '\0'; c++)
    plain_ext &= g_ascii_isalnum (*c);
  if (plain)
    return g_strdup (base);
  if (!plain_ext)
    return g_strdup (stem);
  {
    g_autofree char *ext = g_ascii_strdown (dot, -1);

    return g_strconcat (stem, ext, NULL);
  }
}

/* A copy of path as folder/name. */
static char *
copy_as (const char *path, const char *folder, const char *name, GError **error)
{
  g_autoptr(GFile) source = g_file_new_for_path (path);
  g_autofree char *copy = g_build_filename (folder, name, NULL);
  g_autoptr(GFile) target = g_file_new_for_path (copy);

  if (!g_file_copy (source, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
    return NULL;
  return g_steal_pointer (&copy);
}

char *
_kq_student_input_copy (const char  *path,
                        const char  *program,
                        const char  *folder,
                        GError     **error)
{
  g_autoptr(GPtrArray) names = named_inputs (program);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *plain = plain_name (base, "input");
  g_autofree char *input = NULL;

  /* the program's standard input is the copy of a plain name: GDB's shell redirects it */
  g_ptr_array_insert (names, 0, g_strdup (base));
  if (!g_str_equal (plain, base))
    g_ptr_array_insert (names, 0, g_strdup (plain));
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *copy = g_build_filename (folder, names->pdata[i], NULL);

      if (i > 0 && g_file_test (copy, G_FILE_TEST_EXISTS))
        continue;
      g_free (copy);
      if ((copy = copy_as (path, folder, names->pdata[i], error)) == NULL)
        return NULL;
      if (i == 0)
        input = g_steal_pointer (&copy);
    }
  return g_steal_pointer (&input);
}

/* Words after which a call's value is read: C's return; the conditions' and Pascal's
 * operators. */
static const char * const reading_words[] = { "return", "if", "while", "until", "not", "and",
                                              "or", "xor" };

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

/* Whether the name's use at source + at has its value read: what comes before it. */
static gboolean
value_read (const char *source,
            gsize       at)
{
  gsize end, start;

  while (at > 0 && g_ascii_isspace (source[at - 1]))
    at--;
  if (at == 0)
    return FALSE;
  if (strchr ("(=!&|,+-*/<>?:[%^~", source[at - 1]) != NULL)
    return TRUE;
  for (end = at, start = at; start > 0 && is_word_char (source[start - 1]); start--)
    ;
  for (gsize i = 0; i < G_N_ELEMENTS (reading_words); i++)
    if (end - start == strlen (reading_words[i]) &&
        g_ascii_strncasecmp (source + start, reading_words[i], end - start) == 0)
      return TRUE;
  return FALSE;
}

gboolean
_kq_student_value_used (const char *source,
                        const char *function,
                        gboolean    pascal)
{
  gsize length = strlen (function);

  for (const char *at = source; (at = pascal ? strcasestr (at, function) : strstr (at, function));
       at += length)
    {
      const char *after = at + length;

      if ((at > source && is_word_char (at[-1])) || is_word_char (*after))
        continue;
      while (g_ascii_isspace (*after))
        after++;
      if ((pascal || *after == '(') && value_read (source, (gsize) (at - source)))
        return TRUE;
    }
  return FALSE;
}

/* Whether one of source's calls that open a file opens it to read: one given a mode that
 * writes ("w", 'a+', as far as its statement goes on its line), as the output.txt of a program
 * that reads nothing, does not. */
static gboolean
opens_to_read (const char *source,
               gsize       length)
{
  static GRegex *opening, *writing;
  g_autoptr(GMatchInfo) match = NULL;
  gboolean reads = FALSE;

  if (g_once_init_enter (&opening))
    g_once_init_leave (&opening, g_regex_new ("\\b(open|fopen|freopen)\\s*\\(([^;\\n]*)",
                                              G_REGEX_RAW, 0, NULL));
  if (g_once_init_enter (&writing))
    g_once_init_leave (&writing, g_regex_new ("[\"'][wa][bt+]*[\"']",
                                              G_REGEX_RAW, 0, NULL));
  g_regex_match_full (opening, source, (gssize) length, 0, 0, &match, NULL);
  while (!reads && g_match_info_matches (match))
    {
      g_autofree char *arguments = g_match_info_fetch (match, 2);

      /* (no file named: "open ()" in a comment) */
      reads = *g_strchug (arguments) != ')' && *arguments != '\0' &&
              !g_regex_match (writing, arguments, 0, NULL);
      g_match_info_next (match, NULL);
    }
  return reads;
}

/* Whether one of source's C++ input file streams is read from (fin >> n, getline (fin, …),
 * fin.get (…)): one opened and never read (a program that once read its input.txt, then set n
 * in its code) reads nothing. */
static gboolean
stream_read (const char *source,
             gsize       length)
{
  static GRegex *declared;
  g_autoptr(GMatchInfo) match = NULL;
  gboolean reads = FALSE;

  if (g_once_init_enter (&declared))
    g_once_init_leave (&declared, g_regex_new ("\\bi?fstream\\s+([A-Za-z_]\\w*)",
                                               G_REGEX_RAW, 0, NULL));
  g_regex_match_full (declared, source, (gssize) length, 0, 0, &match, NULL);
  while (!reads && g_match_info_matches (match))
    {
      g_autofree char *name = g_match_info_fetch (match, 1);
      g_autofree char *uses = g_strdup_printf ("\\b%s\\s*(>>|\\.\\s*(get|getline|read)\\s*\\()|"
                                               "\\bgetline\\s*\\(\\s*%s\\b", name, name);

      reads = g_regex_match_simple (uses, source, G_REGEX_RAW, 0);
      g_match_info_next (match, NULL);
    }
  return reads;
}

/* source's comments as spaces, in place (their lines kept): C's and C++'s line comments and
 * block comments, Python's #, Pascal's braces, its (* *) and its line comments; what stands
 * in a string or a character is no comment. */
static void
blank_comments (char              *source,
                gsize              length,
                KqStudentLanguage  language)
{
  gboolean python = language == KQ_STUDENT_LANGUAGE_PYTHON;
  gboolean pascal = language == KQ_STUDENT_LANGUAGE_PASCAL;
  char *end = source + length;

  for (char *c = source; c < end; c++)
    {
      const char *close = NULL;
      char *from = c;

      if (*c == '"' || *c == '\'')
        {
          /* (Pascal's '' in a string is the quote, and two strings side by side alike) */
          for (char quote = *c++; c < end && *c != quote && *c != '\n'; c++)
            if (*c == '\\' && !pascal && c + 1 < end)
              c++;
          continue;
        }
      if ((python && *c == '#') || (!python && *c == '/' && c + 1 < end && c[1] == '/'))
        close = "\n";
      else if (!python && !pascal && *c == '/' && c + 1 < end && c[1] == '*')
        close = "*/";
      else if (pascal && *c == '{')
        close = "}";
      else if (pascal && *c == '(' && c + 1 < end && c[1] == '*')
        close = "*)";
      if (close == NULL)
        continue;
      /* (searched past a two-character opening: its star closes nothing) */
      c += close[1] != '\0' ? 2 : 1;
      c = c < end ? g_strstr_len (c, end - c, close) : NULL;
      c = c == NULL ? end : *close == '\n' ? c : c + strlen (close);
      for (char *blank = from; blank < c; blank++)
        if (*blank != '\n')
          *blank = ' ';
      c--;
    }
}

/* A Pascal program's last statement that reads a value it never uses, readln (i) before its
 * end.: a pause, as readln; is, blanked. */
static void
blank_last_pause (char *source,
                  gsize length)
{
  static GRegex *pause;
  g_autoptr(GMatchInfo) match = NULL;
  int start, end;

  if (g_once_init_enter (&pause))
    g_once_init_leave (&pause, g_regex_new ("(?i)\\b(readln|read)\\s*\\(\\s*\\w+\\s*\\)\\s*;?"
                                            "\\s*end\\s*\\.\\s*$", G_REGEX_RAW, 0, NULL));
  if (g_regex_match_full (pause, source, (gssize) length, 0, 0, &match, NULL) &&
      g_match_info_fetch_pos (match, 1, &start, &end))
    memset (source + start, ' ', (gsize) (end - start));
}

gboolean
_kq_student_program_reads (const char        *program,
                           KqStudentLanguage  language)
{
  static GRegex *reading, *resetting;
  g_autofree char *source = NULL;
  gsize length;

  /* Python's, C's and C++'s, Pascal's (any case) ways in (with what they read: a readln; or a
   * getchar (); alone is a pause), outside its comments. Bytes, not UTF-8: a source's
   * comments may be in any encoding (GBK, Shift-JIS, Latin-1), and PCRE2 must not read them
   * as UTF-8. Pascal's reset (f) opens a file to read; elsewhere a reset () is the program's
   * own (a node's cursor put back, a board cleared) */
  if (g_once_init_enter (&reading))
    g_once_init_leave (&reading, g_regex_new ("\\b(input|raw_input|scanf|fscanf|getc|"
                                              "fgets|gets|getline|fread|read)\\s*\\(|"
                                              "\\bstdin\\b|\\bcin\\s*>>|"
                                              "\\bcin\\s*\\.\\s*(get|getline|read)\\s*\\(\\s*[^)\\s]|"
                                              "fileinput|"
                                              "(?i:\\b(readln|read)\\s*\\()",
                                              G_REGEX_RAW, 0, NULL));
  if (g_once_init_enter (&resetting))
    g_once_init_leave (&resetting, g_regex_new ("(?i:\\breset\\s*\\()", G_REGEX_RAW, 0, NULL));
  if (!g_file_get_contents (program, &source, &length, NULL))
    return TRUE;
  blank_comments (source, length, language);
  if (language == KQ_STUDENT_LANGUAGE_PASCAL)
    blank_last_pause (source, length);
  /* (a pause before the end, getchar (); readln; cin.get ();, reads no input) */
  return g_regex_match_full (reading, source, (gssize) length, 0, 0, NULL, NULL) ||
         (language == KQ_STUDENT_LANGUAGE_PASCAL &&
          g_regex_match_full (resetting, source, (gssize) length, 0, 0, NULL, NULL)) ||
         _kq_student_value_used (source, "getchar", FALSE) ||
         opens_to_read (source, (gsize) length) || stream_read (source, (gsize) length);
}

/* The program's constants of one plain number, C's and C++'s #define N 8, Pascal's
 * const N = 8;, into constants (interned name → the number): no runner sees them, as they are
 * no variables, and they may be its n where no array's size says it (a heap block as long as
 * malloc's chunk, not as N). Python's are module variables, seen. */
void
_kq_student_program_constants (const char        *program,
                               KqStudentLanguage  language,
                               GHashTable        *constants)
{
  static GRegex *defined, *constant;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *source = NULL;
  gsize length;

  if (g_once_init_enter (&defined))
    g_once_init_leave (&defined, g_regex_new ("^[ \\t]*#[ \\t]*define[ \\t]+([A-Za-z_]\\w*)"
                                              "[ \\t]+\\(?[ \\t]*([0-9]{1,6})[ \\t]*\\)?"
                                              "[ \\t]*$",
                                              G_REGEX_RAW | G_REGEX_MULTILINE, 0, NULL));
  if (g_once_init_enter (&constant))
    g_once_init_leave (&constant, g_regex_new ("(?i)^[ \\t]*(?:const[ \\t]+)?([a-z_]\\w*)"
                                               "[ \\t]*=[ \\t]*([0-9]{1,6})[ \\t]*;",
                                               G_REGEX_RAW | G_REGEX_MULTILINE, 0, NULL));
  if (language == KQ_STUDENT_LANGUAGE_PYTHON ||
      !g_file_get_contents (program, &source, &length, NULL))
    return;
  blank_comments (source, length, language);
  /* (a Pascal line name = 8; is a constant: its assignments are :=, its tests no statements) */
  g_regex_match_full (language == KQ_STUDENT_LANGUAGE_PASCAL ? constant : defined, source,
                      (gssize) length, 0, 0, &match, NULL);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *name = g_match_info_fetch (match, 1);
      g_autofree char *number = g_match_info_fetch (match, 2);

      g_hash_table_insert (constants, (gpointer) g_intern_string (name),
                           GINT_TO_POINTER ((int) g_ascii_strtoll (number, NULL, 10)));
    }
}

char *
_kq_student_input_empty (const char  *folder,
                         GError     **error)
{
  g_autofree char *path = g_build_filename (folder, "input.txt", NULL);

  if (!g_file_set_contents (path, "", 0, error))
    return NULL;
  return g_steal_pointer (&path);
}

/* The files source includes by a plain name ("knight.h": no folder), each once, into names. */
static void
included_names (const char *source,
                GPtrArray  *names)
{
  static GRegex *including;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *text = NULL;
  gsize length;

  if (g_once_init_enter (&including))
    g_once_init_leave (&including,
                       g_regex_new ("^[ \\t]*#[ \\t]*include[ \\t]*\"([^\"/\\\\]+)\"",
                                    G_REGEX_RAW | G_REGEX_MULTILINE, 0, NULL));
  if (!g_file_get_contents (source, &text, &length, NULL))
    return;
  g_regex_match_full (including, text, (gssize) length, 0, 0, &match, NULL);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *name = g_match_info_fetch (match, 1);

      if (!g_str_equal (name, "..") && !g_ptr_array_find_with_equal_func (names, name,
                                                                           g_str_equal, NULL))
        g_ptr_array_add (names, g_steal_pointer (&name));
    }
}

char *
_kq_student_program_copy (const char  *program,
                          const char  *folder,
                          GError     **error)
{
  g_autofree char *base = g_path_get_basename (program);
  g_autofree char *plain = plain_name (base, "program");
  g_autofree char *dir = g_path_get_dirname (program);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  char *copy = copy_as (program, folder, plain, error);

  if (copy == NULL)
    return NULL;
  /* its headers, and theirs, as gcc finds them beside it: regular files of a size an input
   * may have (never a pipe's endless bytes), neither it nor its copy overwritten */
  included_names (program, names);
  for (guint i = 0; i < names->len && i < HEADERS_MAX; i++)
    {
      const char *name = names->pdata[i];
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *header = NULL;
      GStatBuf info;

      if (g_str_equal (name, base) || g_str_equal (name, plain) || g_stat (path, &info) != 0 ||
          !S_ISREG (info.st_mode) || info.st_size > KQ_INP_MAX_BYTES ||
          (header = copy_as (path, folder, name, NULL)) == NULL)
        continue;
      included_names (path, names);
    }
  return copy;
}

/* How far an input's name (NAME.INP) names the program of that stem: the length of NAME when
 * the stem begins with it, no letter after (knight-000, knight2: KNIGHT); 0 when not. */
static gsize
name_fit (const char *stem, const char *name)
{
  gsize length = strlen (name) - 4;

  if (length == 0 || length > strlen (stem) || g_ascii_strncasecmp (stem, name, length) != 0 ||
      g_ascii_isalpha (stem[length]))
    return 0;
  return length;
}

char *
_kq_student_input_find (const char *program)
{
  g_autofree char *dir = g_path_get_dirname (program);
  g_autofree char *base = g_path_get_basename (program);
  g_autofree char *stem = g_strndup (base, strcspn (base, "."));
  g_autofree char *named = NULL, *queens = NULL, *only = NULL;
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n_inputs = 0;
  gsize best = 0, fit;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      if (strlen (name) <= 4 || g_ascii_strcasecmp (name + strlen (name) - 4, ".inp") != 0)
        continue;
      if ((fit = name_fit (stem, name)) > best)
        {
          best = fit;
          g_free (named);
          named = g_strdup (path);
        }
      else if (g_ascii_strcasecmp (name, "QUEENS.INP") == 0 && queens == NULL)
        queens = g_strdup (path);
      n_inputs++;
      g_free (only);
      only = g_steal_pointer (&path);
    }
  if (named != NULL)
    return g_steal_pointer (&named);
  if (queens != NULL)
    return g_steal_pointer (&queens);
  return n_inputs == 1 ? g_steal_pointer (&only) : NULL;
}
