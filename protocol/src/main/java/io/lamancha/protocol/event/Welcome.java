package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** The greeting banner, sent once on connect. */
public record Welcome(String server, String version, int protocol, List<String> games) implements ServerEvent {

    public Welcome {
        games = List.copyOf(games);
    }

    @Override
    public String ev() {
        return "welcome";
    }

    @Override
    public List<String> lines() {
        return List.of(
                "  _          __  __                  _           ",
                " | |    __ _|  \\/  | __ _ _ __   ___| |__   __ _ ",
                " | |   / _` | |\\/| |/ _` | '_ \\ / __| '_ \\ / _` |",
                " | |__| (_| | |  | | (_| | | | | (__| | | | (_| |",
                " |_____\\__,_|_|  |_|\\__,_|_| |_|\\___|_| |_|\\__,_|",
                "",
                server + " " + version + " (protocol " + protocol + ").",
                "Games: " + String.join(", ", games) + ".",
                "Log in with /login <name>: 2-16 letters, digits, _ or -.",
                "Bots: /set format json for JSON lines.",
                "Type /help for all commands.");
    }
}
