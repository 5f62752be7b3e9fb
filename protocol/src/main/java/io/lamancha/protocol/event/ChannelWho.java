package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.List;

/** Answer to {@code /chwho}: a channel's owner, mode and the members online. */
public record ChannelWho(String channel, String owner, String mode, List<String> members) implements ServerEvent {

    public ChannelWho {
        members = List.copyOf(members);
    }

    @Override
    public String ev() {
        return "chwho";
    }

    @Override
    public List<String> lines() {
        return TextLayout.wrap("#" + channel + " (" + mode + ", owner " + owner + "), " + members.size() + " online: "
                + String.join(" ", members), TextLayout.COLUMNS, 2);
    }
}
