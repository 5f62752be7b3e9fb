package io.lamancha.clients.kit;

import io.lamancha.protocol.ServerLine;
import java.io.IOException;
import java.util.Set;

/**
 * Gets a bot from nothing to a seat: connect, JSON, login, room, seat, and (in a room the bot made)
 * server bots for the empty seats. Again after a drop, with the same name and room.
 */
final class Entry {

    /** Refusals of {@code /join} that leave the bot where it should be: seated, or waiting for the game to end. */
    private static final Set<String> HARMLESS_JOIN = Set.of("ALREADY_SEATED", "GAME_RUNNING");

    private final BotConfig config;
    private final TableWatch table;
    private final BotClient.Listener listener;
    private String room;
    private String token;

    Entry(BotConfig config, TableWatch table, BotClient.Listener listener) {
        this.config = config;
        this.table = table;
        this.listener = listener;
        this.room = config.room();
    }

    String room() {
        return room;
    }

    /** Connects and takes the seat; {@code first} makes the room and fills it when the config says so. */
    JsonChannel connect(boolean first) throws IOException, BotException {
        JsonChannel ch = JsonChannel.open(config.host(), config.port(), config.silence());
        try {
            if (!config.updates().equals("full")) {
                // a server of protocol 2 refuses a patch: the bot takes changes; one of protocol 1
                // refuses both, and the bot takes whole states, as before
                if (!ch.request("/set updates " + config.updates()).ok() && config.updates().equals("patch")) {
                    ch.request("/set updates changes");
                }
            }
            // Logging in again after a drop puts the bot straight back into the room of its held seat.
            ServerLine here = login(ch).first("room");
            boolean made = room == null;
            if (made || here == null || !room.equalsIgnoreCase(here.text("room"))) {
                JsonChannel.Reply entered = check(ch.request(made ? "/newroom " + config.game() : "/room " + room));
                here = entered.first("room") != null ? entered.first("room") : here;
            }
            if (here == null) {
                throw new BotException("PROTOCOL", "the server did not say which room the bot is in");
            }
            table.room(here);
            room = here.text("room");
            JsonChannel.Reply joined = ch.request("/join");
            if (!joined.ok() && !HARMLESS_JOIN.contains(joined.code())) {
                check(joined);
            }
            if (first && made) {
                fill(ch);
            }
            return ch;
        } catch (IOException | BotException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    /** After a drop: tries {@link BotConfig#reconnects()} times, waiting longer each time. */
    JsonChannel reconnect() throws BotException {
        IOException last = null;
        for (int attempt = 0; attempt < Math.max(1, config.reconnects()); attempt++) {
            try {
                Thread.sleep(Math.min(5_000L, 100L << attempt));
                return connect(false);
            } catch (IOException e) {
                last = e;
                listener.note("reconnect " + (attempt + 1) + " failed: " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new BotException("IO", "interrupted while reconnecting");
            }
        }
        throw new BotException("could not reconnect after " + config.reconnects() + " attempts", last);
    }

    private JsonChannel.Reply login(JsonChannel ch) throws IOException, BotException {
        // Just after a drop the server may not yet have noticed the old connection: NAME_TAKEN for a moment.
        // A guest's resume token (from the first login) is what gets the seat back after a drop.
        for (int attempt = 0; ; attempt++) {
            JsonChannel.Reply r = ch.request("/login " + config.name() + (token == null ? "" : " " + token));
            if (r.ok() || !"NAME_TAKEN".equals(r.code()) || attempt >= 10 || config.reconnects() == 0) {
                check(r);
                if (r.first("login") != null && r.first("login").text("token") != null) {
                    token = r.first("login").text("token");
                }
                return r;
            }
            sleep(200);
        }
    }

    private void fill(JsonChannel ch) throws IOException, BotException {
        int want = config.seats() > 0 ? config.seats() : table.minSeats();
        if (table.maxSeats() > 0 && want > table.maxSeats()) {
            throw new BotException("BAD_ARGUMENT", config.game() + " seats at most " + table.maxSeats());
        }
        for (int i = 1; i < want; i++) {
            check(ch.request("/addbot " + config.serverBotLevel()));
        }
    }

    private static JsonChannel.Reply check(JsonChannel.Reply r) throws BotException {
        if (!r.ok()) {
            throw new BotException(r.code(), r.message());
        }
        return r;
    }

    private static void sleep(long ms) throws BotException {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BotException("IO", "interrupted");
        }
    }
}
