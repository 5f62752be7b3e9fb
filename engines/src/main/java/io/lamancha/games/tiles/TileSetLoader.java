package io.lamancha.games.tiles;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads the tile set and the castles from {@code quixote_tiles.json} (data doc section 3.3) and
 * rejects a file that breaks any of the doc's checks with a {@link TileDataException} naming the
 * problem. Any file that passes is accepted: the engine relies on nothing else about the set.
 */
final class TileSetLoader {

    static final String RESOURCE = "quixote_tiles.json";
    static final String FORMAT = "quixote-tiles/1";
    static final int TILE_COUNT = 22;

    private static final ObjectMapper JSON = new ObjectMapper();

    private TileSetLoader() {
    }

    /** The set shipped with the engine. */
    static TileSet loadDefault() {
        try (InputStream in = TileSetLoader.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new TileDataException(RESOURCE + ": resource not found next to " + TileSetLoader.class.getName());
            }
            return load(new String(in.readAllBytes(), StandardCharsets.UTF_8), RESOURCE);
        } catch (IOException e) {
            throw new TileDataException(RESOURCE + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /** Parses and checks a data file's text; {@code source} names it in error messages. */
    static TileSet load(String text, String source) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new TileDataException(source + ": not valid JSON: " + e.getOriginalMessage(), e);
        }
        try {
            return read(root);
        } catch (TileDataException e) {
            throw new TileDataException(source + ": " + e.getMessage(), e);
        }
    }

    private static TileSet read(JsonNode root) {
        check(root != null && root.isObject(), "the file must hold one JSON object");
        check(FORMAT.equals(root.path("format").asText(null)), "\"format\" must be \"" + FORMAT + "\"");
        JsonNode tiles = root.path("tiles");
        check(tiles.isArray(), "\"tiles\" must be a list");
        check(tiles.size() == TILE_COUNT, "expected exactly " + TILE_COUNT + " tiles, found " + tiles.size());
        List<RoadTile> set = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (JsonNode t : tiles) {
            RoadTile tile = readTile(t);
            check(ids.add(tile.id().toUpperCase(Locale.ROOT)), "tile id " + tile.id() + " appears more than once");
            set.add(tile);
        }
        return new TileSet(set, readCastles(root.path("castles")));
    }

    private static RoadTile readTile(JsonNode t) {
        String id = t.path("id").asText("");
        check(id.matches("[A-Za-z0-9]+"), "every tile needs an \"id\" of letters and digits, found '" + id + "'");
        List<Segment> segments = readSegments(t.path("segments"), "tile " + id);
        check(segments.stream().anyMatch(s -> !s.features().isEmpty()),
                "tile " + id + " has no feature; every tile needs at least one");
        return new RoadTile(id, segments);
    }

    private static List<Castle> readCastles(JsonNode castles) {
        check(castles.isArray() && castles.size() == 2,
                "expected exactly 2 castles, found " + (castles.isArray() ? castles.size() : "none"));
        List<Castle> list = new ArrayList<>();
        for (JsonNode c : castles) {
            int value = c.path("value").asInt(0);
            check(c.path("value").isInt() && (value == 6 || value == 4),
                    "castle values must be 6 and 4, found " + c.path("value"));
            List<Segment> segments = readSegments(c.path("segments"), "castle " + value);
            check(segments.size() == 2, "castle " + value + " needs exactly 2 segments, found " + segments.size());
            list.add(new Castle(value, segments));
        }
        check(list.get(0).value() != list.get(1).value(), "castle values must be 6 and 4, found "
                + list.get(0).value() + " twice");
        list.sort(Comparator.comparingInt(Castle::value).reversed());
        return list;
    }

    private static List<Segment> readSegments(JsonNode segs, String owner) {
        int n = segs.isArray() ? segs.size() : 0;
        check(owner.startsWith("castle") || (n >= 1 && n <= 2), owner + " has " + n + " segments; a tile has 1 or 2");
        check(segs.isArray(), owner + " needs a \"segments\" list");
        Set<Exit> used = new HashSet<>();
        List<Segment> list = new ArrayList<>();
        for (JsonNode s : segs) {
            JsonNode exits = s.path("exits");
            int count = exits.isArray() ? exits.size() : 0;
            check(count >= 1 && count <= 4, owner + " has a segment with " + count + " exits; a segment has 1 to 4");
            List<Exit> parsed = new ArrayList<>();
            for (JsonNode e : exits) {
                Exit exit = Exit.parse(e.asText());
                check(exit != null, owner + " has an unknown exit " + e + "; exits are N, NE, SE, S, SW, NW");
                check(used.add(exit), owner + " uses exit " + exit + " twice");
                parsed.add(exit);
            }
            list.add(new Segment(parsed, s.has("feature") ? List.of(readFeature(s.get("feature"), owner)) : List.of()));
        }
        return list;
    }

    private static Feature readFeature(JsonNode f, String owner) {
        FeatureKind kind = FeatureKind.parse(f.path("kind").asText(""));
        check(kind != null, owner + " has a feature of kind " + f.path("kind")
                + "; the kinds are church, windmill, knight");
        int strength = 0;
        if (kind == FeatureKind.KNIGHT) {
            JsonNode s = f.path("strength");
            check(s.isInt() && s.asInt() >= 1 && s.asInt() <= 3,
                    owner + " has a knight with strength " + s + "; a knight's strength is a whole number 1 to 3");
            strength = s.asInt();
        }
        String half = f.path("half").asText("");
        check(half.equals("top") || half.equals("bottom"),
                owner + " has a feature in half '" + half + "'; the half is top or bottom");
        return new Feature(kind, strength, half.equals("top") ? Half.TOP : Half.BOTTOM);
    }

    private static void check(boolean ok, String problem) {
        if (!ok) {
            throw new TileDataException(problem);
        }
    }
}
