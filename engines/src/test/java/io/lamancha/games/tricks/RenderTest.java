package io.lamancha.games.tricks;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.RenderContext;
import java.util.List;
import org.junit.jupiter.api.Test;

class RenderTest {

    private static final RenderContext NAMES = new RenderContext(List.of("sohyeon", "jihun", "unseo"), 1, false);

    @Test
    void aSeatSeesItsHandWithTheLegalCardsInBrackets() {
        TricksGame game = Positions.example(List.of(0, 0, 0));
        Positions.play(game, "0:R1");
        List<String> lines = game.view(1).render(NAMES);
        assertThat(lines).contains("Your hand: [R6] [R7]  Y1   Y4   Y7   B4  [P]");
        assertThat(lines).contains("Suit power: R > Y > B  (strongest first: it beats the colour led)");
        assertThat(lines).contains("Leftovers: R3 B7  (face up: dealt to nobody this round)");
        assertThat(lines).contains("Trick, colour to follow R: sohyeon R1");
        assertThat(lines).contains("Round pays: no tricks 3 points, exactly 3 tricks 1 point; +1 per pass card won.");
        assertThat(lines).contains("Your turn: play a card in [brackets], e.g. /play R6");
        assertThat(lines).anyMatch(l -> l.startsWith("> jihun"));
    }

    @Test
    void thePlayerTableShowsTricksPassCardsAndScores() {
        TricksGame game = Positions.example(List.of(0, 0, 0));
        Positions.playAll(game, Positions.EXAMPLE_PLAYS.subList(0, 4));
        List<String> lines = game.view(1).render(NAMES);
        assertThat(lines).contains(
                "  Player           Tricks  Pass  Score  Last  Cards",
                "  jihun                 3     1      0    +0      3",
                "> unseo                 1     1      0    +0      3");
        assertThat(lines).contains("Last trick, won by unseo: jihun P, unseo B5, sohyeon B1");
        assertThat(lines).contains("Turn: unseo");
    }

    @Test
    void aSpectatorSeesNoHandAndLongNamesAreCutSoThatLinesStayWithinEightyColumns() {
        TricksGame game = TricksGame.start(5, 3);
        String longName = "x".repeat(40);
        RenderContext spectator = new RenderContext(List.of(longName, longName, longName, longName, longName),
                -1, false);
        for (int i = 0; i < 9; i++) {
            int seat = game.awaited().iterator().next();
            game.apply(seat, game.legalMoves(seat).get(0));
        }
        List<String> lines = game.spectatorView().render(spectator);
        assertThat(lines).noneMatch(l -> l.startsWith("Your hand")).allMatch(l -> l.length() <= 80);
        assertThat(game.view(0).render(spectator.withFocus(0))).allMatch(l -> l.length() <= 80);
    }

    @Test
    void eventsAreSentencesForPeople() {
        TricksGame game = Positions.example(List.of(0, 0, 0));
        RenderContext context = new RenderContext(List.of("sohyeon", "jihun", "unseo"), -1, false);
        List<String> texts = Positions.playAll(game, Positions.EXAMPLE_PLAYS).stream()
                .map(e -> e.text(context)).collect(java.util.stream.Collectors.toList());
        assertThat(texts).contains("sohyeon plays R1.",
                "jihun wins trick 3 with Y7 (1 pass card); suit power now B > R > Y.",
                "Round 1 scored:\n"
                        + "  sohyeon          +3 = 3   (0 tricks, 0 pass cards)\n"
                        + "  jihun            +2 = 2   (3 tricks, 1 pass card)\n"
                        + "  unseo            +1 = 1   (4 tricks, 1 pass card)");
        assertThat(texts).anyMatch(t -> t.startsWith("Round 2 is dealt; face-up leftovers: ")
                && t.endsWith("; unseo leads."));
    }
}
