package io.lamancha.server.table;

import io.lamancha.engine.Bot;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Strand;

/**
 * A seat at a table: a bot, or a person who may be connected, away (connection lost), or replaced
 * by a bot until they come back. Confined to the table's strand.
 */
final class Seat {

    private final String name;
    private final String botLevel;
    private Session session;
    private Bot bot;
    private String substitute;
    private boolean resigned;
    private boolean timedOut;
    private Strand.Cancellable grace;

    private Seat(String name, String botLevel, Session session) {
        this.name = name;
        this.botLevel = botLevel;
        this.session = session;
    }

    static Seat person(Session session) {
        return new Seat(session.name(), null, session);
    }

    /** A person who is not connected (a game restored after a restart). */
    static Seat absent(String name) {
        return new Seat(name, null, null);
    }

    static Seat bot(String name, String level) {
        return new Seat(name, level, null);
    }

    String name() {
        return name;
    }

    /** Bot level of a bot seat, {@code null} for a person. */
    String botLevel() {
        return botLevel;
    }

    boolean isBot() {
        return botLevel != null;
    }

    /** The connected person in this seat, or {@code null}. */
    Session session() {
        return session;
    }

    void session(Session session) {
        this.session = session;
    }

    /** A person whose connection is gone. */
    boolean away() {
        return !isBot() && session == null;
    }

    /** The level of the bot playing for an absent person, or {@code null}. */
    String substitute() {
        return substitute;
    }

    void substitute(String level) {
        this.substitute = level;
    }

    /** Whether the person gave this game up ({@code /resign}): a bot plays on, and the seat is not theirs again. */
    boolean resigned() {
        return resigned;
    }

    void resigned(boolean resigned) {
        this.resigned = resigned;
        this.timedOut = false;
    }

    /** Whether the seat went to a bot because the person's move time ran out (turn-based: they are out). */
    boolean timedOut() {
        return timedOut;
    }

    /** The person's move time ran out and a bot plays on for good: as a resignation, told differently. */
    void timedOut(boolean timedOut) {
        this.resigned = timedOut;
        this.timedOut = timedOut;
    }

    /** Whether the person left this game and a bot plays on for them (placed last if it stays so). */
    boolean left() {
        return !isBot() && substitute != null;
    }

    /** Whether a bot makes this seat's moves now. */
    boolean botPlays() {
        return isBot() || substitute != null;
    }

    Bot botInstance() {
        return bot;
    }

    void botInstance(Bot bot) {
        this.bot = bot;
    }

    void grace(Strand.Cancellable grace) {
        if (this.grace != null) {
            this.grace.cancel();
        }
        this.grace = grace;
    }
}
