// The game table, drawn from the JSON view of a state event. The trick game's cards are drawn
// as cards; every other game is shown as a tidy outline of its view, with the legal moves as
// buttons below it.

const COLOURS = { R: "red", Y: "yellow", B: "blue", P: "pass" };

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

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

/** Draws the state's table into container; names maps seats to names. */
export function drawTable(container, state, names, play) {
  container.replaceChildren();
  const view = state.view || {};
  if (state.game === "quixote-tricks") {
    container.append(trickTable(view, state.legal || [], names, play));
  } else {
    container.append(outline(view, names));
  }
}

function trickTable(view, legal, names, play) {
  const name = (seat) => names[seat] || `seat ${seat + 1}`;
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

/** Any view as nested lists, seats named: the fallback for games not drawn yet. */
export function outline(value, names, key = "") {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) {
      return el("span", {}, value.join(" "));
    }
    if (value.every((v) => v !== null && typeof v === "object" && !Array.isArray(v))) {
      return rows(value, names);
    }
    const list = el("ol", { start: 0 });
    value.forEach((v) => list.append(el("li", {}, outline(v, names))));
    return list;
  }
  if (value !== null && typeof value === "object") {
    const dl = el("dl", { class: "view" });
    for (const [k, v] of Object.entries(value)) {
      dl.append(el("dt", {}, k), el("dd", {}, outline(v, names, k)));
    }
    return dl;
  }
  if (typeof value === "number" && /seat|turn|leader|viewer|winner/i.test(key) && names[value]) {
    return el("span", {}, `${value} (${names[value]})`);
  }
  return el("span", {}, String(value));
}

/** A list of records (countries, players, cards) as a table, one column per field. */
function rows(records, names) {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const table = el("table", { class: "records" }, el("tr", {}, ...keys.map((k) => el("th", {}, k))));
  for (const r of records) {
    table.append(el("tr", {}, ...keys.map((k) => el("td", {}, k in r ? outline(r[k], names, k) : ""))));
  }
  return table;
}

export { el };
