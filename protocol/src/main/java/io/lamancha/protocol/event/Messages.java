package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /messages}: the messages left for you while you were away, oldest first. */
public record Messages(List<Entry> messages) implements ServerEvent {

    /** One message: who left it, when (ISO-8601, UTC), what it says. */
    public record Entry(long id, String from, String sent, String text) {
    }

    public Messages {
        messages = List.copyOf(messages);
    }

    @Override
    public String ev() {
        return "messages";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (messages.isEmpty()) {
            out.add("You have no messages.");
            return out;
        }
        out.add("Your messages (/messages clear deletes them):");
        for (Entry m : messages) {
            String when = m.sent().substring(0, Math.min(16, m.sent().length())).replace('T', ' ');
            out.addAll(TextLayout.wrap("  " + when + " " + m.from() + ": " + m.text(), TextLayout.COLUMNS, 4));
        }
        return out;
    }
}
