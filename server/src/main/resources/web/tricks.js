// Don Quixote (2026), the trick game: the suit power, the trick (and the trick just won, with
// names, until the next one starts), the players and your hand, as cards; what a round pays;
// each round's scores as they are told.
import { dataTable, el, plural, seatName, signed } from "./dom.js";

const COLOURS = { R: "red", Y: "yellow", B: "blue", P: "pass" };
/** What a round pays for exactly this many tricks, by the number of players. */
const TARGET = { 3: 3, 4: 2, 5: 1 };

/** What a card is and does, for its tooltip. */
function about(code, power) {
  if (code === "P") return "A pass card: may be played at any time, never wins a trick; +1 point to whoever takes it.";
  const colour = COLOURS[code[0]];
  const place = power ? power.indexOf(code[0]) : -1;
  const rank = place < 0 ? "" : ` ${colour} is ${["strongest", "second", "weakest"][place]} in the suit power now.`;
  return `${colour[0].toUpperCase()}${colour.slice(1)} ${code.slice(1)}: a number card.${rank}`;
}

/** A card such as "Y5" or "P" as a card; a button that plays it when play is given. */
export function card(code, { play = null, power = null, move = null } = {}) {
  const colour = COLOURS[code[0]] || "other";
  const face = [el("span", { class: "rank" }, code === "P" ? "P" : code.slice(1)),
    el("span", { class: "suit" }, colour)];
  const attrs = { class: `card ${colour}`, title: about(code, power), "data-card": code };
  if (play) {
    const sent = move || code;
    return el("button", { ...attrs, class: `${attrs.class} legal`, type: "button", "data-move": sent,
      onclick: (ev) => play(sent, ev.currentTarget) }, face);
  }
  return el("span", attrs, face);
}

/** A colour of the suit power stack, as a small chip. */
function colourChip(c, place) {
  return el("span", { class: `chip ${COLOURS[c]}`, "data-colour": c,
    title: `${COLOURS[c]}: ${["strongest", "second", "weakest"][place]}; a colour that wins a trick drops to the bottom` },
  `${place + 1}. ${COLOURS[c]}`);
}

export const tricks = {
  id: "quixote-tricks",
  drawing: "tricks",

  newStory() {
    return { playing: [], completed: null, rounds: [] };
  },

  /** What the game's events say that its views do not keep: the trick just won, the rounds' scores. */
  remember(story, type, data) {
    if (type === "card_played") {
      if (story.playing.length && story.playing[0].trick !== data.trick) story.playing = [];
      story.playing.push({ seat: data.seat, card: data.card, trick: data.trick, round: data.round });
    } else if (type === "trick_won") {
      story.completed = { round: data.round, trick: data.trick, winner: data.seat, card: data.card,
        passCards: data.passCards, cards: story.playing.filter((p) => p.trick === data.trick) };
      story.playing = [];
    } else if (type === "round_scored") {
      story.rounds.push(data);
    }
  },

  draw(view, t) {
    const name = (seat) => seatName(t.names, seat);
    const power = view.suitPower || [];
    const root = el("div", { class: "tricks" });
    const target = TARGET[view.seats] || 1;
    root.append(el("div", { class: "facts" },
        el("p", {}, el("strong", {}, `Round ${view.round}, trick ${view.trick} of 7.`), " ",
            el("span", { class: "label" }, "Suit power, strongest first: "), power.map((c, i) => colourChip(c, i))),
        (view.leftovers || []).length ? el("p", {}, el("span", { class: "label",
          title: "Dealt to nobody this round: out of play until the next deal" }, "Face up, not dealt: "),
        view.leftovers.map((c) => card(c, { power }))) : null,
        el("p", { class: "pays" }, `A round pays 3 points for no tricks, 1 point for exactly ${plural(target, "trick")}, `
            + "and +1 per pass card in your tricks. 7 points or more ends the game.")));
    root.append(el("div", { class: "middle" }, trickArea(view, t.story, name, power), players(view, name)));
    if (view.hand) {
      const legal = new Set(t.legal);
      const hand = el("div", { class: "hand", role: "group", "aria-label": "your hand" });
      let passOffered = false;
      for (const c of view.hand) {
        const playable = legal.has(c) && !(c === "P" && passOffered);
        if (c === "P" && playable) passOffered = true;
        hand.append(card(c, { play: playable ? t.play : null, power }));
      }
      root.append(el("h3", {}, "Your hand"), hand);
    }
    return root;
  },

  decision(view, t) {
    if (!t.legal.length) return "";
    const follow = view.startingColour;
    if (!(view.currentTrick || []).length) return `You lead trick ${view.trick}: play any card.`;
    if (!follow) return "A pass card was led: play any card; the first number card sets the colour to follow.";
    const colour = COLOURS[follow];
    return t.legal.some((m) => m[0] === follow)
      ? `Follow ${colour}: play a ${colour} card, or a pass card.`
      : `You have no ${colour} card: play any card.`;
  },

  legend() {
    return [
      [card("R5"), "A number card: its colour (red, yellow, blue) and number. Within a colour the higher number wins."],
      [card("P"), "A pass card: may always be played, never wins; +1 point to whoever takes it in a trick."],
      [colourChip("Y", 0), "The suit power: the colour highest on it wins a trick, whatever was led. The winning colour drops to the bottom."],
      [el("span", { class: "card red legal" }, el("span", { class: "rank" }, "7")), "A card with a green ring may be played now: click it."],
      ["Tricks, Pass cards", "Tricks and pass cards taken this round; Last round: the points of the last round."],
    ];
  },

  roundResult(story, names) {
    const r = story.rounds[story.rounds.length - 1];
    if (!r) return null;
    return roundTable(r, names, `Round ${r.round} scored`);
  },

  results(view, story, names) {
    if (!story.rounds.length) return null;
    const seats = story.rounds[0].totals.length;
    const rows = [];
    for (let s = 0; s < seats; s++) {
      rows.push([seatName(names, s), ...story.rounds.map((r) => `${signed(r.points[s])} (${r.tricks[s]}t, ${r.passCards[s]}p)`),
        String(story.rounds[story.rounds.length - 1].totals[s])]);
    }
    return dataTable("Points per round (tricks, pass cards)", ["Player", ...story.rounds.map((r) => `Round ${r.round}`), "Total"],
        rows, { class: "players scores" });
  },
};

function roundTable(r, names, caption) {
  return dataTable(caption, ["Player", "Tricks", "Pass cards", "Points", "Total"],
      r.totals.map((total, s) => [seatName(names, s), String(r.tricks[s]), String(r.passCards[s]),
        signed(r.points[s]), String(total)]), { class: "players round-scores" });
}

/**
 * The trick on the table: the cards played so far, by whom; between tricks (also after a round's
 * last) the trick just won, with its winner, until the next card is played.
 */
function trickArea(view, story, name, power) {
  const current = view.currentTrick || [];
  const done = story && story.completed;
  const box = el("section", { class: "trick-area", "aria-label": "the trick" });
  if (current.length) {
    const follow = view.startingColour ? `colour to follow: ${COLOURS[view.startingColour]}` : "no colour to follow yet";
    box.append(el("h3", {}, `Trick ${view.trick}, led by ${name(view.leader)}; ${follow}`),
        figures(current, name, power, "current", -1));
    if (done) box.append(lastTrick(done, name, power));
  } else if (done) {
    box.append(el("h3", {}, `Trick ${done.trick}${done.trick === 7 ? ` (the last of round ${done.round})` : ""} `
        + `won by ${name(done.winner)} with ${done.card}${done.passCards ? `, ${plural(done.passCards, "pass card")}` : ""}`),
    figures(done.cards, name, power, "completed", done.winner, name(done.winner)),
    el("p", { class: "next" }, view.over ? "That was the last trick of the game."
      : `${name(view.leader)} leads trick ${view.trick}${view.trick === 1 ? ` of round ${view.round}` : ""}.`));
  } else {
    box.append(el("h3", {}, `Trick ${view.trick}`), el("p", { class: "next" },
        view.turn >= 0 ? `${name(view.leader)} leads.` : "The game is over."));
  }
  return box;
}

function figures(cards, name, power, kind, winner, winnerName = "") {
  return el("div", { class: `trick ${kind}`, "data-trick": kind, "data-winner": winnerName || false },
      cards.map((p) => el("figure", { class: p.seat === winner ? "winner" : false, "data-seat": p.seat },
          card(p.card, { power }), el("figcaption", {}, name(p.seat) + (p.seat === winner ? " (won)" : "")))));
}

function lastTrick(done, name, power) {
  return el("p", { class: "last", "data-trick": "last", "data-winner": name(done.winner) },
      `Last trick, won by ${name(done.winner)}: `,
      done.cards.map((p) => el("span", { class: "played" }, `${name(p.seat)} `, card(p.card, { power }))));
}

function players(view, name) {
  const rows = (view.players || []).map((p) => ({ attrs: { class: p.seat === view.turn ? "turn" : false,
    "data-seat": p.seat }, cells: [name(p.seat) + (p.seat === view.turn ? " (to play)" : ""),
    String(p.tricks), String(p.passCards), String(p.score), signed(p.lastRoundPoints), String(p.handSize)] }));
  return dataTable(null, ["Player", "Tricks", "Pass cards", "Score", "Last round", "Cards"], rows, { class: "players" });
}
