package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/**
 * One seat's whole secret submission in PLAY: the card it plays ({@code C<n>}, or {@code blind} when
 * poisoned) together with the donkeys and the tent it uses at the reveal. It is one move, so the
 * room sees one "has played" per seat whether or not items came with it (data doc §6.6 sends items
 * as lines of their own, which would show through the game version that a seat declared something).
 *
 * <p>Canonical form: {@code play <target>}, then one {@code donkey +} or {@code donkey -} per donkey
 * used (every {@code +} before every {@code -}), then {@code tent}; e.g. {@code play C50 donkey + tent}.
 *
 * @param target {@code C<n>} or {@code blind}
 * @param donkeys the sign of each donkey used, {@code true} for +3
 */
record PlaySubmission(String target, List<Boolean> donkeys, boolean tent) {

    PlaySubmission {
        List<Boolean> sorted = new ArrayList<>(donkeys);
        sorted.sort((a, b) -> Boolean.compare(b, a));
        donkeys = List.copyOf(sorted);
    }

    String canonical() {
        StringBuilder out = new StringBuilder("play ").append(target);
        donkeys.forEach(plus -> out.append(plus ? " donkey +" : " donkey -"));
        return out.append(tent ? " tent" : "").toString();
    }

    /** The card played, or null for a blind play. */
    Integer card() {
        return target.equals("blind") ? null : MoveDispatcher.cardId(target);
    }

    /**
     * Reads a submission from normalised words. The parts may come in any order, with or without the
     * §6.6 words {@code play} and {@code item}: {@code item donkey + play C50}, {@code C50 tent}.
     *
     * @return null unless the words are exactly one play and item parts, each tent at most once
     */
    static PlaySubmission parse(List<String> words) {
        String target = null;
        List<Boolean> donkeys = new ArrayList<>();
        boolean tent = false;
        int i = 0;
        while (i < words.size()) {
            boolean item = words.get(i).equals("item");
            String w = item ? word(words, ++i) : words.get(i);
            if (w.equals("donkey") && isSign(word(words, i + 1))) {
                donkeys.add(word(words, i + 1).equals("+"));
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
        return target == null ? null : new PlaySubmission(target, donkeys, tent);
    }

    /** Every submission a seat may send: plain plays first, then each item combination by target. */
    static List<String> legal(List<String> targets, int donkeys, boolean tent) {
        List<String> out = new ArrayList<>();
        int count = legalCount(targets.size(), donkeys, tent);
        for (int i = 0; i < count; i++) {
            out.add(legalAt(targets, donkeys, tent, i).canonical());
        }
        return out;
    }

    /**
     * The submission {@link #legal} lists at {@code index}: without the tent before with it, by
     * donkey signs within that, by target within those.
     */
    static PlaySubmission legalAt(List<String> targets, int donkeys, boolean tent, int index) {
        List<List<Boolean>> mixes = donkeyChoices(donkeys);
        int withoutTent = mixes.size() * targets.size();
        return new PlaySubmission(targets.get(index % targets.size()), mixes.get(index % withoutTent / targets.size()),
                tent && index >= withoutTent);
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

    /** The size of {@link #legal}: each target with each mix of donkey signs, with and without the tent. */
    static int legalCount(int targets, int donkeys, boolean tent) {
        int signMixes = 0;
        for (int k = 0; k <= donkeys; k++) {
            signMixes += k + 1;
        }
        return targets * signMixes * (tent ? 2 : 1);
    }

    /** No donkey, then for 1..max donkeys every mix of signs, more {@code +} first. */
    private static List<List<Boolean>> donkeyChoices(int max) {
        List<List<Boolean>> out = new ArrayList<>();
        for (int k = 0; k <= max; k++) {
            for (int plus = k; plus >= 0; plus--) {
                List<Boolean> signs = new ArrayList<>();
                for (int j = 0; j < k; j++) {
                    signs.add(j < plus);
                }
                out.add(signs);
            }
        }
        return out;
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

    /** {@code C} and one or more digits. */
    private static boolean isCardCode(String w) {
        if (w.length() < 2 || w.charAt(0) != 'C') {
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
