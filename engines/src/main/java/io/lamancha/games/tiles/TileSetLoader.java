package io.lamancha.games.tiles;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.lamancha.games.data.DataFiles;
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
 * Reads the tile set and the castles from {@code quixote_tiles.json} into records and rejects a file
 * that breaks any check listed in {@code docs/games/quixote-tiles.md} with a {@link TileDataException}
 * naming the problem. Any file that passes is accepted: the engine relies on nothing else about the set.
 */
final class TileSetLoader {

    static final String RESOURCE = "quixote_tiles.json";
    static final String FORMAT = "quixote-tiles/1";
    static final int TILE_COUNT = 22;

    /** The file as written; a knight's {@code strength} stays raw, as its message quotes it. */
    record TileFile(String format, List<TileJson> tiles, List<CastleJson> castles) {
    }

    record TileJson(String id, List<SegmentJson> segments) {
    }

    record CastleJson(Integer value, List<SegmentJson> segments) {
    }

    record SegmentJson(List<String> exits, FeatureJson feature) {
    }

    record FeatureJson(String kind, JsonNode strength, String half) {
    }

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
        TileFile file = DataFiles.read(text, TileFile.class, problem -> new TileDataException(source + ": " + problem));
        try {
            return read(file);
        } catch (TileDataException e) {
            throw new TileDataException(source + ": " + e.getMessage(), e);
        }
    }

    private static TileSet read(TileFile file) {
        check(FORMAT.equals(file.format()), "\"format\" must be \"" + FORMAT + "\"");
        List<TileJson> tiles = file.tiles();
        check(tiles != null, "\"tiles\" must be a list");
        check(tiles.size() == TILE_COUNT, "expected exactly " + TILE_COUNT + " tiles, found " + tiles.size());
        List<RoadTile> set = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (TileJson t : tiles) {
            RoadTile tile = readTile(t);
            check(ids.add(tile.id().toUpperCase(Locale.ROOT)), "tile id " + tile.id() + " appears more than once");
            set.add(tile);
        }
        return new TileSet(set, readCastles(file.castles()));
    }

    private static RoadTile readTile(TileJson t) {
        String id = t.id() == null ? "" : t.id();
        check(id.matches("[A-Za-z0-9]+"), "every tile needs an \"id\" of letters and digits, found '" + id + "'");
        List<Segment> segments = readSegments(t.segments(), "tile " + id);
        check(segments.stream().anyMatch(s -> !s.features().isEmpty()),
                "tile " + id + " has no feature; every tile needs at least one");
        return new RoadTile(id, segments);
    }

    private static List<Castle> readCastles(List<CastleJson> castles) {
        check(castles != null && castles.size() == 2,
                "expected exactly 2 castles, found " + (castles != null ? castles.size() : "none"));
        List<Castle> list = new ArrayList<>();
        for (CastleJson c : castles) {
            int value = c.value() == null ? 0 : c.value();
            check(value == 6 || value == 4, "castle values must be 6 and 4, found " + (c.value() == null ? "" : value));
            List<Segment> segments = readSegments(c.segments(), "castle " + value);
            check(segments.size() == 2, "castle " + value + " needs exactly 2 segments, found " + segments.size());
            list.add(new Castle(value, segments));
        }
        check(list.get(0).value() != list.get(1).value(), "castle values must be 6 and 4, found "
                + list.get(0).value() + " twice");
        list.sort(Comparator.comparingInt(Castle::value).reversed());
        return list;
    }

    private static List<Segment> readSegments(List<SegmentJson> segs, String owner) {
        int n = segs != null ? segs.size() : 0;
        check(owner.startsWith("castle") || (n >= 1 && n <= 2), owner + " has " + n + " segments; a tile has 1 or 2");
        check(segs != null, owner + " needs a \"segments\" list");
        Set<Exit> used = new HashSet<>();
        List<Segment> list = new ArrayList<>();
        for (SegmentJson s : segs) {
            List<String> exits = s.exits() != null ? s.exits() : List.of();
            check(!exits.isEmpty() && exits.size() <= 4,
                    owner + " has a segment with " + exits.size() + " exits; a segment has 1 to 4");
            List<Exit> parsed = new ArrayList<>();
            for (String e : exits) {
                Exit exit = Exit.parse(e);
                check(exit != null, owner + " has an unknown exit \"" + e + "\"; exits are N, NE, SE, S, SW, NW");
                check(used.add(exit), owner + " uses exit " + exit + " twice");
                parsed.add(exit);
            }
            list.add(new Segment(parsed, s.feature() != null ? List.of(readFeature(s.feature(), owner)) : List.of()));
        }
        return list;
    }

    private static Feature readFeature(FeatureJson f, String owner) {
        FeatureKind kind = FeatureKind.parse(f.kind() != null ? f.kind() : "");
        check(kind != null, owner + " has a feature of kind " + (f.kind() != null ? "\"" + f.kind() + "\"" : "")
                + "; the kinds are church, windmill, knight");
        int strength = 0;
        if (kind == FeatureKind.KNIGHT) {
            JsonNode s = f.strength() != null ? f.strength() : MissingNode.getInstance();
            check(s.isInt() && s.asInt() >= 1 && s.asInt() <= 3,
                    owner + " has a knight with strength " + s + "; a knight's strength is a whole number 1 to 3");
            strength = s.asInt();
        }
        String half = f.half() != null ? f.half() : "";
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
