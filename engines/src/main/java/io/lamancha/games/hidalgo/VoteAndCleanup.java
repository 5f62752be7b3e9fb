package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;
import java.util.ArrayList;
import java.util.List;

/** VOTE and CLEANUP, then the end of chapter I or of the game (docs/games/hidalgo.md, "How the game goes"). */
final class VoteAndCleanup {

    /** The votes a donkey adds, for or against. */
    private static final int DONKEY_VOTES = 3;

    private final HidalgoState st;
    private final EventSink events;
    private final Procedure procedure;

    VoteAndCleanup(HidalgoState st, EventSink events, Procedure procedure) {
        this.st = st;
        this.events = events;
        this.procedure = procedure;
    }

    /** Counted votes: plus and minus of unzapped cards, the unzapped adventure and the donkeys. */
    static int[] tally(Adventure a, HidalgoData data, Round r) {
        int plus = r.adventureZapped ? 0 : a.plus();
        int minus = r.adventureZapped ? 0 : a.minus();
        for (int s = 0; s < r.play.length; s++) {
            if (r.play[s] != null && !r.zapped[s]) {
                plus += data.card(r.play[s]).plus();
                minus += data.card(r.play[s]).minus();
            }
            for (boolean p : r.donkeys.get(s)) {
                plus += p ? DONKEY_VOTES : 0;
                minus += p ? 0 : DONKEY_VOTES;
            }
        }
        return new int[] {plus, minus};
    }

    void run() {
        Adventure a = st.data.adventure(st.current);
        int[] votes = tally(a, st.data, st.round);
        boolean success = votes[0] > votes[1];
        Adventure.Outcome o = success ? a.success() : a.failure();
        int from = st.track.position(o.token());
        st.track = st.track.move(o.token(), o.steps(), st.riversActive());
        int to = st.track.position(o.token());
        StoryEntry entry = new StoryEntry(st.chapter, a.id(), a.name(), a.ref(), votes[0], votes[1], success,
                o.token().key(), o.steps(), from, to);
        st.story.add(entry);
        events.add(() -> HidalgoChapterEvent.Voted.of(entry));
        st.lastResolved = new ResolvedAdventure(st.current, st.round, st.startPlayer, entry);
        cleanup();
    }

    private void cleanup() {
        for (int s = 0; s < st.seats; s++) {
            if (st.round.play[s] != null) {
                st.piles.get(s).add(st.round.play[s]);
            }
        }
        st.current = null;
        st.startPlayer = st.left(st.startPlayer);
        st.adventureInChapter++;
        if (st.adventureInChapter < st.perChapter.get(st.chapter - 1)) {
            procedure.beginAdventure();
            return;
        }
        // no adventure until the next chapter: a round with nothing played and no item usable
        st.round = new Round(st.seats, List.of());
        if (st.chapter < st.perChapter.size()) {
            endChapter();
        } else {
            endGame();
        }
    }

    private void endChapter() {
        st.removedAdventures.addAll(st.pool);
        st.pool.clear();
        for (int i = 0; i < st.data.setup().poolSize(); i++) {
            String a = st.drawAdventure();
            if (a != null) {
                st.pool.add(a);
            }
        }
        events.add(() -> new HidalgoChapterEvent.ChapterEnded(st.chapter, st.pool));
        st.pending.startChapterDiscard(st.seats);
        st.phase = Phase.CHAPTER_DISCARD;
    }

    /** Once every seat has finished discarding: discard, draw back up, start the next chapter. */
    void finishChapterDiscard() {
        for (int s = 0; s < st.seats; s++) {
            List<Integer> marked = new ArrayList<>(st.pending.marked.get(s));
            st.hands.get(s).removeAll(marked);
            st.characterDiscard.addAll(marked);
            int seat = s;
            events.add(() -> new HidalgoChapterEvent.ChapterDiscard(seat, marked.size()));
        }
        for (int s : st.clockwise()) {
            List<Integer> drawn = new ArrayList<>();
            while (st.hands.get(s).size() < st.data.setup().handSize()) {
                Integer c = st.drawCharacter();
                if (c == null) {
                    break;
                }
                st.hands.get(s).add(c);
                drawn.add(c);
            }
            if (!drawn.isEmpty()) {
                int seat = s;
                events.add(() -> HidalgoAbilityEvent.CardsDrawn.of(seat, "chapter", drawn, st.data));
            }
        }
        st.chapter++;
        st.adventureInChapter = 0;
        events.add(() -> new HidalgoChapterEvent.ChapterStarted(st.chapter, st.riversActive()));
        procedure.beginAdventure();
    }

    private void endGame() {
        for (Hand hand : st.hands) {
            st.characterDiscard.addAll(hand.cards());
            hand.clear();
        }
        HidalgoScoring scorer = new HidalgoScoring(st.data, st.track);
        List<ScoreLine> lines = new ArrayList<>();
        for (int s = 0; s < st.seats; s++) {
            lines.add(scorer.score(new HidalgoScoring.Holdings(s, st.piles.get(s), st.diamonds[s], st.itemCount(s),
                    st.objectives[s])));
        }
        st.scores = List.copyOf(lines);
        st.winners = HidalgoScoring.winners(lines);
        st.phase = Phase.OVER;
        events.add(this::gameOver);
    }

    private HidalgoChapterEvent.GameOver gameOver() {
        List<Integer> totals = new ArrayList<>();
        st.scores.forEach(line -> totals.add(line.total()));
        return new HidalgoChapterEvent.GameOver(totals, st.winners);
    }
}
