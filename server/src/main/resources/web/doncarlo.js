// Don Carlo's table: the countries (or the cooperative row of tasks) with each family's agents,
// the families' standing, and your hand as number cards; the code names you may send are buttons
// in the country they go to, and the cards you may put under your stockpile a button a set.
import { clickable, el, seatName } from "./dom.js";

/** Don Carlo's view as its table; play sends a legal move. */
export function donCarloTable(view, legal, names, play) {
  const legalSet = new Set(legal);
  const coop = view.variant === "coop";
  const root = el("div", { class: "doncarlo" });
  root.append(el("p", {}, coop ? coopHeadline(view) : `Don Carlo, each family for itself.${phaseNote(view)}`));
  const countries = el("div", { class: "countries" });
  for (const c of coop ? view.row || [] : view.countries || []) {
    countries.append(country(c, view, legalSet, names, play));
  }
  root.append(countries);
  root.append(coop ? coopSeats(view, names) : families(view, names));
  if (view.hand) root.append(el("h3", {}, "Your hand"), hand(view.hand, legalSet, play));
  const putBack = legal.filter((m) => m.startsWith("back "));
  if (putBack.length) root.append(putBackChoices(putBack, play));
  if ((view.result || []).length) {
    root.append(el("ul", { class: "result" },
        ...view.result.map((line, seat) => el("li", {}, `${seatName(names, seat)}: ${line}`))));
  }
  return root;
}

function coopHeadline(view) {
  const row = view.row || [];
  const due = view.task < row.length ? ` Task ${view.task + 1} of ${row.length} is due.` : "";
  return `Don Carlo, all families together: ${view.outcome}.${due} Penalty cards: `
      + `${(view.penaltyCards || []).join(" ") || "none"} (the fourth loses). Draw pile: ${view.drawPile}.`;
}

function phaseNote(view) {
  return view.putBack ? ` Put ${view.putBack} of your cards under your stockpile.` : "";
}

/** A country with its agents, one line per family in order of first arrival. */
function country(c, view, legalSet, names, play) {
  const lead = c.leader >= 0 ? `led by ${seatName(names, c.leader)}` : "no agents yet";
  const needs = c.required ? `needs ${c.required}, ${c.agents.length} sent, ${c.state}` : `${c.points} pts, ${lead}`;
  const box = el("section", { class: `country${c.state ? " " + c.state : ""}`, "data-country": c.name },
      el("h4", {}, `${c.name} [${c.numbers}]`), el("p", { class: "about" }, needs));
  const bySeat = new Map();
  for (const a of c.agents || []) {
    if (!bySeat.has(a.seat)) bySeat.set(a.seat, []);
    bySeat.get(a.seat).push(a.code);
  }
  const list = el("ul", { class: "agents", "aria-label": `agents in ${c.name}` });
  for (const [seat, codes] of bySeat) {
    list.append(el("li", { class: `family f${seat}`, "data-seat": seat },
        el("span", { class: "who" }, seatName(names, seat)),
        ...codes.map((code) => el("span", { class: "agent" }, code))));
  }
  box.append(list);
  const sendable = codeNamesFor(c, view.codeNames).filter((m) => legalSet.has(m));
  if (sendable.length) {
    box.append(el("div", { class: "send" }, "Send: ",
        ...sendable.map((m) => clickable("span", { class: "agent" }, m, play, m))));
  }
  return box;
}

function codeNamesFor(c, codeNames) {
  const label = `${c.name} [`;
  const key = Object.keys(codeNames || {}).find((k) => k.startsWith(label));
  return key ? codeNames[key] : [];
}

function families(view, names) {
  const table = el("table", { class: "players" }, el("tr", {}, ...["Player", "Influence", "Bonus", "Country",
    "Total", "Stock", "Hand"].map((h) => el("th", {}, h))));
  for (const s of view.seats || []) {
    const awaited = (view.awaited || []).includes(s.seat);
    const hand = s.openHand ? `${s.handSize} open: ${s.openHand.join(" ")}` : s.handSize;
    table.append(el("tr", { class: `f${s.seat}${awaited ? " turn" : ""}` },
        el("td", {}, seatName(names, s.seat) + (s.out ? " (out)" : "")), el("td", {}, s.influence),
        el("td", {}, s.bonus), el("td", {}, s.country), el("td", {}, s.total), el("td", {}, s.stock),
        el("td", {}, hand)));
  }
  return table;
}

function coopSeats(view, names) {
  return el("p", { class: "players" }, "Cards in hand: ", (view.handSizes || []).map((n, seat) =>
    `${seatName(names, seat)} ${n}${(view.awaited || []).includes(seat) ? " (to move)" : ""}`).join(", "));
}

/** Your number cards; a card is clickable when laying it as a penalty card is legal. */
function hand(cards, legalSet, play) {
  const row = el("div", { class: "hand", "aria-label": "your hand" });
  const offered = new Set();
  for (const n of cards) {
    const move = `penalty ${n}`;
    const legal = legalSet.has(move) && !offered.has(move);
    if (legal) offered.add(move);
    row.append(clickable("span", { class: "card number", "data-card": n }, legal ? move : null, play, n));
  }
  return row;
}

/** Each set of cards you may put under your stockpile ("back 5 6"), as a button of its cards. */
function putBackChoices(moves, play) {
  return el("div", { class: "put-back", "aria-label": "cards to put under your stockpile" },
      el("p", {}, "Put under your stockpile:"),
      ...moves.map((m) => clickable("span", { class: "choice" }, m, play,
          ...m.slice("back ".length).split(" ").map((n) => el("span", { class: "card number" }, n)))));
}
