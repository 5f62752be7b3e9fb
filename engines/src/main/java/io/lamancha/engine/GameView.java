package io.lamancha.engine;

/**
 * One viewer's view of a game: a record built field by field from what that viewer may see
 * (an allow-list, never "the state minus secrets"). The server sends its record components as the
 * JSON view; the text render is made from the view alone, so it cannot show more than the view.
 *
 * <p>Record components may be primitives, strings, enums, lists, maps with string keys, nested
 * records, or {@code null} for "not shown to this viewer" (omitted in JSON). No {@code Optional}.
 */
public interface GameView {

    /** ASCII render for a person, one string per line, no trailing newlines. */
    java.util.List<String> render(RenderContext context);
}
