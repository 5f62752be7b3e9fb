package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Someone left a chat channel you are in: {@code reason} is {@code left}, {@code offline}, ... */
public record ChannelLeft(String channel, String name, String reason) implements ServerEvent {

    @Override
    public String ev() {
        return "chexit";
    }

    @Override
    public List<String> lines() {
        return List.of("[#" + channel + "] " + name + " leaves (" + reason + ").");
    }
}
