#!/usr/bin/python3
"""A screen reader's view of an example program, through AT-SPI: Examples/WindowedPager (PagerSDL's
ready window) or Examples/EmbeddedViewPager (its own SDL loop), both three pages First, Second,
Third under their tabs in a window 360 points wide.

Usage: atspi-windowed-client.py NAME TITLE PROGRAM [ARGUMENTS...]
Run on a private session bus with the accessibility bus up (private-bus.py). Starts PROGRAM, finds
the application NAME on the accessibility desktop and its frame named TITLE, reads its tree with calls alone (no listener yet),
then listens for events, checks the tab strip's roles, names, states, "2 of 3" and extents and the
shown page, selects the second tab through its action and the third through the tab list's
Selection, and sees the selection and the pages move. Every wait is bounded. Writes one line per
failed check (and what a screen reader hears for the second tab) to the file PAGER_ATSPI_REPORT
names, and to stdout; exits 1 if any check failed, 0 otherwise.
"""
import subprocess
import sys
import traceback

from atspi_tree import (failures, events, say, check, pump_until, children, find, states, extents,
                        application, on_event, count, attributes)
import pyatspi


def main():
    name, title = sys.argv[1], sys.argv[2]
    program = subprocess.Popen(sys.argv[3:])
    try:
        run(name, title)
    except Exception:
        check(False, "the client stopped: " + traceback.format_exc().replace("\n", " | "))
    finally:
        program.kill()
        program.wait()
    say("checks failed: %d" % len(failures))
    sys.exit(1 if failures else 0)


def shown_panels(frame):
    return [p.name for p in find(frame, "panel") if "showing" in states(p)]


def run(name, title):
    holder = {}

    def tabs_there():
        holder["app"] = application(name)
        return holder["app"] is not None and holder["app"].childCount > 0 \
            and len(find(children(holder["app"])[0], "page tab")) == 3
    if not check(pump_until(tabs_there, 30), "%s and its three tabs are not on the accessibility desktop" % name):
        return
    for kind in ["object:state-changed:selected", "object:selection-changed", "object:children-changed"]:
        pyatspi.Registry.registerEventListener(on_event, kind)
    app = holder["app"]
    frames = children(app)
    if not check(len(frames) == 1 and frames[0].getRoleName() == "frame", "the application has no single frame"):
        return
    frame = frames[0]
    check(frame.name == title, "the frame is named %r, not after the window's title %r" % (frame.name, title))
    lists = find(frame, "page tab list")
    if not check(len(lists) == 1 and [t.name for t in children(lists[0])] == ["First", "Second", "Third"],
                 "page tab lists %r, not one of First, Second, Third" % [[t.name for t in children(l)] for l in lists]):
        return
    strip = lists[0]
    tabs = children(strip)
    check("selected" in states(tabs[0]) and "selected" not in states(tabs[1]), "the first tab is not the selected one")
    for tab in tabs:
        check({"focusable", "selectable", "showing", "visible", "enabled", "sensitive"} <= states(tab),
              "tab %r lacks states: %r" % (tab.name, states(tab)))
    # The tabs fill the 360-point strip equally, 48 points high: the second at 120, 0, 120x48.
    check(extents(tabs[1]) == (120, 0, 120, 48), "the second tab's extents are %r, not (120, 0, 120, 48)" % (extents(tabs[1]),))
    check(shown_panels(frame) == ["First"], "shown panels %r, not First alone" % shown_panels(frame))

    tab = tabs[1]
    position = attributes(tab)
    heard = "%s, %s, %s of %s" % (tab.name, tab.getRoleName(), position.get("posinset"), position.get("setsize"))
    check(heard == "Second, page tab, 2 of 3", "the second tab reads %r" % heard)
    say("second tab: " + heard)

    action = tab.queryAction()
    check(action.nActions == 1 and action.getName(0) == "click", "the second tab has no click action")
    check(action.doAction(0), "doAction refused")
    check(pump_until(lambda: "selected" in states(children(strip)[1]) and shown_panels(frame) == ["Second"], 10),
          "after the action the second tab is not selected with its page alone shown (%r)" % shown_panels(frame))
    check(pump_until(lambda: count("object:state-changed:selected", "Second", 1) > 0, 5),
          "no selected event for the second tab")
    check(pump_until(lambda: count("object:selection-changed") > 0, 5), "no selection-changed event")

    selection = strip.querySelection()
    check(selection.selectChild(2), "selectChild refused")
    check(pump_until(lambda: "selected" in states(children(strip)[2]) and shown_panels(frame) == ["Third"], 10),
          "selectChild(2) did not select the third tab and show its page (%r)" % shown_panels(frame))
    say("after selectChild(2): %s selected" % [t.name for t in children(strip) if "selected" in states(t)])


main()
