#!/usr/bin/python3
"""A screen reader's load on the programs it listens to, through AT-SPI: for scripts/bench-accessibility.

Usage: atspi-listener.py COMMAND [ARGUMENTS...]
Run on a private session bus with the accessibility bus up (private-bus.py). Registers for the
object events a screen reader such as Orca listens to, then runs COMMAND; for each event that
comes, reads its source's name, role and states (calls into the application, as a screen reader
does before it speaks) until COMMAND ends. Writes the number of events and calls to the file
PAGER_ATSPI_REPORT names; exits with COMMAND's status.
"""
import subprocess
import sys

from atspi_tree import say
import gi
gi.require_version("Atspi", "2.0")
from gi.repository import GLib
import pyatspi

seen = {"events": 0, "calls": 0}


def on_event(event):
    seen["events"] += 1
    try:
        if event.source is not None:
            _ = (event.source.name, event.source.getRoleName(), event.source.getState())
            seen["calls"] += 3
    except GLib.Error:
        pass  # the object left the tree meanwhile


def main():
    for kind in ["object:state-changed", "object:selection-changed", "object:children-changed",
                 "object:property-change", "object:bounds-changed", "focus:", "window:"]:
        pyatspi.Registry.registerEventListener(on_event, kind)
    command = subprocess.Popen(sys.argv[1:])
    context = GLib.MainContext.default()
    while command.poll() is None:
        if not context.iteration(False):
            GLib.usleep(5000)  # nothing pending: look again in 5 ms
    say("listener: %d events, %d calls" % (seen["events"], seen["calls"]))
    return command.returncode


sys.exit(main())
