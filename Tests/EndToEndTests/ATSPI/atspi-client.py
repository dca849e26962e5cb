#!/usr/bin/python3
"""A screen reader's view of a running pager-demo, through AT-SPI (Debian's python3-pyatspi).

Usage: atspi-client.py DEMO [DEMO-ARGUMENTS...]
Run on a private session bus with the accessibility bus up (dbus-run-session, at-spi-bus-launcher).
Starts the demo, finds it on the accessibility desktop, checks the tree's roles, names and states,
selects the second tab through its action and through the tab list's Selection, and follows the
keyboard focus as Tab moves it (the demo is started with a script that presses Tab, so that it
works where no tool can type into the window, as on Wayland). Prints one line per failed check and
exits 1 if any failed, 0 otherwise.
"""
import subprocess
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib
import pyatspi

failures = []
events = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, flush=True)
    return condition


def pump_until(condition, timeout):
    """Runs the GLib main loop (events arrive through it) until condition() holds or timeout passes."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        if not context.iteration(False):
            context.query(0)  # nothing pending: wait briefly for the bus instead of spinning
            GLib.usleep(5000)
    return condition()


def children(node):
    return [node.getChildAtIndex(i) for i in range(node.childCount)]


def find(node, role, name=None):
    found = []
    if node.getRoleName() == role and (name is None or node.name == name):
        found.append(node)
    for child in children(node):
        found += find(child, role, name)
    return found


def states(node):
    state_set = node.getState()
    return {name for name, value in [("selected", pyatspi.STATE_SELECTED), ("focused", pyatspi.STATE_FOCUSED),
                                     ("focusable", pyatspi.STATE_FOCUSABLE), ("showing", pyatspi.STATE_SHOWING),
                                     ("visible", pyatspi.STATE_VISIBLE), ("enabled", pyatspi.STATE_ENABLED),
                                     ("sensitive", pyatspi.STATE_SENSITIVE), ("selectable", pyatspi.STATE_SELECTABLE)]
            if state_set.contains(value)}


def application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in children(desktop):
        if app is not None and app.name == name:
            return app
    return None


def on_event(event):
    events.append((event.type, event.source.name if event.source else None, event.detail1))


def main():
    demo = subprocess.Popen(sys.argv[1:])
    try:
        run(demo)
    finally:
        # SIGKILL: a test runner may have SIGTERM blocked, and its children inherit that.
        demo.kill()
        demo.wait()
    sys.exit(1 if failures else 0)


def run(demo):
    for kind in ["object:state-changed:focused", "object:state-changed:selected", "object:selection-changed",
                 "object:children-changed", "object:property-change:accessible-name"]:
        pyatspi.Registry.registerEventListener(on_event, kind)
    holder = {}

    def shown():
        holder["app"] = application("pager-demo")
        return holder["app"] is not None and holder["app"].childCount > 0
    if not check(pump_until(shown, 30), "pager-demo and its window are not on the accessibility desktop"):
        return
    app = holder["app"]
    check(app.getRoleName() == "application", "the application's role is " + app.getRoleName())
    frames = children(app)
    if not check(len(frames) == 1 and frames[0].getRoleName() == "frame", "the application has no single frame"):
        return
    frame = frames[0]
    check(frame.name.startswith("Pager"), "the frame is named %r, not after the window's title" % frame.name)
    check(len(find(frame, "heading")) == 1, "no heading")
    lists = find(frame, "page tab list")
    check(len(lists) == 2, "%d page tab lists, not the tab strip and the bottom bar" % len(lists))
    strip = next((l for l in lists if [t.name for t in children(l)] == ["First", "Second", "Third"]), None)
    bar = next((l for l in lists if [t.name for t in children(l)] == ["Feed", "Pager", "Loop"]), None)
    if not check(strip is not None and bar is not None, "no tab strip First/Second/Third and bar Feed/Pager/Loop"):
        return
    tabs = children(strip)
    check("selected" in states(tabs[0]) and "selected" not in states(tabs[1]), "the first tab is not the selected one")
    check(tabs[1].getAttributes() == ["posinset:2", "setsize:3"] or set(tabs[1].getAttributes()) == {"posinset:2", "setsize:3"},
          "the second tab's attributes are %r, not 2 of 3" % tabs[1].getAttributes())
    for tab in tabs + children(bar):
        check({"focusable", "selectable", "showing", "visible", "enabled", "sensitive"} <= states(tab),
              "tab %r lacks states: %r" % (tab.name, states(tab)))
        extents = tab.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        check(extents.width >= 24 and extents.height >= 24, "tab %r is %dx%d" % (tab.name, extents.width, extents.height))
    check("selected" in states(children(bar)[1]), "the bar's Pager item is not selected")
    panels = find(frame, "panel")
    check([p.name for p in panels] == ["First"], "shown panels are %r, not First alone" % [p.name for p in panels])

    # The second tab's action selects it, as a tap does: the selection and the pages move.
    action = tabs[1].queryAction()
    check(action.nActions >= 1 and action.getName(0) == "click", "the tab's action is not click")
    check(action.doAction(0), "doAction refused")

    def second_shown():
        shown = [p.name for p in find(frame, "panel") if "showing" in states(p)]
        return "selected" in states(children(strip)[1]) and shown == ["Second"]
    check(pump_until(second_shown, 10), "after the action the second tab is not selected with its page alone shown")
    check(pump_until(lambda: ("object:state-changed:selected", "Second", 1) in events, 5),
          "no selected event for the second tab")
    check(pump_until(lambda: any(e[0] == "object:selection-changed" for e in events), 5), "no selection-changed event")
    check(pump_until(lambda: any(e[0] == "object:property-change:accessible-name" and "Second" in (e[1] or "") for e in events), 5),
          "no name change for the window's new title")
    check(pump_until(lambda: "Second" in frame.name, 5), "the frame's name %r does not follow the page" % frame.name)

    # Selection on the tab list goes back to the third tab.
    strip = next(l for l in find(frame, "page tab list") if children(l)[0].name == "First")
    check(strip.querySelection().selectChild(2), "selectChild refused")
    check(pump_until(lambda: "selected" in states(children(strip)[2]), 10), "selectChild(2) did not select the third tab")

    # The script's Tab puts the focus on the tab strip's selected tab, the next Tab on the bar's item.
    def focused():
        return [n for n in find(frame, "page tab") if "focused" in states(n)]
    check(pump_until(lambda: [n.name for n in focused()] == ["Third"], 20),
          "the focus is on %r, not on the selected tab Third" % [n.name for n in focused()])
    check(pump_until(lambda: [n.name for n in focused()] == ["Pager"], 20),
          "the focus is on %r, not on the bar's Pager" % [n.name for n in focused()])
    check(pump_until(lambda: ("object:state-changed:focused", "Pager", 1) in events, 5), "no focus event for Pager")


main()
