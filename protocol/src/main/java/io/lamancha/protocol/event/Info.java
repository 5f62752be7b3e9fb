package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/** Plain information for the requester (help pages, confirmations). */
public record Info(List<String> lines) implements ServerEvent {
    public Info {
        lines = List.copyOf(lines);
    }

    public static Info of(String... lines) {
        return new Info(List.of(lines));
    }

    @Override
    public String ev() {
        return "info";
    }

    @Override
    public List<String> lines() {
        return lines;
    }
}
