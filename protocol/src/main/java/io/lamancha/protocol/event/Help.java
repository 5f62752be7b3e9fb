package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /help} (every command) or {@code /help command} (one command, with
 * {@code details}).
 */
public record Help(List<CommandHelp> commands, List<String> details) implements ServerEvent {

    public Help {
        commands = List.copyOf(commands);
        details = List.copyOf(details);
    }

    @Override
    public String ev() {
        return "help";
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (CommandHelp c : commands) {
            String aliases = c.aliases().isEmpty() ? "" : " (also /" + String.join(", /", c.aliases()) + ")";
            lines.add(String.format("%-28s %s%s", c.usage(), c.summary(), aliases));
        }
        lines.addAll(details);
        if (details.isEmpty()) {
            lines.add("Plain text is chat; //text chats a line starting with /; ;name text whispers.");
            lines.add("/help <command> tells more about one command.");
        }
        return lines;
    }
}
