package io.lamancha.server.command;

import java.util.List;
import java.util.Objects;

/**
 * A command as the registry knows it.
 *
 * @param name the BrettspielWelt name, without the slash
 * @param aliases plain-English alternatives
 * @param usage e.g. {@code /tell <name> <text>}
 * @param summary one line for {@code /help}
 * @param details more lines for {@code /help name}
 * @param needsLogin whether the command works only after {@code /login}
 */
public record CommandSpec(String name, List<String> aliases, String usage, String summary, List<String> details,
                          boolean needsLogin, Handler handler) {

    public CommandSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(handler, "handler of /" + name);
        aliases = List.copyOf(aliases);
        details = List.copyOf(details);
    }
}
