package io.lamancha.server.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The channel book of a server of its own (and of tests): in memory, each call one step under
 * this object's lock, answered at once.
 */
public final class MemoryChannelBook implements ChannelBook {

    private static final class Entry {
        final String name;
        final String owner;
        final boolean kept;
        Channel.Mode mode = Channel.Mode.OPEN;
        final Set<String> invited = new LinkedHashSet<>();
        final Map<String, Member> members = new LinkedHashMap<>();

        Entry(String name, String owner, boolean kept) {
            this.name = name;
            this.owner = owner;
            this.kept = kept;
        }

        State state() {
            return new State(name, owner, mode, kept, new ArrayList<>(invited), new ArrayList<>(members.values()));
        }

        boolean ownedBy(String who) {
            return owner.equalsIgnoreCase(who);
        }
    }

    private final Map<String, Entry> byKey = new LinkedHashMap<>();

    @Override
    public synchronized CompletionStage<Answer> join(String name, String who, String node, boolean keep,
            int maxMembers, boolean make) {
        String key = Names.key(name);
        Entry e = byKey.get(key);
        Outcome outcome = Outcome.OK;
        if (e == null && !make) {
            return done(new Answer(Outcome.NONE, null));
        }
        if (e == null) {
            e = new Entry(key, who, keep);
            byKey.put(key, e);
            outcome = Outcome.MADE;
        }
        String whoKey = Names.key(who);
        if (!e.members.containsKey(whoKey)) {
            if (e.mode == Channel.Mode.CLOSED && !e.ownedBy(who) && !e.invited.contains(whoKey)) {
                return done(new Answer(Outcome.CLOSED, e.state()));
            }
            if (e.members.size() >= maxMembers) {
                return done(new Answer(Outcome.FULL, e.state()));
            }
        }
        e.members.put(whoKey, new Member(who, node));
        return done(new Answer(outcome, e.state()));
    }

    @Override
    public synchronized CompletionStage<Void> leave(String name, String who, String node) {
        Entry e = byKey.get(Names.key(name));
        if (e != null) {
            Member m = e.members.get(Names.key(who));
            if (m != null && m.node().equals(node)) {
                e.members.remove(Names.key(who));
            }
            if (e.members.isEmpty() && !e.kept) {
                byKey.remove(Names.key(name));
            }
        }
        return done(null);
    }

    @Override
    public synchronized CompletionStage<Answer> mode(String name, String by, Channel.Mode mode) {
        Entry e = byKey.get(Names.key(name));
        if (e == null) {
            return done(new Answer(Outcome.NONE, null));
        }
        if (!e.ownedBy(by)) {
            return done(new Answer(Outcome.NOT_OWNER, e.state()));
        }
        e.mode = mode;
        return done(new Answer(Outcome.OK, e.state()));
    }

    @Override
    public synchronized CompletionStage<Answer> invite(String name, String by, String who) {
        Entry e = byKey.get(Names.key(name));
        if (e == null) {
            return done(new Answer(Outcome.NONE, null));
        }
        if (!e.ownedBy(by)) {
            return done(new Answer(Outcome.NOT_OWNER, e.state()));
        }
        e.invited.add(Names.key(who));
        return done(new Answer(Outcome.OK, e.state()));
    }

    @Override
    public synchronized CompletionStage<Optional<State>> find(String name) {
        return done(Optional.ofNullable(byKey.get(Names.key(name))).map(Entry::state));
    }

    @Override
    public synchronized CompletionStage<List<State>> all() {
        List<State> out = new ArrayList<>();
        for (Entry e : byKey.values()) {
            out.add(e.state());
        }
        out.sort(Comparator.comparing(State::name));
        return done(out);
    }

    @Override
    public synchronized CompletionStage<Void> restore(Channels.Record record, boolean kept, String node, List<String> members) {
        Entry e = byKey.computeIfAbsent(Names.key(record.name()), k -> {
            Entry made = new Entry(k, record.owner(), kept);
            made.mode = record.mode();
            for (String i : record.invited()) {
                made.invited.add(Names.key(i));
            }
            return made;
        });
        for (String m : members) {
            e.members.putIfAbsent(Names.key(m), new Member(m, node));
        }
        return done(null);
    }

    @Override
    public synchronized CompletionStage<Boolean> drop(String name) {
        Entry e = byKey.get(Names.key(name));
        boolean gone = e != null && e.members.isEmpty() && byKey.remove(Names.key(name)) != null;
        return done(gone);
    }

    @Override
    public synchronized CompletionStage<Void> forgetNode(String node) {
        for (var it = byKey.values().iterator(); it.hasNext(); ) {
            Entry e = it.next();
            e.members.values().removeIf(m -> m.node().equals(node));
            if (e.members.isEmpty() && !e.kept) {
                it.remove();
            }
        }
        return done(null);
    }

    private static <T> CompletionStage<T> done(T value) {
        return CompletableFuture.completedFuture(value);
    }
}
