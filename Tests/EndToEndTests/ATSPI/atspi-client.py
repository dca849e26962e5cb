#!/usr/bin/python3
"""A screen reader's view of a running pager-demo, through AT-SPI (Debian's python3-pyatspi).

Usage: atspi-client.py SCALE DEMO [DEMO-ARGUMENTS...]
Run on a private session bus with the accessibility bus up (private-bus.py). SCALE is the demo's
pixels per point beyond the display's (its --scale, 1 without one): extents are checked against
the drawn rectangles times SCALE.

Starts the demo with a script of its own (appended to DEMO-ARGUMENTS) that presses Tab twice, 6 s
and 6.5 s in, so that keys reach the window where no tool can type into it (Wayland); finds the
demo on the accessibility desktop, reads its tree before listening to anything (calls alone), follows the focus as Tab moves it, checks the tree's roles,
names, states and extents, selects the second tab through its action and the third through the
tab list's Selection, goes to the feed through the bottom bar, reads its rows and scrolls one into
view. Every wait is bounded: a timeout is a failed check, never a pause. Writes one line per
failed check (and a summary of what a screen reader hears for the second tab) to the file
PAGER_ATSPI_REPORT names, and to stdout; exits 1 if any check failed, 0 otherwise.
"""
import os
import subprocess
import sys
import tempfile
import traceback

import pyatspi

from atspi_tree import (failures, events, say, check, pump_until, children,
                        find, states, extents, application, on_event, count, attributes)


def main():
    scale = float(sys.argv[1])
    with tempfile.NamedTemporaryFile("w", suffix=".script", delete=False) as script:
        script.write("6000 key Tab\n6500 key Tab\n120000 move 1 1\n")
    demo = subprocess.Popen(sys.argv[2:] + ["--script", script.name])
    try:
        run(scale)
    except Exception:
        # A call that failed (an object gone, a D-Bus error) is a failed check, with its trace.
        check(False, "the client stopped: " + traceback.format_exc().replace("\n", " | "))
    finally:
        # SIGKILL: a test runner may have SIGTERM blocked, and its children inherit that.
        demo.kill()
        demo.wait()
        os.unlink(script.name)
    say("checks failed: %d" % len(failures))
    sys.exit(1 if failures else 0)


def run(scale):
    holder = {}

    # Before any listener: the demo builds no trees for nobody, yet a call gets the tree it shows.
    def shown():
        holder["app"] = application("pager-demo")
        return holder["app"] is not None and holder["app"].childCount > 0
    if not check(pump_until(shown, 30), "pager-demo and its window are not on the accessibility desktop"):
        return
    check(pump_until(lambda: len(find(children(holder["app"])[0], "page tab")) == 8, 5),
          "without a listener a call does not get the window's tree")
    for kind in ["object:state-changed:focused", "object:state-changed:selected", "object:state-changed:showing",
                 "object:selection-changed", "object:children-changed", "object:property-change:accessible-name"]:
        pyatspi.Registry.registerEventListener(on_event, kind)
    app = holder["app"]
    check(app.getRoleName() == "application", "the application's role is " + app.getRoleName())
    frames = children(app)
    if not check(len(frames) == 1 and frames[0].getRoleName() == "frame", "the application has no single frame"):
        return
    frame = frames[0]

    # The script's first Tab puts the focus on the tab strip's selected tab, the second on the bar's.
    def focused():
        return [n.name for n in find(frame, "page tab") if "focused" in states(n)]
    check(pump_until(lambda: count("object:state-changed:focused", "First", 1) > 0, 20),
          "no focus event for the selected tab First after Tab (focus on %r)" % focused())
    check(pump_until(lambda: focused() == ["Pager"], 20), "the focus is on %r, not on the bar's Pager" % focused())
    check(pump_until(lambda: count("object:state-changed:focused", "Pager", 1) > 0, 5), "no focus event for Pager")
    check(count("object:state-changed:focused", "First", 0) > 0, "First did not announce losing the focus")

    check(frame.name.startswith("Pager"), "the frame is named %r, not after the window's title" % frame.name)
    headings = find(frame, "heading")
    check([h.name for h in headings] == ["ViewPager"], "headings %r, not the header ViewPager" % [h.name for h in headings])
    lists = find(frame, "page tab list")
    check(len(lists) == 2, "%d page tab lists, not the tab strip and the bottom bar" % len(lists))
    strip = next((l for l in lists if [t.name for t in children(l)] == ["First", "Second", "Third"]), None)
    bar = next((l for l in lists if [t.name for t in children(l)] == ["Feed", "Pager", "Loop", "Photos", "Welcome"]), None)
    if not check(strip is not None and bar is not None, "no tab strip First/Second/Third and bar Feed/Pager/Loop/Photos/Welcome"):
        return
    tabs = children(strip)
    check("selected" in states(tabs[0]) and "selected" not in states(tabs[1]), "the first tab is not the selected one")
    check(attributes(tabs[1]).get("posinset") == "2" and attributes(tabs[1]).get("setsize") == "3",
          "the second tab's attributes are %r, not 2 of 3" % attributes(tabs[1]))
    for tab in tabs + children(bar):
        check({"focusable", "selectable", "showing", "visible", "enabled", "sensitive"} <= states(tab),
              "tab %r lacks states: %r" % (tab.name, states(tab)))
        check(tab.queryAction().nActions == 1, "tab %r has no action" % tab.name)
    check("selected" in states(children(bar)[1]), "the bar's Pager item is not selected")
    # Extents: the drawn rectangle (the second tab at 160, 56, 160x48 points) in pixels, and in
    # screen coordinates offset by the window's position.
    want = tuple(round(v * scale) for v in (160, 56, 160, 48))
    check(extents(tabs[1]) == want, "the second tab's window extents are %r, not %r" % (extents(tabs[1]), want))
    window_screen = extents(frame, pyatspi.DESKTOP_COORDS)
    screen = extents(tabs[1], pyatspi.DESKTOP_COORDS)
    check(screen == (window_screen[0] + want[0], window_screen[1] + want[1], want[2], want[3]),
          "the second tab's screen extents %r are not the window's %r plus %r" % (screen, window_screen, want))
    check(frame.queryComponent().getAccessibleAtPoint(window_screen[0] + want[0] + 5, window_screen[1] + want[1] + 5,
                                                      pyatspi.DESKTOP_COORDS).name == "Second",
          "the object at the second tab's corner is not the second tab")
    panels = find(frame, "panel")
    check([p.name for p in panels] == ["First"], "shown panels are %r, not First alone" % [p.name for p in panels])
    check(all({"showing", "visible"} <= states(p) for p in panels), "a shown panel is not showing")

    # What a screen reader says for the second tab: its name, role, position and states.
    tab = tabs[1]
    position = attributes(tab)
    say("second tab: %r, %s, %s of %s, %s" % (tab.name, tab.getRoleName(), position.get("posinset"),
                                              position.get("setsize"), " ".join(sorted(states(tab)))))

    # The second tab's action selects it, as a tap does: the selection and the pages move, and
    # the page change is announced once (the move's frames in between announce nothing).
    before = len(events)
    action = tab.queryAction()
    check(action.getName(0) == "click", "the tab's action is %r, not click" % action.getName(0))
    check(action.doAction(0), "doAction refused")

    def second_shown():
        shown = [p.name for p in find(frame, "panel") if "showing" in states(p)]
        return "selected" in states(children(strip)[1]) and shown == ["Second"]
    check(pump_until(second_shown, 10), "after the action the second tab is not selected with its page alone shown")
    check(pump_until(lambda: count("object:state-changed:selected", "Second", 1) > 0, 5),
          "no selected event for the second tab")
    check(pump_until(lambda: count("object:selection-changed") > 0, 5), "no selection-changed event")
    check(pump_until(lambda: "Second" in frame.name, 5), "the frame's name %r does not follow the page" % frame.name)
    check(pump_until(lambda: any(e[0] == "object:property-change:accessible-name" and "Second" in (e[1] or "")
                                 for e in events), 5), "no name change for the window's new title")
    moved = events[before:]
    check(len([e for e in moved if e[0] == "object:selection-changed"]) == 1,
          "the move announced %d selection changes, not one" % len([e for e in moved if e[0] == "object:selection-changed"]))
    check(len([e for e in moved if e[0] == "object:state-changed:selected" and e[2] == 1]) == 1,
          "the move announced %r selected" % [e for e in moved if e[0] == "object:state-changed:selected"])

    # Selection on the tab list goes on to the third tab.
    strip = next(l for l in find(frame, "page tab list") if children(l)[0].name == "First")
    selection = strip.querySelection()
    check(selection.nSelectedChildren == 1 and selection.getSelectedChild(0).name == "Second",
          "the tab list's selection is not Second")
    check(selection.selectChild(2), "selectChild refused")
    check(pump_until(lambda: "selected" in states(children(strip)[2]), 10), "selectChild(2) did not select the third tab")
    check(pump_until(lambda: selection.isChildSelected(2) and not selection.isChildSelected(1), 5),
          "isChildSelected does not follow")

    # The bar's Feed item goes to the feed: its rows are list items named by title and subtitle,
    # and the screen's panels come and go with children-changed events.
    before = len(events)
    bar = next(l for l in find(frame, "page tab list") if children(l)[0].name == "Feed")
    check(children(bar)[0].queryAction().doAction(0), "the Feed item's action refused")
    check(pump_until(lambda: "selected" in states(children(bar)[0]) and len(find(frame, "list item")) > 3, 10),
          "the feed's rows are not there after Feed's action")
    check(pump_until(lambda: any(e[0].startswith("object:children-changed") for e in events[before:]), 5),
          "no children-changed event")
    rows = find(frame, "list item")
    check(rows and rows[0].name.startswith("Apple"), "the first row is %r, not Apple" % (rows[0].name if rows else None))
    check(any(", " in row.name for row in rows), "no row is named by title and subtitle: %r" % [r.name for r in rows])
    check(all({"showing", "visible", "enabled"} <= states(row) for row in rows), "a row is not showing")
    # The last row is cut by the bottom bar; scrolling it into view shows it whole.
    feed = find(frame, "list")[0]
    _, list_top, _, list_height = extents(feed)
    last = rows[-1]
    name = last.name
    check(extents(last)[1] + extents(last)[3] > list_top + list_height, "the last row %r is not cut" % name)
    check(last.queryComponent().scrollTo(pyatspi.SCROLL_ANYWHERE), "scrollTo refused")

    def whole():
        for row in find(frame, "list item"):
            _, y, _, height = extents(row)
            if row.name == name and y >= list_top and y + height <= list_top + list_height:
                return True
        return False
    check(pump_until(whole, 10), "scrollTo did not bring %r into view" % name)
    say("feed row: %r, %s" % (rows[0].name, rows[0].getRoleName()))


main()
