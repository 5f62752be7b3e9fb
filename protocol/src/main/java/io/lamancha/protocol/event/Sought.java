package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /sought}: the open ads for games. */
public record Sought(List<Seek> ads) implements ServerEvent {

    public Sought {
        ads = List.copyOf(ads);
    }

    @Override
    public String ev() {
        return "sought";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (ads.isEmpty()) {
            out.add("Nobody seeks a game now. /seek <game> [seats] [option=value ...] posts an ad.");
            return out;
        }
        for (Seek s : ads) {
            out.addAll(TextLayout.wrap("  " + s.describe(), TextLayout.COLUMNS, 4));
        }
        out.add("/accept <number> answers an ad: you are both seated at a new table.");
        return out;
    }
}
