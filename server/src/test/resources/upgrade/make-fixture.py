#!/usr/bin/env python3
"""Makes the data directory of an upgrade fixture with a released server jar.

    python3 make-fixture.py OLD_JAR DATA_DIR

Starts OLD_JAR on a fresh DATA_DIR (port 0, loopback), and over its JSON lines:
- registers quixote (password rocinante-1605) and sancho (password dapple-1615);
- plays a rated game of doncarlo between them to the end (each plays its first
  legal move): the finished game;
- seats quixote, the guest dulcinea and a server bot at quixote-tricks, plays
  a few moves, and drops both connections: a running game with two held seats;
- stops the server with SIGTERM (it saves the running game) and keeps only the
  store (lamancha.mv.db) and a facts file for the test (fixture.properties:
  dulcinea's resume token, the rooms, the finished game's id).
"""
import json
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import time

DEADLINE = 120


class Client:
    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.buf = b""
        self.tag = 0
        self.events = []

    def send(self, line):
        self.tag += 1
        self.sock.sendall(("#%d %s\n" % (self.tag, line)).encode("utf-8"))
        return str(self.tag)

    def read_available(self):
        data = self.sock.recv(65536)
        if not data:
            raise SystemExit("the server closed a connection")
        self.buf += data
        while b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            text = line.decode("utf-8").strip()
            if text.startswith("{"):
                self.events.append(json.loads(text))

    def until(self, test):
        end = time.time() + DEADLINE
        while time.time() < end:
            for i, ev in enumerate(self.events):
                if test(ev):
                    del self.events[i]
                    return ev
            self.read_available()
        raise SystemExit("timed out waiting")

    def command(self, line):
        tag = self.send(line)
        found = []
        ev = None
        while ev is None or ev.get("ev") not in ("ok", "error"):
            ev = self.until(lambda e: e.get("tag") == tag)
            found.append(ev)
        if ev["ev"] == "error":
            raise SystemExit("%s: %s" % (line, ev["message"]))
        return found


def start(jar, data):
    out = open(os.path.join(data, "..", "server-output.txt"), "w")
    proc = subprocess.Popen(["java", "-jar", jar, "--port", "0", "--data", data, "--bot-delay-ms", "0",
                             "--unlimited"], stdout=out, stderr=subprocess.STDOUT)
    end = time.time() + DEADLINE
    while time.time() < end:
        with open(out.name) as f:
            m = re.search(r"listening on 127\.0\.0\.1:(\d+)", f.read())
        if m:
            return proc, int(m.group(1))
        time.sleep(0.1)
    raise SystemExit("the server did not start")


def login(port, name, password=None, register=None):
    c = Client(port)
    c.command("/set format json")
    events = c.command("/login %s%s" % (name, " " + password if password else ""))
    if register:
        c.command("/register " + register)
    c.token = next(e.get("token") for e in events if e["ev"] == "login")
    return c


def play(clients, until_moves=None):
    """Plays each client's first legal move whenever it is awaited; ends at the game's end (or after until_moves)."""
    moves = 0
    end = time.time() + DEADLINE
    while time.time() < end:
        for c in clients:
            while c.events:
                ev = c.events.pop(0)
                if ev["ev"] == "end":
                    return ev
                if ev["ev"] == "state" and ev["seat"] in ev["awaited"] and ev["legal"]:
                    if until_moves is not None and moves >= until_moves:
                        return None
                    c.send("/play @%d %s" % (ev["version"], ev["legal"][0]))
                    moves += 1
        ready, _, _ = select.select([c.sock for c in clients], [], [], 5)
        for c in clients:
            if c.sock in ready:
                c.read_available()
    raise SystemExit("the game did not end")


def main():
    jar, data = sys.argv[1], os.path.abspath(sys.argv[2])
    os.makedirs(data)
    proc, port = start(jar, data)
    try:
        quixote = login(port, "quixote", register="rocinante-1605")
        sancho = login(port, "sancho", register="dapple-1615")
        room = next(e["room"] for e in quixote.command("/newroom doncarlo") if e["ev"] == "room")
        quixote.command("/join")
        sancho.command("/room " + room)
        sancho.command("/join")
        quixote.command("/start")
        end = play([quixote, sancho])
        finished_room = room
        print("finished:", end["winners"], end["scores"])
        history = [e for e in quixote.command("/history") if e["ev"] == "history"][0]
        finished_id = history["games"][0]["id"]
        sancho.command("/quit")

        dulcinea = login(port, "dulcinea")
        running = next(e["room"] for e in quixote.command("/newroom quixote-tricks") if e["ev"] == "room")
        quixote.command("/join")
        dulcinea.command("/room " + running)
        dulcinea.command("/join")
        quixote.command("/addbot random")
        quixote.command("/start")
        play([quixote, dulcinea], until_moves=3)
        quixote.sock.close()
        dulcinea.sock.close()
        time.sleep(1)  # the server notices both drops and holds their seats
    finally:
        proc.send_signal(signal.SIGTERM)
        print("the server ended with", proc.wait(60))
    shutil.rmtree(os.path.join(data, "logs"), ignore_errors=True)
    with open(os.path.join(data, "fixture.properties"), "w") as f:
        f.write("finished.room = %s\nfinished.id = %s\nrunning.room = %s\ndulcinea.token = %s\n"
                % (finished_room, finished_id, running, dulcinea.token))
    print(sorted(os.listdir(data)))


if __name__ == "__main__":
    main()
