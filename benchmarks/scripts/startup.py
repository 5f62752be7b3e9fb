#!/usr/bin/env python3
"""One start of a La Mancha server jar, measured: seconds from the exec to the
console's 'La Mancha listening' line, the process's CPU seconds then, and its
RSS in MB 8 s later (nobody connected); then SIGTERM. Prints 'WALL CPU RSS'.

Usage: startup.py JAR ARCHIVE|none DATA_DIR PORT [JVM options...]
ARCHIVE is a class-data archive made by dist/cds-archive.sh for this JAR at
this path; it is used with -Xshare:on, so a refused archive stops the JVM
rather than start it the slow way unseen. Run it on DATA_DIR once first for a
restart on an existing store."""
import os
import signal
import subprocess
import sys
import threading
import time

jar, archive, data, port = sys.argv[1:5]
command = ["java"]
if archive != "none":
    command += ["-XX:SharedArchiveFile=" + archive, "-Xshare:on"]
command += sys.argv[5:] + ["-jar", jar, "--port", port, "--data", data]
start = time.monotonic()
server = subprocess.Popen(command, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True,
                          encoding="utf-8")
wall = None
said = []
for line in server.stdout:
    said.append(line)
    if "La Mancha listening" in line:
        wall = time.monotonic() - start
        break
if wall is None:
    server.wait()
    sys.exit("the server did not start:\n" + "".join(said)[-2000:])
with open(f"/proc/{server.pid}/stat", encoding="utf-8") as stat:
    fields = stat.read().rsplit(")", 1)[1].split()
cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
# the rest of what it says is read, so that it never blocks on a full pipe
threading.Thread(target=lambda: [None for _ in server.stdout],
                 daemon=True).start()
time.sleep(8)
with open(f"/proc/{server.pid}/status", encoding="utf-8") as status:
    rss = next(int(l.split()[1]) for l in status if l.startswith("VmRSS:"))
server.send_signal(signal.SIGTERM)
try:
    server.wait(timeout=30)
except subprocess.TimeoutExpired:
    server.kill()
    server.wait()
print(f"{wall:.3f} {cpu:.2f} {rss / 1024:.0f}")
