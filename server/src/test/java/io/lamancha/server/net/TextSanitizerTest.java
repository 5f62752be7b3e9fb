package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class TextSanitizerTest {

    private static final String ESC = "\u001B";

    @Test
    void hangulFillersTheBrailleBlankAndOtherDefaultIgnorablesGoButAnEmojisVariationSelectorStays() {
        assertThat(TextSanitizer.sanitize("a\u3164b\u115Fc\u1160d\uFFA0e\u2800f\u034Fg\u180Bh\uFE0Fi"))
                .isEqualTo("abcdefghi");
        assertThat(TextSanitizer.sanitize("\u3164\u3164")).as("a line that would look empty").isEmpty();
        assertThat(TextSanitizer.sanitize("I \u2764\uFE0F it")).isEqualTo("I \u2764\uFE0F it");
    }

    @Test
    void colourAndCursorSequencesAreRemovedWhole() {
        assertThat(TextSanitizer.sanitize("a" + ESC + "[31;1mred" + ESC + "[0m b" + ESC + "[2J" + ESC + "[?25l"))
                .isEqualTo("ared b");
    }

    @Test
    void titleAndHyperlinkStringsAreRemovedWithEitherTerminator() {
        assertThat(TextSanitizer.sanitize("x" + ESC + "]0;pwned\u0007y" + ESC + "]8;;http://e.vil" + ESC + "\\z"))
                .isEqualTo("xyz");
    }

    @Test
    void twoCharacterAndCharsetEscapesAreRemoved() {
        assertThat(TextSanitizer.sanitize("a" + ESC + "cb" + ESC + "(Bc" + ESC + "7d")).isEqualTo("abcd");
    }

    @Test
    void eightBitCsiAndOscAreRemovedWhole() {
        assertThat(TextSanitizer.sanitize("a\u009B31mb\u009D2;t\u009Cc")).isEqualTo("abc");
    }

    @Test
    void anUnterminatedStringSwallowsOnlyTheRestOfTheText() {
        assertThat(TextSanitizer.sanitize("safe" + ESC + "]0;never ended")).isEqualTo("safe");
    }

    @Test
    void aLoneEscapeIsDroppedAndTheTextAfterItKept() {
        assertThat(TextSanitizer.sanitize("a" + ESC)).isEqualTo("a");
        assertThat(TextSanitizer.sanitize("a" + ESC + "é")).isEqualTo("aé");
    }

    @Test
    void tabBecomesASpaceAndOtherControlsDisappear() {
        assertThat(TextSanitizer.sanitize("a\tb\u0000c\rd\ne\u0007f\u007Fg\u0085h")).isEqualTo("a bcdefgh");
    }

    @Test
    void bidiOverridesAndIsolatesAreRemoved() {
        assertThat(TextSanitizer.sanitize("abc\u202Edef\u2066g\u2069\u202Ah")).isEqualTo("abcdefgh");
    }

    @Test
    void lineAndParagraphSeparatorsBecomeSpacesSoNoClientSplitsTheLine() {
        assertThat(TextSanitizer.sanitize("hi\u2028>> Your move, victim\u2029ok")).isEqualTo("hi >> Your move, victim ok");
    }

    @Test
    void directionMarksAreRemoved() {
        assertThat(TextSanitizer.sanitize("a\u200Eb\u200Fc\u061Cd")).isEqualTo("abcd");
    }

    @Test
    void zeroWidthAndOtherInvisibleFormatCharactersAreRemoved() {
        assertThat(TextSanitizer.sanitize("a\u200Bb\u2060c\uFEFFd\u00ADe\u2062f\u180Eg\uDB40\uDC41h"))
                .isEqualTo("abcdefgh");
    }

    @Test
    void joinersSurviveOnlyBetweenTwoVisibleCharactersOneOfThemNotAscii() {
        assertThat(TextSanitizer.sanitize("\u200Dab\u200D\u200Cc\u200D")).isEqualTo("abc");
        assertThat(TextSanitizer.sanitize("\uD83D\uDE00\u200D\u200D\u200D\uD83D\uDE00 x"))
                .isEqualTo("\uD83D\uDE00\u200D\uD83D\uDE00 x");
        String persian = "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645";
        assertThat(TextSanitizer.sanitize(persian)).isSameAs(persian);
    }

    @Test
    void aFloodOfCombiningMarksIsCutToFourPerCharacter() {
        String zalgo = "Z" + "\u0336\u0353\u0300".repeat(10) + "a\u0301lgo";
        assertThat(TextSanitizer.sanitize(zalgo)).isEqualTo("Z\u0336\u0353\u0300\u0336a\u0301lgo");
        String vietnamese = "Vie\u0323\u0302t";
        assertThat(TextSanitizer.sanitize(vietnamese)).isSameAs(vietnamese);
    }

    @Test
    void accentsCjkAndEmojiAreKeptUnchanged() {
        String text = "Señor Müller spielt 囲碁 🎲👨‍👩‍👧 — «ok» ½";
        assertThat(TextSanitizer.sanitize(text)).isSameAs(text);
    }

    @Test
    void noControlCharacterSurvivesInRandomText() {
        Random random = new Random(7);
        for (int run = 0; run < 5000; run++) {
            String out = TextSanitizer.sanitize(randomText(random, true));
            out.codePoints().forEach(cp -> assertThat(TextSanitizer.isRemoved(cp))
                    .as("U+%04X survived in %s", cp, out).isFalse());
        }
    }

    @Test
    void randomPrintableTextIsReturnedUnchanged() {
        Random random = new Random(11);
        for (int run = 0; run < 5000; run++) {
            String text = randomText(random, false);
            assertThat(TextSanitizer.sanitize(text)).isEqualTo(text);
        }
    }

    /** Random code points; with controls, about a third are controls, escape starters or bidi marks. */
    private static String randomText(Random random, boolean withControls) {
        StringBuilder sb = new StringBuilder();
        int length = random.nextInt(40);
        for (int i = 0; i < length; i++) {
            int cp = withControls && random.nextInt(3) == 0 ? randomControl(random) : randomPrintable(random);
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    private static int randomControl(Random random) {
        int[] special = {0x1B, 0x1B, '[', ']', 0x07, 0x9B, 0x9D, 0x9C, 0x202E, 0x2066, 0x7F, '\t'};
        return random.nextBoolean() ? special[random.nextInt(special.length)] : random.nextInt(0xA0);
    }

    private static int randomPrintable(Random random) {
        while (true) {
            int cp = random.nextInt(4) == 0 ? 0x20 + random.nextInt(0x5F) : random.nextInt(0x20000);
            if (!TextSanitizer.isRemoved(cp) && !TextSanitizer.isVariationSelector(cp) && Character.isDefined(cp)
                    && Character.getType(cp) != Character.SURROGATE) {
                return cp;
            }
        }
    }
}
