package io.lamancha.server.cluster;

import io.lamancha.protocol.event.Notice;
import io.lamancha.protocol.event.Tell;
import io.lamancha.server.world.Peers.TellOutcome;
import io.lamancha.server.world.Peers.TellResult;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;

/**
 * The requests this node sends another and waits for an answer to (a whisper, a report for an
 * admin, a user's address, a take-over of a name), each numbered and given up after
 * {@link #ANSWER_WITHIN}; and the answers this node gives to the others' requests.
 */
final class Requests {

    /** How long a whisper or a take-over waits for the other node's answer. */
    static final Duration ANSWER_WITHIN = Duration.ofSeconds(3);

    private final ThisNode here;
    private final ConcurrentHashMap<Long, CompletableFuture<BusMessage.Answer>> waiting = new ConcurrentHashMap<>();
    private final AtomicLong requests = new AtomicLong();

    Requests(ThisNode here) {
        this.here = here;
    }

    /** What Redis answers within {@link #ANSWER_WITHIN}; {@code null} when it does not. */
    static <T> CompletableFuture<T> answered(CompletionStage<T> command) {
        return command.toCompletableFuture().orTimeout(ANSWER_WITHIN.toMillis(), TimeUnit.MILLISECONDS)
                .exceptionally(failure -> null);
    }

    /**
     * Sends a request to {@code to}; completes with its answer, or fails after {@link #ANSWER_WITHIN}
     * (at once when nobody listens there).
     */
    CompletableFuture<BusMessage.Answer> ask(String to, LongFunction<BusMessage> request) {
        long id = requests.incrementAndGet();
        CompletableFuture<BusMessage.Answer> answer = new CompletableFuture<>();
        waiting.put(id, answer);
        answer.whenComplete((a, e) -> waiting.remove(id));
        here.bus().send(to, request.apply(id)).whenComplete((heard, failure) -> {
            if (failure == null && heard != null && heard == 0) {
                // nobody listens on that node's channel: it is gone (killed), no answer will come
                answer.completeExceptionally(new IllegalStateException("node " + to + " is not listening"));
            }
        });
        return answer.orTimeout(ANSWER_WITHIN.toMillis(), TimeUnit.MILLISECONDS);
    }

    CompletionStage<TellResult> tell(RemoteUser to, String from, String text) {
        return ask(to.node(), id -> new BusMessage.TellRequest(here.name(), id, from, to.name(), text))
                .handle(Requests::told);
    }

    /** What the reader's node said it did; {@code UNANSWERED} when it said nothing (known) in time. */
    private static TellResult told(BusMessage.Answer a, Throwable failure) {
        for (TellOutcome o : TellOutcome.values()) {
            if (failure == null && o.name().equals(a.outcome())) {
                return new TellResult(o, a.detail());
            }
        }
        return new TellResult(TellOutcome.UNANSWERED, null);
    }

    CompletionStage<Boolean> report(RemoteUser admin, List<String> lines) {
        return ask(admin.node(), id -> new BusMessage.Report(here.name(), id, admin.name(), lines))
                .handle((a, failure) -> failure == null && TellOutcome.DELIVERED.name().equals(a.outcome()));
    }

    CompletionStage<Optional<String>> address(RemoteUser user) {
        return ask(user.node(), id -> new BusMessage.AddressAsk(here.name(), id, user.name()))
                .handle((a, failure) -> failure == null && "FOUND".equals(a.outcome())
                        ? Optional.ofNullable(a.detail()) : Optional.empty());
    }

    /** Asks {@code holder} to close its session of {@code name}: it logs in here. */
    CompletableFuture<BusMessage.Answer> takeOver(String holder, String name) {
        return ask(holder, id -> new BusMessage.TakeOver(here.name(), id, name));
    }

    /** Answers or is answered when {@code m} is a request or an answer; false when it is neither. */
    boolean heard(BusMessage m) {
        World world = here.world();
        if (m instanceof BusMessage.Answer a) {
            CompletableFuture<BusMessage.Answer> f = waiting.get(a.id());
            if (f != null) {
                f.complete(a);
            }
        } else if (m instanceof BusMessage.TellRequest t) {
            told(t);
        } else if (m instanceof BusMessage.TakeOver t) {
            takenOver(t);
        } else if (m instanceof BusMessage.Report r) {
            reported(r);
        } else if (m instanceof BusMessage.AddressAsk q) {
            Optional<Session> s = world.user(q.name());
            answer(q.node(), q.id(), s.isPresent() ? "FOUND" : TellOutcome.OFFLINE.name(),
                    s.map(Session::address).orElse(null));
        } else {
            return false;
        }
        return true;
    }

    private void told(BusMessage.TellRequest t) {
        Optional<Session> reader = here.world().user(t.to());
        if (reader.isEmpty()) {
            answer(t.node(), t.id(), TellOutcome.OFFLINE.name(), null);
            return;
        }
        Session s = reader.get();
        s.runOnOwner(() -> {
            if (s.isClosed()) {
                answer(t.node(), t.id(), TellOutcome.OFFLINE.name(), null);
            } else if (s.social().ignores(t.from())) {
                answer(t.node(), t.id(), TellOutcome.IGNORED.name(), null);
            } else {
                s.social().replyTo(t.from());
                s.send(new Tell(t.from(), s.name(), t.text(), false, null));
                answer(t.node(), t.id(), TellOutcome.DELIVERED.name(), s.social().away());
            }
        });
    }

    /** A report for an admin here: shown at once, or answered OFFLINE when they are not here. */
    private void reported(BusMessage.Report r) {
        Optional<Session> reader = here.world().user(r.to()).filter(Session::admin);
        if (reader.isEmpty()) {
            answer(r.node(), r.id(), TellOutcome.OFFLINE.name(), null);
            return;
        }
        Session s = reader.get();
        s.runOnOwner(() -> {
            if (s.isClosed()) {
                answer(r.node(), r.id(), TellOutcome.OFFLINE.name(), null);
                return;
            }
            for (String line : r.lines()) {
                s.send(new Notice("report", line));
            }
            answer(r.node(), r.id(), TellOutcome.DELIVERED.name(), null);
        });
    }

    private void takenOver(BusMessage.TakeOver t) {
        Optional<Session> held = here.world().user(t.name());
        if (held.isEmpty()) {
            answer(t.node(), t.id(), "DONE", null);
            return;
        }
        here.replaced(held.get(), () -> answer(t.node(), t.id(), "DONE", null));
    }

    private void answer(String to, long id, String outcome, String detail) {
        here.bus().send(to, new BusMessage.Answer(here.name(), id, outcome, detail));
    }
}
