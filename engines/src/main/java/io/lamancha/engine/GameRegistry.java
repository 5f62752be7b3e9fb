package io.lamancha.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The games a server offers, by id, in the order they were listed. */
public final class GameRegistry {

    private final Map<String, GameDefinition> byId = new LinkedHashMap<>();

    public GameRegistry(List<GameDefinition> definitions) {
        for (GameDefinition d : definitions) {
            if (byId.putIfAbsent(d.id(), d) != null) {
                throw new IllegalArgumentException("game listed twice: " + d.id());
            }
            if (!d.botLevels().contains("random")) {
                throw new IllegalArgumentException(d.id() + " has no random bot");
            }
        }
    }

    public Optional<GameDefinition> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public List<GameDefinition> all() {
        return List.copyOf(byId.values());
    }
}
