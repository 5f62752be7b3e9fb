// What people say: the room's chat, actions, whispers (a click on a name answers), and who
// comes and goes.
import { el, someNames } from "./dom.js";
import { page } from "./page.js";
import { refreshPeople } from "./lobby.js";
import { log } from "./ui.js";

const $ = (id) => document.getElementById(id);

/** Puts "/tell name " in the command line, ready to whisper. */
export function whisperTo(name) {
  $("command").value = `/tell ${name} `;
  $("command").focus();
}

function who(name) {
  return el("button", { type: "button", class: "link who", title: `whisper to ${name}`, onclick: () => whisperTo(name) }, name);
}

export const drawings = {
  chat(e) {
    log(el("span", {}, who(e.from), `: ${e.text}`), "chat");
  },

  me(e) {
    log(el("span", {}, "* ", who(e.from), ` ${e.text}`), "chat");
  },

  tell(e) {
    if (e.echo) {
      log(el("span", {}, `You whisper to `, who(e.to), `: ${e.text}${e.away ? ` (${e.to} is away: ${e.away})` : ""}`), "tell");
    } else {
      log(el("span", {}, who(e.from), ` whispers: ${e.text}`), "tell");
    }
  },

  enter(e) {
    log(`${e.name} comes in.`, "quiet");
    if (page.room === "lobby") refreshPeople();
  },

  leave(e) {
    log(`${e.name} leaves${e.reason ? ` (${e.reason})` : ""}.`, "quiet");
    if (page.room === "lobby") refreshPeople();
  },

  // a crowded room's comings and goings over a second, in one line
  comings(e) {
    const some = (names, count) => someNames(names, count - names.length);
    const parts = [];
    if (e.entered > 0) parts.push(`${e.entered} came in (${some(e.came || [], e.entered)})`);
    if (e.left > 0) parts.push(`${e.left} left (${some(e.went || [], e.left)})`);
    log(`${parts.join("; ")}.`, "quiet");
    if (page.room === "lobby") refreshPeople();
  },
};
