package io.lamancha.protocol.event;

import java.util.List;

/** One command as listed by {@code /help}. */
public record CommandHelp(String name, List<String> aliases, String usage, String summary) {
    public CommandHelp {
        aliases = List.copyOf(aliases);
    }
}
