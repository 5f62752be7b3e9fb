// The trick game's table: the suit power, the trick, the players and your hand, as cards.
import { el, seatName } from "./dom.js";

const COLOURS = { R: "red", Y: "yellow", B: "blue", P: "pass" };

/** A card such as "Y5" or "P" as a card; clickable when play is given. */
export function card(code, play) {
  const colour = COLOURS[code[0]] || "other";
  // A colour alone (the suit power stack) shows its letter.
  const value = code === "P" ? "pass" : code.length === 1 ? code : code.slice(1);
  const attrs = { class: `card ${colour}`, title: code, "data-card": code };
  if (play) {
    attrs.class += " legal";
    attrs.onclick = () => play(code);
    return el("button", { ...attrs, type: "button", "aria-label": `play ${code}` }, value);
  }
  return el("span", attrs, value);
}

/** The trick game's view as its table. */
export function trickTable(view, legal, names, play) {
  const name = (seat) => seatName(names, seat);
  const legalSet = new Set(legal);
  const root = el("div", { class: "tricks" });
  root.append(el("p", {}, `Round ${view.round}, trick ${view.trick}. `,
      "Suit power (strongest first): ", ...(view.suitPower || []).map((c) => card(c)),
      view.startingColour ? ` To follow: ${COLOURS[view.startingColour]}.` : ""));
  const trick = el("div", { class: "trick", "aria-label": "current trick" });
  for (const p of view.currentTrick || []) {
    trick.append(el("figure", {}, card(p.card), el("figcaption", {}, name(p.seat))));
  }
  root.append(el("h3", {}, "Trick"), trick);
  if ((view.lastTrick || []).length) {
    root.append(el("p", { class: "last" }, "Last trick: ",
        ...view.lastTrick.map((p) => card(p.card)), ` won by ${name(view.lastTrickWinner)}`));
  }
  const players = el("table", { class: "players" },
      el("tr", {}, el("th", {}, "Player"), el("th", {}, "Tricks"), el("th", {}, "Pass cards"),
          el("th", {}, "Cards"), el("th", {}, "Score")));
  for (const p of view.players || []) {
    const row = el("tr", { class: p.seat === view.turn ? "turn" : "" }, el("td", {}, name(p.seat)),
        el("td", {}, p.tricks), el("td", {}, p.passCards), el("td", {}, p.handSize), el("td", {}, p.score));
    players.append(row);
  }
  root.append(players);
  if (view.hand) {
    const hand = el("div", { class: "hand", "aria-label": "your hand" });
    let passOffered = false;
    for (const c of view.hand) {
      const playable = legalSet.has(c) && !(c === "P" && passOffered);
      if (c === "P" && playable) passOffered = true;
      hand.append(card(c, playable ? play : null));
    }
    root.append(el("h3", {}, "Your hand"), hand);
  }
  if ((view.leftovers || []).length) {
    root.append(el("p", {}, "Face up, not dealt: ", ...view.leftovers.map((c) => card(c))));
  }
  return root;
}
