package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** A channel's owner changed who may join or speak ({@code /chmode}). */
public record ChannelMode(String channel, String mode, String by) implements ServerEvent {

    @Override
    public String ev() {
        return "chmode";
    }

    @Override
    public List<String> lines() {
        String what = switch (mode) {
            case "closed" -> "only the invited join";
            case "moderated" -> "only the owner and the invited speak";
            default -> "anyone joins and speaks";
        };
        return List.of("[#" + channel + "] " + by + " sets the mode to " + mode + ": " + what + ".");
    }
}
