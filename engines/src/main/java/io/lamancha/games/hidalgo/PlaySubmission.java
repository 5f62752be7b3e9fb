package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One seat's whole secret submission in PLAY: the card it plays ({@code C<n>}, or {@code blind} when
 * poisoned) together with the donkeys and the tent it uses at the reveal. It is one move, so the
 * room sees one "has played" per seat whether or not items came with it (items sent as lines of
 * their own would show through the game version that a seat declared something; see ruling 8 of
 * docs/games/hidalgo.md).
 *
 * <p>Canonical form: {@code play <target>}, then one {@code donkey +} or {@code donkey -} per donkey
 * used (every {@code +} before every {@code -}), then {@code tent}; e.g. {@code play C50 donkey + tent}.
 *
 * @param card the card {@code C<n>} played, or null for {@code blind}
 * @param plusDonkeys how many donkeys add 3 positive votes
 * @param minusDonkeys how many donkeys add 3 negative votes
 */
record PlaySubmission(Integer card, int plusDonkeys, int minusDonkeys, boolean tent) {

    /** The longest card code read as a card: six digits, as {@link MoveText} writes typed codes. */
    private static final int CARD_DIGITS = 6;
    private static final String PLAY = "play ";
    private static final String BLIND = "blind";
    private static final String PLUS_DONKEY = " donkey +";
    private static final String MINUS_DONKEY = " donkey -";
    private static final String TENT = " tent";

    String canonical() {
        StringBuilder out = new StringBuilder(PLAY);
        if (card == null) {
            out.append(BLIND);
        } else {
            out.append('C').append(card.intValue());
        }
        out.append(PLUS_DONKEY.repeat(plusDonkeys)).append(MINUS_DONKEY.repeat(minusDonkeys));
        return out.append(tent ? TENT : "").toString();
    }

    /**
     * The submission {@code move} names when it is written exactly as {@link #canonical} writes
     * one, as the legal moves are and bots send them: read at once, as {@link #parse} would read
     * its words. Null for any other text, even one that names a submission.
     */
    static PlaySubmission asWritten(String move) {
        if (move == null || !move.startsWith(PLAY)) {
            return null;
        }
        int at = PLAY.length();
        Integer card = null;
        if (move.startsWith(BLIND, at)) {
            at += BLIND.length();
        } else if (move.startsWith("C", at)) {
            int digits = at + 1;
            while (digits < move.length() && move.charAt(digits) >= '0' && move.charAt(digits) <= '9') {
                digits++;
            }
            int count = digits - at - 1;
            if (count == 0 || count > CARD_DIGITS || count > 1 && move.charAt(at + 1) == '0') {
                return null;
            }
            card = Integer.parseInt(move, at + 1, digits, 10);
            at = digits;
        } else {
            return null;
        }
        int plus = 0;
        for (; move.startsWith(PLUS_DONKEY, at); at += PLUS_DONKEY.length()) {
            plus++;
        }
        int minus = 0;
        for (; move.startsWith(MINUS_DONKEY, at); at += MINUS_DONKEY.length()) {
            minus++;
        }
        boolean tent = move.startsWith(TENT, at);
        at += tent ? TENT.length() : 0;
        return at == move.length() ? new PlaySubmission(card, plus, minus, tent) : null;
    }

    /** The sign of each donkey used, every {@code +} (true) before every {@code -}. */
    List<Boolean> donkeySigns() {
        List<Boolean> signs = new ArrayList<>(Collections.nCopies(plusDonkeys, true));
        signs.addAll(Collections.nCopies(minusDonkeys, false));
        return signs;
    }

    /**
     * Reads a submission from normalised words. The parts may come in any order, with or without the
     * words {@code play} and {@code item}: {@code item donkey + play C50}, {@code C50 tent}.
     *
     * @return null unless the words are exactly one play and item parts, each tent at most once
     */
    static PlaySubmission parse(List<String> words) {
        String target = null;
        int plus = 0;
        int minus = 0;
        boolean tent = false;
        int i = 0;
        while (i < words.size()) {
            boolean item = words.get(i).equals("item");
            String w = item ? word(words, ++i) : words.get(i);
            if (w.equals("donkey") && isSign(word(words, i + 1))) {
                if (word(words, i + 1).equals("+")) {
                    plus++;
                } else {
                    minus++;
                }
                i += 2;
            } else if (w.equals("tent") && !tent) {
                tent = true;
                i++;
            } else if (!item && target == null && (isTarget(w) || w.equals("play") && isTarget(word(words, i + 1)))) {
                target = isTarget(w) ? w : words.get(i + 1);
                i += isTarget(w) ? 1 : 2;
            } else {
                return null;
            }
        }
        if (target == null) {
            return null;
        }
        return new PlaySubmission(target.equals("blind") ? null : MoveText.cardId(target), plus, minus, tent);
    }

    /**
     * Why a PLAY line was refused and how to write it instead, from the seat's own legal moves only.
     * A lone item line gets its own explanation: items now travel inside the play.
     */
    static String refusal(String text, List<String> legal) {
        List<String> words = List.of(text.split(" "));
        boolean itemOnly = !words.isEmpty() && words.stream().noneMatch(w -> w.equals("play") || isTarget(w))
                && (words.contains("donkey") || words.contains("tent"));
        String head = itemOnly
                ? "During PLAY an item is not sent on a line of its own: name it in your play line, so the"
                        + " others learn only that you have played."
                : (text.isEmpty() ? "An empty move" : "'" + text + "'") + " is not possible now.";
        List<String> plain = new ArrayList<>();
        String example = null;
        for (String m : legal) {
            if (m.split(" ").length == 2) {
                plain.add(m);
            } else if (example == null || m.split(" ").length > example.split(" ").length) {
                example = m;
            }
        }
        String send = " Send one line: " + String.join(", ", plain);
        if (example == null) {
            return head + send + (itemOnly ? " (you have no item to use this adventure)." : ".");
        }
        String[] e = example.split(" ", 3);
        return head + send + ", with the items you use added after the card, e.g. '" + example + "' (or 'item "
                + e[2].replace(" donkey", " item donkey").replace(" tent", " item tent") + " play " + e[1] + "').";
    }

    private static String word(List<String> words, int i) {
        return i < words.size() ? words.get(i) : "";
    }

    private static boolean isSign(String w) {
        return w.equals("+") || w.equals("-");
    }

    private static boolean isTarget(String w) {
        return w.equals("blind") || isCardCode(w);
    }

    /** {@code C} and one to six digits. */
    private static boolean isCardCode(String w) {
        if (w.length() < 2 || w.length() > 1 + CARD_DIGITS || w.charAt(0) != 'C') {
            return false;
        }
        for (int i = 1; i < w.length(); i++) {
            if (w.charAt(i) < '0' || w.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
