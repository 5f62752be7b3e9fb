package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /ignore} (list {@code ignore}) or {@code /notify} (list {@code notify}): the
 * names on it and, for the notify list, which of them are online.
 */
public record NameList(String list, List<String> names, List<String> online) implements ServerEvent {

    public NameList {
        names = List.copyOf(names);
        online = online == null ? null : List.copyOf(online);
    }

    @Override
    public String ev() {
        return list.equals("ignore") ? "ignores" : "notifies";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (list.equals("ignore")) {
            out.add(names.isEmpty() ? "You ignore nobody. /ignore <name> keeps everything from someone away from you."
                    : "You ignore: " + String.join(" ", names));
            return fit(out);
        }
        if (names.isEmpty()) {
            out.add("Your notify list is empty. /notify <name> tells you when they come and go.");
            return out;
        }
        out.add("Your notify list: " + String.join(" ", names));
        out.add(online.isEmpty() ? "None of them is online." : "Online now: " + String.join(" ", online));
        return fit(out);
    }

    private static List<String> fit(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            out.addAll(TextLayout.wrap(l, TextLayout.COLUMNS, 2));
        }
        return out;
    }
}
