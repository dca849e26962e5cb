#!/usr/bin/python3
"""A screen reader's view of Examples/Onboarding (the ready window's onboarding flow: four pages,
each a picture, a heading, a paragraph and a push button), through AT-SPI.

Usage: atspi-onboarding-client.py PROGRAM [ARGUMENTS...]
Run on a private session bus with the accessibility bus up (private-bus.py). Starts PROGRAM, finds
the application "onboarding" and its frame "Welcome", checks the first page's heading, its
paragraph as one text element with the whole paragraph as its name, and its "Next" push button
(enabled, focusable, at least 24 points square, a "click" action); presses it through the action
and sees the second page shown; presses the buttons on to the last one, "Get started", whose
press closes the window (the program prints "finished" and exits 0). Every wait is bounded. Writes
one line per failed check to the file PAGER_ATSPI_REPORT names, and to stdout; exits 1 if any
check failed, 0 otherwise.
"""
import subprocess
import sys
import traceback

from atspi_tree import failures, say, check, pump_until, children, find, states, extents, application
import pyatspi

TITLES = ["Swipe along", "Tabs follow", "Headers fold", "All set"]


def main():
    program = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, text=True)
    try:
        run()
        try:
            out, _ = program.communicate(timeout=10)
            check(program.returncode == 0 and out.strip() == "finished",
                  "after Get started the program did not print finished and exit 0 (%r, %r)" % (program.returncode, out))
        except subprocess.TimeoutExpired:
            check(False, "the window did not close after Get started")
    except Exception:
        check(False, "the client stopped: " + traceback.format_exc().replace("\n", " | "))
    finally:
        if program.poll() is None:
            program.kill()
        program.wait()
    say("checks failed: %d" % len(failures))
    sys.exit(1 if failures else 0)


def shown_page(frame):
    """The name of the page panel that is showing, or None."""
    shown = [p for p in find(frame, "panel") if "showing" in states(p) and p.name in TITLES]
    return shown[0].name if len(shown) == 1 else None


def shown_buttons(frame):
    return [b for b in find(frame, "push button") if "showing" in states(b)]


def run():
    holder = {}

    def there():
        holder["app"] = application("onboarding")
        return holder["app"] is not None and holder["app"].childCount > 0 \
            and len(shown_buttons(children(holder["app"])[0])) == 1
    if not check(pump_until(there, 30), "onboarding and its Next button are not on the accessibility desktop"):
        return
    frame = children(holder["app"])[0]
    check(frame.name == "Welcome", "the frame is named %r, not Welcome" % frame.name)
    check(shown_page(frame) == "Swipe along", "the first page shown is %r" % shown_page(frame))
    headings = [h.name for h in find(frame, "heading") if "showing" in states(h)]
    check("Swipe along" in headings, "no heading Swipe along among %r" % headings)
    paragraphs = [t for t in find(frame, "text")
                  if "showing" in states(t) and t.name.startswith("Drag sideways")]
    check(len(paragraphs) == 1 and paragraphs[0].name.endswith("where you are."),
          "the paragraph is not one text element named with its whole text (%r)" % [p.name for p in paragraphs])
    say("paragraph role: %s" % (paragraphs[0].getRoleName() if paragraphs else "none"))
    button = shown_buttons(frame)[0]
    check(button.name == "Next", "the button is named %r, not Next" % button.name)
    check({"enabled", "focusable", "sensitive", "showing"} <= states(button), "the button lacks states: %r" % states(button))
    _, _, width, height = extents(button)
    check(width >= 24 and height >= 24, "the button is %dx%d points, under the 24-point target" % (width, height))
    say("button: %s, %s, %dx%d" % (button.name, button.getRoleName(), width, height))
    for index, title in enumerate(TITLES):
        if not check(pump_until(lambda: shown_page(frame) == title and len(shown_buttons(frame)) == 1, 10),
                     "page %r is not shown with one button (%r)" % (title, shown_page(frame))):
            return
        button = shown_buttons(frame)[0]
        expected = "Get started" if index == len(TITLES) - 1 else "Next"
        check(button.name == expected, "page %r's button is %r, not %r" % (title, button.name, expected))
        action = button.queryAction()
        check(action.nActions == 1 and action.getName(0) == "click", "the %r button has no click action" % button.name)
        check(action.doAction(0), "doAction on %r refused" % button.name)


main()
