package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The sanitiser over hostile text: escape sequences, controls, bidi and line-separator marks,
 * joiners, zero-width characters, mark floods, tags and lone surrogates mixed into ordinary text.
 */
class TextSanitizerPropertiesTest {

    @Property
    void theOutputCarriesNoControlEscapeFormatCharacterOrLineSeparator(@ForAll("hostile") String text) {
        TextSanitizer.sanitize(text).codePoints().forEach(cp -> assertThat(TextSanitizer.isRemoved(cp))
                .as("U+%04X survived", cp).isFalse());
    }

    @Property
    void noCharacterKeepsMoreThanFourCombiningMarks(@ForAll("hostile") String text) {
        int run = 0;
        for (int cp : TextSanitizer.sanitize(text).codePoints().toArray()) {
            run = TextSanitizer.isMark(cp) ? run + 1 : 0;
            assertThat(run).isLessThanOrEqualTo(TextSanitizer.MAX_MARKS);
        }
    }

    @Property
    void aJoinerOnlyStandsBetweenTwoVisibleCharactersOneOfThemNotAscii(@ForAll("hostile") String text) {
        int[] out = TextSanitizer.sanitize(text).codePoints().toArray();
        for (int i = 0; i < out.length; i++) {
            if (out[i] == 0x200C || out[i] == 0x200D) {
                assertThat(i).as("not first").isPositive();
                assertThat(i).as("not last").isLessThan(out.length - 1);
                int before = out[i - 1];
                int after = out[i + 1];
                assertThat(visible(before) && visible(after) && !TextSanitizer.isMark(after)).isTrue();
                assertThat(before > 0x7F || after > 0x7F).isTrue();
            }
        }
    }

    @Property
    void sanitisingTwiceGivesWhatSanitisingOnceGave(@ForAll("hostile") String text) {
        String once = TextSanitizer.sanitize(text);
        assertThat(TextSanitizer.sanitize(once)).isEqualTo(once);
    }

    @Property
    void ordinaryTextComesBackUnchanged(@ForAll("ordinary") String text) {
        assertThat(TextSanitizer.sanitize(text)).isEqualTo(text);
    }

    private static boolean visible(int cp) {
        return cp != 0x200C && cp != 0x200D && !TextSanitizer.isRemoved(cp) && !Character.isWhitespace(cp)
                && !Character.isSpaceChar(cp);
    }

    @Provide
    Arbitrary<String> hostile() {
        Arbitrary<Integer> escapes = Arbitraries.of(0x1B, 0x1B, (int) '[', (int) ']', (int) 'P', (int) '\\', 0x07, 0x9B,
                0x9C, 0x9D, (int) ';', (int) '2', (int) 'm');
        Arbitrary<Integer> controls = Arbitraries.integers().between(0, 0x9F).filter(c -> c < 0x20 || c >= 0x7F);
        Arbitrary<Integer> marks = Arbitraries.of(0x200E, 0x200F, 0x061C, 0x202A, 0x202E, 0x2066, 0x2069, 0x2028,
                0x2029, 0x200B, 0x2060, 0xFEFF, 0x00AD, 0xE0041, 0xE007F, 0xFE0F, 0x200C, 0x200D, 0x200D);
        Arbitrary<Integer> combining = Arbitraries.integers().between(0x0300, 0x036F);
        Arbitrary<Integer> surrogates = Arbitraries.integers().between(0xD800, 0xDFFF);
        return Arbitraries.frequencyOf(Tuple.of(3, escapes), Tuple.of(2, controls), Tuple.of(3, marks),
                Tuple.of(3, combining), Tuple.of(1, surrogates), Tuple.of(6, ordinaryCodePoints()))
                .list().ofMaxSize(50).map(TextSanitizerPropertiesTest::text);
    }

    /** Letters, digits, punctuation and spaces of several scripts, emoji, and a few marks on letters. */
    @Provide
    Arbitrary<String> ordinary() {
        Arbitrary<List<Integer>> accented = Arbitraries.integers().between('a', 'z')
                .flatMap(letter -> combiningRun().map(run -> prepend(letter, run)));
        Arbitrary<List<Integer>> single = ordinaryCodePoints().map(List::of);
        return Arbitraries.oneOf(single, single, single, accented).list().ofMaxSize(30)
                .map(parts -> text(parts.stream().flatMap(List::stream).toList()));
    }

    private static Arbitrary<List<Integer>> combiningRun() {
        // U+034F, the grapheme joiner, is a mark that shows nothing: it goes (isBlankLetter)
        return Arbitraries.integers().between(0x0300, 0x036F).filter(cp -> !TextSanitizer.isBlankLetter(cp))
                .list().ofMaxSize(TextSanitizer.MAX_MARKS);
    }

    private static List<Integer> prepend(int first, List<Integer> rest) {
        java.util.ArrayList<Integer> all = new java.util.ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return all;
    }

    private static Arbitrary<Integer> ordinaryCodePoints() {
        return Arbitraries.oneOf(Arbitraries.integers().between(0x20, 0x7E), Arbitraries.integers().between(0xC0, 0x24F),
                Arbitraries.integers().between(0x391, 0x3C9), Arbitraries.integers().between(0x4E00, 0x4FFF),
                Arbitraries.integers().between(0x0627, 0x064A), Arbitraries.integers().between(0x1F600, 0x1F64F))
                .filter(cp -> Character.isDefined(cp) && !TextSanitizer.isRemoved(cp) && !TextSanitizer.isMark(cp));
    }

    private static String text(List<Integer> codePoints) {
        StringBuilder sb = new StringBuilder();
        for (int cp : codePoints) {
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }
}
