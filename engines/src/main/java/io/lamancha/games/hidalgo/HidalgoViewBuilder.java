package io.lamancha.games.hidalgo;

import io.lamancha.games.hidalgo.HidalgoView.AdventureView;
import io.lamancha.games.hidalgo.HidalgoView.CardView;
import io.lamancha.games.hidalgo.HidalgoView.PlayerView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Builds a viewer's {@link HidalgoView} from the state, copying only what that viewer may see. */
final class HidalgoViewBuilder {

    private HidalgoViewBuilder() {
    }

    static HidalgoView build(HidalgoState st, int viewer) {
        boolean over = st.phase == Phase.OVER;
        boolean seated = viewer >= 0;
        List<PlayerView> players = new ArrayList<>();
        for (int s = 0; s < st.seats; s++) {
            players.add(player(st, s, over || s == viewer));
        }
        List<String> centre = new ArrayList<>();
        st.itemsOf(ItemToken.CENTRE).forEach(t -> centre.add(t.label()));
        ResolvedAdventure last = st.lastResolved;
        HidalgoView.RevealView reveal;
        if (st.round.revealed) {
            reveal = reveal(st.data, st.current, st.round, st.startPlayer, null);
        } else {
            reveal = last == null ? null
                    : reveal(st.data, last.adventure(), last.round(), last.startPlayer(), last.outcome());
        }
        return new HidalgoView(viewer, st.phase.name().toLowerCase(Locale.ROOT), List.copyOf(LegalMoves.awaited(st)),
                WaitingFor.describe(st), question(st), st.side.name(), st.chapter,
                Math.min(st.adventureInChapter + 1, st.perChapter.get(st.chapter - 1)),
                st.perChapter.get(st.chapter - 1), st.startPlayer, st.startDrawn, st.riversActive(), track(st),
                adventures(st, st.pool), st.current == null ? null : st.data.viewParts().adventure(st.current),
                List.copyOf(st.story), List.copyOf(st.adventureDiscard), st.adventureDeck.size(),
                st.characterDeck.size(), st.characterDiscard.size(), st.centreDiamonds, centre, players, reveal,
                seated ? cards(st, st.hands.get(viewer).cards()) : null,
                seated ? objective(st, viewer) : null,
                seated ? mine(st, viewer) : null,
                seated ? LegalMoves.of(st, viewer) : null,
                over ? st.scores : null, over ? st.winners : null);
    }

    private static HidalgoView.QuestionView question(HidalgoState st) {
        switch (st.phase) {
            case ABILITY:
                Pending.Step step = st.pending.currentStep();
                return new HidalgoView.QuestionView(step.seat(), step.ability().key(), step.copied());
            case ZAP_SHIELD:
                return new HidalgoView.QuestionView(st.pending.currentStep().seat(), "zap", false);
            case STEAL_SHIELD:
                return new HidalgoView.QuestionView(st.pending.currentStep().seat(), st.pending.stealThing, false);
            case POISON_SHIELD:
                return new HidalgoView.QuestionView(st.round.poisonUser, "poison", false);
            default:
                return null;
        }
    }

    private static PlayerView player(HidalgoState st, int s, boolean open) {
        List<String> items = new ArrayList<>();
        st.itemsOf(s).forEach(t -> items.add(t.label()));
        boolean played = st.phase == Phase.PLAY && st.round.submitted[s];
        return new PlayerView(s, st.diamonds[s], items, st.hands.get(s).size(), st.piles.get(s).size(), played,
                st.round.blind[s], open ? cards(st, st.piles.get(s)) : null, open ? objective(st, s) : null);
    }

    private static HidalgoView.MineView mine(HidalgoState st, int seat) {
        Round r = st.round;
        List<String> items = new ArrayList<>();
        r.donkeys.get(seat).forEach(p -> items.add("donkey " + (p ? "+" : "-")));
        if (r.tent[seat]) {
            items.add("tent");
        }
        String play = null;
        if (r.blind[seat]) {
            play = "blind";
        } else if (r.play[seat] != null) {
            play = "C" + r.play[seat];
        }
        List<String> marked = st.phase == Phase.CHAPTER_DISCARD
                ? LegalMoves.cardCodes(new ArrayList<>(st.pending.marked.get(seat))) : List.of();
        return new HidalgoView.MineView(items, play, marked);
    }

    /**
     * The revealed plays of a round, clockwise from its start player; resolved once the vote is
     * counted, when {@code outcome} is its story entry (null before).
     */
    private static HidalgoView.RevealView reveal(HidalgoData data, String adventure, Round r, int startPlayer,
                                                 StoryEntry outcome) {
        List<HidalgoView.PlayView> plays = new ArrayList<>();
        List<HidalgoView.DonkeyView> donkeys = new ArrayList<>();
        int seats = r.play.length;
        for (int i = 0; i < seats; i++) {
            int s = (startPlayer + i) % seats;
            Integer c = r.play[s];
            plays.add(new HidalgoView.PlayView(s, c == null ? null : data.viewParts().card(c), r.blind[s],
                    r.zapped[s],
                    HidalgoRules.zapProtected(data, r, s), r.copied[s] == null ? null : "C" + r.copied[s]));
            r.donkeys.get(s).forEach(p -> donkeys.add(new HidalgoView.DonkeyView(s, p)));
        }
        int[] votes = VoteAndCleanup.tally(data.adventure(adventure), data, r);
        String told = outcome == null ? null : (outcome.success() ? "success: " : "failure: ") + outcome.token() + " "
                + outcome.from() + " -> " + outcome.to();
        return new HidalgoView.RevealView(adventure, outcome != null, plays, donkeys, r.adventureZapped, votes[0],
                votes[1], told);
    }

    private static HidalgoView.TrackView track(HidalgoState st) {
        List<HidalgoView.RiverView> rivers = new ArrayList<>();
        new java.util.TreeMap<>(st.side.rivers()).forEach((f, t) -> rivers.add(new HidalgoView.RiverView(f, t)));
        Map<String, Integer> positions = new LinkedHashMap<>();
        Map<String, Integer> values = new LinkedHashMap<>();
        for (Token t : Token.values()) {
            positions.put(t.key(), st.track.position(t));
            values.put(t.key(), st.track.value(t));
        }
        return new HidalgoView.TrackView(st.side.points(), rivers, positions, values);
    }

    static List<AdventureView> adventures(HidalgoState st, List<String> ids) {
        List<AdventureView> out = new ArrayList<>();
        ids.forEach(id -> out.add(st.data.viewParts().adventure(id)));
        return out;
    }

    static AdventureView adventure(Adventure a) {
        return new AdventureView(a.id(), a.name(), a.ref(), a.plus(), a.minus(),
                a.success().token().key() + " " + a.success().steps(),
                a.failure().token().key() + " " + a.failure().steps());
    }

    static List<CardView> cards(HidalgoState st, List<Integer> ids) {
        List<CardView> out = new ArrayList<>();
        new java.util.TreeSet<>(ids).forEach(id -> out.add(st.data.viewParts().card(id)));
        return out;
    }

    static CardView card(CharacterCard c) {
        CharacterCard.Scoring s = c.scoring();
        String scoring;
        switch (s.type()) {
            case PER_DIAMOND_HELD:
                scoring = s.points() + " per diamond held";
                break;
            case PER_CARD_PAIR:
                scoring = s.points() + " per " + s.tokens().get(0).key() + " and " + s.tokens().get(1).key()
                        + " pair";
                break;
            default:
                scoring = "value of " + c.token().key();
                break;
        }
        return new CardView(c.code(), c.name(), c.plus(), c.minus(), c.token() == null ? null : c.token().key(),
                c.ability().key(), scoring);
    }

    private static HidalgoView.ObjectiveView objective(HidalgoState st, int seat) {
        return st.data.viewParts().objective(st.objectives[seat]);
    }
}
