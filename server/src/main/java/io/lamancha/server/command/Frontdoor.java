package io.lamancha.server.command;

import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Welcome;
import io.lamancha.server.world.HandedSession;
import io.lamancha.server.world.Mail;
import io.lamancha.server.world.Outbound;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.SessionInput;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where every transport's connections come in: each gets a session and the greeting, and its
 * lines are parsed and queued in the session's mailbox for the {@link Dispatcher}.
 */
public final class Frontdoor implements SessionInput {

    private final Dispatcher dispatcher;
    private final LineEncoder encoder;
    private final Welcome welcome;
    private final AtomicLong ids = new AtomicLong();

    public Frontdoor(Dispatcher dispatcher, LineEncoder encoder, Welcome welcome) {
        this.dispatcher = dispatcher;
        this.encoder = encoder;
        this.welcome = welcome;
    }

    @Override
    public Session connected(Outbound out, WireFormat format) {
        Session session = new Session(ids.incrementAndGet(), out, encoder);
        session.format(format);
        session.send(welcome);
        return session;
    }

    @Override
    public Session handedOver(Outbound out, HandedSession handed) {
        Session session = new Session(ids.incrementAndGet(), out, encoder);
        session.format(handed.format());
        session.color(handed.color());
        session.telnet(handed.telnet());
        session.enqueue(new Mail.Arrival(handed), dispatcher::handle);
        return session;
    }

    @Override
    public java.util.concurrent.CompletionStage<String> seekAccepted(int id, String who) {
        return AdTables.acceptedElsewhere(dispatcher.world(), id, who);
    }

    @Override
    public void handedBack(Session session, HandedSession handed) {
        session.enqueue(new Mail.Arrival(handed), dispatcher::handle);
    }

    @Override
    public void line(Session session, String text) {
        session.enqueue(new Mail.Line(text, ClientLine.parse(text)), dispatcher::handle);
    }

    @Override
    public void inputEnded(Session session) {
        session.enqueue(Mail.INPUT_ENDED, dispatcher::handle);
    }

    @Override
    public void disconnected(Session session) {
        session.enqueue(Mail.DISCONNECTED, dispatcher::handle);
    }
}
