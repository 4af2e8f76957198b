/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-core"
#include "config.h"

#include <string.h>

#include "kq-queens-private.h"
#include "kq-queens-symmetry.h"

void
kq_queens_symmetry_apply (int n, const int *cols, KqSymmetry symmetry, int *image)
{
  g_return_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N);
  g_return_if_fail (cols != NULL && image != NULL && cols != image);

  for (int r = 0; r < n; r++)
    {
      int c = cols[r];

      g_return_if_fail (c >= 0 && c < n);
      switch (symmetry)
        {
        case KQ_SYMMETRY_IDENTITY:     image[r] = c; break;
        case KQ_SYMMETRY_ROTATE_90:    image[c] = n - 1 - r; break;
        case KQ_SYMMETRY_ROTATE_180:   image[n - 1 - r] = n - 1 - c; break;
        case KQ_SYMMETRY_ROTATE_270:   image[n - 1 - c] = r; break;
        case KQ_SYMMETRY_MIRROR:       image[r] = n - 1 - c; break;
        case KQ_SYMMETRY_FLIP:         image[n - 1 - r] = c; break;
        case KQ_SYMMETRY_DIAGONAL:     image[c] = r; break;
        case KQ_SYMMETRY_ANTIDIAGONAL: image[n - 1 - c] = n - 1 - r; break;
        case KQ_N_SYMMETRIES:
        default:
          g_return_if_reached ();
        }
    }
}

guint
kq_queens_family (int n, const int *cols, int *images, KqSymmetry *symmetries)
{
  guint count = 0;

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, 0);
  g_return_val_if_fail (cols != NULL && images != NULL, 0);

  for (KqSymmetry s = KQ_SYMMETRY_IDENTITY; s < KQ_N_SYMMETRIES; s++)
    {
      int *image = images + count * n;
      gboolean seen = FALSE;

      kq_queens_symmetry_apply (n, cols, s, image);
      for (guint i = 0; i < count && !seen; i++)
        seen = memcmp (images + i * n, image, n * sizeof (int)) == 0;
      if (seen)
        continue;
      if (symmetries != NULL)
        symmetries[count] = s;
      count++;
    }
  return count;
}

gboolean
kq_queens_is_representative (int n, const int *cols)
{
  guint32 placed[KQ_QUEENS_MAX_N];

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, FALSE);
  g_return_val_if_fail (cols != NULL, FALSE);

  if (n == 1)
    return TRUE;
  for (int r = 0; r < n; r++)
    placed[r] = 1u << cols[r];
  return kq_queens_orbit_size (placed, n) > 0;
}
