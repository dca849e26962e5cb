"""Raw D-Bus on the accessibility bus (GIO's GDBus, no libatspi): connections of a client's own, calls
with any arguments, signals sent as anyone, the application found on the registry's desktop, and
its tree walked, for what no screen reader library does (atspi-adversary.py)."""
import os
import time

import gi
gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib

REGISTRY = "org.a11y.atspi.Registry"
REGISTRY_PATH = "/org/a11y/atspi/registry"
ROOT = "/org/a11y/atspi/accessible/root"
ACCESSIBLE = "org.a11y.atspi.Accessible"
PROPERTIES = "org.freedesktop.DBus.Properties"
DBUS = "org.freedesktop.DBus"


def session():
    return Gio.bus_get_sync(Gio.BusType.SESSION, None)


def accessibility_address():
    """The accessibility bus's address (org.a11y.Bus.GetAddress, which starts the bus launcher)."""
    return session().call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                               GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]


def connect():
    """A connection of its own to the accessibility bus, with a unique name of its own."""
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return Gio.DBusConnection.new_for_address_sync(accessibility_address(), flags, None, None)


def call(bus, destination, path, interface, member, signature=None, values=(), timeout=5000):
    """The reply's values (a tuple); a D-Bus error raises GLib.Error (error_name names it)."""
    arguments = GLib.Variant("(%s)" % signature, tuple(values)) if signature is not None else None
    reply = bus.call_sync(destination, path, interface, member, arguments, None, Gio.DBusCallFlags.NONE, timeout, None)
    return reply.unpack()


def error_name(call_that_fails):
    """The D-Bus error name a call answers with, None if it succeeds."""
    try:
        call_that_fails()
    except GLib.Error as error:
        return Gio.DBusError.get_remote_error(error)
    return None


def name_owner(bus, name):
    return call(bus, DBUS, "/org/freedesktop/DBus", DBUS, "GetNameOwner", "s", [name])[0]


def process_of(bus, name):
    return call(bus, DBUS, "/org/freedesktop/DBus", DBUS, "GetConnectionUnixProcessID", "s", [name])[0]


def accessible_name(bus, reference):
    return call(bus, reference[0], reference[1], PROPERTIES, "Get", "ss", [ACCESSIBLE, "Name"])[0]


def children(bus, reference):
    return call(bus, reference[0], reference[1], ACCESSIBLE, "GetChildren")[0]


def role_name(bus, reference):
    return call(bus, reference[0], reference[1], ACCESSIBLE, "GetRoleName")[0]


def application(bus, name):
    """The reference (bus name, path) of the application called `name` on the desktop, None if none is."""
    for reference in children(bus, (REGISTRY, ROOT)):
        try:
            if accessible_name(bus, reference) == name:
                return tuple(reference)
        except GLib.Error:
            continue  # an application that left meanwhile
    return None


def find(bus, reference, role, name=None):
    """The descendants of `reference` (itself included) with `role` (and `name`), depth first."""
    found = []
    if role_name(bus, reference) == role and (name is None or accessible_name(bus, reference) == name):
        found.append(tuple(reference))
    for child in children(bus, reference):
        found += find(bus, child, role, name)
    return found


def extents(bus, reference, screen=True):
    """(x, y, width, height) in screen coordinates (or window ones)."""
    return call(bus, reference[0], reference[1], "org.a11y.atspi.Component", "GetExtents", "u", [0 if screen else 1])[0]


STATES = {"active": 1, "focused": 12, "selected": 23, "showing": 25, "visible": 30}


def states(bus, reference):
    words = call(bus, reference[0], reference[1], ACCESSIBLE, "GetState")[0]
    bits = words[0] | (words[1] << 32)
    return {name for name, bit in STATES.items() if bits & (1 << bit)}


def wait_until(condition, timeout):
    """Runs GLib's default main context (signals arrive through it) until condition() holds, for at
    most `timeout` seconds; whether it held. A condition that raises GLib.Error (a call to a bus that
    is not there yet) does not hold."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + timeout
    while True:
        while context.iteration(False):
            pass
        try:
            if condition():
                return True
        except GLib.Error:
            pass
        if time.monotonic() >= deadline:
            return False
        # Nothing pending: wake when a source is ready, or in 10 ms to ask again.
        GLib.usleep(10000)


def resident_kilobytes(pid):
    """The process's resident set (VmRSS), in kB."""
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def child_processes(pid):
    """The living children of process `pid`, from /proc."""
    found = []
    for entry in os.listdir("/proc"):
        try:
            with open("/proc/%s/stat" % entry) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry))
    return found
