/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "kq-tour-frontier-private.h"

/* A frontier count's tables of states, the memory they hold, and the files
 * of the levels that would not fit. */

/* ---- Tables of states: open addressing, the count's high half aside. */

#define EMPTY     G_MAXUINT64

/* Tables from this size on are on huge pages (2 MB) where the system
 * gives them: a slot looked up at random in gigabytes of 4 kB pages costs
 * a miss of the TLB as well as of the cache. */
#define HUGE_PAGE (2u << 20)

static KqFrontierEntry *
entries_new (gsize capacity)
{
  KqFrontierEntry *entries;

  if (capacity * sizeof (KqFrontierEntry) < HUGE_PAGE)
    return g_new (KqFrontierEntry, capacity);
  entries = g_aligned_alloc (capacity, sizeof (KqFrontierEntry), HUGE_PAGE);
#ifdef MADV_HUGEPAGE
  madvise (entries, capacity * sizeof (KqFrontierEntry), MADV_HUGEPAGE);
#endif
  return entries;
}

static void
entries_free (KqFrontierEntry *entries, gsize capacity)
{
  if (capacity * sizeof (KqFrontierEntry) < HUGE_PAGE)
    g_free (entries);
  else
    g_aligned_free (entries);
}

/* A hash's slot in a table of capacity slots, from its low 32 bits (the
 * bucket is from its high ones). */
static inline gsize
slot (guint64 hash, gsize capacity)
{
  return (gsize) (((hash & G_MAXUINT32) * capacity) >> 32);
}


void
_kq_tour_frontier_account (KqFrontierSweep *s, gint64 bytes)
{
  g_mutex_lock (&s->lock);
  s->bytes += bytes;
  s->peak_bytes = MAX (s->peak_bytes, s->bytes);
  if (s->bytes > s->max_bytes && !s->too_big)
    {
      s->too_big = TRUE;
      g_atomic_int_set (&s->stop, 1);
      g_atomic_int_set (&s->flush, 1);
    }
  g_mutex_unlock (&s->lock);
}

void
_kq_tour_frontier_table_free (KqFrontierSweep *s, KqFrontierTable *t)
{
  gsize slots = t->capacity > 0 ? t->capacity : t->size;

  _kq_tour_frontier_account (s, -(gint64) (slots * (sizeof (KqFrontierEntry) +
                                                     (t->high != NULL ? 8 : 0))));
  entries_free (t->entries, t->capacity);
  g_free (t->high);
  memset (t, 0, sizeof *t);
}

/* Twice the room (or the first), the entries hashed again. */
static void
table_grow (KqFrontierSweep *s, KqFrontierTable *t)
{
  KqFrontierTable old = *t;
  /* Half as much again: the tables are most of the memory, and a
   * bucket's are filled to 5/6 before they grow (to 5/9). */
  gsize capacity = MAX (t->capacity + t->capacity / 2, 64);

  _kq_tour_frontier_account (s, (gint64) (capacity * (sizeof (KqFrontierEntry) +
                                                       (old.high != NULL ? 8 : 0))));
  t->entries = entries_new (capacity);
  memset (t->entries, 0xff, capacity * sizeof (KqFrontierEntry));
  t->high = old.high != NULL ? g_new0 (guint64, capacity) : NULL;
  t->capacity = capacity;
  for (gsize k = 0; k < old.capacity; k++)
    if (old.entries[k].key != EMPTY)
      {
        gsize j = slot (mix (old.entries[k].key), capacity);

        while (t->entries[j].key != EMPTY)
          j = j + 1 < capacity ? j + 1 : 0;
        t->entries[j] = old.entries[k];
        if (old.high != NULL)
          t->high[j] = old.high[k];
      }
  _kq_tour_frontier_table_free (s, &old);
}

void
_kq_tour_frontier_table_add (KqFrontierSweep *s, KqFrontierTable *t, guint64 hash,
                             const KqFrontierUpdate *u)
{
  gsize j;
  guint64 sum;

  if ((t->size + 1) * 6 > t->capacity * 5)
    table_grow (s, t);
  j = slot (hash, t->capacity);
  while (t->entries[j].key != u->key && t->entries[j].key != EMPTY)
    j = j + 1 < t->capacity ? j + 1 : 0;
  if (t->entries[j].key == EMPTY)
    {
      t->entries[j].key = u->key;
      t->entries[j].count = 0;
      t->size++;
    }
  sum = t->entries[j].count + u->low;
  t->entries[j].count = sum;
  if (sum < u->low || u->high != 0)
    {
      if (t->high == NULL)
        {
          _kq_tour_frontier_account (s, (gint64) (t->capacity * 8));
          t->high = g_new0 (guint64, t->capacity);
        }
      t->high[j] += u->high + (sum < u->low);
    }
}

/* The updates every worker made for this one, into its tables. */
void
_kq_tour_frontier_merge (KqFrontierWorker *w)
{
  KqFrontierSweep *s = w->sweep;

  for (guint k = 0; k < s->n_workers; k++)
    {
      KqFrontierWorker *from = &s->workers[k];
      const KqFrontierUpdate *u = from->out[w->index];
      guint n = from->n_out[w->index];

      for (guint e = 0; e < n; e++)
        {
          guint64 hash = mix (u[e].key);

          /* The table's slot of an update a few ahead: its cache line
           * comes while this one is added. */
          if (e + 8 < n)
            {
              guint64 ahead = mix (u[e + 8].key);
              const KqFrontierTable *t = &s->to[ahead >> (64 - BUCKET_BITS)];

              if (t->capacity > 0)
                __builtin_prefetch (&t->entries[slot (ahead, t->capacity)], 1);
            }
          _kq_tour_frontier_table_add (s, &s->to[hash >> (64 - BUCKET_BITS)], hash, &u[e]);
        }
    }
}

/* The entries moved to the front, the rest given back: the next step
 * reads them in turn. */
void
_kq_tour_frontier_table_pack (KqFrontierSweep *s, KqFrontierTable *t)
{
  gsize n = 0, capacity = t->capacity;
  gsize entry_bytes = sizeof (KqFrontierEntry) + (t->high != NULL ? 8 : 0);
  KqFrontierEntry *packed = g_new (KqFrontierEntry, MAX (t->size, 1));

  for (gsize k = 0; k < capacity; k++)
    if (t->entries[k].key != EMPTY)
      {
        packed[n] = t->entries[k];
        if (t->high != NULL)
          t->high[n] = t->high[k];
        n++;
      }
  entries_free (t->entries, capacity);
  t->entries = packed;
  if (t->high != NULL)
    t->high = g_renew (guint64, t->high, MAX (n, 1));
  t->capacity = 0;
  t->size = n;
  _kq_tour_frontier_account (s, -(gint64) ((capacity - n) * entry_bytes));
}

/* ---- Levels on file, for the steps whose states would not fit. */

static void
sweep_fail_io (KqFrontierSweep *s)
{
  g_mutex_lock (&s->lock);
  s->io_failed = TRUE;
  g_mutex_unlock (&s->lock);
  g_atomic_int_set (&s->stop, 1);
  g_atomic_int_set (&s->flush, 1);
}

/* A new file, gone from the folder at once (and from the disk when it is
 * closed, or the process ends); -1 on an error. */
int
_kq_tour_frontier_spill_open (KqFrontierSweep *s)
{
  g_autofree char *name = NULL;
  int fd = g_file_open_tmp ("kq-tour-frontier-XXXXXX", &name, NULL);

  if (fd < 0)
    sweep_fail_io (s);
  else
    g_unlink (name);
  return fd;
}

/* All of bytes written to or read from fd at offset. */
static gboolean
spill_io (int fd, void *data, gsize bytes, guint64 offset, gboolean writing)
{
  char *at = data;

  while (bytes > 0)
    {
      gsize chunk = MIN (bytes, (gsize) 1 << 30);
      gssize done = writing ? pwrite (fd, at, chunk, (off_t) offset)
                            : pread (fd, at, chunk, (off_t) offset);

      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        return FALSE;
      at += done;
      bytes -= (gsize) done;
      offset += (guint64) done;
    }
  return TRUE;
}

/* A packed table written at the end of fd (end its length, lock held),
 * its memory given back. */
void
_kq_tour_frontier_table_spill (KqFrontierSweep *s, KqFrontierTable *t, int fd, guint64 *end)
{
  gsize size = t->size, bytes = size * sizeof (KqFrontierEntry);
  gboolean wide = t->high != NULL;
  guint64 offset;

  g_mutex_lock (&s->lock);
  offset = *end;
  *end += bytes + (wide ? size * 8 : 0);
  g_mutex_unlock (&s->lock);
  if (!spill_io (fd, t->entries, bytes, offset, TRUE) ||
      (wide && !spill_io (fd, t->high, size * 8, offset + bytes, TRUE)))
    sweep_fail_io (s);
  _kq_tour_frontier_table_free (s, t);
  t->size = size;
  t->spilled = TRUE;
  t->wide = wide;
  t->offset = offset;
}

/* A spilled table read back into into. */
void
_kq_tour_frontier_table_read (KqFrontierSweep *s, const KqFrontierTable *t, int fd,
                              KqFrontierTable *into)
{
  gsize bytes = t->size * sizeof (KqFrontierEntry);

  memset (into, 0, sizeof *into);
  into->size = t->size;
  into->entries = g_new (KqFrontierEntry, MAX (t->size, 1));
  into->high = t->wide ? g_new (guint64, MAX (t->size, 1)) : NULL;
  _kq_tour_frontier_account (s, (gint64) (t->size * (sizeof (KqFrontierEntry) +
                                                     (t->wide ? 8 : 0))));
  if (!spill_io (fd, into->entries, bytes, t->offset, FALSE) ||
      (t->wide && !spill_io (fd, into->high, t->size * 8, t->offset + bytes, FALSE)))
    {
      sweep_fail_io (s);
      into->size = 0;
    }
}
