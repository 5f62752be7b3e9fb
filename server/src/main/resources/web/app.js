// La Mancha in a browser: the lobby, the room and its table, chat and the command line, over
// the same protocol as telnet players and bots (JSON lines over a WebSocket).
import { MoveClock } from "./clock.js";
import { Connection } from "./connection.js";
import { el } from "./dom.js";
import { drawTable } from "./views.js";

const $ = (id) => document.getElementById(id);
const RESUME_TRIES = 10;
const page = { name: null, room: "lobby", title: "", seats: {}, state: null, resumeTries: 0 };
const connection = new Connection(handle, (s) => { $("status").textContent = s; });
const clock = new MoveClock($("timer"));

function send(line) {
  if (!connection.send(line)) log("Not connected; that was not sent.", "error");
}

function log(text, kind = "info") {
  const list = $("log");
  // Follows the newest line only when the reader is at the bottom, and never scrolls the page.
  const following = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  list.append(el("li", { class: kind }, text));
  while (list.children.length > 400) list.firstElementChild.remove();
  if (following) list.scrollTop = list.scrollHeight;
}

const handlers = {
  welcome(e) {
    page.name = null; // a new connection: not logged in until it says so
    const resume = connection.resume();
    if (resume) {
      page.resumeTries = 0;
      resumeLogin(resume);
    } else {
      showLogin();
    }
    log(`${e.server} ${e.version}: ${e.games.join(", ")}`);
  },
  login(e) {
    page.name = e.name;
    $("me").textContent = e.name + (e.guest ? " (guest)" : "");
    $("login").hidden = true;
    $("main").hidden = false;
    $("command").focus();
    send("/rooms");
    send("/wwho");
  },
  error(e) {
    const resume = connection.resume();
    if (!page.name && resume && e.code === "NAME_TAKEN" && page.resumeTries < RESUME_TRIES) {
      // The connection this tab had a moment ago (before a reload) may not be gone yet.
      setTimeout(() => resumeLogin(resume), 1000);
      return;
    }
    if (!page.name) {
      if (resume) connection.forget();
      showLogin();
      $("login-error").textContent = e.message;
    }
    log(`${e.code}: ${e.message}`, "error");
  },
  room(e) {
    page.room = e.room;
    page.seats = {};
    for (const s of e.seats || []) page.seats[s.seat] = s.name;
    const inLobby = e.room === "lobby";
    $("room").hidden = inLobby;
    $("lobby").hidden = !inLobby;
    $("options").replaceChildren();
    $("table").replaceChildren();
    $("moves").replaceChildren();
    $("turn").textContent = "";
    clock.stop();
    page.state = null;
    delete $("table").dataset.over;
    if (!inLobby) {
      page.title = `${e.room}: ${e.title} (${e.minSeats}-${e.maxSeats} players)`;
      showRoomState(e.state);
    }
    showSeats();
    log(`You are in ${e.room}. Here: ${e.members.map((m) => m.name).join(", ")}`);
    if (inLobby) send("/rooms");
  },
  rooms(e) {
    const body = $("rooms").querySelector("tbody");
    body.replaceChildren();
    for (const r of e.rooms) {
      if (r.name === "lobby") continue;
      const enter = el("button", { type: "button", onclick: () => send(`/room ${r.name}`) }, "Enter");
      body.append(el("tr", {}, el("td", {}, r.name), el("td", {}, r.game), el("td", {}, r.state),
          el("td", {}, `${r.seated}/${r.minSeats}-${r.maxSeats}`), el("td", {}, enter)));
    }
  },
  users(e) {
    $("users").replaceChildren(...e.users.map((u) => el("li", {},
        el("button", { type: "button", class: "link", title: "whisper", onclick: () => whisperTo(u.name) }, u.name),
        ` in ${u.room}${u.away ? " (away)" : ""}`)));
  },
  chat: (e) => log(`[${e.room}] <${e.from}> ${e.text}`, "chat"),
  me: (e) => log(`[${e.room}] * ${e.from} ${e.text}`, "chat"),
  tell: (e) => log(e.echo ? `You tell ${e.to}: ${e.text}` : `${e.from} tells you: ${e.text}`, "tell"),
  channel: (e) => log(`[#${e.channel}] <${e.from}> ${e.text}`, "chat"),
  enter(e) {
    log(`[${e.room}] ${e.name} enters.`);
    if (page.room === "lobby") send("/wwho");
  },
  leave: (e) => log(`[${e.room}] ${e.name} leaves${e.reason ? ` (${e.reason})` : ""}.`),
  seat(e) {
    page.seats[e.seat] = e.name;
    showSeats();
    log(`[${e.room}] ${e.name} takes seat ${e.seat + 1}.`);
  },
  unseat(e) {
    delete page.seats[e.seat];
    showSeats();
    log(`[${e.room}] ${e.name} leaves seat ${e.seat + 1}.`);
  },
  start(e) {
    delete $("table").dataset.over;
    showRoomState("playing");
    page.seats = {};
    for (const s of e.seats) page.seats[s.seat] = s.name;
    showSeats();
    log(`[${e.room}] ${e.title} begins.`, "game");
  },
  game: (e) => log(e.text, "game"),
  state(e) {
    page.state = e;
    const waiting = (e.awaited || []).map((s) => page.seats[s] || `seat ${s + 1}`);
    $("turn").textContent = whoseTurn(e.legal || [], waiting);
    clock.state(e.timer, e.legal || []);
    drawTable($("table"), e, page.seats, play);
    $("table").dataset.version = e.version;
    $("moves").replaceChildren(...(e.legal || []).map((m) =>
        el("button", { type: "button", class: "move", "data-move": m, onclick: () => play(m) }, m)));
  },
  end(e) {
    $("table").dataset.over = "true";
    showRoomState("finished");
    $("turn").textContent = `Game over. Winner: ${e.winners.join(", ")}.`;
    $("moves").replaceChildren();
    clock.stop();
    (e.summary || []).forEach((l) => log(l, "game"));
    log("Game over.", "game");
  },
  options(e) {
    $("options").replaceChildren(...e.options.map((o) => optionRow(o)));
  },
  option: (e) => log(`[${e.room}] ${e.by} sets ${e.key} to ${e.value}.`),
  info: (e) => e.lines.forEach((l) => log(l)),
  notice(e) {
    // The timer's warning to the mover begins with the seconds left ("10 seconds left for ...").
    const left = e.kind === "timer" && /^(\d+) seconds left/.exec(e.message);
    if (left) clock.secondsLeft(Number(left[1]));
    log(`*** ${e.message}`, "notice");
  },
  substitute: (e) => log(e.bot ? `${e.bot} bot plays for ${e.name}.` : `${e.name} plays again.`),
  bye: (e) => log(`Goodbye: ${e.reason}`, "error"),
  text: (e) => log(e.line),
};

function handle(event) {
  const handler = handlers[event.ev];
  if (handler) {
    handler(event);
  } else if (event.ev !== "ok" && event.ev !== "pong") {
    log(JSON.stringify(event));
  }
}

function resumeLogin(resume) {
  page.resumeTries++;
  send(`/login ${resume.name} ${resume.token}`);
}

function play(move) {
  if (page.state) send(`/play @${page.state.version} ${move}`);
}

/** Whose move it is, by name: yours, and whoever else the game waits for. */
function whoseTurn(legal, waiting) {
  const others = waiting.filter((n) => n !== page.name);
  if (legal.length) return others.length ? `Your move; also waiting for ${others.join(", ")}.` : "Your move.";
  return others.length ? `Waiting for ${others.join(", ")}.` : "";
}

function showRoomState(state) {
  $("room-title").textContent = `${page.title}, ${state}`;
}

function showSeats() {
  const seats = Object.entries(page.seats).map(([s, n]) => `${Number(s) + 1}. ${n}`);
  $("seats").textContent = seats.length ? `Seats: ${seats.join(", ")}` : "No seat taken.";
}

function optionRow(o) {
  const input = el("input", { value: o.value, "aria-label": o.key, size: 8 });
  const set = el("button", { type: "button", onclick: () => send(`/option ${o.key} ${input.value}`) }, "Set");
  return el("p", { class: "option", title: o.help || "" }, `${o.key} `, input, " ", set,
      o.allowed ? ` (${o.allowed})` : "");
}

function whisperTo(name) {
  $("command").value = `/tell ${name} `;
  $("command").focus();
}

function showLogin() {
  $("login").hidden = false;
  $("main").hidden = true;
  $("login-name").focus();
}

$("login-form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  $("login-error").textContent = "";
  const name = $("login-name").value.trim();
  const password = $("login-password").value;
  send(password ? `/login ${name} ${password}` : `/login ${name}`);
  $("login-password").value = "";
});

$("command-form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const line = $("command").value;
  if (line.trim()) send(line);
  $("command").value = "";
});

$("refresh").addEventListener("click", () => { send("/rooms"); send("/wwho"); });
for (const button of document.querySelectorAll("#room-actions button")) {
  button.addEventListener("click", () => send(button.dataset.cmd));
}

connection.open();
