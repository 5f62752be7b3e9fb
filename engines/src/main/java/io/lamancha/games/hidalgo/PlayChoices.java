package io.lamancha.games.hidalgo;

import java.util.Arrays;
import java.util.List;

/**
 * Every PLAY submission one seat may send, worked out once and read three ways: how many there are,
 * the one at a move number, and all of them in notation. They are listed without the tent before
 * with it, by mix of donkey signs within that (no donkey, then for 1, 2... donkeys every mix, more
 * {@code +} first), and by target within those.
 */
final class PlayChoices {

    /** The cards the seat may play, ascending; null when the seat is poisoned and plays blind. */
    private final int[] cards;
    private final int donkeys;
    private final boolean tent;

    private PlayChoices(int[] cards, int donkeys, boolean tent) {
        this.cards = cards;
        this.donkeys = donkeys;
        this.tent = tent;
    }

    /** A seat playing one of its distinct cards, ascending (only read, never written to). */
    static PlayChoices ofCards(int[] cards, int donkeys, boolean tent) {
        return new PlayChoices(cards, donkeys, tent);
    }

    /** A poisoned seat: its one target is the blind play. */
    static PlayChoices blind(int donkeys, boolean tent) {
        return new PlayChoices(null, donkeys, tent);
    }

    /** Each target with each mix of donkey signs, with and without the tent. */
    int count() {
        return targets() * signMixes() * (tent ? 2 : 1);
    }

    /** The submission listed at {@code index}, which the caller has checked. */
    PlaySubmission at(int index) {
        int targets = targets();
        int withoutTent = signMixes() * targets;
        int mix = index % withoutTent / targets;
        // the mixes of k donkeys are k + 1 in a row, after the 1 + 2 + ... + k mixes of fewer
        int used = 0;
        while ((used + 1) * (used + 2) / 2 <= mix) {
            used++;
        }
        int minus = mix - used * (used + 1) / 2;
        Integer card = cards == null ? null : cards[index % targets];
        return new PlaySubmission(card, used - minus, minus, tent && index >= withoutTent);
    }

    /**
     * Whether {@code submission} is one of these: its target is one of the cards (or blind when
     * poisoned), it uses no more donkeys than there are, and the tent only when there is one.
     */
    boolean contains(PlaySubmission submission) {
        Integer card = submission.card();
        boolean target = cards == null ? card == null : card != null && Arrays.binarySearch(cards, card) >= 0;
        return target && submission.plusDonkeys() + submission.minusDonkeys() <= donkeys
                && (tent || !submission.tent());
    }

    /** Every submission in canonical notation, in order, each written when it is first read. */
    List<String> notations() {
        return new MoveList(count(), i -> at(i).canonical());
    }

    private int targets() {
        return cards == null ? 1 : cards.length;
    }

    /** No donkey, then for 1..donkeys every mix of signs: 1 + 2 + ... + (donkeys + 1) mixes. */
    private int signMixes() {
        return (donkeys + 1) * (donkeys + 2) / 2;
    }
}
