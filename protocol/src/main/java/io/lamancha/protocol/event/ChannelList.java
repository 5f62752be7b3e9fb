package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /channels}: the channels you are in, and the public ones, with members online. */
public record ChannelList(List<Entry> channels) implements ServerEvent {

    /**
     * One channel.
     *
     * @param members members online now
     * @param joined whether you are in it
     */
    public record Entry(String name, String mode, String owner, int members, boolean joined) {
    }

    public ChannelList {
        channels = List.copyOf(channels);
    }

    @Override
    public String ev() {
        return "channels";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (channels.isEmpty()) {
            out.add("No channels yet. /channel <name> makes one and joins it.");
            return out;
        }
        out.add(String.format("  %-22s %-10s %-16s %s", "Channel", "Mode", "Owner", "Online"));
        for (Entry e : channels) {
            out.add(String.format("%s %-22s %-10s %-16s %d", e.joined() ? "*" : " ", "#" + e.name(), e.mode(), e.owner(),
                    e.members()));
        }
        out.add("* = you are in it. /channel <name> joins one, /gtell <name> <text> speaks there.");
        return out;
    }
}
