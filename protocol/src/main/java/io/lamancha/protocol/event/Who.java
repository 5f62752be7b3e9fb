package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /who}: who is in the current room, seated players with their seat number. */
public record Who(String room, List<Member> members) implements ServerEvent {

    public Who {
        members = List.copyOf(members);
    }

    @Override
    public String ev() {
        return "who";
    }

    @Override
    public List<String> lines() {
        List<String> labels = new ArrayList<>();
        for (Member m : members) {
            labels.add(m.label());
        }
        return List.of("In " + room + " (" + members.size() + "): " + String.join(" ", labels));
    }
}
