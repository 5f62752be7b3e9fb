package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /option help} (or {@code /option}): every option of the room's table. */
public record Options(String room, String game, List<OptionLine> options) implements ServerEvent {

    public Options {
        options = List.copyOf(options);
    }

    @Override
    public String ev() {
        return "options";
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add("Options of " + room + " (" + game + "); set one with /option <key> <value>:");
        for (OptionLine o : options) {
            lines.addAll(TextLayout.wrap(String.format("  %-8s = %-8s %s; default %s", o.key(), o.value(),
                    o.allowed(), o.defaultValue()), TextLayout.COLUMNS, 6));
            lines.addAll(TextLayout.wrap("      " + o.help(), TextLayout.COLUMNS, 6));
        }
        return lines;
    }
}
