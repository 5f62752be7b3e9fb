// What the page knows, shared by every part of it, and the one way its parts talk to the server:
// send() tags each line (#p7 /finger bob), so that the answer, and an error above all, is shown
// beside the button or form that caused it.

export const page = {
  name: null,
  guest: true,
  games: [],
  room: "lobby",
  game: null,
  title: "",
  roomState: "lobby",
  /** seat (from 0) -> name, at the table of the room */
  seats: {},
  /** the last state event of the table, and what its game's events told (see views.js) */
  state: null,
  story: null,
  /** the channels this page is in: name -> { mode, owner } */
  channels: new Map(),
  connected: false,
};

const wire = { send: () => false };
const pending = new Map();
let counter = 0;

/** Where lines go: the connection's send, which says whether the line left. */
export function connectWire(send) {
  wire.send = send;
}

/**
 * Sends a line to the server, tagged; {@code origin} (a button, a form) is where its error, or its
 * short confirmation, is shown. Returns the tag, or null when the page is not connected.
 */
export function send(line, origin = null, options = {}) {
  const tag = `p${++counter}`;
  if (!wire.send(`#${tag} ${line}`)) {
    notConnected(origin);
    return null;
  }
  pending.set(tag, { line, origin, ...options });
  return tag;
}

/** The request a tagged event answers, if this page sent it and it is not finished. */
export function requestOf(event) {
  return event.tag ? pending.get(event.tag) || null : null;
}

/** A request got its last line (ok or error): forgotten. */
export function finish(event) {
  const req = requestOf(event);
  if (req) pending.delete(event.tag);
  return req;
}

/** Every request still waiting: answered by nobody after the connection dropped. */
export function forgetRequests() {
  pending.clear();
}

let notConnected = () => {};

/** What to do when a line cannot leave (not connected). */
export function onNotConnected(handler) {
  notConnected = handler;
}
