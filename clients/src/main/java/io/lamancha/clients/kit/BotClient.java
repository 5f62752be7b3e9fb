package io.lamancha.clients.kit;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.protocol.ServerLine;
import io.lamancha.protocol.event.Bye;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Plays games on a La Mancha server for one login name, from the wire alone. {@link #run()} connects,
 * switches to JSON, logs in, enters (or makes) the room, takes a seat, fills or waits for the other
 * seats, starts, and asks the {@link Strategy} for a move on each turn, echoing the state's version.
 * It asks for changes after a move when the config says so ({@link KeptState} keeps the whole state
 * from them, and a gap asks {@code /show}), so the strategy sees the same states either way.
 * One move is in flight at a time. A {@code STALE} refusal is dropped (a newer state has come); any
 * other refusal of a move the state listed waits for a newer state, and a refusal of a move the
 * strategy made up asks it again on the latest state (at most 20 refusals in a row). A dropped
 * connection is reconnected with the same name, which gives the seat back (a guest sends the resume
 * token the server gave at its latest login). Not thread-safe: one thread runs one client.
 */
public final class BotClient {

    /** Hears about finished games and notable happenings; both default to doing nothing. */
    public interface Listener {
        default void gameEnded(GameEnd end) {
        }

        default void note(String message) {
        }

        /** The server accepted one of this bot's moves {@code nanos} after it was sent. */
        default void moveAccepted(long nanos) {
        }
    }

    /** Refusals of {@code /start} that only mean someone else was quicker or a seat is still empty. */
    private static final Set<String> HARMLESS_START = Set.of("CANNOT_START", "GAME_RUNNING", "NOT_SEATED");

    private final BotConfig config;
    private final Listener listener;
    private final Mover mover;
    private final KeptState kept = new KeptState();
    private boolean showAsked;
    private final List<GameEnd> ends = new ArrayList<>();
    private final TableWatch table;
    private final Entry entry;
    private JsonChannel channel;
    private String startTag;
    private volatile boolean stopping;

    public BotClient(BotConfig config, Strategy strategy, Listener listener) {
        this.config = config;
        this.listener = listener;
        this.mover = new Mover(strategy, listener);
        this.table = new TableWatch(config.name());
        this.entry = new Entry(config, table, listener);
    }

    /**
     * Plays until {@link BotConfig#games()} games have ended with this bot seated, then quits.
     *
     * @return the finished games, in order
     * @throws BotException when the server refuses something the bot cannot do without (a bad name,
     *                      no such room or game), stays silent too long, or cannot be reached again
     */
    public List<GameEnd> run() throws BotException {
        try {
            channel = entry.connect(true);
            maybeStart();
            while (ends.size() < config.games() && !(stopping && !table.playing())) {
                step();
            }
            channel.send("/quit");
            return List.copyOf(ends);
        } catch (IOException e) {
            throw new BotException("lost the server: " + e.getMessage(), e);
        } finally {
            if (channel != null) {
                channel.close();
            }
        }
    }

    /** Asks the bot to quit once the game in progress (if any) has ended; callable from any thread. */
    public void stopAfterGame() {
        stopping = true;
    }

    /** The room this bot plays in, once known. */
    public String room() {
        return entry.room();
    }

    private void step() throws BotException, IOException {
        try {
            handle(channel.next());
        } catch (SocketTimeoutException e) {
            throw new BotException("TIMEOUT", "the server said nothing for " + config.silence().toSeconds() + " s");
        } catch (IOException e) {
            listener.note("connection lost (" + e.getMessage() + "); reconnecting as " + config.name());
            channel.close();
            channel = entry.reconnect();
            startTag = null;
            mover.reset();
            kept.reset();
            showAsked = false;
            maybeStart();
        }
    }

    private void handle(ServerLine ev) throws IOException, BotException {
        boolean tableChanged = table.update(ev);
        switch (ev.ev()) {
            case "state":
            case "change":
                onState(ev);
                break;
            case "end":
                onEnd(ev.body());
                break;
            case "room":
                table.room(ev);
                maybeStart();
                break;
            case "ok":
                if (!mover.ok(ev.tag(), channel) && ev.tag() != null && ev.tag().equals(startTag)) {
                    startTag = null;
                }
                break;
            case "error":
                onError(ev);
                break;
            case "bye":
                onBye(ev);
                break;
            default:
                break;
        }
        if (tableChanged) {
            maybeStart(); // after the event itself: the end of a game is counted first
        }
    }

    /**
     * A whole state, or a change laid over the state held; the bot decides on the whole state. A
     * change over a version it does not hold asks {@code /show} (once until a whole state comes).
     */
    private void onState(ServerLine ev) throws IOException {
        JsonNode state = kept.apply(ev);
        if (state != null) {
            showAsked &= !ev.is("state");
            mover.state(state, channel);
        } else if (!showAsked) {
            showAsked = true;
            listener.note("a change from version " + ev.text("from") + " it does not have; asking /show");
            channel.sendTagged("/show");
        }
    }

    private void onEnd(JsonNode end) throws IOException {
        List<String> players = texts(end.path("players"));
        if (players.stream().noneMatch(config.name()::equalsIgnoreCase)) {
            if (!table.mine()) {
                channel.sendTagged("/join");
            }
            return;
        }
        List<Integer> scores = new ArrayList<>();
        end.path("scores").forEach(s -> scores.add(s.asInt()));
        GameEnd result = new GameEnd(end.path("room").asText(), end.path("game").asText(), players, scores,
                texts(end.path("winners")), config.name(), mover.lastVersion());
        ends.add(result);
        mover.reset();
        kept.reset();
        listener.gameEnded(result);
        maybeStart();
    }

    /**
     * A stopping server (or one too old to say why) is treated as a drop: the bot logs in again
     * once the server is back. Any other goodbye (kicked, replaced by another login of the name,
     * idle) ends the run: coming back would undo what the server decided.
     */
    private void onBye(ServerLine ev) throws IOException, BotException {
        String code = ev.text("code");
        String why = "the server said goodbye: " + ev.text("reason");
        if (code == null || code.isEmpty() || Bye.Code.STOPPING.name().equals(code)) {
            throw new IOException(why);
        }
        throw new BotException(code, why);
    }

    private void onError(ServerLine ev) throws IOException, BotException {
        String code = ev.text("code");
        String tag = ev.tag();
        if (tag != null && tag.equals(startTag)) {
            startTag = null;
            if (!HARMLESS_START.contains(code)) {
                throw new BotException(code, "cannot start: " + ev.text("message"));
            }
        } else if (!mover.error(ev, channel)) {
            listener.note("server error " + code + ": " + ev.text("message"));
        }
    }

    /**
     * Starts a game when this bot's table is ready and it still has games to play. Called whenever
     * the table changes, the end of a game included, so the count is checked here: a bot that has
     * played its last game must not start another one (its seat would wait for it after it quits).
     */
    private void maybeStart() throws IOException {
        int want = config.seats() > 0 ? config.seats() : table.minSeats();
        boolean moreToPlay = ends.size() < config.games() && !stopping;
        if (moreToPlay && startTag == null && table.mine() && !table.playing() && want > 0 && table.seated() >= want) {
            startTag = channel.sendTagged("/start");
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
