package io.lamancha.games;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameView;
import io.lamancha.engine.Rng;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The view fields each game's document lists are exactly the fields its JSON view carries. The
 * views, every seat's and the spectator's, are collected over random games at every seat count, as
 * the protocol writes them (nulls left out), and named by path: {@code players[].score} is the
 * {@code score} of each element of the list {@code players}; the keys of a map field (token names,
 * country labels) are data, not fields. The document's list is the first column of the table after
 * the heading that says {@code View fields} and names the view's class, one path in backticks per row.
 */
class ViewFieldsDocTest {

    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    private static final Path DOCS = Path.of("..", "docs", "games");
    private static final Pattern PATH = Pattern.compile("^\\|\\s*`([^`]+)`");

    static Stream<Arguments> views() {
        return Stream.of(
                Arguments.of("quixote-tricks.md", "quixote-tricks", Map.of()),
                Arguments.of("doncarlo.md", "doncarlo", Map.of("variant", "competitive")),
                Arguments.of("doncarlo.md", "doncarlo", Map.of("variant", "coop")),
                Arguments.of("quixote-tiles.md", "quixote-tiles", Map.of()),
                Arguments.of("hidalgo.md", "hidalgo", Map.of("side", "a")),
                Arguments.of("hidalgo.md", "hidalgo", Map.of("side", "b")));
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("views")
    void theDocumentListsExactlyTheFieldsTheViewCarries(String doc, String game, Map<String, String> options)
            throws Exception {
        GameDefinition definition = Games.registry().find(game).orElseThrow();
        Set<String> carried = new TreeSet<>();
        Class<?> viewType = null;
        for (int seats = definition.minSeats(); seats <= definition.maxSeats(); seats++) {
            for (int g = 0; g < 2; g++) {
                Game play = definition.newGame(seats, GameOptions.defaults(definition, options), 900L * seats + g);
                viewType = collectOverOneGame(play, new Rng(seats * 31L + g), carried);
            }
        }
        Set<String> documented = documented(DOCS.resolve(doc), viewType.getSimpleName());
        assertThat(documented).as("documented in %s but never in a %s", doc, viewType.getSimpleName())
                .isSubsetOf(carried);
        assertThat(carried).as("in a %s but not documented in %s", viewType.getSimpleName(), doc)
                .isSubsetOf(documented);
    }

    /** Plays a random game to the end, adding the field paths of every view it shows on the way. */
    private static Class<?> collectOverOneGame(Game game, Rng rng, Set<String> carried) {
        int moves = 0;
        while (true) {
            if (moves++ % 4 == 0 || game.isOver()) {
                for (int s = -1; s < game.seats(); s++) {
                    GameView view = s < 0 ? game.spectatorView() : game.view(s);
                    fields(JSON.valueToTree(view), view.getClass(), "", carried);
                }
            }
            if (game.isOver()) {
                return game.spectatorView().getClass();
            }
            int seat = rng.pick(new ArrayList<>(game.awaited()));
            game.apply(seat, rng.pick(game.legalMoves(seat)));
        }
    }

    /** Adds the path of every field under {@code node}, whose Java type is {@code type}. */
    private static void fields(JsonNode node, Type type, String at, Set<String> out) {
        Class<?> raw = raw(type);
        if (node.isArray()) {
            node.forEach(element -> fields(element, argument(type, 0), at + "[]", out));
        } else if (node.isObject() && raw != null && Map.class.isAssignableFrom(raw)) {
            node.forEach(value -> fields(value, argument(type, 1), at + "{}", out));
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                String path = at.isEmpty() ? field.getKey() : at + "." + field.getKey();
                out.add(path);
                fields(field.getValue(), component(raw, field.getKey()), path, out);
            }
        }
    }

    private static Class<?> raw(Type type) {
        return type instanceof Class ? (Class<?>) type
                : type instanceof ParameterizedType ? (Class<?>) ((ParameterizedType) type).getRawType() : null;
    }

    private static Type argument(Type type, int index) {
        return type instanceof ParameterizedType ? ((ParameterizedType) type).getActualTypeArguments()[index] : null;
    }

    /** The record component a JSON field came from, or null when the type is not known. */
    private static Type component(Class<?> record, String name) {
        if (record == null || !record.isRecord()) {
            return null;
        }
        for (RecordComponent c : record.getRecordComponents()) {
            if (c.getName().equals(name)) {
                return c.getGenericType();
            }
        }
        return null;
    }

    /** The paths of the first table after the heading that says "View fields" and names the class. */
    static Set<String> documented(Path doc, String viewClass) throws IOException {
        List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
        int at = 0;
        while (at < lines.size() && !(lines.get(at).startsWith("#") && lines.get(at).contains("View fields")
                && lines.get(at).contains("`" + viewClass + "`"))) {
            at++;
        }
        assertThat(at).as("%s has a heading 'View fields ... `%s`'", doc, viewClass).isLessThan(lines.size());
        while (at < lines.size() && !lines.get(at).startsWith("|")) {
            at++;
        }
        Set<String> paths = new TreeSet<>();
        for (at += 2; at < lines.size() && lines.get(at).startsWith("|"); at++) {
            Matcher m = PATH.matcher(lines.get(at));
            assertThat(m.find()).as("%s: a row of the view fields table names its field in backticks: %s", doc,
                    lines.get(at)).isTrue();
            assertThat(paths.add(m.group(1))).as("%s lists %s once", doc, m.group(1)).isTrue();
        }
        return paths;
    }
}
