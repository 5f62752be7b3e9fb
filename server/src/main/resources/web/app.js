// La Mancha in a browser: the lobby, the rooms and their tables, chat and channels, people and
// their records, over the same protocol as telnet players and bots (JSON lines over a WebSocket).
// This module starts the page and wires its fixed controls and keyboard; every event the server
// sends is drawn by events.js.
import { openAccount, openSettings } from "./account.js";
import { channelOfTab, wireChannels } from "./channels.js";
import { Connection } from "./connection.js";
import { handle } from "./events.js";
import { onlineNames, wireLobby } from "./lobby.js";
import { connectWire, forgetRequests, onNotConnected, page, send } from "./page.js";
import { openReplaysWith } from "./people.js";
import { closeReplay, openReplay, replaying, stepBy } from "./replay.js";
import { hideConfirm, confirmKeys, showView, wireRoom } from "./room.js";
import { openRules } from "./rules.js";
import { wireTourneys } from "./tourneys.js";
import { wireSession } from "./session.js";
import { closeDialog, log, note, selectedTab, setOnline, tab } from "./ui.js";

const $ = (id) => document.getElementById(id);

const connection = new Connection(handle, (state, text) => {
  page.connected = state === "connected";
  $("status").textContent = text;
  if (state === "connected") {
    setOnline(true);
  } else {
    forgetRequests();
    hideConfirm();
    setOnline(false, state === "final" ? `Disconnected: ${text}`
      : `Not connected: ${text}. Nothing can be clicked until the page is back; it logs in again by itself.`);
  }
});
connectWire((line) => connection.send(line));
onNotConnected((origin) => {
  if (!note(origin, "Not connected; that was not sent.")) log("Not connected; that was not sent.", "error");
});
wireSession(connection);

tab("chat", "Lobby chat");
wireLobby();
wireChannels();
wireTourneys();
wireRoom(onlineNames);
openReplaysWith(openReplay);

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
  if (!line.trim()) return;
  const channel = channelOfTab(selectedTab());
  // plain text in a channel's tab is said in that channel
  send(channel && !line.startsWith("/") && !line.startsWith(";") ? `/gtell ${channel} ${line}` : line, ev.currentTarget,
      { typed: true });
  $("command").value = "";
});

$("to-lobby").addEventListener("click", () => {
  if (replaying()) closeReplay();
  if (page.room !== "lobby") send("/room lobby", $("to-lobby"));
  else showView("lobby");
});
$("open-rules").addEventListener("click", () => openRules());
$("room-rules").addEventListener("click", () => openRules(page.game));
$("open-account").addEventListener("click", openAccount);
$("open-settings").addEventListener("click", openSettings);
$("open-help").addEventListener("click", (ev) => send("/help", ev.currentTarget));
$("dialog-close").addEventListener("click", () => closeDialog());
$("top-form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  send(`/top ${$("top-game").value}${$("top-all").checked ? " all" : ""}`, ev.currentTarget);
});
$("history-form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  send(`/history ${$("history-name").value.trim()}`.trim(), ev.currentTarget);
});

/** The legal moves drawn on the table, in the order they are drawn. */
function tableMoves() {
  return [...document.querySelectorAll("#table button.legal")];
}

document.addEventListener("keydown", (ev) => {
  if (ev.defaultPrevented || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  if (confirmKeys(ev)) {
    ev.preventDefault();
    return;
  }
  const typing = ev.target.closest && ev.target.closest("input, select, textarea");
  if (typing || $("dialog").open || !page.name) return;
  const moves = tableMoves();
  const at = moves.indexOf(document.activeElement);
  if (at >= 0 && (ev.key === "ArrowRight" || ev.key === "ArrowLeft")) {
    moves[(at + (ev.key === "ArrowRight" ? 1 : moves.length - 1)) % moves.length].focus();
    ev.preventDefault();
  } else if (replaying() && (ev.key === "ArrowRight" || ev.key === "ArrowLeft")) {
    stepBy(ev.key === "ArrowRight" ? 1 : -1);
    ev.preventDefault();
  } else if (ev.key === "m" && moves.length) {
    moves[0].focus();
    ev.preventDefault();
  } else if (ev.key === "?") {
    openRules(page.game || undefined);
    ev.preventDefault();
  } else if (ev.key === "c") {
    $("command").focus();
    ev.preventDefault();
  } else if (ev.key === "l" && page.room !== "lobby") {
    send("/room lobby");
    ev.preventDefault();
  }
});

connection.open();
