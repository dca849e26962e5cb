"""The clients' report: one line per failed check, to stdout and to the file PAGER_ATSPI_REPORT names
(private-bus.py prints it)."""
import os

failures = []
report = open(os.environ.get("PAGER_ATSPI_REPORT", "/dev/null"), "a")


def say(line):
    print(line, flush=True)
    report.write(line + "\n")
    report.flush()


def check(condition, message):
    if not condition:
        failures.append(message)
        say("FAIL: " + message)
    return condition
