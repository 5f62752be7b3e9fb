// Every event the server sends has one drawing here, by its kind ("ev"), from the module that
// owns that part of the page: nothing reaches the page as raw JSON. A tagged answer goes where its
// request asked (an error beside the button or form that caused it); an event of a kind the page
// does not know yet is shown as a readable outline, marked "undrawn", and a test fails on it.
import { drawings as channels } from "./channels.js";
import { el } from "./dom.js";
import { drawings as games } from "./games.js";
import { drawings as lobby } from "./lobby.js";
import { finish, page, requestOf } from "./page.js";
import { drawings as people } from "./people.js";
import { drawings as replay } from "./replay.js";
import { drawings as room, moveError } from "./room.js";
import { drawings as session } from "./session.js";
import { drawings as talk } from "./talk.js";
import { drawings as tourneys } from "./tourneys.js";
import { clearNote, log, note } from "./ui.js";

/** One drawing per event kind. */
export const DRAWINGS = {
  ...session, ...talk, ...lobby, ...channels, ...people, ...room, ...replay, ...games, ...tourneys,
  /** A request succeeded: its confirmation beside its button, and what it does next. */
  ok(e, req) {
    if (!req) return;
    if (req.confirm) {
      note(req.origin, req.confirm, "ok");
    } else if (req.origin && req.origin.tagName !== "FORM") {
      clearNote(req.origin);
    }
    if (req.onOk) req.onOk();
  },
};

/** The kinds the page draws, for its tests. */
export function drawnKinds() {
  return Object.keys(DRAWINGS);
}

/** Draws one event the server sent. */
export function handle(event) {
  const req = requestOf(event);
  if (event.ev === "ok" || event.ev === "error") finish(event);
  if (event.ev === "error" && req && page.name) {
    if (req.move) {
      moveError(req, event.message);
      return;
    }
    if (note(req.origin, event.message)) {
      log(event.message, "error");
      return;
    }
  }
  const own = req && req.on && req.on[event.ev];
  const drawing = own || DRAWINGS[event.ev];
  if (!drawing) {
    undrawn(event);
    return;
  }
  try {
    drawing(event, req);
  } catch (e) {
    console.error(`drawing a ${event.ev} event failed`, e);
    log(el("span", {}, `The page could not show a ${event.ev} event (${e.message}): `, outline(event)), "error undrawn-failed");
  }
}

/** A kind the page does not know: its fields, readable, never as JSON. */
function undrawn(event) {
  log(el("span", { class: "undrawn", "data-ev": event.ev }, `The server says (${event.ev}): `, outline(event)), "info");
}

function outline(event) {
  return Object.entries(event).filter(([k]) => k !== "ev" && k !== "tag").map(([k, v]) =>
    `${k} ${v !== null && typeof v === "object" ? flat(v) : v}`).join("; ");
}

function flat(v) {
  if (Array.isArray(v)) return v.map((x) => (x !== null && typeof x === "object" ? `(${flat(x)})` : x)).join(", ");
  return Object.entries(v).map(([k, x]) => `${k} ${x !== null && typeof x === "object" ? `(${flat(x)})` : x}`).join(", ");
}
