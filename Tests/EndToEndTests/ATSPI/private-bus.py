#!/usr/bin/python3
"""Runs a command on a private D-Bus session with the accessibility bus up, and leaves nothing behind.

Usage: private-bus.py SECONDS COMMAND [ARGUMENTS...]

The command runs under dbus-run-session with at-spi-bus-launcher started beside it, all in a process
group of their own whose output goes to a log file, never to this program's standard output and error:
the buses and the registry outlive the command for a while, and a test reading this program's pipes
to their end would otherwise wait for them. The command writes its report to the file named by
PAGER_ATSPI_REPORT. Once the command ends, or after SECONDS (a failure), the whole group is killed
with SIGKILL; then the report is printed, and the log too if the command failed. The exit status is
the command's (124 on timeout).

A test runner's threads may have SIGTERM blocked, and children inherit blocked signals: then
dbus-run-session could not end its bus. So this program unblocks every signal and restores default
dispositions before starting anything.
"""
import ctypes
import os
import signal
import subprocess
import sys
import tempfile

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


def children():
    """This program's living children (the group's orphans among them), from /proc."""
    found = []
    for name in os.listdir("/proc"):
        try:
            with open("/proc/%s/stat" % name) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == os.getpid() and fields[0] != "Z":
            found.append(int(name))
    return found


def reap():
    """Kills every child left (an orphan that left the group too) and waits for each, so none
    stays running or a zombie."""
    while True:
        for pid in children():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            return


def main():
    if len(sys.argv) < 3:
        print("usage: private-bus.py SECONDS COMMAND [ARGUMENTS...]", file=sys.stderr)
        return 2
    seconds = float(sys.argv[1])
    command = sys.argv[2:]
    signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
    # A subreaper (prctl's PR_SET_CHILD_SUBREAPER, 36): the daemons that outlive their parents
    # become this program's children, to be reaped here rather than left as zombies.
    ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE):
        signal.signal(number, signal.SIG_DFL)
    with tempfile.TemporaryDirectory(prefix="pager-atspi-") as scratch:
        report_path = os.path.join(scratch, "report")
        log_path = os.path.join(scratch, "log")
        environment = dict(os.environ)
        for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DBUS_STARTER_ADDRESS"):
            environment.pop(name, None)
        environment["PAGER_ATSPI_REPORT"] = report_path
        shell = LAUNCHER + ' --launch-immediately & exec "$@"'
        with open(log_path, "wb") as log:
            group = subprocess.Popen(["dbus-run-session", "--", "sh", "-c", shell, "sh"] + command,
                                     stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=environment,
                                     start_new_session=True)
            try:
                status = group.wait(timeout=seconds)
            except subprocess.TimeoutExpired:
                status = 124
            finally:
                try:
                    os.killpg(group.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                group.wait()
                reap()
        report = open(report_path).read() if os.path.exists(report_path) else ""
        sys.stdout.write(report)
        if status == 124:
            print("FAIL: the client did not end within %g s" % seconds)
        if status != 0:
            sys.stdout.write("--- log of the bus, the registry, the client and the demo ---\n")
            sys.stdout.write(open(log_path, errors="replace").read()[-8000:])
        sys.stdout.flush()
    return status


sys.exit(main())
