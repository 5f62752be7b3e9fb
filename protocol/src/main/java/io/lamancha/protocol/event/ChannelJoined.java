package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Someone joined a chat channel you are in (you too, when you join). */
public record ChannelJoined(String channel, String name) implements ServerEvent {

    @Override
    public String ev() {
        return "chjoin";
    }

    @Override
    public List<String> lines() {
        return List.of("[#" + channel + "] " + name + " joins.");
    }
}
