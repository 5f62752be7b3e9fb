package io.lamancha.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TextLayoutTest {

    @Test
    void colourCodesAndCombiningMarksTakeNoRoomAndWideCharactersTwo() {
        assertThat(TextLayout.width("\u001b[1;31mR7\u001b[0m")).isEqualTo(2);
        assertThat(TextLayout.width("e\u0301")).isEqualTo(1);
        assertThat(TextLayout.width("日本")).isEqualTo(4);
    }

    @Test
    void aLineThatFitsComesBackAsItIs() {
        String line = "x".repeat(80);
        assertThat(TextLayout.wrap(line)).containsExactly(line);
    }

    @Test
    void aLongSentenceBreaksAtSpacesWithAHangingIndent() {
        String line = "Your resume token is 5a1c09e2b7f3d416: if your connection drops during a game, "
                + "/login alice 5a1c09e2b7f3d416 gets your seat back.";
        List<String> lines = TextLayout.wrap(line);
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).isEqualTo("Your resume token is 5a1c09e2b7f3d416: if your connection drops during a game,");
        assertThat(lines.get(1)).isEqualTo("  /login alice 5a1c09e2b7f3d416 gets your seat back.");
    }

    @Test
    void aWordWiderThanALineIsCut() {
        List<String> lines = TextLayout.wrap("a " + "y".repeat(200));
        assertThat(lines).allSatisfy(l -> assertThat(TextLayout.width(l)).isLessThanOrEqualTo(80));
        assertThat(String.join("", lines).replace(" ", "")).isEqualTo("a" + "y".repeat(200));
    }

    @Test
    void everyWrappedLineFitsAndNoCharacterIsLost() {
        Random random = new Random(42);
        String alphabet = "ab cd  ef\u00e9\u65e5\u001b[31m";
        for (int n = 0; n < 2000; n++) {
            StringBuilder sb = new StringBuilder();
            int len = random.nextInt(300);
            for (int i = 0; i < len; i++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String line = sb.toString();
            List<String> lines = TextLayout.wrap(line, 80, 4);
            for (String l : lines) {
                assertThat(TextLayout.width(l)).as("%s", line).isLessThanOrEqualTo(80);
            }
            assertThat(String.join("", lines).replace(" ", "")).isEqualTo(line.replace(" ", ""));
        }
    }

    @Test
    void bracketedItemsFillLinesAndAreNeverSplit() {
        List<String> moves = new java.util.ArrayList<>();
        for (int i = 1; i <= 22; i++) {
            moves.add(String.format("place T%02d r", i));
        }
        List<String> lines = TextLayout.bracketed(">> Your move, alice. Legal:", moves, ">>   ");
        assertThat(lines.get(0)).startsWith(">> Your move, alice. Legal: [place T01 r] [place T02 r]");
        assertThat(lines).allSatisfy(l -> assertThat(TextLayout.width(l)).isLessThanOrEqualTo(80));
        assertThat(lines.subList(1, lines.size())).allSatisfy(l -> assertThat(l).startsWith(">>   ["));
        assertThat(String.join(" ", lines)).contains("[place T22 r]").doesNotContain("[place T10\n");
        assertThat(TextLayout.bracketed("Legal:", List.of("discard done"), "  ")).containsExactly("Legal: [discard done]");
    }
}
