package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.Audience;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.RenderContext;
import io.lamancha.games.hidalgo.HidalgoAbilityEvent.ShieldUsed;
import io.lamancha.games.hidalgo.HidalgoAbilityEvent.StealAimed;
import io.lamancha.games.hidalgo.HidalgoAbilityEvent.Stolen;
import io.lamancha.games.hidalgo.HidalgoAbilityEvent.ZapAimed;
import io.lamancha.games.hidalgo.HidalgoChapterEvent.Voted;
import io.lamancha.games.hidalgo.HidalgoPlayEvent.BlindPick;
import io.lamancha.games.hidalgo.HidalgoPlayEvent.CardChosen;
import io.lamancha.games.hidalgo.HidalgoPlayEvent.CardTaken;
import io.lamancha.games.hidalgo.HidalgoPlayEvent.Played;
import io.lamancha.games.hidalgo.HidalgoPlayEvent.PoisonUsed;
import io.lamancha.games.hidalgo.HidalgoPlayEvent.Revealed;
import io.lamancha.games.hidalgo.HidalgoPlayEvent.RevealedPlay;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The events carry their facts as fields; the sentences are made from those fields alone. */
class HidalgoEventTest {

    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    private static final RenderContext NAMES = new RenderContext(List.of("alice", "bob", "carol"), -1, false);

    @Test
    void aPlayWithItemsIsConfirmedToItsPlayerAloneAndTheRoomHearsOnlyThatASeatPlayed() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 5, 6).hand(1, 4, 33).hand(2, 35, 36)
                .item("donkey", 1).item("tent", 1).begin();
        f.move(0, "pick A19");
        List<GameEvent> events = f.move(1, "play C4 donkey - tent");
        assertThat(events).containsExactly(new CardChosen(1, "C4", "Rocinante", List.of("-"), true), new Played(1));
        assertThat(events.get(0).audience()).isEqualTo(Audience.seat(1));
        assertThat(events.get(0).text(NAMES))
                .isEqualTo("You play C4 Rocinante with a donkey (-3 votes), the tent.");
        assertThat(events.get(1).audience().isEveryone()).isTrue();
    }

    @Test
    void theRevealListsEveryPlayClockwiseFromTheStartPlayerWithItsCardAndItems() throws Exception {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 50, 51).hand(1, 4, 5).hand(2, 33, 34)
                .item("donkey", 2).begin();
        f.move(0, "pick A19");
        f.move(0, "play C50");
        f.move(1, "play C4");
        List<GameEvent> events = f.move(2, "play C33 donkey +");
        Revealed reveal = (Revealed) events.stream().filter(e -> e.type().equals("reveal")).findFirst().orElseThrow();
        assertThat(reveal.plays()).containsExactly(
                new RevealedPlay(0, "C50", "Marcela", 0, 1, "zap", false, List.of(), false),
                new RevealedPlay(1, "C4", "Rocinante", 1, 0, "none", false, List.of(), false),
                new RevealedPlay(2, "C33", "Luscinda", 1, 0, "none", false, List.of("+"), false));
        assertThat(reveal.text(NAMES)).isEqualTo("Reveal: alice plays C50 Marcela (-1, zap); bob plays C4 Rocinante"
                + " (+1); carol plays C33 Luscinda (+1); carol adds 3 positive votes with a donkey.");
        assertThat(JSON.readTree(JSON.writeValueAsString(reveal)).get("plays").get(2).get("donkeys").get(0).asText())
                .isEqualTo("+");
    }

    @Test
    void thePoisonsBlindPickNamesTheCardOnlyToTheHandItLeft() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5, 6).hand(1, 33, 34, 35)
                .hand(2, 62, 63, 64).item("poison", 0).begin();
        f.move(0, "pick A19");
        List<GameEvent> events = f.move(0, "item poison");
        int taken = f.st.round.play[1];
        String name = Fixture.DATA.card(taken).name();
        assertThat(events).containsExactly(new PoisonUsed(0), new BlindPick(1, 2),
                new CardTaken(2, "C" + taken, name, 1), events.get(3), events.get(4));
        assertThat(events.get(2).audience()).isEqualTo(Audience.seat(2));
        assertThat(events.get(2).text(NAMES)).isEqualTo("C" + taken + " " + name + " leaves your hand: bob plays it blind.");
        assertThat(events.get(1).text(NAMES)).isEqualTo("bob draws a card blindly from the hand of carol.");
    }

    @Test
    void abilitiesAreNamedInWordsInTheRevealAndTheTentCopy() {
        RevealedPlay innkeeper = new RevealedPlay(2, "C24", "The Innkeeper", 1, 0, "get_diamond_or_item", false,
                List.of(), false);
        assertThat(new Revealed(List.of(innkeeper)).text(NAMES))
                .isEqualTo("Reveal: carol plays C24 The Innkeeper (+1, get diamond/item).");
        assertThat(new HidalgoPlayEvent.TentCopy(1, "C10", "Sancho", "zap_protection").text(NAMES))
                .isEqualTo("bob copies with the tent the ability of C10 Sancho: zap-proof.");
        assertThat(new HidalgoChapterEvent.ChapterDiscard(0, 1).text(NAMES)).isEqualTo("alice discards 1 card.");
    }

    @Test
    void aStealFromAShieldHolderIsAimedFirstAndTheShieldStopsIt() {
        Fixture f = Fixture.innkeeperFacingAnEmptyCentre();
        assertThat(f.game.legalMoves(0)).contains("steal seat2 tent");
        assertThat(f.move(0, "steal seat2 tent")).containsExactly(new StealAimed(0, 1, "tent"));
        List<GameEvent> answer = f.move(1, "item shield");
        assertThat(answer.get(0)).isEqualTo(new ShieldUsed(1, "steal"));
        assertThat(answer.get(0).text(NAMES)).isEqualTo("bob's shield stops the theft.");
        assertThat(new StealAimed(0, 1, "tent").text(NAMES))
                .isEqualTo("alice tries to steal a tent from bob, who may raise a shield.");
        assertThat(new Stolen(0, 1, "diamond").text(NAMES)).isEqualTo("alice steals a diamond from bob.");
    }

    @Test
    void theVoteTellsTheTallyAndTheTokensMove() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 50, 51).hand(1, 4, 5).hand(2, 33, 34)
                .begin();
        f.move(0, "pick A19");
        f.move(0, "play C50");
        f.move(1, "play C4");
        f.move(2, "play C33");
        List<GameEvent> events = f.move(0, "pass");
        StoryEntry story = f.st.story.get(0);
        assertThat(events.get(0)).isEqualTo(new Voted("A19", story.name(), 2, 1, true, story.token(), story.steps(),
                story.from(), story.to()));
        assertThat(events.get(0).text(NAMES)).isEqualTo(story.name() + " succeeds (2 for, 1 against): " + story.token()
                + " " + story.from() + " -> " + story.to() + ".");
        assertThat(new ZapAimed(2, 0).text(NAMES)).isEqualTo("carol aims a zap at the card of alice, who may raise a shield.");
    }
}
