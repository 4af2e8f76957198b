#define G_LOG_DOMAIN "kq-queens"
#include "config.h"
#include "kq-queens.h"

KqOutcome
kq_queens_list (int n, gboolean trace, KqEventFunc func, gpointer user_data, guint64 *count)
{
  return KQ_OUTCOME_GAVE_UP;
}

KqOutcome
kq_queens_count (int n, guint n_threads, KqEventFunc func, gpointer user_data, KqQueensCount *count)
{
  return KQ_OUTCOME_GAVE_UP;
}

KqOutcome
kq_queens_nth (int n, guint64 k, int *cols, KqEventFunc func, gpointer user_data, guint64 *total)
{
  return KQ_OUTCOME_GAVE_UP;
}
