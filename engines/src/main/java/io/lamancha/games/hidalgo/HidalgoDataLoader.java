package io.lamancha.games.hidalgo;

import io.lamancha.games.data.DataFiles;
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

    private HidalgoDataLoader() {
    }

    /** The data shipped with the engine. */
    public static HidalgoData loadBundled() {
        return load(HidalgoDataLoader::readResource);
    }

    /** Loads from {@code source}, which maps a file name such as {@code track.json} to its text or null. */
    public static HidalgoData load(Function<String, String> source) {
        SetupData setup = setup(read(source, "setup.json", HidalgoFiles.Setup.class, "hidalgo.setup"));
        HidalgoFiles.Track track = read(source, "track.json", HidalgoFiles.Track.class, "hidalgo.track");
        Map<String, TrackSide> sides = sides(track, failure("track.json"));
        CardListParser cards = new CardListParser();
        List<CharacterCard> characters = cards.characters(
                read(source, "characters.json", HidalgoFiles.Characters.class, "hidalgo.characters"));
        List<Adventure> adventures = cards.adventures(
                read(source, "adventures.json", HidalgoFiles.Adventures.class, "hidalgo.adventures"));
        List<Objective> objectives = cards.objectives(
                read(source, "objectives.json", HidalgoFiles.Objectives.class, "hidalgo.objectives"));
        HidalgoData data = new HidalgoData(setup, sides, track.riversActiveInChapter(), characters, adventures,
                objectives);
        checkEnoughForEveryCount(data);
        return data;
    }

    /** How a file's faults are told: the file's name, then what is wrong. */
    static Function<String, HidalgoDataException> failure(String file) {
        return what -> new HidalgoDataException(file + ": " + what);
    }

    /** The file bound to its record, every required field present and of the expected kind. */
    private static <T extends HidalgoFiles.File> T read(Function<String, String> source, String file, Class<T> type,
                                                        String kind) {
        String text = source.apply(file);
        Function<String, HidalgoDataException> fail = failure(file);
        if (text == null) {
            throw fail.apply("data file is missing");
        }
        T data = DataFiles.read(text, type, fail);
        DataFiles.requireAll(data, fail);
        if (!data.kind().equals(kind)) {
            throw fail.apply("kind must be '" + kind + "', found '" + data.kind() + "'");
        }
        return data;
    }

    private static String readResource(String file) {
        try (InputStream in = HidalgoDataLoader.class.getResourceAsStream(RESOURCE_DIR + file)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new HidalgoDataException(file + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    private static SetupData setup(HidalgoFiles.Setup file) {
        Function<String, HidalgoDataException> fail = failure("setup.json");
        List<SetupData.BoxToken> box = new ArrayList<>();
        for (HidalgoFiles.BoxToken t : file.tokenBox()) {
            ItemType item = null;
            if (t.kind().equals("item")) {
                if (t.item() == null) {
                    throw fail.apply("field 'item' is missing");
                }
                item = ItemType.fromKey(t.item());
                if (item == null) {
                    throw fail.apply("unknown item '" + t.item() + "' (use donkey, poison, shield or tent)");
                }
            } else if (!t.kind().equals("diamond")) {
                throw fail.apply("token kind must be 'item' or 'diamond', found '" + t.kind() + "'");
            }
            box.add(new SetupData.BoxToken(t.id(), item, t.minPlayers()));
        }
        Map<Integer, SetupData.PlayerCount> counts = new HashMap<>();
        for (int p = 2; p <= 6; p++) {
            SetupData.PlayerCount row = file.players().get(Integer.toString(p));
            if (row == null) {
                throw fail.apply("players has no row for " + p + " players");
            }
            counts.put(p, checked(fail, row, p, box));
        }
        if (file.handSize() < 1 || file.poolSize() < 1) {
            throw fail.apply("hand_size and pool_size must be at least 1");
        }
        return new SetupData(file.handSize(), file.poolSize(), box, counts);
    }

    private static SetupData.PlayerCount checked(Function<String, HidalgoDataException> fail,
                                                 SetupData.PlayerCount row, int p, List<SetupData.BoxToken> box) {
        if (row.adventuresPerChapter().size() != 2 || row.adventuresPerChapter().stream().anyMatch(n -> n < 1)) {
            throw fail.apply("adventures_per_chapter for " + p + " players must be two numbers of at least 1");
        }
        long diamonds = box.stream().filter(t -> t.item() == null && t.minPlayers() <= p).count();
        for (int s : row.setupDiamondSeats()) {
            if (s < 1 || s > p) {
                throw fail.apply("setup diamond seat " + s + " does not exist with " + p + " players");
            }
        }
        if (row.setupDiamondSeats().size() > diamonds) {
            throw fail.apply(p + " players give out " + row.setupDiamondSeats().size() + " setup diamonds but only "
                    + diamonds + " are in play");
        }
        return row;
    }

    private static Map<String, TrackSide> sides(HidalgoFiles.Track track, Function<String, HidalgoDataException> fail) {
        if (track.sides().isEmpty()) {
            throw fail.apply("sides must name at least one track side");
        }
        Map<String, TrackSide> sides = new HashMap<>();
        track.sides().forEach((name, side) -> sides.put(name, side(fail, name, side)));
        if (track.start() != 0) {
            throw fail.apply("tokens must start on space 0");
        }
        return sides;
    }

    private static TrackSide side(Function<String, HidalgoDataException> fail, String name, HidalgoFiles.Side side) {
        int spaces = side.spaces();
        if (side.points().size() != spaces) {
            throw fail.apply("side " + name + " has " + spaces + " spaces but " + side.points().size() + " point values");
        }
        Map<Integer, Integer> rivers = new HashMap<>();
        for (HidalgoFiles.River r : side.rivers()) {
            if (r.from() < 0 || r.to() >= spaces || r.to() <= r.from()) {
                throw fail.apply("side " + name + " river " + r.from() + "->" + r.to()
                        + " must lead forward within the track");
            }
            rivers.put(r.from(), r.to());
        }
        for (int to : rivers.values()) {
            if (rivers.containsKey(to)) {
                throw fail.apply("side " + name + " river destination " + to + " is itself a river source");
            }
        }
        return new TrackSide(name, side.points(), rivers);
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
