package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Who came into and went out of a crowded room over the last second, told once instead of an
 * {@code enter} or {@code leave} line each: in a room of many people, a line for every arrival to
 * everyone there would grow with the square of its size.
 *
 * @param entered how many came in
 * @param left how many went out
 * @param came the first few who came in (all of them when few did), in the order they came
 * @param went the first few who went out, in the order they went
 */
public record Comings(String room, int entered, int left, List<String> came, List<String> went)
        implements ServerEvent {

    public Comings {
        came = List.copyOf(came);
        went = List.copyOf(went);
    }

    @Override
    public String ev() {
        return "comings";
    }

    @Override
    public List<String> lines() {
        List<String> parts = new ArrayList<>();
        if (entered > 0) {
            parts.add(entered + " came in (" + SomeNames.of(came, entered - came.size(), ", ") + ")");
        }
        if (left > 0) {
            parts.add(left + " left (" + SomeNames.of(went, left - went.size(), ", ") + ")");
        }
        return List.of("[" + room + "] " + String.join("; ", parts) + ".");
    }
}
