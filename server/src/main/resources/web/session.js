// The session itself: the greeting, logging in (and back in with the tab's resume token),
// answers and notices from the server, the command list, and goodbye.
import { dataTable, el } from "./dom.js";
import { refreshGames, turnNotice } from "./games.js";
import { offerGames } from "./lobby.js";
import { page, send } from "./page.js";
import { timerWarning } from "./room.js";
import { tourneyNews } from "./tourneys.js";
import { log, note, openDialog } from "./ui.js";

const $ = (id) => document.getElementById(id);
const RESUME_TRIES = 10;
let resumeTries = 0;
let connection = null;

/** The connection, for its resume token. */
export function wireSession(conn) {
  connection = conn;
}

function resumeLogin(resume) {
  resumeTries++;
  send(`/login ${resume.name} ${resume.token}`);
}

export function showLogin() {
  $("login").hidden = false;
  $("main").hidden = true;
  $("login-name").focus();
}

/** An object's fields as a short list of facts ("uptime seconds: 7200"), nested ones flattened. */
function facts(object) {
  const rows = [];
  for (const [k, v] of Object.entries(object)) {
    if (k === "ev" || k === "tag") continue;
    const label = k.replace(/([A-Z])/g, " $1").toLowerCase();
    rows.push([label, v !== null && typeof v === "object"
      ? Object.entries(v).map(([a, b]) => `${a} ${b}`).join(", ") || "none" : String(v)]);
  }
  return dataTable(null, ["What", "Now"], rows, { class: "facts-table" });
}

export const drawings = {
  welcome(e) {
    page.name = null;
    page.games = e.games || [];
    offerGames(page.games);
    $("status").title = `${e.server} ${e.version}, protocol ${e.protocol}`;
    const resume = connection && connection.resume();
    if (resume) {
      resumeTries = 0;
      resumeLogin(resume);
    } else {
      showLogin();
    }
  },

  login(e) {
    page.name = e.name;
    page.guest = !!e.guest;
    $("me").textContent = e.name + (e.guest ? " (guest)" : "");
    $("login").hidden = true;
    $("main").hidden = false;
    $("open-account").hidden = false;
    $("command").focus();
    // after a move only what changed, as a JSON Patch (protocol 3); room.js applies it to the
    // state it holds
    send("/set updates patch", null, { on: { info() {} } });
    send("/channels");
    send("/ignore");
    if (!e.guest) send("/notify");
    refreshGames();
  },

  /** An error no button or form of the page caused (typed, or before the login). */
  error(e) {
    const resume = connection && connection.resume();
    if (!page.name && resume && e.code === "NAME_TAKEN" && resumeTries < RESUME_TRIES) {
      // The connection this tab had a moment ago (before a reload) may not be gone yet.
      setTimeout(() => resumeLogin(resume), 1000);
      return;
    }
    if (!page.name) {
      if (resume) connection.forget();
      showLogin();
      $("login-error").textContent = e.message;
      return;
    }
    log(e.message, "error");
  },

  info(e, req) {
    const text = (e.lines || []).join(" ");
    // a confirmation beside the button or form that asked; what was typed is answered in the log
    if (req && req.origin && !req.typed) note(req.origin, text, "ok");
    for (const line of e.lines || []) log(line, "info");
  },

  notice(e) {
    if (e.kind === "turn") {
      turnNotice(e);
      return;
    }
    // The timer's warning to the mover begins with the seconds left ("10 seconds left for ...").
    const left = e.kind === "timer" && /^(\d+) seconds left/.exec(e.message || "");
    if (left) timerWarning(Number(left[1]));
    if (e.kind === "tourney") tourneyNews();
    log(e.message, "notice");
  },

  pong(e) {
    log(`The server answers (its time: ${new Date(e.time).toLocaleTimeString()}).`, "quiet");
  },

  bye(e) {
    log(`Goodbye: ${e.reason}`, "error");
  },

  whereis(e) {
    log(e.room ? `${e.name} is in ${e.room}.` : `${e.name} is not online.`);
  },

  help(e) {
    const commands = dataTable("Every command (type it in the line at the bottom)", ["Command", "What it does"],
        (e.commands || []).map((c) => [el("code", {}, c.usage), `${c.summary}${(c.aliases || []).length
          ? ` Also: ${c.aliases.map((a) => `/${a}`).join(", ")}.` : ""}`]), { class: "help-table" });
    const details = (e.details || []).length ? el("div", {}, (e.details || []).map((d) => el("p", {}, d))) : null;
    openDialog("Help", el("div", {}, details ? null : shortcuts(), commands, details), { id: "help" });
  },

  stats(e) {
    log(el("details", { open: true }, el("summary", {}, "Server figures"), facts(e)), "info");
  },
};

/** The page's keyboard shortcuts, for the help dialog. */
function shortcuts() {
  return el("section", {}, el("h3", {}, "Keyboard"), el("dl", { class: "legend" },
      [["m", "to your first move on the table (then Tab and Shift+Tab, or the arrow keys, between moves)"],
        ["Enter or Space", "plays the move in focus (or asks first, with \u201cconfirm moves\u201d on)"],
        ["Escape", "cancels a move waiting for confirmation, closes a dialog"],
        ["?", "the rules of the game at this table"],
        ["c", "to the line at the bottom, to chat or type a command"],
        ["l", "back to the lobby"]].map(([k, v]) => [el("dt", {}, el("kbd", {}, k)), el("dd", {}, v)])));
}
