package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** An ad for a game ended: {@code reason} is {@code withdrawn}, {@code accepted}, {@code gone} or {@code playing}. */
public record Unseek(int id, String from, String reason) implements ServerEvent {

    @Override
    public String ev() {
        return "unseek";
    }

    @Override
    public List<String> lines() {
        return List.of("*** Ad #" + id + " of " + from + " is over (" + reason + ").");
    }
}
