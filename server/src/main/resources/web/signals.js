// Telling a player it is their move: the tab's title, a short sound, and a browser notification
// while the tab is hidden (with permission). The settings that turn them off, and the one that
// asks before a move is sent, are kept in this browser.

const KEY = "lamancha.settings";
const DEFAULTS = { sound: true, notify: false, confirm: false };
const TITLE = "La Mancha";

export const settings = { ...DEFAULTS, ...read() };
/** How often each signal was given, for a person debugging and for the page's tests. */
export const signalled = { title: 0, sound: 0, notification: 0, turn: 0 };

function read() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) || {};
  } catch {
    return {};
  }
}

/** Changes a setting and keeps it. */
export function set(key, value) {
  settings[key] = value;
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // private mode: the setting holds for this page only
  }
}

/**
 * Asks for the browser's permission to notify; the setting is on only when it is given.
 * Resolves with whether it is.
 */
export async function askToNotify() {
  if (!("Notification" in window)) return false;
  const answer = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  set("notify", answer === "granted");
  return settings.notify;
}

let yourMove = false;

/**
 * The page's move state changed: {@code mine} is whether the viewer has a move to make now, with
 * {@code what} saying which game and room. Signals once when a move becomes the viewer's.
 */
export function moveState(mine, what) {
  if (mine === yourMove) return;
  yourMove = mine;
  document.title = mine ? `\u25B6 Your move - ${TITLE}` : TITLE;
  if (!mine) return;
  signalled.title++;
  chimeAndNotify(what, "lamancha-move");
}

/** The chime (unless off), and a browser notification saying {@code what} while the tab is hidden (if allowed). */
function chimeAndNotify(what, tag) {
  if (settings.sound) beep();
  if (settings.notify && document.visibilityState === "hidden" && "Notification" in window
      && Notification.permission === "granted") {
    signalled.notification++;
    const n = new Notification("La Mancha: your move", { body: what, tag });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  }
}

/**
 * A turn-based game waits for the viewer's move elsewhere (another room, or after a login): the
 * chime, and a browser notification while the tab is hidden, saying {@code what}.
 */
export function turnSignal(what) {
  signalled.turn++;
  chimeAndNotify(what, "lamancha-turn");
}

let audio = null;

/** A short, soft two-note chime (no file to load). */
function beep() {
  signalled.sound++;
  try {
    audio = audio || new AudioContext();
    const now = audio.currentTime;
    for (const [i, freq] of [[0, 660], [1, 880]]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.18);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.12);
      osc.stop(now + i * 0.12 + 0.2);
    }
  } catch {
    // no sound where the browser allows none
  }
}
