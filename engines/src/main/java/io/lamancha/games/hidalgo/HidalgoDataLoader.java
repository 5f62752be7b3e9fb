package io.lamancha.games.hidalgo;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Loads the five data files (setup, track, characters, adventures, objectives) and checks them,
 * so that the real published lists can replace the house reconstruction without code changes.
 * Every malformed file is refused with a {@link HidalgoDataException} naming the file and the fault.
 */
public final class HidalgoDataLoader {

    static final String RESOURCE_DIR = "/io/lamancha/games/hidalgo/";
    private static final ObjectMapper JSON = new ObjectMapper();

    private HidalgoDataLoader() {
    }

    /** The data shipped with the engine. */
    public static HidalgoData loadBundled() {
        return load(HidalgoDataLoader::readResource);
    }

    /** Loads from {@code source}, which maps a file name such as {@code track.json} to its text or null. */
    public static HidalgoData load(Function<String, String> source) {
        SetupData setup = parseSetup(root(source, "setup.json", "hidalgo.setup"));
        JsonNode track = root(source, "track.json", "hidalgo.track");
        JsonFields tf = new JsonFields("track.json");
        Map<String, TrackSide> sides = parseSides(track, tf);
        int riversChapter = tf.integer(track, "rivers_active_in_chapter");
        CardListParser cards = new CardListParser();
        List<CharacterCard> characters = cards.characters(root(source, "characters.json", "hidalgo.characters"));
        List<Adventure> adventures = cards.adventures(root(source, "adventures.json", "hidalgo.adventures"));
        List<Objective> objectives = cards.objectives(root(source, "objectives.json", "hidalgo.objectives"));
        HidalgoData data = new HidalgoData(setup, sides, riversChapter, characters, adventures, objectives);
        checkEnoughForEveryCount(data);
        return data;
    }

    private static JsonNode root(Function<String, String> source, String file, String kind) {
        String text = source.apply(file);
        if (text == null) {
            throw new HidalgoDataException(file + ": data file is missing");
        }
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new HidalgoDataException(file + ": not valid JSON (" + e.getOriginalMessage() + ")");
        }
        if (root == null || !root.isObject()) {
            throw new HidalgoDataException(file + ": must hold one JSON object");
        }
        new JsonFields(file).checkKind(root, kind);
        return root;
    }

    private static String readResource(String file) {
        try (InputStream in = HidalgoDataLoader.class.getResourceAsStream(RESOURCE_DIR + file)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new HidalgoDataException(file + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    private static SetupData parseSetup(JsonNode root) {
        JsonFields f = new JsonFields("setup.json");
        List<SetupData.BoxToken> box = new ArrayList<>();
        for (JsonNode t : f.array(root, "token_box")) {
            String kind = f.text(t, "kind");
            ItemType item = null;
            if (kind.equals("item")) {
                item = ItemType.fromKey(f.text(t, "item"));
                if (item == null) {
                    throw f.fail("unknown item '" + f.text(t, "item") + "' (use donkey, poison, shield or tent)");
                }
            } else if (!kind.equals("diamond")) {
                throw f.fail("token kind must be 'item' or 'diamond', found '" + kind + "'");
            }
            box.add(new SetupData.BoxToken(f.text(t, "id"), item, f.integer(t, "min_players")));
        }
        Map<Integer, SetupData.PlayerCount> counts = new HashMap<>();
        JsonNode players = f.field(root, "players");
        for (int p = 2; p <= 6; p++) {
            JsonNode row = players.get(Integer.toString(p));
            if (row == null) {
                throw f.fail("players has no row for " + p + " players");
            }
            counts.put(p, parsePlayerCount(f, row, p, box));
        }
        int hand = f.integer(root, "hand_size");
        int pool = f.integer(root, "pool_size");
        if (hand < 1 || pool < 1) {
            throw f.fail("hand_size and pool_size must be at least 1");
        }
        return new SetupData(hand, pool, box, counts);
    }

    private static SetupData.PlayerCount parsePlayerCount(JsonFields f, JsonNode row, int p,
                                                          List<SetupData.BoxToken> box) {
        List<Integer> perChapter = f.integers(row, "adventures_per_chapter");
        if (perChapter.size() != 2 || perChapter.stream().anyMatch(n -> n < 1)) {
            throw f.fail("adventures_per_chapter for " + p + " players must be two numbers of at least 1");
        }
        List<Integer> diamondSeats = f.integers(row, "setup_diamond_seats");
        long diamonds = box.stream().filter(t -> t.item() == null && t.minPlayers() <= p).count();
        for (int s : diamondSeats) {
            if (s < 1 || s > p) {
                throw f.fail("setup diamond seat " + s + " does not exist with " + p + " players");
            }
        }
        if (diamondSeats.size() > diamonds) {
            throw f.fail(p + " players give out " + diamondSeats.size() + " setup diamonds but only "
                    + diamonds + " are in play");
        }
        return new SetupData.PlayerCount(perChapter, diamondSeats);
    }

    private static Map<String, TrackSide> parseSides(JsonNode root, JsonFields f) {
        Map<String, TrackSide> sides = new HashMap<>();
        JsonNode all = f.field(root, "sides");
        if (!all.isObject() || all.size() == 0) {
            throw f.fail("sides must name at least one track side");
        }
        var names = all.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            sides.put(name, parseSide(f, name, all.get(name)));
        }
        if (f.integer(root, "start") != 0) {
            throw f.fail("tokens must start on space 0");
        }
        return sides;
    }

    private static TrackSide parseSide(JsonFields f, String name, JsonNode side) {
        int spaces = f.integer(side, "spaces");
        List<Integer> points = f.integers(side, "points");
        if (points.size() != spaces) {
            throw f.fail("side " + name + " has " + spaces + " spaces but " + points.size() + " point values");
        }
        Map<Integer, Integer> rivers = new HashMap<>();
        for (JsonNode r : f.array(side, "rivers")) {
            int from = f.integer(r, "from");
            int to = f.integer(r, "to");
            if (from < 0 || to >= spaces || to <= from) {
                throw f.fail("side " + name + " river " + from + "->" + to + " must lead forward within the track");
            }
            rivers.put(from, to);
        }
        for (int to : rivers.values()) {
            if (rivers.containsKey(to)) {
                throw f.fail("side " + name + " river destination " + to + " is itself a river source");
            }
        }
        return new TrackSide(name, points, rivers);
    }

    private static void checkEnoughForEveryCount(HidalgoData data) {
        for (int p = 2; p <= 6; p++) {
            final int count = p;
            long objectives = data.objectives().stream().filter(o -> o.players().contains(count)).count();
            if (objectives < p) {
                throw new HidalgoDataException("objectives.json: only " + objectives + " objectives for "
                        + p + " players, one per player is needed");
            }
            List<Integer> perChapter = data.setup().players().get(p).adventuresPerChapter();
            int needed = data.setup().poolSize() * 2 + perChapter.get(0) + perChapter.get(1);
            if (data.adventures().size() < needed) {
                throw new HidalgoDataException("adventures.json: " + p + " players need at least " + needed
                        + " adventures, found " + data.adventures().size());
            }
        }
    }
}
