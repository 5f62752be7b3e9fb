package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveText} reads a line in one pass; the words it makes of any text are those the regular
 * expressions it replaced made of it ({@link #byRegex}, kept here as the specification), so a
 * stored game and a typed line mean what they meant before.
 */
class HidalgoMoveTextTest {

    private static final Pattern SEPARATORS = Pattern.compile("[,;]");
    private static final Pattern VOTE_SIGN = Pattern.compile("([+-])3?(?=\\s|$)");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern TYPED_ID = Pattern.compile("[ca][0-9]{1,6}");

    /** The words of a line as regular expressions read them, typed ids written as ids. */
    static List<String> byRegex(Phase phase, String raw) {
        String text = raw == null ? "" : raw.toLowerCase(Locale.ROOT);
        if (phase == Phase.PLAY) {
            text = VOTE_SIGN.matcher(SEPARATORS.matcher(text).replaceAll(" ")).replaceAll(" $1 ");
        }
        text = SPACES.matcher(text.trim()).replaceAll(" ");
        if (text.isEmpty()) {
            return List.of();
        }
        List<String> words = new ArrayList<>(Arrays.asList(text.split(" ")));
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (TYPED_ID.matcher(w).matches()) {
                words.set(i, w.substring(0, 1).toUpperCase(Locale.ROOT) + Integer.parseInt(w.substring(1)));
            }
        }
        return words;
    }

    @Property(tries = 3000)
    void anyTextReadsAsTheRegularExpressionsReadIt(@ForAll("phases") Phase phase, @ForAll("text") String raw) {
        assertThat(MoveText.words(phase, raw)).as("%s %s", phase, escaped(raw)).isEqualTo(byRegex(phase, raw));
    }

    @Property(tries = 1000)
    void aPlayLineIsTheSubmissionItsCanonicalFormNames(@ForAll("text") String raw) {
        PlaySubmission play = MoveText.play(raw);
        String canonical = MoveText.canonical(Phase.PLAY, raw);
        if (play != null) {
            assertThat(play.canonical()).isEqualTo(canonical);
        } else {
            assertThat(PlaySubmission.parse(List.of(canonical.split(" ")))).isNull();
        }
    }

    @Property(tries = 2000)
    void aPlayWrittenAsTheLegalMovesWriteItIsTheSubmissionItsWordsName(@ForAll("plays") String raw) {
        PlaySubmission written = PlaySubmission.asWritten(raw);
        List<String> words = MoveText.words(Phase.PLAY, raw);
        PlaySubmission read = words.isEmpty() ? null : PlaySubmission.parse(words);
        if (written != null) {
            assertThat(written).as(escaped(raw)).isEqualTo(read);
            assertThat(written.canonical()).isEqualTo(raw);
        } else if (read != null) {
            assertThat(read.canonical()).as(escaped(raw)).isNotEqualTo(raw);
        }
    }

    @Test
    void theEdgesOfARegularExpressionAreReadAsItReadThem() {
        for (String raw : new String[] {"play c50 donkey+3", "donkey+3,tent;c007", "x+\u0001", "+\u2028",
                                        "c50 +\u0085", "+3+", "-3", "\u0001,c50", " c0000001 ", "a1 +3x -",
                                        "discard c9 a3 c1000000 c05", "keep a19 a3", "\u0130c5", "+\r\n", null}) {
            for (Phase phase : Phase.values()) {
                assertThat(MoveText.words(phase, raw)).as("%s %s", phase, escaped(raw))
                        .isEqualTo(byRegex(phase, raw));
            }
        }
    }

    @Provide
    Arbitrary<Phase> phases() {
        return Arbitraries.of(Phase.class);
    }

    /** Any text, and text made of the notation's words, signs, separators and whitespace of every kind. */
    @Provide
    Arbitrary<String> text() {
        Arbitrary<String> anything = Arbitraries.strings().all().ofMaxLength(30);
        Arbitrary<String> pieces = Arbitraries.of("play", "item", "donkey", "tent", "blind", "discard", "keep",
                "done", "c50", "C7", "c007", "a19", "A3", "c1234567", "+", "-", "+3", "-3", "3", ",", ";", " ", "  ",
                "\t", "\n", "\r", "\u000B", "\f", "\u0001", "\u0085", "\u2028", "\u00A0", "\u0130", "\u212A")
                .list().ofMaxSize(8).map(p -> String.join("", p));
        return Arbitraries.oneOf(anything, pieces);
    }

    /** Submissions as the legal moves write them, some of them edited, and any text. */
    @Provide
    Arbitrary<String> plays() {
        Arbitrary<String> written = Combinators.combine(
                Arbitraries.integers().between(-1, 1_200_000), Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 3), Arbitraries.of(true, false))
                .as((card, plus, minus, tent) -> new PlaySubmission(card < 0 ? null : card, plus, minus, tent)
                        .canonical());
        Arbitrary<String> edited = Combinators.combine(written, Arbitraries.of("C0", "c", " ", "  ", "+", "3", "x"),
                        Arbitraries.integers().between(0, 40))
                .as((w, insert, at) -> w.substring(0, Math.min(at, w.length())) + insert
                        + w.substring(Math.min(at, w.length())));
        return Arbitraries.oneOf(written, edited, text());
    }

    private static String escaped(String raw) {
        if (raw == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder("\"");
        raw.codePoints().forEach(cp -> out.append(cp >= 0x20 && cp < 0x7F ? Character.toString(cp)
                : String.format("\\u{%X}", cp)));
        return out.append('"').toString();
    }
}
