package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.RenderContext;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text render shows what a telnet player needs, from the view alone. */
class HidalgoRenderTest {

    private static List<String> render(Fixture f, int viewer) {
        return render(f, viewer, false);
    }

    private static List<String> render(Fixture f, int viewer, boolean colour) {
        RenderContext ctx = new RenderContext(List.of("alice", "bob", "carol"), viewer, colour);
        List<String> lines = (viewer < 0 ? f.game.spectatorView() : f.game.view(viewer)).render(ctx);
        if (System.getenv("HIDALGO_PRINT") != null) {
            lines.forEach(System.out::println);
        }
        return lines;
    }

    static Fixture lions() {
        Fixture f = new Fixture(3, "A").pool("A2", "A3", "A4", "A5").hand(0, 50, 51).hand(1, 4, 5).hand(2, 24, 25)
                .item("tent", 1).begin();
        f.move(0, "pick A2");
        return f;
    }

    @Test
    void aSeatSeesTheTrackThePoolItsHandItsObjectiveAndItsMoves() {
        Fixture f = lions();
        f.move(1, "play C4");
        List<String> lines = render(f, 0);
        String all = String.join("\n", lines);
        assertThat(lines).allMatch(l -> l.length() <= 80);
        assertThat(all).contains("Value track, side A", "points      0  0  1  1  1  2", "glory", "delusion",
                "rivers 3->6, 9->12 (active in chapter II only)", "  glory       G  .  .");
        assertThat(all).contains("A3 The Basque Squire (+1): success glory +3, failure love +2");
        assertThat(all).contains("Current adventure: A2 The Lions (-2): success glory +4, failure obsession +2");
        assertThat(all).contains("Waiting for alice, carol: each plays a card face down", "bob", "[has played]",
                "tent; hand 1, pile 0");
        assertThat(all).contains("Your secret objective: O", "* C50 Marcela -1 love, zap",
                "Your decision: the card you play face down", "  play C50 | play C51");
    }

    @Test
    void aNewcomerReadsWhatEachPickMovesWhatEachCardIsWorthAndWhatTheFirstPlayDecides() {
        Fixture f = new Fixture(3, "A").pool("A2", "A3", "A4", "A5").hand(0, 50, 51).hand(1, 4, 5).hand(2, 24, 25)
                .track(4, 0, 0, 0).begin();
        String picking = String.join("\n", render(f, 0));
        assertThat(picking).contains("worth: its points in your pile now",
                "C50 Marcela -1 love, zap  worth 0", "pick A2               success: glory 4->8 (worth 1->3);");
        f.move(0, "pick A2");
        String playing = String.join("\n", render(f, 0));
        assertThat(playing).contains("Its number is your vote: the", "Then the card goes to your pile");
        assertThat(render(f, 0)).allMatch(l -> l.length() <= 80);
    }

    @Test
    void oneDiamondIsADiamondInTheCentreAsOnAPlayersLine() {
        Fixture f = lions();
        f.st.centreDiamonds = 1;
        String all = String.join("\n", render(f, -1));
        assertThat(all).contains("Centre: 1 diamond, donkey", "carol       1 diamond, no items", "alice       0 diamonds");
        f.st.centreDiamonds = 2;
        assertThat(String.join("\n", render(f, -1))).contains("Centre: 2 diamonds, donkey");
    }

    @Test
    void aSeatWithAnItemSeesItsPlaysOnceAndTheItemsItMayAddAfterTheCard() {
        String all = String.join("\n", render(lions(), 1));
        assertThat(all).contains("  play C4 | play C5\n", "You may add items after the card, e.g. play C4 tent:",
                "  tent                  copy the ability of a card played this adventure");
        assertThat(all).doesNotContain("play C5 tent");
    }

    @Test
    void afterTheRevealEveryPlayedCardAndTheTallyAreShown() {
        Fixture f = lions();
        f.move(0, "play C50");
        f.move(1, "play C4");
        f.move(2, "play C24");
        List<String> lines = render(f, -1);
        String all = String.join("\n", lines);
        assertThat(all).contains("Revealed for A2:", "alice       C50 Marcela -1 love, zap",
                "bob         C4 Rocinante +1 glory\n", "carol       C24 The Innkeeper +1 glory, get diamond/item",
                "Tally: 2 positive vs 3 negative: a failure as it stands (a tie fails)",
                "Waiting for alice: alice may use their card's ability zap, which cancels the");
        String zapper = String.join("\n", render(f, 0));
        assertThat(zapper).contains("Your decision: how to use your card's ability, zap,",
                "  zap bob               cancel the votes of bob's C4 Rocinante (+1)",
                "  zap carol             cancel the votes of carol's C24 The Innkeeper (+1)",
                "  zap adventure         cancel the adventure card's votes (-2)",
                "  pass                  use nothing this time");
        f.move(0, "zap adventure");
        f.move(2, "pass");
        all = String.join("\n", render(f, -1));
        assertThat(all).contains("Last adventure, A2 (the adventure card is zapped):",
                "Tally: 2 positive vs 1 negative: a success, glory moves from 0 to 4");
    }

    @Test
    void theEndShowsTheScoreTableAndTheStory() {
        Fixture f = new Fixture(3, "B");
        HidalgoChapterTest.driveTo(f, Phase.OVER);
        String all = String.join("\n", render(f, 1));
        assertThat(all).contains("Final scores", "cards  Don Diego  diamonds  objective  total", "      objective O",
                "The story of Don Quixote:", "rivers 2->5, 6->9, 8->12, 13->16 (active in this chapter");
        assertThat(all).as("who won is the server's end of the game, said once").doesNotContain("Winner", "victory");
        assertThat(f.st.story).hasSize(8);
        assertThat(all).contains("II " + f.st.story.get(7).adventure() + " " + f.st.story.get(7).name());
    }

    @Test
    void withColourOnTheTokensItemsAndTheViewersOwnThingsArePaintedAndWithColourOffNothingIs() {
        Fixture f = lions();
        String plain = String.join("\n", render(f, 1, false));
        String coloured = String.join("\n", render(f, 1, true));
        assertThat(plain).doesNotContain("\u001b");
        assertThat(coloured).contains("\u001b[33mG\u001b[0m", "\u001b[33mglory\u001b[0m", "\u001b[32mtent\u001b[0m",
                "\u001b[1mbob         \u001b[0m", "\u001b[1mYour decision:\u001b[0m");
        assertThat(String.join("\n", render(f, -1, true))).doesNotContain("\u001b[1m");
    }
}
