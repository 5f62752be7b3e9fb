package io.lamancha.engine;

/**
 * Something that happened in a game, told to the seats in its {@link #audience()}. Implemented by
 * records whose components form the JSON payload; {@link #type()} names the event in JSON
 * ({@code snake_case}, stable once published) and {@link #text(RenderContext)} is the sentence a
 * person reads: one line, or a few separated by {@code \n} where a layout needs them (one line per
 * player), each fitting {@link TextLines#COLUMNS} columns.
 *
 * <p>An event that carries a secret (a dealt hand, a drawn card) must have a single-seat audience.
 */
public interface GameEvent {

    Audience audience();

    String type();

    String text(RenderContext context);
}
