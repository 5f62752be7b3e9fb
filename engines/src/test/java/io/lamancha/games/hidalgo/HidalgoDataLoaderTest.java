package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The bundled data loads as docs/games/hidalgo.md describes, and each malformation is refused clearly. */
class HidalgoDataLoaderTest {

    private static final String[] FILES = {"setup.json", "track.json", "characters.json", "adventures.json",
                                           "objectives.json"};

    private static Map<String, String> bundled() {
        Map<String, String> files = new HashMap<>();
        for (String f : FILES) {
            try (InputStream in = HidalgoDataLoaderTest.class.getResourceAsStream(HidalgoDataLoader.RESOURCE_DIR + f)) {
                files.put(f, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        return files;
    }

    /** Loads the bundled files with one of them changed, expecting a refusal that names the fault. */
    private static void refuses(String file, UnaryOperator<String> change, String message) {
        Map<String, String> files = bundled();
        String changed = change.apply(files.get(file));
        assertThat(changed).as("the change applies").isNotEqualTo(files.get(file));
        files.put(file, changed);
        assertThatThrownBy(() -> HidalgoDataLoader.load(files::get))
                .isInstanceOf(HidalgoDataException.class).hasMessageStartingWith(file).hasMessageContaining(message);
    }

    @Test
    void theBundledDataHoldsTheReconstructedLists() {
        HidalgoData d = HidalgoDataLoader.loadBundled();
        assertThat(d.characters()).hasSize(120);
        assertThat(d.adventures()).hasSize(22);
        assertThat(d.objectives()).hasSize(11);
        assertThat(d.sideNames()).containsExactly("A", "B");
        assertThat(d.card(50).name()).isEqualTo("Marcela");
        assertThat(d.card(50).ability()).isEqualTo(Ability.ZAP);
        assertThat(d.card(120).scoring().group()).isEqualTo("don_diego");
        assertThat(d.adventure("A2").success()).isEqualTo(new Adventure.Outcome(Token.GLORY, 4));
        assertThat(d.sides().get("B").rivers()).containsEntry(8, 12).hasSize(4);
        assertThat(d.setup().players().get(6).adventuresPerChapter()).containsExactly(4, 6);
    }

    @Test
    void aMissingFileIsRefused() {
        Map<String, String> files = bundled();
        files.remove("track.json");
        assertThatThrownBy(() -> HidalgoDataLoader.load(files::get)).hasMessage("track.json: data file is missing");
    }

    @Test
    void textThatIsNotJsonIsRefused() {
        refuses("adventures.json", s -> s.replaceFirst("\\{", "{{"), "not valid JSON");
    }

    @Test
    void aFileThatIsNotOneObjectIsRefused() {
        refuses("objectives.json", s -> "[" + s + "]", "must hold one JSON object");
    }

    @Test
    void aFileOfTheWrongKindIsRefused() {
        refuses("track.json", s -> s.replace("hidalgo.track", "hidalgo.setup"), "kind must be 'hidalgo.track'");
    }

    @Test
    void aMissingFieldIsNamed() {
        refuses("setup.json", s -> s.replace("\"hand_size\": 9,", ""), "field 'hand_size' is missing");
    }

    @Test
    void aNumberWrittenAsTextIsRefused() {
        refuses("setup.json", s -> s.replace("\"pool_size\": 4", "\"pool_size\": \"4\""), "must be a whole number");
    }

    @Test
    void aHandSizeBelowOneIsRefused() {
        refuses("setup.json", s -> s.replace("\"hand_size\": 9", "\"hand_size\": 0"), "at least 1");
    }

    @Test
    void anUnknownItemIsRefused() {
        refuses("setup.json", s -> s.replace("\"item\": \"tent\"", "\"item\": \"lance\""), "unknown item 'lance'");
    }

    @Test
    void anUnknownTokenKindInTheBoxIsRefused() {
        refuses("setup.json", s -> s.replace("\"kind\": \"diamond\"", "\"kind\": \"ruby\""), "token kind must be");
    }

    @Test
    void aPlayerCountWithoutASetupRowIsRefused() {
        refuses("setup.json", s -> s.replaceFirst("\"5\": \\{[^}]*},", ""), "no row for 5 players");
    }

    @Test
    void aChapterListThatIsNotTwoLengthsIsRefused() {
        refuses("setup.json", s -> s.replace("[4, 6]", "[4, 6, 2]"), "adventures_per_chapter for 6 players");
    }

    @Test
    void aSetupDiamondForASeatThatDoesNotExistIsRefused() {
        refuses("setup.json", s -> s.replace("\"setup_diamond_seats\": [3]", "\"setup_diamond_seats\": [4]"),
                "setup diamond seat 4 does not exist with 3 players");
    }

    @Test
    void moreSetupDiamondsThanInPlayAreRefused() {
        refuses("setup.json", s -> s.replace("\"setup_diamond_seats\": [3]", "\"setup_diamond_seats\": [1, 2, 3, 3]"),
                "only 3 are in play");
    }

    @Test
    void aTrackWhosePointsDoNotMatchItsSpacesIsRefused() {
        refuses("track.json", s -> s.replace("\"spaces\": 16", "\"spaces\": 17"), "17 spaces but 16 point values");
    }

    @Test
    void aRiverThatLeadsBackwardIsRefused() {
        refuses("track.json", s -> s.replace("{\"from\": 3, \"to\": 6}", "{\"from\": 6, \"to\": 3}"), "must lead forward");
    }

    @Test
    void aRiverEndingOnAnotherRiversSourceIsRefused() {
        refuses("track.json", s -> s.replace("{\"from\": 3, \"to\": 6}", "{\"from\": 3, \"to\": 9}"),
                "destination 9 is itself a river source");
    }

    @Test
    void aTrackWithoutSidesIsRefused() {
        refuses("track.json", s -> s.replaceFirst("(?s)\"sides\": \\{.*}\\s*}\\s*$", "\"sides\": {}}"),
                "at least one track side");
    }

    @Test
    void tokensThatDoNotStartOnZeroAreRefused() {
        refuses("track.json", s -> s.replace("\"start\": 0", "\"start\": 1"), "start on space 0");
    }

    @Test
    void characterIdsOutOfTableOrderAreRefused() {
        refuses("characters.json", s -> s.replace("\"ids\": [4, 10]", "\"ids\": [4, 11]"), "must cover ids 4..10");
    }

    @Test
    void anUnknownAbilityIsRefused() {
        refuses("characters.json", s -> s.replaceFirst("\"ability\": \"zap\"", "\"ability\": \"teleport\""),
                "unknown ability 'teleport'");
    }

    @Test
    void anUnknownScoringTypeIsRefused() {
        refuses("characters.json", s -> s.replaceFirst("token_value", "token_squared"), "unknown scoring type");
    }

    @Test
    void aTokenCardWithoutATokenIsRefused() {
        refuses("characters.json", s -> s.replaceFirst("\"token\": \"glory\"", "\"token\": null"),
                "must name a token exactly when it scores by token value");
    }

    @Test
    void anUnknownTokenIsRefused() {
        refuses("characters.json", s -> s.replaceFirst("\"token\": \"glory\"", "\"token\": \"honour\""),
                "unknown token 'honour'");
    }

    @Test
    void aPairScoringCardMustNameTwoTokens() {
        refuses("characters.json", s -> s.replace("[\"glory\", \"obsession\"]", "[\"glory\"]"), "must name two tokens");
    }

    @Test
    void negativeVoteCountsAreRefused() {
        refuses("characters.json", s -> s.replaceFirst("\"minus\": 0", "\"minus\": -1"), "negative votes");
    }

    @Test
    void aDuplicateAdventureIdIsRefused() {
        refuses("adventures.json", s -> s.replace("\"id\": \"A2\"", "\"id\": \"A1\""), "'A1' must be A<n> and appear once");
    }

    @Test
    void anAdventureThatMovesNoStepsIsRefused() {
        refuses("adventures.json", s -> s.replaceFirst("\"steps\": 2", "\"steps\": 0"), "at least 1 step");
    }

    @Test
    void tooFewAdventuresForTheLongestGameAreRefused() {
        refuses("adventures.json", s -> s.replaceAll("(?m)^.*\"A(18|19|20|21|22)\".*\\R", "")
                .replaceAll(",\\s*]}", "]}"), "6 players need at least 18 adventures, found 17");
    }

    @Test
    void aDuplicateObjectiveIdIsRefused() {
        refuses("objectives.json", s -> s.replace("\"id\": \"O2\"", "\"id\": \"O1\""), "'O1' must be O<n>");
    }

    @Test
    void anObjectiveForSevenPlayersIsRefused() {
        refuses("objectives.json", s -> s.replaceFirst("\\[2, 3, 4, 5, 6]", "[2, 7]"), "outside 2..6");
    }

    @Test
    void anUnknownObjectiveRuleIsRefused() {
        refuses("objectives.json", s -> s.replaceFirst("per_item_held", "per_windmill"), "unknown objective rule type");
    }

    @Test
    void aFirstLastConditionMustSayFirstOrLast() {
        refuses("objectives.json", s -> s.replaceFirst("\"is\": \"first\"", "\"is\": \"middle\""), "'first' or 'last'");
    }

    @Test
    void tooFewObjectivesForAPlayerCountAreRefused() {
        refuses("objectives.json", s -> s.replace(", 6]", "]"), "only 0 objectives for 6 players");
    }

    @Test
    void aListWrittenAsANumberIsRefused() {
        refuses("adventures.json", s -> s.replaceFirst("\"cards\": \\[", "\"cards\": 1, \"x\": ["),
                "field 'cards' must be a list");
    }
}
