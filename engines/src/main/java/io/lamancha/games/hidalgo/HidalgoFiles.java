package io.lamancha.games.hidalgo;

import io.lamancha.games.data.DataFiles.Optional;
import java.util.List;
import java.util.Map;

/**
 * The five data files as they are written, field for field (JSON names in snake case), bound by
 * {@link io.lamancha.games.data.DataFiles}. A component is required unless marked {@link Optional};
 * numbers are boxed so that a missing one shows. Components come in the order the loader has always
 * checked them, so the first fault named is the same. {@link HidalgoDataLoader} checks the rest and
 * turns them into {@link HidalgoData}.
 */
final class HidalgoFiles {

    private HidalgoFiles() {
    }

    /** What every file starts with: its kind, e.g. {@code hidalgo.track}. */
    interface File {
        String kind();
    }

    record Setup(String kind, Integer handSize, Integer poolSize, List<BoxToken> tokenBox,
                 Map<String, SetupData.PlayerCount> players) implements File {
    }

    record BoxToken(String kind, @Optional String item, String id, Integer minPlayers) {
    }

    record Track(String kind, Integer start, Integer riversActiveInChapter, Map<String, Side> sides)
            implements File {
    }

    record Side(Integer spaces, List<Integer> points, List<River> rivers) {
    }

    record River(Integer from, Integer to) {
    }

    record Characters(String kind, List<CharacterEntry> cards) implements File {
    }

    /** One line of the character table: cards {@code ids[0]..ids[1]}, {@code copies} of them. */
    record CharacterEntry(List<Integer> ids, String name, Integer copies, Integer plus, Integer minus,
                          @Optional String token, String ability, Scoring scoring) {
    }

    record Scoring(String type, @Optional Integer points, @Optional List<String> tokens, @Optional String group) {
    }

    record Adventures(String kind, List<AdventureEntry> cards) implements File {
    }

    record AdventureEntry(String id, String name, String ref, Integer plus, Integer minus, Outcome success,
                          Outcome failure) {
    }

    record Outcome(Integer steps, String token) {
    }

    record Objectives(String kind, List<ObjectiveEntry> cards) implements File {
    }

    record ObjectiveEntry(String id, String name, List<Integer> players, Rule rule) {
    }

    record Rule(String type, @Optional List<Integer> values, @Optional Integer points,
                @Optional List<Condition> conditions, @Optional Integer minCards) {
    }

    record Condition(String is, String token, Integer points) {
    }
}
