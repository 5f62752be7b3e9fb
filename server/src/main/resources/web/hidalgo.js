// The Hidalgo's table: the value track with its tokens and rivers, the adventure under way and
// the pool to pick from, the players' public side, the last plays, and your hand of character
// cards; a card or adventure you may play, pick, copy or discard is a button that does it. With
// a donkey or the tent to use, a choice of items above the hand says what a card is played with.
import { clickable, el, seatName } from "./dom.js";

// The items chosen for the next card (" donkey + tent"), kept from state to state while legal.
let itemChoice = "";

/** The Hidalgo's view as its table; play sends a legal move. */
export function hidalgoTable(view, legal, names, play) {
  const legalSet = new Set(legal);
  const root = el("div", { class: "hidalgo" });
  const waiting = (view.awaited || []).map((s) => seatName(names, s)).join(", ");
  const asked = waiting ? ` Waiting for ${waiting}: ${view.waitingFor}.` : "";
  root.append(el("p", {}, `Chapter ${view.chapter}, adventure ${view.adventureNumber} of `
      + `${view.adventuresInChapter}; ${seatName(names, view.startPlayer)} starts.${asked}`));
  root.append(track(view.track || {}, view.riversActive));
  if (view.current) root.append(el("h3", {}, "The adventure"), adventure(view.current, null, play));
  if ((view.pool || []).length) {
    root.append(el("h3", {}, "Adventures to pick from"), el("div", { class: "pool" },
        ...view.pool.map((a) => adventure(a, legalFor(legalSet, ["pick"], a.id), play))));
  }
  if (view.hand) root.append(el("h3", {}, "Your hand"), ...yourHand(view, legal, legalSet, play));
  if (view.reveal) root.append(reveal(view.reveal, legalSet, names, play));
  root.append(players(view, names));
  if (view.objective) {
    const how = view.objective.text.replace(/\.$/, "");
    root.append(el("p", { class: "objective" }, `Your objective: ${view.objective.name}, ${how}.`));
  }
  if ((view.scores || []).length) root.append(scores(view, names));
  return root;
}

/**
 * The hand, each card a button when it may be played or discarded; with items to use, first
 * the choice of them (none, a donkey +3 or -3, the tent...), which the cards are played with;
 * and a button for the blind card a poisoned player plays.
 */
function yourHand(view, legal, legalSet, play) {
  const marked = new Set((view.mine && view.mine.marked) || []);
  const mixes = itemMixes(legal);
  if (!mixes.includes(itemChoice)) itemChoice = "";
  const cards = el("div", { class: "hand", "aria-label": "your hand" });
  const draw = () => {
    const withItems = (id) => legalSet.has(`play ${id}${itemChoice}`) ? `play ${id}${itemChoice}` : null;
    const blind = withItems("blind");
    cards.replaceChildren(...view.hand.map((c) => character(c,
        withItems(c.id) || legalFor(legalSet, ["play", "discard"], c.id), play, marked.has(c.id))),
        ...(blind ? [clickable("span", { class: "hcard blind" }, blind, play, "Play the blind card")] : []));
  };
  draw();
  return mixes.length > 1 ? [itemChooser(mixes, draw), cards] : [cards];
}

/** What the legal plays may add to their card, in their order: "", " donkey +", " tent"... */
function itemMixes(legal) {
  const mixes = [];
  for (const m of legal) {
    const play = /^play (?:C\d+|blind)(.*)$/.exec(m);
    if (play && !mixes.includes(play[1])) mixes.push(play[1]);
  }
  return mixes;
}

/** One radio button per mix of items; choosing one draws the hand again with it. */
function itemChooser(mixes, changed) {
  const choose = (mix) => () => {
    itemChoice = mix;
    changed();
  };
  return el("fieldset", { class: "items" }, el("legend", {}, "Play your card with"),
      ...mixes.map((mix) => el("label", {}, el("input", { type: "radio", name: "items", value: mix.trim(),
        ...(mix === itemChoice ? { checked: "" } : {}), onchange: choose(mix) }), ` ${mixLabel(mix)}`)));
}

/** " donkey + donkey - tent" as "a donkey +3, a donkey \u22123, the tent". */
function mixLabel(mix) {
  const parts = mix.trim().replace(/donkey ([+-])/g, (_, sign) => `donkey${sign}`).split(" ")
      .filter((w) => w).map((w) => (w === "tent" ? "the tent"
        : `a donkey ${w.endsWith("+") ? "+3" : "\u22123"}`));
  return parts.length ? parts.join(", ") : "no item";
}

/** The move that does verb (the first verb legal) with this card or adventure id, if any. */
function legalFor(legalSet, verbs, id) {
  return verbs.map((v) => `${v} ${id}`).find((m) => legalSet.has(m)) || null;
}

/** The value track: one space per point value, each token on its space, the rivers marked. */
function track(t, riversActive) {
  const at = new Map();
  for (const [token, space] of Object.entries(t.positions || {})) {
    if (!at.has(space)) at.set(space, []);
    at.get(space).push(token);
  }
  const rivers = new Map((t.rivers || []).map((r) => [r.from, r.to]));
  const list = el("ol", { class: "track", start: 0, "aria-label": "value track" });
  (t.points || []).forEach((points, space) => {
    const river = rivers.has(space) ? el("span", { class: `river${riversActive ? " active" : ""}`,
      title: `river to space ${rivers.get(space)}` }, `\u2192${rivers.get(space)}`) : "";
    list.append(el("li", { class: "space", "data-space": space }, el("span", { class: "points" }, points), river,
        ...(at.get(space) || []).map((token) => el("span", { class: `token ${token}`, "data-token": token },
            `${token} ${t.values[token]}`))));
  });
  return el("div", { class: "track-box" }, el("h3", {}, "Value track"), list);
}

function adventure(a, move, play) {
  return clickable("div", { class: "adventure", "data-adventure": a.id },
      move, play, el("strong", {}, `${a.id} ${a.name}`), ` (${a.ref}) +${a.plus} \u2212${a.minus}`,
      el("br"), `success: ${a.success}; failure: ${a.failure}`);
}

/** A character card: its votes, what it scores with and its ability. */
function character(c, move, play, marked) {
  const ability = c.ability && c.ability !== "none" ? `, ${c.ability.replaceAll("_", " ")}` : "";
  return clickable("div", { class: `hcard${marked ? " marked" : ""}`, "data-card": c.id }, move, play,
      el("strong", {}, c.name), el("span", { class: "votes" }, `+${c.plus} \u2212${c.minus}`),
      el("span", {}, `${c.id}: ${c.token ? c.token : c.scoring}${ability}`));
}

function reveal(r, legalSet, names, play) {
  const plays = el("ul", { class: "plays" });
  for (const p of r.plays || []) {
    const what = p.card ? character(p.card, legalFor(legalSet, ["copy"], p.card.id), play, false)
        : el("span", {}, "no card");
    const notes = [p.blind ? "blind" : "", p.zapped ? "zapped" : "", p.copied ? `copies ${p.copied}` : ""]
        .filter((n) => n).join(", ");
    plays.append(el("li", {}, `${seatName(names, p.seat)}${notes ? ` (${notes})` : ""}: `, what));
  }
  const outcome = r.outcome ? ` ${r.outcome}.` : "";
  const heading = `Played on ${r.adventure}: +${r.plus} \u2212${r.minus}.${outcome}`;
  return el("div", { class: "reveal" }, el("h3", {}, heading), plays);
}

function players(view, names) {
  const table = el("table", { class: "players" }, el("tr", {}, ...["Player", "Diamonds", "Items", "Hand",
    "Pile", "Played"].map((h) => el("th", {}, h))));
  for (const p of view.players || []) {
    table.append(el("tr", { class: (view.awaited || []).includes(p.seat) ? "turn" : "" },
        el("td", {}, seatName(names, p.seat)), el("td", {}, p.diamonds),
        el("td", {}, (p.items || []).join(", ")), el("td", {}, p.handSize), el("td", {}, p.pileSize),
        el("td", {}, p.played ? "yes" : p.blind ? "blind" : "")));
  }
  const items = (view.centreItems || []).join(", ") || "no items";
  return el("div", {}, el("p", {}, `Centre: ${view.centreDiamonds} diamonds; ${items}.`), table);
}

function scores(view, names) {
  const table = el("table", { class: "players scores" }, el("tr", {}, ...["Player", "Cards", "Don Diego",
    "Diamonds", "Objective", "Total"].map((h) => el("th", {}, h))));
  for (const s of view.scores) {
    const winner = (view.winners || []).includes(s.seat) ? " (wins)" : "";
    table.append(el("tr", {}, el("td", {}, seatName(names, s.seat) + winner), el("td", {}, s.cards),
        el("td", {}, s.donDiego), el("td", {}, s.diamonds), el("td", {}, s.objective), el("td", {}, s.total)));
  }
  return table;
}
