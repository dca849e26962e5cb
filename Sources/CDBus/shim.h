// libdbus (Debian's libdbus-1-dev): the D-Bus connection that serves AT-SPI, the accessibility
// protocol of Linux desktops, to screen readers.
#include <dbus/dbus.h>
