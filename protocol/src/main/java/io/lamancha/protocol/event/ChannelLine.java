package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Someone spoke in a chat channel you are in ({@code /gtell}). */
public record ChannelLine(String channel, String from, String text) implements ServerEvent {

    @Override
    public String ev() {
        return "channel";
    }

    @Override
    public List<String> lines() {
        return List.of("[#" + channel + "] <" + from + "> " + text);
    }
}
