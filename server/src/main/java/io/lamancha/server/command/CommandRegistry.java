package io.lamancha.server.command;

import io.lamancha.protocol.event.CommandHelp;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every command, by name and alias, from one explicit list. Building it fails on a name or alias
 * used twice, so a server never starts with an ambiguous command.
 */
public final class CommandRegistry {

    private final List<CommandSpec> specs;
    private final Map<String, CommandSpec> byName = new LinkedHashMap<>();

    public CommandRegistry(List<CommandSpec> specs) {
        this.specs = List.copyOf(specs);
        for (CommandSpec spec : specs) {
            register(spec.name(), spec);
            for (String alias : spec.aliases()) {
                register(alias, spec);
            }
        }
    }

    private void register(String key, CommandSpec spec) {
        if (byName.putIfAbsent(key, spec) != null) {
            throw new IllegalStateException("command /" + key + " is registered twice");
        }
    }

    public Optional<CommandSpec> find(String verb) {
        return Optional.ofNullable(byName.get(verb));
    }

    /** Every name and alias a command answers to. */
    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    public List<CommandSpec> all() {
        return Collections.unmodifiableList(specs);
    }

    /** The {@code /help} lines, generated from the registry so they are never out of date. */
    public List<CommandHelp> help() {
        List<CommandHelp> out = new ArrayList<>();
        for (CommandSpec s : specs) {
            out.add(new CommandHelp(s.name(), s.aliases(), s.usage(), s.summary()));
        }
        return out;
    }
}
