"""What both AT-SPI clients share (atspi-client.py, atspi-windowed-client.py): checks that
report, a GLib loop pumped until a condition holds, and reading the tree through pyatspi."""
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import GLib
import pyatspi

from atspi_report import failures, say, check  # noqa: F401 (the clients import them from here)

events = []


def pump_until(condition, timeout):
    """Runs the GLib main loop (events arrive through it) until condition() holds; False after timeout."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if holds(condition):
            return True
        if not context.iteration(False):
            GLib.usleep(10000)  # nothing pending: check again in 10 ms, until the deadline
    return holds(condition)


def holds(condition):
    """condition(), False where it read an object that left the tree meanwhile (a page that slid out)."""
    try:
        return condition()
    except GLib.Error:
        return False


def children(node):
    """The children there now; one that left between reading the count and asking for it is skipped."""
    return [child for child in (node.getChildAtIndex(i) for i in range(node.childCount)) if child is not None]


def find(node, role, name=None):
    found = []
    if node.getRoleName() == role and (name is None or node.name == name):
        found.append(node)
    for child in children(node):
        found += find(child, role, name)
    return found


STATES = [("selected", pyatspi.STATE_SELECTED), ("focused", pyatspi.STATE_FOCUSED),
          ("focusable", pyatspi.STATE_FOCUSABLE), ("showing", pyatspi.STATE_SHOWING),
          ("visible", pyatspi.STATE_VISIBLE), ("enabled", pyatspi.STATE_ENABLED),
          ("sensitive", pyatspi.STATE_SENSITIVE), ("selectable", pyatspi.STATE_SELECTABLE)]


def states(node):
    state_set = node.getState()
    return {name for name, value in STATES if state_set.contains(value)}


def extents(node, kind=pyatspi.WINDOW_COORDS):
    box = node.queryComponent().getExtents(kind)
    return (box.x, box.y, box.width, box.height)


def application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in children(desktop):
        if app is not None and app.name == name:
            return app
    return None


def on_event(event):
    name = event.source.name if event.source else None
    events.append((event.type, name, event.detail1))


def count(kind, name=None, detail=None):
    return len([e for e in events if e[0] == kind and (name is None or e[1] == name) and (detail is None or e[2] == detail)])


def attributes(node):
    return dict(item.split(":", 1) for item in node.getAttributes())
