package io.lamancha.clients.kit;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.protocol.ServerLine;

/**
 * What a bot knows about its table from the wire: how many seats are taken, whether it holds one,
 * whether a game runs. Fed with {@code room}, {@code seat}, {@code unseat}, {@code start},
 * {@code state}, {@code change} and {@code end} events.
 */
final class TableWatch {

    private final String me;
    private int seated;
    private boolean mine;
    private boolean playing;
    private int minSeats;
    private int maxSeats;

    TableWatch(String me) {
        this.me = me;
    }

    /** Resets from a {@code room} event (sent on entering a room). */
    void room(ServerLine info) {
        JsonNode seats = info.body().path("seats");
        seated = seats.size();
        mine = false;
        for (JsonNode s : seats) {
            mine |= me.equalsIgnoreCase(s.path("name").asText());
        }
        playing = "playing".equals(info.text("state"));
        minSeats = info.body().path("minSeats").asInt();
        maxSeats = info.body().path("maxSeats").asInt();
    }

    /** Applies a seat change or game event; returns true when it may be time to start. */
    boolean update(ServerLine ev) {
        switch (ev.ev()) {
            case "seat":
                seated++;
                mine |= me.equalsIgnoreCase(ev.text("name"));
                return true;
            case "unseat":
                seated = Math.max(0, seated - 1);
                mine &= !me.equalsIgnoreCase(ev.text("name"));
                return false;
            case "start":
                playing = true;
                return false;
            case "state":
            case "change":
                // A finished game's last state awaits nobody.
                playing = ev.body().path("awaited").size() > 0;
                mine |= ev.body().hasNonNull("seat");
                return false;
            case "end":
                playing = false;
                return true;
            default:
                return false;
        }
    }

    int seated() {
        return seated;
    }

    boolean mine() {
        return mine;
    }

    boolean playing() {
        return playing;
    }

    int minSeats() {
        return minSeats;
    }

    int maxSeats() {
        return maxSeats;
    }
}
