package io.lamancha.games.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.RenderContext;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text render against the worked example's ASCII board and the focus rules. */
class RenderTest {

    private static final List<String> DOC_RENDER = List.of(
            "      A       B       C       D       E       F       G       H",
            "   +--o--+ +-----+ +-----+ +--o--+ +--o--+ +--o--+ +--o--+ +-----+",
            "   o  K1 o=o     | | [6] | |     | |  K3 | |  Ch | |  K2 | |  Wm o",
            " 1 |-T07r| |-T05-| |-----| |-T11-| |-T01-| |-T09-| |-T03-| |-T16-|",
            "   |     | |  K2 o=o->#<-o |  Ch | |     | |     | |     | |     |",
            "   +--o--+ +-----+ +-----+ +--o--+ +--o--+ +-----+ +-----+ +-----+",
            "   +--o--+ +-----+ +-----+ +--o--+ +-----+ +-----+ +--o--+ +-----+",
            "   |  Wm | |  Ch o=o  Ch o=o  Ch o=o  K2 o | [4] | |     | |     |",
            " 2 |-T20r| |-T12-| |-T10-| |-T13-| |-T06-| |-----| |-T02r| |-T04r|",
            "   o     | o     | |     | |     | o     o=o->#<-o=o  K3 o=o  K2 |",
            "   +--o--+ +-----+ +-----+ +--o--+ +-----+ +-----+ +-----+ +--o--+",
            "   +--o--+ +-----+ +-----+ +-----+ +--o--+ +-----+ +-----+ *==o==*",
            "   |  Wm | |     | o  Wm o=o     | o     | o     | o     o=o     o",
            " 3 |-T18-| |-T17-| |-T19-| |-T22r| |-T14-| |-T15-| |-T21-| *=T08r*",
            "   |     o=o  Wm o=o     o=o  Wm | |  Ch o=o  Ch | |  Wm | *  K1 *",
            "   +-----+ +-----+ +-----+ +-----+ +--o--+ +-----+ +--o--+ *=====*",
            "Round 3, turn 6/6, field H3"
    );

    /** Plays the worked example with two seats up to seat 0's last placement (seat 1 still thinking). */
    private static TilesGame beforeTheLastReveal() {
        TilesGame game = TestGames.workedExample(2, TestBoards.SET.tiles());
        for (int i = 0; i < TestGames.RECORD.size() - 1; i++) {
            TestGames.play(game, 0, TestGames.recordMove(i));
            TestGames.othersPlaceFirstTile(game);
        }
        TestGames.play(game, 0, "place T08 r");
        return game;
    }

    @Test
    void theOwnBoardOfTheWorkedExampleRendersExactlyAsTheDataDocShowsIt() {
        List<String> lines = beforeTheLastReveal().view(0).render(RenderContext.plain(2, 0));
        int header = lines.indexOf(DOC_RENDER.get(0));
        assertThat(header).as("header line in %s", String.join("\n", lines)).isPositive();
        assertThat(lines.subList(header, header + DOC_RENDER.size())).containsExactlyElementsOf(DOC_RENDER);
        assertThat(lines).allMatch(l -> l.length() <= 80 && l.equals(l.stripTrailing()));
    }

    @Test
    void anotherSeatSeesTheBoardWithoutTheUnrevealedTileButWithTheFieldHighlighted() {
        TilesGame game = beforeTheLastReveal();
        List<String> lines = game.view(1).render(RenderContext.plain(2, 1).withFocus(0));
        assertThat(lines.get(0)).isEqualTo("Principality of seat1 (has placed)");
        assertThat(String.join("\n", lines)).doesNotContain("T08r").contains("*  H3 *");
        List<String> own = game.view(0).render(RenderContext.plain(2, 0).withFocus(0));
        assertThat(own).containsSequence(DOC_RENDER);
    }

    @Test
    void aSpectatorWithoutFocusSeesEveryBoardAndNoHand() {
        TilesGame game = beforeTheLastReveal();
        List<String> lines = game.spectatorView().render(RenderContext.plain(2, RenderContext.SPECTATOR));
        assertThat(lines).contains("Principality of seat1 (has placed)", "Principality of seat2",
                "Placed: seat1. Still thinking: seat2.");
        assertThat(lines).noneMatch(l -> l.startsWith("Hand:"));
        assertThat(String.join("\n", lines)).as("the other seat only ever places unturned tiles")
                .doesNotContain("T08r").contains("*  H3 *");
    }

    @Test
    void theHandShowsTilePicturesWithIdsAndTheHiddenTileAsQuestionMarks() {
        TilesGame game = TestGames.workedExample(1, List.of());
        for (int i = 0; i < 16; i++) {
            TestGames.play(game, 0, TestGames.recordMove(i));
        }
        List<String> lines = game.view(0).render(RenderContext.plain(1, 0));
        int hand = lines.indexOf("Hand: T14 T15 T19 T21 T22 [??]");
        assertThat(hand).as(String.join("\n", lines)).isPositive();
        assertThat(lines.subList(hand + 1, hand + 6)).containsExactly(
                "+--o--+ +-----+ +-----+ +-----+ +-----+ +-----+",
                "o     | o     | o  Wm o o     o |  Wm o |  ?? |",
                "|-T14-| |-T15-| |-T19-| |-T21-| |-T22-| |-----|",
                "|  Ch o o  Ch | o     o |  Wm | |     o |     |",
                "+--o--+ +-----+ +-----+ +--o--+ +-----+ +-----+");
        assertThat(lines.get(hand + 6)).isEqualTo(" ^^^^^   ^^^^^   ^^^^^   ^^^^^   ^^^^^   last");
    }

    @Test
    void theScoreAideShowsEveryCategoryPerRound() {
        TilesGame game = TestGames.workedExample(1, List.of());
        for (int i = 0; i < TestGames.RECORD.size(); i++) {
            TestGames.play(game, 0, TestGames.recordMove(i));
        }
        List<String> lines = game.view(0).render(RenderContext.plain(1, 0));
        int aide = lines.indexOf("Scores of seat1             R1    R2    R3   Sum");
        assertThat(aide).as(String.join("\n", lines)).isPositive();
        assertThat(lines.get(aide + 1)).isEqualTo("  Castle 6                   6     6     0    12");
        assertThat(lines.get(aide + 3)).isEqualTo("  Churches                   0     8    10    18");
        assertThat(lines.get(aide + 6)).isEqualTo("    strength/needed        6/4   6/8  6/12");
        assertThat(lines.get(aide + 7)).startsWith("  Knight group").contains("-     -     6");
        assertThat(lines.get(aide + 8)).startsWith("  Round total").contains("    30");
        assertThat(lines).contains("The last round (3) is scored: the principality above is final.")
                .noneMatch(l -> l.contains("Game over") || l.contains("wins"));
    }

    @Test
    void everyRenderOfAFourSeatGameFitsEightyColumnsWithoutTrailingSpaces() {
        TilesGame game = (TilesGame) new TilesDefinition().newGame(4, io.lamancha.engine.GameOptions.empty(), 77);
        while (!game.isOver()) {
            for (int viewer = -1; viewer < 4; viewer++) {
                RenderContext c = RenderContext.plain(4, viewer);
                List<String> lines = (viewer < 0 ? game.spectatorView() : game.view(viewer)).render(c);
                assertThat(lines).allMatch(l -> l.length() <= 80 && l.equals(l.stripTrailing()) && !l.isEmpty()
                        && l.chars().allMatch(ch -> ch >= 0x20 && ch < 0x7f));
            }
            int seat = game.awaited().iterator().next();
            TestGames.play(game, seat, game.legalMoves(seat).get(0));
        }
        List<String> end = game.spectatorView().render(RenderContext.plain(4, RenderContext.SPECTATOR));
        assertThat(end).contains("The last round (3) is scored: the principalities above are final.")
                .noneMatch(l -> l.contains("Game over") || l.contains("wins"));
        assertThat(end).filteredOn(l -> l.startsWith("Final principality of ")).hasSize(4);
    }
}
