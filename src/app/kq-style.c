/* kq-style.c: the style (views): light or dark from the "style" setting
 * and the desktop's preference */
#define G_LOG_DOMAIN "kq-style"
#include "config.h"

#include "kq-style.h"

/* org.freedesktop.appearance color-scheme: 1 prefers dark, 2 light, 0 says nothing. */
#define COLOR_SCHEME_PREFER_DARK 1

struct _KqStyle
{
  GObject       parent_instance;

  GSettings    *settings;
  GDBusProxy   *portal;
  GCancellable *cancellable;
  gboolean      desktop_dark;   /* the desktop's preference */
  gboolean      dark;
};

G_DEFINE_FINAL_TYPE (KqStyle, kq_style, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DARK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
apply (KqStyle *self)
{
  g_autofree char *style = g_settings_get_string (self->settings, "style");
  gboolean dark = g_str_equal (style, "dark") || (g_str_equal (style, "follow") && self->desktop_dark);

  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", dark, NULL);
  if (dark == self->dark)
    return;
  self->dark = dark;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
}

/* The portal wraps the value in a variant, older ones in two. */
static void
take_color_scheme (KqStyle *self, GVariant *value)
{
  g_autoptr(GVariant) inner = g_variant_ref (value);

  while (g_variant_is_of_type (inner, G_VARIANT_TYPE_VARIANT))
    {
      GVariant *child = g_variant_get_variant (inner);

      g_variant_unref (inner);
      inner = child;
    }
  if (!g_variant_is_of_type (inner, G_VARIANT_TYPE_UINT32))
    return;
  self->desktop_dark = g_variant_get_uint32 (inner) == COLOR_SCHEME_PREFER_DARK;
  apply (self);
}

static void
portal_signal_cb (GDBusProxy *proxy, const char *sender, const char *signal, GVariant *parameters,
                  KqStyle *self)
{
  const char *namespace, *key;
  g_autoptr(GVariant) value = NULL;

  if (!g_str_equal (signal, "SettingChanged") ||
      !g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
    return;
  g_variant_get (parameters, "(&s&sv)", &namespace, &key, &value);
  if (g_str_equal (namespace, "org.freedesktop.appearance") && g_str_equal (key, "color-scheme"))
    take_color_scheme (self, value);
}

static void
read_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GVariant) reply = g_dbus_proxy_call_finish (G_DBUS_PROXY (source_object), result, NULL);
  g_autoptr(GVariant) value = NULL;

  /* No answer, or none about the colour scheme: the fallback stays. */
  if (reply == NULL || !g_variant_is_of_type (reply, G_VARIANT_TYPE ("(v)")))
    return;
  g_variant_get (reply, "(v)", &value);
  take_color_scheme (KQ_STYLE (user_data), value);
}

static void
portal_ready_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GDBusProxy) portal = g_dbus_proxy_new_for_bus_finish (result, NULL);
  KqStyle *self;

  if (portal == NULL)
    return;
  self = KQ_STYLE (user_data);
  self->portal = g_steal_pointer (&portal);
  g_signal_connect (self->portal, "g-signal", G_CALLBACK (portal_signal_cb), self);
  g_dbus_proxy_call (self->portal, "Read",
                     g_variant_new ("(ss)", "org.freedesktop.appearance", "color-scheme"),
                     G_DBUS_CALL_FLAGS_NONE, -1, self->cancellable, read_done_cb, self);
}

/* Only an existing session bus: GIO would otherwise launch one for the
 * X display. */
static gboolean
have_session_bus (void)
{
  g_autofree char *socket = g_build_filename (g_get_user_runtime_dir (), "bus", NULL);

  return g_getenv ("DBUS_SESSION_BUS_ADDRESS") != NULL || g_file_test (socket, G_FILE_TEST_EXISTS);
}

static void
kq_style_dispose (GObject *object)
{
  KqStyle *self = KQ_STYLE (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->portal != NULL)
    g_signal_handlers_disconnect_by_data (self->portal, self);
  g_clear_object (&self->portal);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (kq_style_parent_class)->dispose (object);
}

static void
kq_style_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_DARK:
      g_value_set_boolean (value, KQ_STYLE (object)->dark);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_style_class_init (KqStyleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_style_dispose;
  object_class->get_property = kq_style_get_property;

  properties[PROP_DARK] =
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
kq_style_init (KqStyle *self)
{
  self->cancellable = g_cancellable_new ();
}

KqStyle *
kq_style_new (GSettings *settings)
{
  KqStyle *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (KQ_TYPE_STYLE, NULL);
  self->settings = g_object_ref (settings);
  /* Without a portal: what GTK read from the desktop's settings. */
  g_object_get (gtk_settings_get_default (), "gtk-application-prefer-dark-theme",
                &self->desktop_dark, NULL);
  g_signal_connect_swapped (settings, "changed::style", G_CALLBACK (apply), self);
  apply (self);

  if (have_session_bus ())
    g_dbus_proxy_new_for_bus (G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES |
                              G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START_AT_CONSTRUCTION,
                              NULL, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                              "org.freedesktop.portal.Settings", self->cancellable, portal_ready_cb, self);
  return self;
}

gboolean
kq_style_get_dark (KqStyle *self)
{
  g_return_val_if_fail (KQ_IS_STYLE (self), FALSE);

  return self->dark;
}
