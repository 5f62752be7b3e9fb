package io.lamancha.server.world;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;

/**
 * A person's way back into chat channels: at login, coming from another node, or following a
 * tournament's news channel. The book lets them in first; then this node's copy takes them.
 */
final class ChannelReturns {

    private final Channels channels;

    ChannelReturns(Channels channels) {
        this.channels = channels;
    }

    /** See {@link Channels#rejoin}. */
    CompletableFuture<Void> rejoin(String name, Session session, boolean handedOver, BooleanSupplier still) {
        ChannelBook book = channels.book();
        String node = channels.node();
        return book.join(name, session.name(), node, false, channels.limits().members(), handedOver)
                .toCompletableFuture()
                .thenCompose(a -> {
                    if (a.outcome() != ChannelBook.Outcome.OK && a.outcome() != ChannelBook.Outcome.MADE) {
                        return CompletableFuture.<Void>completedFuture(null);
                    }
                    Optional<Channel> copy = channels.copyOf(a.state());
                    if (copy.isEmpty()) {
                        book.leave(name, session.name(), node);
                        return CompletableFuture.<Void>completedFuture(null);
                    }
                    Channel c = copy.get();
                    return CompletableFuture.runAsync(() -> {
                        if (!still.getAsBoolean()) {
                            if (session.isClosed()) {
                                book.leave(name, session.name(), node);
                            }
                            return;
                        }
                        if (handedOver) {
                            channels.movedIn(c, session);
                        } else {
                            channels.join(c, session);
                        }
                    }, c.strand());
                }).exceptionally(failure -> null);
    }

    /** See {@link Channels#follow}. */
    CompletableFuture<Void> follow(String name, String owner, Session session) {
        return channels.book().restore(new Channels.Record(name, owner, Channel.Mode.OPEN, List.of()), false,
                        channels.node(), List.of())
                .toCompletableFuture()
                .thenCompose(x -> rejoin(name, session, false,
                        () -> !session.isClosed() && !session.social().inChannel(name)))
                .exceptionally(failure -> null);
    }
}
