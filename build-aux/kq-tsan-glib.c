/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tsan-glib.c: lets ThreadSanitizer see GLib's synchronisation
 *
 * GLib on Linux builds GMutex and GCond on raw futexes and hands work to
 * GThreadPool and GMainContext through them, none of which ThreadSanitizer
 * can see, so every hand-over looks like a race. Linked into each program
 * of a -Db_sanitize=thread build (and only there), this file wraps the
 * GLib calls our code and GIO make through the PLT and tells TSan what
 * they order, with its annotation interface: a lock or a wait acquires
 * the mutex, an unlock releases it; pushing to a pool or attaching a
 * source releases what the other thread will acquire before it runs,
 * and attaching and iterating a context are ordered as its lock orders
 * them.
 * Reference drops (g_object_unref, g_atomic_rc_box_release_full) are
 * ordered as refcounts are: whoever frees has seen every earlier drop.
 */
#include <dlfcn.h>
#include <malloc.h>
#include <glib-object.h>
#include <pthread.h>

void __tsan_acquire (void *addr);
void __tsan_release (void *addr);
void AnnotateBenignRaceSized (const char *file, int line, const volatile void *address,
                              size_t size, const char *description);

/* The real function, looked up once; any thread may be first. */
#define REAL(name) \
  static __typeof__ (name) *cached_##name; \
  __typeof__ (name) *real_##name = __atomic_load_n (&cached_##name, __ATOMIC_RELAXED); \
  if (real_##name == NULL) \
    { \
      real_##name = (__typeof__ (name) *) dlsym (RTLD_NEXT, #name); \
      __atomic_store_n (&cached_##name, real_##name, __ATOMIC_RELAXED); \
    }

void
g_mutex_lock (GMutex *mutex)
{
  REAL (g_mutex_lock);
  real_g_mutex_lock (mutex);
  __tsan_acquire (mutex);
}

gboolean
g_mutex_trylock (GMutex *mutex)
{
  REAL (g_mutex_trylock);
  if (!real_g_mutex_trylock (mutex))
    return FALSE;
  __tsan_acquire (mutex);
  return TRUE;
}

void
g_mutex_unlock (GMutex *mutex)
{
  REAL (g_mutex_unlock);
  __tsan_release (mutex);
  real_g_mutex_unlock (mutex);
}

void
g_cond_wait (GCond *cond, GMutex *mutex)
{
  REAL (g_cond_wait);
  __tsan_release (mutex);
  real_g_cond_wait (cond, mutex);
  __tsan_acquire (mutex);
}

gboolean
g_cond_wait_until (GCond *cond, GMutex *mutex, gint64 end_time)
{
  gboolean signalled;

  REAL (g_cond_wait_until);
  __tsan_release (mutex);
  signalled = real_g_cond_wait_until (cond, mutex, end_time);
  __tsan_acquire (mutex);
  return signalled;
}

/* Thread pools: the pushed item is released by the pusher and acquired by
 * the worker; a worker's finished jobs are released on the pool's record
 * and acquired by g_thread_pool_free (…, wait = TRUE). */
typedef struct {
  GFunc    func;
  gpointer user_data;
} PoolRecord;

static pthread_mutex_t pools_lock = PTHREAD_MUTEX_INITIALIZER;
static GHashTable *pools;  /* GThreadPool * → PoolRecord * */

static void
pool_trampoline (gpointer data, gpointer user_data)
{
  PoolRecord *record = user_data;

  __tsan_acquire (data);
  record->func (data, record->user_data);
  __tsan_release (record);
}

static GThreadPool *
remember_pool (GThreadPool *pool, PoolRecord *record)
{
  if (pool == NULL)
    return NULL;
  pthread_mutex_lock (&pools_lock);
  if (pools == NULL)
    pools = g_hash_table_new (NULL, NULL);
  g_hash_table_insert (pools, pool, record);
  pthread_mutex_unlock (&pools_lock);
  return pool;
}

GThreadPool *
g_thread_pool_new (GFunc func, gpointer user_data, gint max_threads, gboolean exclusive,
                   GError **error)
{
  PoolRecord *record = g_new (PoolRecord, 1);

  GThreadPool *pool;

  REAL (g_thread_pool_new);
  *record = (PoolRecord) { func, user_data };
  pool = real_g_thread_pool_new (pool_trampoline, record, max_threads, exclusive, error);
  /* The pool's last thread frees it and its queue (the pointer after the
   * public fields, in GLib 2.74), handed over by a futex inside GLib:
   * blocks of GLib's own, never ours. */
  if (pool != NULL)
    {
      gpointer queue = *(gpointer *) (pool + 1);

      AnnotateBenignRaceSized (__FILE__, __LINE__, pool, malloc_usable_size (pool),
                               "a GThreadPool freed by its last thread");
      AnnotateBenignRaceSized (__FILE__, __LINE__, queue, malloc_usable_size (queue),
                               "a GThreadPool's queue freed by its last thread");
    }
  return remember_pool (pool, record);
}

gboolean
g_thread_pool_push (GThreadPool *pool, gpointer data, GError **error)
{
  REAL (g_thread_pool_push);
  __tsan_release (data);
  return real_g_thread_pool_push (pool, data, error);
}

void
g_thread_pool_free (GThreadPool *pool, gboolean immediate, gboolean wait_)
{
  PoolRecord *record;

  REAL (g_thread_pool_free);
  pthread_mutex_lock (&pools_lock);
  record = pools != NULL ? g_hash_table_lookup (pools, pool) : NULL;
  if (record != NULL)
    g_hash_table_remove (pools, pool);
  pthread_mutex_unlock (&pools_lock);

  real_g_thread_pool_free (pool, immediate, wait_);
  if (record != NULL)
    {
      __tsan_acquire (record);
      g_free (record);
    }
}

/* Sources and invocations: what the calling thread did before attaching
 * (or invoking) happens before the callback, in whichever thread runs it. */
typedef struct {
  GSourceFunc    func;
  gpointer       data;
  GDestroyNotify notify;
  GSource       *source;
} Callback;

static gboolean
callback_trampoline (gpointer data)
{
  Callback *callback = data;

  __tsan_acquire (callback);
  if (callback->source != NULL)
    __tsan_acquire (callback->source);
  return callback->func (callback->data);
}

static void
callback_free (gpointer data)
{
  Callback *callback = data;

  if (callback->notify != NULL)
    callback->notify (callback->data);
  g_free (callback);
}

static Callback *
callback_new (GSourceFunc func, gpointer data, GDestroyNotify notify, GSource *source)
{
  Callback *callback = g_new (Callback, 1);

  *callback = (Callback) { func, data, notify, source };
  __tsan_release (callback);
  return callback;
}

void
g_source_set_callback (GSource *source, GSourceFunc func, gpointer data, GDestroyNotify notify)
{
  REAL (g_source_set_callback);
  /* Only idle and timeout sources call a plain GSourceFunc; others (I/O,
   * child watches…) cast theirs, and the trampoline would call it wrongly. */
  if (func == NULL || (source->source_funcs != &g_idle_funcs &&
                       source->source_funcs != &g_timeout_funcs))
    {
      real_g_source_set_callback (source, func, data, notify);
      return;
    }
  real_g_source_set_callback (source, callback_trampoline,
                              callback_new (func, data, notify, source), callback_free);
}

/* A context's own lists change under its lock, both in the thread that
 * attaches a source and in the one that iterates it. */
static void *
context_key (GMainContext *context)
{
  return context != NULL ? context : g_main_context_default ();
}

guint
g_source_attach (GSource *source, GMainContext *context)
{
  guint id;

  REAL (g_source_attach);
  __tsan_release (source);
  __tsan_acquire (context_key (context));
  id = real_g_source_attach (source, context);
  __tsan_release (context_key (context));
  return id;
}

/* The same for sources added and removed while a callback of the main
 * thread's iteration runs (GTK's idles and timeouts, ours): GLib takes the
 * context's lock for each, but calls g_source_attach () inside itself,
 * where no wrapper sees it. */
#define ORDERED_BY_CONTEXT(context, call) \
  G_STMT_START { \
    __tsan_acquire (context_key (context)); \
    call; \
    __tsan_release (context_key (context)); \
  } G_STMT_END

guint
g_idle_add_full (gint priority, GSourceFunc function, gpointer data, GDestroyNotify notify)
{
  guint id;

  REAL (g_idle_add_full);
  ORDERED_BY_CONTEXT (NULL, id = real_g_idle_add_full (priority, function, data, notify));
  return id;
}

guint
g_idle_add (GSourceFunc function, gpointer data)
{
  return g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, function, data, NULL);
}

guint
g_timeout_add_full (gint priority, guint interval, GSourceFunc function, gpointer data,
                    GDestroyNotify notify)
{
  guint id;

  REAL (g_timeout_add_full);
  ORDERED_BY_CONTEXT (NULL, id = real_g_timeout_add_full (priority, interval, function, data, notify));
  return id;
}

guint
g_timeout_add (guint interval, GSourceFunc function, gpointer data)
{
  return g_timeout_add_full (G_PRIORITY_DEFAULT, interval, function, data, NULL);
}

gboolean
g_source_remove (guint tag)
{
  gboolean removed;

  REAL (g_source_remove);
  ORDERED_BY_CONTEXT (NULL, removed = real_g_source_remove (tag));
  return removed;
}

void
g_source_destroy (GSource *source)
{
  GMainContext *context = g_source_get_context (source);

  REAL (g_source_destroy);
  if (context == NULL)
    {
      real_g_source_destroy (source);
      return;
    }
  ORDERED_BY_CONTEXT (context, real_g_source_destroy (source));
}

gboolean
g_main_context_iteration (GMainContext *context, gboolean may_block)
{
  gboolean dispatched;

  REAL (g_main_context_iteration);
  __tsan_acquire (context_key (context));
  dispatched = real_g_main_context_iteration (context, may_block);
  __tsan_release (context_key (context));
  return dispatched;
}

void
g_main_context_invoke_full (GMainContext *context, gint priority, GSourceFunc func,
                            gpointer data, GDestroyNotify notify)
{
  REAL (g_main_context_invoke_full);
  real_g_main_context_invoke_full (context, priority, callback_trampoline,
                                   callback_new (func, data, notify, NULL), callback_free);
}

void
g_main_context_invoke (GMainContext *context, GSourceFunc func, gpointer data)
{
  g_main_context_invoke_full (context, G_PRIORITY_DEFAULT, func, data, NULL);
}

void
g_object_unref (gpointer object)
{
  REAL (g_object_unref);
  __tsan_acquire (object);
  __tsan_release (object);
  real_g_object_unref (object);
}

void
g_atomic_rc_box_release_full (gpointer mem_block, GDestroyNotify clear_func)
{
  REAL (g_atomic_rc_box_release_full);
  __tsan_acquire (mem_block);
  __tsan_release (mem_block);
  real_g_atomic_rc_box_release_full (mem_block, clear_func);
}
