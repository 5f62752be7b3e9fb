package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /help} (every command) or {@code /help command} (one command, with
 * {@code details}).
 */
public record Help(List<CommandHelp> commands, List<String> details) implements ServerEvent {

    /** Width of the usage column in the text form; a summary that does not fit goes on below it. */
    private static final int USAGE = 26;

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
            String usage = c.usage().length() < USAGE ? String.format("%-" + USAGE + "s", c.usage()) : c.usage() + " ";
            List<String> entry = new ArrayList<>(TextLayout.wrap(usage + c.summary(), TextLayout.COLUMNS, USAGE));
            if (!c.aliases().isEmpty()) {
                // the aliases stay in one piece, so a client reading the list finds them whole
                String aliases = "(also /" + String.join(", /", c.aliases()) + ")";
                String last = entry.get(entry.size() - 1) + " " + aliases;
                if (TextLayout.width(last) <= TextLayout.COLUMNS) {
                    entry.set(entry.size() - 1, last);
                } else {
                    entry.add(" ".repeat(USAGE) + aliases);
                }
            }
            lines.addAll(entry);
        }
        lines.addAll(details);
        if (details.isEmpty()) {
            lines.add("Plain text is chat; //text chats a line starting with /.");
            lines.add("Whisper with ;name text (in MUD clients: .name text or /w name text).");
            lines.add("/help <command> tells more about one command.");
        }
        return lines;
    }
}
