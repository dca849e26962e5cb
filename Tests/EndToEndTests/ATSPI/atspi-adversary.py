#!/usr/bin/python3
"""Other clients on the accessibility bus against a running pager-demo (or ready window) on X11:
forged registry signals, floods, listeners that leave, the bus restarted, the window moved and
unmapped, calls with wrong arguments (raw D-Bus through atspi_bus.py, no libatspi).

Usage: atspi-adversary.py CHECK DEMO [DEMO-ARGUMENTS...]
Run on a private session bus with the accessibility bus up (private-bus.py), with DISPLAY naming an
X server without a window manager (xdotool moves, unmaps and clicks the demo's window). DEMO is
pager-demo, or a program with tabs First, Second, Third such as windowed-pager, found on the desktop
by its file's name. Starts it with PAGER_ATSPI_CALL_INTEREST at 0.5 s, so that the interest a call
keeps ends soon, and runs CHECK, one of:

  flood            4,000 listener signals of 10 kB (forged ones, and long events the registry
                   relays: 40 MB) leave the demo's memory within 10 MB of what it was
  forged-leave     a forged EventListenerDeregistered does not silence a real listener
  listener-left    a listener that left the bus gets no more events (nor keeps trees coming)
  bus-restart      after the accessibility bus is killed and started again, the demo is on the new
                   desktop with its tree
  idle-call        the first call after a silence is answered at once
  window-moved     moving the window moves the extents a listening screen reader reads
  window-unmapped  an unmapped window is neither active, showing nor visible; mapped again it is
  methods          Application.Id can be set; wrong, missing or extra arguments get InvalidArgs;
                   paths are canonical; every object answers Introspect with valid XML

Every wait is bounded (a timeout is a failed check); the silences that let the call interest end
are what the checks measure. Writes one line per failed check to the file PAGER_ATSPI_REPORT
names, and to stdout; exits 1 if any check failed, 0 otherwise.
"""
import os
import signal
import subprocess
import sys
import time
import traceback

import atspi_bus as bus_
from atspi_bus import (REGISTRY, REGISTRY_PATH, ROOT, ACCESSIBLE, PROPERTIES, call, error_name, connect,
                       application, find, extents, states, children, wait_until)
from atspi_report import failures, say, check
from gi.repository import Gio, GLib

INTEREST = 0.5
CACHE = "/org/a11y/atspi/cache"


class Demo:
    """The demo, found on the desktop: its process, bus name, frame and X window."""

    def __init__(self, command):
        environment = dict(os.environ, PAGER_ATSPI_CALL_INTEREST=str(INTEREST))
        self.process = subprocess.Popen(command, env=environment)
        self.name = os.path.basename(command[0])
        self.bus = connect()
        self.app = None

        def there():
            self.app = application(self.bus, self.name)
            return self.app is not None and len(children(self.bus, self.app)) == 1 \
                and len(find(self.bus, self.frame, "page tab", "Second")) == 1
        self.found = wait_until(there, 30)
        if self.found:
            self.window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(self.process.pid)],
                                         capture_output=True, text=True, timeout=10).stdout.split()[0]

    @property
    def frame(self):
        return tuple(children(self.bus, self.app)[0])

    def tab(self, name):
        return find(self.bus, self.frame, "page tab", name)[0]

    def barrier(self):
        """A call the demo answers after handling everything sent to it before (the cache, which
        keeps no interest)."""
        call(self.bus, self.app[0], CACHE, "org.a11y.atspi.Cache", "GetItems")

    def middle(self, reference):
        """The middle of `reference` on the screen (a call: ask before a silence)."""
        x, y, width, height = extents(self.bus, reference)
        return x + width // 2, y + height // 2

    @staticmethod
    def click(point):
        """A click of the pointer at `point` on the screen (xdotool: no AT-SPI call)."""
        subprocess.run(["xdotool", "mousemove", "--sync", str(point[0]), str(point[1]), "click", "1"], check=True, timeout=10)

    def title(self):
        return subprocess.run(["xdotool", "getwindowname", self.window], capture_output=True, text=True,
                              timeout=10).stdout.strip()

    def stop(self):
        self.process.kill()
        self.process.wait()


def silence():
    """No call for three times the call interest: the demo's interest from calls has ended."""
    wait_until(lambda: False, 3 * INTEREST)


def listen(connection, sender, into):
    """Collects the object events `sender` sends (member, detail, detail1) into `into`."""
    connection.signal_subscribe(sender, "org.a11y.atspi.Event.Object", None, None, None, Gio.DBusSignalFlags.NONE,
                                lambda c, s, path, i, member, values: into.append((member, values[0], values[1])), )


def register(connection, event):
    """Registers `connection` with the registry as a listener for `event`, as libatspi does."""
    call(connection, REGISTRY, REGISTRY_PATH, REGISTRY, "RegisterEvent", "sass", [event, [], ""])


def flood(demo):
    forger, relayed = connect(), connect()
    demo.barrier()
    before = bus_.resident_kilobytes(demo.process.pid)
    padding = "x" * 10000
    for batch in range(40):
        for index in range(75):
            # Sent to the demo alone, where the bus's match rules do not filter it.
            forger.emit_signal(demo.app[0], REGISTRY_PATH, REGISTRY, "EventListenerRegistered",
                               GLib.Variant("(ssas)", (":1.%d" % (100000 + index), "object:%d:%d:%s" % (batch, index, padding), [])))
        for index in range(25):
            register(relayed, "object:relayed-%d-%d:%s" % (batch, index, padding))
        demo.barrier()
    grown = bus_.resident_kilobytes(demo.process.pid) - before
    say("flood: 3,000 forged and 1,000 relayed 10 kB listeners, resident set grew %d kB" % grown)
    check(grown < 10000, "the demo grew %d kB from listener signals" % grown)
    check(demo.process.poll() is None, "the demo ended under the flood")


def forged_leave(demo):
    listener, forger = connect(), connect()
    heard = []
    listen(listener, demo.app[0], heard)
    register(listener, "object:state-changed:selected")
    registered = call(demo.bus, REGISTRY, REGISTRY_PATH, REGISTRY, "GetRegisteredEvents")[0]
    check(any(name == listener.get_unique_name() for name, _ in registered), "the listener is not registered")
    for name, event in registered:
        for destination in (None, demo.app[0]):
            forger.emit_signal(destination, REGISTRY_PATH, REGISTRY, "EventListenerDeregistered",
                               GLib.Variant("(ss)", (name, event)))
    second = demo.middle(demo.tab("Second"))
    demo.barrier()
    silence()
    demo.click(second)
    check(wait_until(lambda: ("StateChanged", "selected", 1) in heard, 10),
          "after a forged deregistration the listener heard %r, not Second selected" % heard)


def listener_left(demo):
    observer, leaving = connect(), connect()
    heard = []
    listen(observer, demo.app[0], heard)
    register(leaving, "object:state-changed:selected")
    second = demo.middle(demo.tab("Second"))
    leaving.close_sync(None)
    demo.barrier()
    silence()
    demo.click(second)
    check(wait_until(lambda: "Second" in demo.title(), 10), "the click did not turn to Second (title %r)" % demo.title())
    # The page's move ends and would be announced within a few frames; three seconds is ample.
    check(not wait_until(lambda: len(heard) > 0, 3),
          "with its only listener gone the demo still announced %r" % heard[:4])


def bus_restart(demo):
    session = bus_.session()
    launcher = bus_.process_of(session, "org.a11y.Bus")
    doomed = [launcher] + bus_.child_processes(launcher) + [bus_.process_of(demo.bus, REGISTRY)]
    for pid in doomed:
        os.kill(pid, signal.SIGKILL)
    say("bus-restart: killed the launcher, its bus and the registry (%r)" % doomed)
    holder = {}

    def back():
        holder.setdefault("bus", None)
        if holder["bus"] is None or holder["bus"].is_closed():
            holder["bus"] = connect()
        app = application(holder["bus"], demo.name)
        return app is not None and len(find(holder["bus"], tuple(children(holder["bus"], app)[0]), "page tab", "Second")) == 1
    started = time.monotonic()
    if check(wait_until(back, 30), "the demo is not on the new accessibility bus's desktop with its tab Second"):
        say("bus-restart: back on the desktop after %.1f s" % (time.monotonic() - started))


def idle_call(demo):
    latencies = []
    for _ in range(3):
        silence()
        started = time.monotonic()
        bus_.accessible_name(demo.bus, demo.frame)
        latencies.append(time.monotonic() - started)
    say("idle-call: first call after a silence answered in %s ms" % ", ".join("%.0f" % (s * 1000) for s in latencies))
    check(min(latencies) < 0.25, "the first call after a silence took %.0f ms at best" % (min(latencies) * 1000))


def window_moved(demo):
    register(demo.bus, "object:state-changed:focused")
    tab = demo.tab("Second")
    x, y, _, _ = extents(demo.bus, demo.frame)
    tab_x, tab_y, _, _ = extents(demo.bus, tab)
    subprocess.run(["xdotool", "windowmove", "--sync", demo.window, str(x + 100), str(y + 70)], check=True, timeout=10)
    check(wait_until(lambda: extents(demo.bus, demo.frame)[:2] == (x + 100, y + 70), 10),
          "the frame's extents %r did not follow the window to %r" % (extents(demo.bus, demo.frame), (x + 100, y + 70)))
    check(extents(demo.bus, tab)[:2] == (tab_x + 100, tab_y + 70),
          "the tab's extents %r did not follow the window" % (extents(demo.bus, tab),))


def window_unmapped(demo):
    register(demo.bus, "object:state-changed:showing")
    tab = demo.tab("Second")
    check({"active", "showing", "visible"} <= states(demo.bus, demo.frame), "the mapped frame is %r" % states(demo.bus, demo.frame))
    subprocess.run(["xdotool", "windowunmap", "--sync", demo.window], check=True, timeout=10)
    check(wait_until(lambda: not {"active", "showing", "visible"} & states(demo.bus, demo.frame), 10),
          "the unmapped frame is %r" % states(demo.bus, demo.frame))
    check(not {"showing", "visible"} & states(demo.bus, tab), "a tab of the unmapped window is %r" % states(demo.bus, tab))
    subprocess.run(["xdotool", "windowmap", "--sync", demo.window], check=True, timeout=10)
    check(wait_until(lambda: {"active", "showing", "visible"} <= states(demo.bus, demo.frame), 10),
          "the frame mapped again is %r" % states(demo.bus, demo.frame))


def methods(demo):
    bus, name, root = demo.bus, demo.app[0], demo.app[1]
    application_interface = "org.a11y.atspi.Application"
    check(error_name(lambda: call(bus, name, root, PROPERTIES, "Set", "ssv",
                                  [application_interface, "Id", GLib.Variant("i", 42)])) is None, "Set Id failed")
    identity = call(bus, name, root, PROPERTIES, "Get", "ss", [application_interface, "Id"])[0]
    check(identity == 42, "after Set Id 42 the Id is %r" % identity)
    invalid = "org.freedesktop.DBus.Error.InvalidArgs"
    frame = demo.frame
    wrong = {
        "Set Id to a string": lambda: call(bus, name, root, PROPERTIES, "Set", "ssv",
                                           [application_interface, "Id", GLib.Variant("s", "42")]),
        "GetChildAtIndex with a string": lambda: call(bus, name, frame[1], ACCESSIBLE, "GetChildAtIndex", "s", ["0"]),
        "GetChildAtIndex with none": lambda: call(bus, name, frame[1], ACCESSIBLE, "GetChildAtIndex"),
        "GetChildAtIndex with two": lambda: call(bus, name, frame[1], ACCESSIBLE, "GetChildAtIndex", "ii", [0, 5]),
        "GetRole with one": lambda: call(bus, name, frame[1], ACCESSIBLE, "GetRole", "i", [1]),
        "GetExtents with an int32": lambda: call(bus, name, frame[1], "org.a11y.atspi.Component", "GetExtents", "i", [0]),
        "Properties.Get with one": lambda: call(bus, name, frame[1], PROPERTIES, "Get", "s", [ACCESSIBLE]),
    }
    for what, attempt in wrong.items():
        answer = error_name(attempt)
        check(answer == invalid, "%s is answered %r, not InvalidArgs" % (what, answer))
    unknown = error_name(lambda: call(bus, name, frame[1], ACCESSIBLE, "NoSuchMethod"))
    check(unknown == "org.freedesktop.DBus.Error.UnknownMethod", "an unknown method is answered %r" % unknown)
    # Object 1 is at .../accessible/1 alone, and the application at .../accessible/root alone.
    for alias in ("01", "001", "0", "00"):
        path = "/org/a11y/atspi/accessible/" + alias
        answer = error_name(lambda: call(bus, name, path, ACCESSIBLE, "GetRole"))
        check(answer == "org.freedesktop.DBus.Error.UnknownObject", "%s is answered %r, not UnknownObject" % (path, answer))
    objects = [demo.app, frame, demo.tab("Second"), find(bus, frame, "page tab list")[0]]
    for reference in objects:
        try:
            xml = call(bus, name, reference[1], "org.freedesktop.DBus.Introspectable", "Introspect")[0]
            node = Gio.DBusNodeInfo.new_for_xml(xml)
        except GLib.Error as error:
            check(False, "Introspect on %s: %s" % (reference[1], error.message))
            continue
        described = {interface.name for interface in node.interfaces}
        implemented = set(call(bus, name, reference[1], ACCESSIBLE, "GetInterfaces")[0])
        wanted = implemented | {PROPERTIES, "org.freedesktop.DBus.Introspectable"}
        check(described == wanted, "Introspect on %s describes %r, not %r" % (reference[1], sorted(described), sorted(wanted)))
        accessible = node.lookup_interface(ACCESSIBLE)
        method = accessible.lookup_method("GetChildAtIndex") if accessible else None
        check(method is not None and [a.signature for a in method.in_args] == ["i"]
              and [a.signature for a in method.out_args] == ["(so)"],
              "Introspect on %s does not describe GetChildAtIndex(i) -> (so)" % reference[1])


CHECKS = {"flood": flood, "forged-leave": forged_leave, "listener-left": listener_left, "bus-restart": bus_restart,
          "idle-call": idle_call, "window-moved": window_moved, "window-unmapped": window_unmapped, "methods": methods}


def main():
    name = sys.argv[1]
    demo = Demo(sys.argv[2:])
    try:
        if check(demo.found, "%s and its tab Second are not on the accessibility desktop" % demo.name):
            CHECKS[name](demo)
    except Exception:
        check(False, "the client stopped: " + traceback.format_exc().replace("\n", " | "))
    finally:
        demo.stop()
    say("checks failed: %d" % len(failures))
    sys.exit(1 if failures else 0)


main()
