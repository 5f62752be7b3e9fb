package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;
import java.util.ArrayList;
import java.util.List;

/**
 * The adventure procedure of docs/games/hidalgo.md: PICK, POISON (through {@link PoisonStep}), PLAY, REVEAL,
 * TENT, then (through {@link AbilityPhase}) ABILITIES, VOTE and CLEANUP. Each method applies one accepted move and
 * runs the automatic steps that follow, up to the next question.
 */
final class Procedure {

    private final HidalgoState st;
    private final EventSink events;
    private final AbilityPhase abilities;
    private final PoisonStep poison;

    Procedure(HidalgoState st, EventSink events) {
        this.st = st;
        this.events = events;
        this.abilities = new AbilityPhase(st, events, this);
        this.poison = new PoisonStep(st, events, this::startPlay);
    }

    void beginAdventure() {
        st.round = new Round(st.seats, st.items);
        st.phase = Phase.PICK;
        st.pending.seat = st.startPlayer;
    }

    void pick(String adventureId) {
        st.pool.remove(adventureId);
        st.current = adventureId;
        Adventure a = st.data.adventure(adventureId);
        events.add(() -> new HidalgoPlayEvent.AdventurePicked(st.startPlayer, a.id(), a.name()));
        String drawn = st.drawAdventure();
        if (drawn != null) {
            st.pool.add(drawn);
        }
        poison.ask();
    }

    void usePoison(int user) {
        poison.use(user);
    }

    void declinePoison() {
        startPlay();
    }

    void answerPoisonShield(int seat, boolean useShield) {
        poison.answerShield(seat, useShield);
    }

    private void startPlay() {
        st.phase = Phase.PLAY;
        if (HidalgoRules.awaitedInPlay(st) == 0) {
            reveal();
        }
    }

    /**
     * Records a seat's whole PLAY submission at once: its items and its card are one move, so the
     * other seats see the same single "has played" whatever items came with it.
     */
    void submit(int seat, PlaySubmission submission) {
        Round r = st.round;
        if (submission.plusDonkeys() + submission.minusDonkeys() > 0) {
            r.donkeys.get(seat).addAll(submission.donkeySigns());
        }
        r.tent[seat] = submission.tent();
        Integer card = submission.card();
        if (card != null) {
            st.hands.get(seat).remove(card);
            r.play[seat] = card;
        }
        events.add(() -> chosen(seat, submission));
        r.submitted[seat] = true;
        events.add(() -> new HidalgoPlayEvent.Played(seat));
        if (HidalgoRules.awaitedInPlay(st) == 0) {
            reveal();
        }
    }

    private HidalgoPlayEvent.CardChosen chosen(int seat, PlaySubmission submission) {
        Integer card = submission.card();
        return new HidalgoPlayEvent.CardChosen(seat, card == null ? null : "C" + card,
                card == null ? null : st.data.card(card).name(), signs(submission.donkeySigns()), submission.tent());
    }

    /** {@code +} or {@code -} per donkey, in the order given. */
    private static List<String> signs(List<Boolean> donkeys) {
        List<String> signs = new ArrayList<>(donkeys.size());
        donkeys.forEach(plus -> signs.add(plus ? "+" : "-"));
        return signs;
    }

    private void reveal() {
        Round r = st.round;
        r.revealed = true;
        events.add(this::revealed);
        for (int s : st.clockwise()) {
            for (int d = r.donkeys.get(s).size(); d > 0; d--) {
                st.returnItem(donkeyOf(s), s);
            }
            if (r.tent[s]) {
                st.returnItem(st.usableItem(s, ItemType.TENT), s);
            }
        }
        st.pending.queue.clear();
        for (int s : st.clockwise()) {
            if (r.tent[s]) {
                st.pending.queue.add(s);
            }
        }
        nextTent();
    }

    /** Every seat's play and the items it uses, clockwise from the start player. */
    private HidalgoPlayEvent.Revealed revealed() {
        Round r = st.round;
        List<HidalgoPlayEvent.RevealedPlay> plays = new ArrayList<>();
        for (int s : st.clockwise()) {
            Integer card = r.play[s];
            CharacterCard c = card == null ? null : st.data.card(card);
            plays.add(new HidalgoPlayEvent.RevealedPlay(s, c == null ? null : c.code(), c == null ? null : c.name(),
                    c == null ? 0 : c.plus(), c == null ? 0 : c.minus(), c == null ? null : c.ability().key(),
                    r.blind[s], signs(r.donkeys.get(s)), r.tent[s]));
        }
        return new HidalgoPlayEvent.Revealed(plays);
    }

    private ItemToken donkeyOf(int seat) {
        return st.usableItem(seat, ItemType.DONKEY);
    }

    void copy(int seat, Integer card) {
        st.pending.queue.remove(0);
        if (card != null) {
            st.round.copied[seat] = card;
            CharacterCard c = st.data.card(card);
            st.round.protectedByCopy[seat] = c.ability() == Ability.ZAP_PROTECTION;
            events.add(() -> new HidalgoPlayEvent.TentCopy(seat, c.code(), c.name(), c.ability().key()));
        }
        nextTent();
    }

    private void nextTent() {
        if (!st.pending.queue.isEmpty()) {
            st.phase = Phase.TENT;
            st.pending.seat = st.pending.queue.get(0);
            return;
        }
        abilities.start();
    }

    /** End of chapter I: the seat sets these cards aside to discard. */
    void markDiscard(int seat, List<Integer> cards) {
        st.pending.marked.get(seat).addAll(cards);
        events.add(() -> new HidalgoChapterEvent.DiscardMarked(seat, LegalMoves.cardCodes(cards)));
    }

    /** End of chapter I: the seat has set aside all it discards; once every seat has, the chapter ends. */
    void finishDiscarding(int seat) {
        st.pending.done[seat] = true;
        events.add(() -> new HidalgoChapterEvent.DiscardDone(seat));
        boolean all = true;
        for (boolean d : st.pending.done) {
            all &= d;
        }
        if (all) {
            new VoteAndCleanup(st, events, this).finishChapterDiscard();
        }
    }

    AbilityPhase abilities() {
        return abilities;
    }

    /** Called by the ability phase once every ability is resolved. */
    void afterAbilities() {
        new VoteAndCleanup(st, events, this).run();
    }
}
