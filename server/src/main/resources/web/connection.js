// The WebSocket to the server: one text frame per protocol line, JSON lines (lamancha.json).
// Comes back after a dropped connection or a server restart, and logs in again with the
// resume token it keeps for this tab.

const TOKEN_KEY = "lamancha.resume";
const GIVE_UP = new Set([1003, 1008, 1009]); // the server refused what this page sent
const FINAL_BYES = new Set(["QUIT", "KICKED", "REPLACED"]);

export class Connection {
  /** onStatus(state, text): state is connecting, connected, lost (tries again) or final. */
  constructor(onEvent, onStatus) {
    this.onEvent = onEvent;
    this.onStatus = onStatus;
    this.socket = null;
    this.retryMs = 1000;
    this.final = false;
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/ws`, ["lamancha.json"]);
    this.socket = socket;
    this.onStatus("connecting", "connecting...");
    socket.addEventListener("open", () => {
      this.retryMs = 1000;
      this.onStatus("connected", "connected");
    });
    socket.addEventListener("message", (m) => {
      let event;
      try {
        event = JSON.parse(m.data);
      } catch {
        event = { ev: "text", line: String(m.data) };
      }
      if (event.ev === "login" && event.token) {
        this.remember(event.name, event.token);
      }
      if (event.ev === "bye" && FINAL_BYES.has(event.code)) {
        this.final = true;
        this.forget();
      }
      this.onEvent(event);
    });
    socket.addEventListener("close", (c) => {
      if (this.final || GIVE_UP.has(c.code)) {
        this.onStatus("final", `disconnected (${c.code}); reload the page to start again`);
        return;
      }
      this.onStatus("lost", `connection lost; reconnecting in ${Math.round(this.retryMs / 1000)} s`);
      setTimeout(() => this.open(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 15000);
    });
  }

  send(line) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(line);
      return true;
    }
    return false;
  }

  /** The name and resume token of this tab's guest, if it has one. */
  resume() {
    try {
      return JSON.parse(sessionStorage.getItem(TOKEN_KEY));
    } catch {
      return null;
    }
  }

  remember(name, token) {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ name, token }));
  }

  forget() {
    sessionStorage.removeItem(TOKEN_KEY);
  }
}
