package io.lamancha.games.hidalgo;

import static io.lamancha.games.hidalgo.HidalgoEvent.seat;

import java.util.ArrayList;
import java.util.List;

/**
 * The adventure procedure of data doc §6.3: PICK, POISON (through {@link PoisonStep}), PLAY, REVEAL,
 * TENT, then (through {@link AbilityPhase}) ABILITIES, VOTE and CLEANUP. Each method applies one accepted move and
 * runs the automatic steps that follow, up to the next question.
 */
final class Procedure {

    private final HidalgoState st;
    private final Narrator narrator;
    private final AbilityPhase abilities;
    private final PoisonStep poison;

    Procedure(HidalgoState st, Narrator narrator) {
        this.st = st;
        this.narrator = narrator;
        this.abilities = new AbilityPhase(st, narrator, this);
        this.poison = new PoisonStep(st, narrator, this::startPlay);
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
        narrator.everyone("adventure_picked", () -> seat(st.startPlayer) + " sends Don Quixote to "
                + a.id() + " " + a.name() + ".");
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
        narrator.only(seat, "card_chosen", () -> chosenText(submission));
        r.submitted[seat] = true;
        narrator.everyone("played", () -> seat(seat) + " has played a card face down.");
        if (HidalgoRules.awaitedInPlay(st) == 0) {
            reveal();
        }
    }

    private String chosenText(PlaySubmission submission) {
        Integer card = submission.card();
        String items = itemsText(submission);
        String cardText = card == null ? "your blind card" : "C" + card + " " + st.data.card(card).name();
        return "You play " + cardText + " face down" + (items.isEmpty() ? "" : ", with " + items + " at the reveal")
                + ".";
    }

    private static String itemsText(PlaySubmission submission) {
        List<String> parts = new ArrayList<>();
        submission.donkeySigns().forEach(p -> parts.add("a donkey (3 " + (p ? "positive" : "negative") + " votes)"));
        if (submission.tent()) {
            parts.add("the tent");
        }
        return String.join(" and ", parts);
    }

    private void reveal() {
        Round r = st.round;
        r.revealed = true;
        narrator.everyone("reveal", this::revealText);
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
    private String revealText() {
        Round r = st.round;
        StringBuilder text = new StringBuilder("Reveal:");
        for (int s : st.clockwise()) {
            text.append(' ').append(seat(s)).append(' ').append(HidalgoRules.playText(st, s)).append(';');
            for (boolean plus : r.donkeys.get(s)) {
                text.append(' ').append(seat(s)).append(" adds 3 ").append(plus ? "positive" : "negative")
                        .append(" votes with a donkey;");
            }
            if (r.tent[s]) {
                text.append(' ').append(seat(s)).append(" uses the tent;");
            }
        }
        return text.substring(0, text.length() - 1) + ".";
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
            narrator.everyone("tent_copy", () -> seat(seat) + " copies the ability of C" + card + " "
                    + c.name() + " (" + c.ability().key() + ").");
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
        narrator.only(seat, "discard_marked", () -> "You set aside " + String.join(" ",
                LegalMoves.cardCodes(cards)) + " to discard.");
    }

    /** End of chapter I: the seat has set aside all it discards; once every seat has, the chapter ends. */
    void finishDiscarding(int seat) {
        st.pending.done[seat] = true;
        narrator.everyone("discard_done", () -> seat(seat) + " has finished discarding.");
        boolean all = true;
        for (boolean d : st.pending.done) {
            all &= d;
        }
        if (all) {
            new VoteAndCleanup(st, narrator, this).finishChapterDiscard();
        }
    }

    AbilityPhase abilities() {
        return abilities;
    }

    /** Called by the ability phase once every ability is resolved. */
    void afterAbilities() {
        new VoteAndCleanup(st, narrator, this).run();
    }
}
