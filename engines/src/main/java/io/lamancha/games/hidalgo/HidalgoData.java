package io.lamancha.games.hidalgo;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every list the game is played with, as loaded and validated by {@link HidalgoDataLoader}.
 *
 * @param viewParts the views of every card, adventure and objective, made once for every view of
 *     every game; always derived from {@code characters}, {@code adventures} and {@code objectives}
 */
public record HidalgoData(SetupData setup, Map<String, TrackSide> sides, int riversActiveInChapter,
                          List<CharacterCard> characters, List<Adventure> adventures, List<Objective> objectives,
                          HidalgoViewParts viewParts) {

    public HidalgoData {
        sides = Map.copyOf(sides);
        characters = List.copyOf(characters);
        adventures = List.copyOf(adventures);
        objectives = List.copyOf(objectives);
    }

    public HidalgoData(SetupData setup, Map<String, TrackSide> sides, int riversActiveInChapter,
                       List<CharacterCard> characters, List<Adventure> adventures, List<Objective> objectives) {
        this(setup, sides, riversActiveInChapter, characters, adventures, objectives,
                new HidalgoViewParts(characters, adventures, objectives));
    }

    public CharacterCard card(int id) {
        return characters.get(id - 1);
    }

    public Adventure adventure(String id) {
        for (Adventure a : adventures) {
            if (a.id().equals(id)) {
                return a;
            }
        }
        throw new IllegalArgumentException("no adventure " + id);
    }

    public Objective objective(String id) {
        for (Objective o : objectives) {
            if (o.id().equals(id)) {
                return o;
            }
        }
        throw new IllegalArgumentException("no objective " + id);
    }

    /** Track side names, sorted, e.g. {@code [A, B]}. */
    public List<String> sideNames() {
        return List.copyOf(new TreeMap<>(sides).keySet());
    }
}
