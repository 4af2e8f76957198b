/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session-symmetry.c: n queens' symmetry in the session: the families
 * of the listing (its KqFamilies), one solution of each browsed
 * ("unique-only"), and the family of the solution shown */
#define G_LOG_DOMAIN "kq-session"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-session-private.h"

guint64
kq_session_get_unique (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return self->families != NULL ? kq_families_get_count (self->families) : 0;
}

gboolean
kq_session_get_unique_counted (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->families != NULL && kq_families_get_counted (self->families);
}

gboolean
kq_session_get_unique_only (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->unique_only;
}

void
kq_session_set_unique_only (KqSession *self, gboolean unique_only)
{
  g_return_if_fail (KQ_IS_SESSION (self));

  if (!!unique_only == self->unique_only)
    return;
  self->unique_only = !!unique_only;
  /* The solution shown gives way to its family's representative. */
  if (self->unique_only && self->families != NULL && self->shown > 0 &&
      kq_session_get_unique_shown (self) == 0)
    {
      guint64 k = kq_families_get_family_representative (self->families);

      if (k == 0)
        k = kq_families_get_representative (self->families, 1);
      if (k > 0)
        _kq_session_show_solution (self, k);
    }
  _kq_session_publish (self);
}

guint64
kq_session_get_unique_shown (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  if (self->families == NULL || self->wanted > 0)
    return 0;
  return kq_families_index_of (self->families, self->shown);
}

gboolean
kq_session_show_unique (KqSession *self, guint64 i, GError **error)
{
  guint64 k;

  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->problem == KQ_PROBLEM_QUEENS, FALSE);

  if (self->families == NULL)
    return TRUE;
  k = kq_families_get_representative (self->families, i);
  if (k == 0)
    {
      g_autofree char *wanted = kq_format_count (i);
      g_autofree char *count = kq_format_count (kq_families_get_n_representatives (self->families));
      GError *local = g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                                   _("there is no essentially different solution %s: "
                                     "%s are known"), wanted, count);

      g_free (self->message);
      self->message = g_strdup (local->message);
      g_propagate_error (error, local);
      _kq_session_publish (self);
      return FALSE;
    }
  return kq_session_show_solution (self, k, error);
}

guint64
kq_session_get_unique_below (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  if (self->families == NULL)
    return 0;
  return kq_families_count_below (self->families, kq_session_get_current_solution (self));
}

gboolean
kq_session_step_unique (KqSession *self, int delta)
{
  guint64 shown, below, i;

  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  if (self->families == NULL)
    return FALSE;
  shown = kq_session_get_current_solution (self);
  below = kq_session_get_unique_below (self);
  /* below + 1 is the solution shown when it is a representative */
  if (delta > 0)
    i = below + (kq_families_index_of (self->families, shown) > 0 ? 1 : 0) + (guint64) delta;
  else if (below >= (guint64) -delta)
    i = below + 1 - (guint64) -delta;
  else
    return FALSE;
  if (i < 1 || i > kq_families_get_n_representatives (self->families))
    return FALSE;
  return kq_session_show_solution (self, kq_families_get_representative (self->families, i), NULL);
}

guint64
kq_session_get_unique_browsable (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return self->families != NULL ? kq_families_get_n_representatives (self->families) : 0;
}

GVariant *
kq_session_dup_family (KqSession *self)
{
  KqSymmetry symmetries[KQ_N_SYMMETRIES];
  guint64 numbers[KQ_N_SYMMETRIES];
  GVariantBuilder builder;
  guint size;

  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ut)"));
  /* none while the board shows a game or an answer of its own */
  size = self->families != NULL && self->shown > 0 && self->wanted == 0 &&
         self->mode != KQ_SESSION_MODE_PLAY && self->answer_timeline == NULL
         ? kq_families_get_family (self->families, symmetries, numbers) : 0;
  for (guint i = 0; i < size; i++)
    g_variant_builder_add (&builder, "(ut)", (guint32) symmetries[i], numbers[i]);
  return g_variant_ref_sink (g_variant_builder_end (&builder));
}
