package io.lamancha.server.world;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;

/**
 * One connected client. Its input is processed like an actor's mailbox: lines are queued and run
 * one at a time, in order, on the strand of the room the session is in (before login: on its
 * connection's strand). Output may be sent from any thread.
 */
public final class Session {

    private final long id;
    private final Outbound out;
    private final LineEncoder encoder;
    private final Queue<Mail> inbox = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();

    private volatile WireFormat format = WireFormat.TEXT;
    private volatile boolean color;
    private volatile String name;
    private volatile Room room;
    private volatile Strand owner;
    private volatile boolean closed;
    private volatile boolean telnet;
    private volatile BiConsumer<Session, Mail> handler;
    private volatile boolean registered;
    private volatile boolean admin;
    private volatile String pendingLogin;
    private volatile String presentedToken;
    private final Social social = new Social();
    private final ShownStates states = new ShownStates();
    private volatile Relay relay;
    private volatile Instant lastActive;
    // Owner strand only: true while a command of this session finishes asynchronously.
    private boolean suspended;

    public Session(long id, Outbound out, LineEncoder encoder) {
        this.id = id;
        this.out = out;
        this.encoder = encoder;
        this.owner = out.strand();
    }

    public long id() {
        return id;
    }

    /** The login name, or {@code null} before login. */
    public String name() {
        return name;
    }

    public boolean loggedIn() {
        return name != null;
    }

    void name(String name) {
        this.name = name;
    }

    /** The room the session is in, or {@code null} before login. */
    public Room room() {
        return room;
    }

    /** Moves the session's ownership to a room; its next input runs on that room's strand. */
    void room(Room room) {
        this.room = room;
        this.owner = room == null ? out.strand() : room.strand();
    }

    public WireFormat format() {
        return format;
    }

    /** Sets the wire format; the room the session is in is told, on its strand. */
    public void format(WireFormat format) {
        this.format = format;
        Room in = room;
        if (in != null) {
            in.strand().run(() -> in.reformatted(this));
        }
    }

    /** Where this session's lines go. */
    public Outbound outbound() {
        return out;
    }

    public boolean color() {
        return color;
    }

    public void color(boolean color) {
        this.color = color;
    }

    public boolean telnet() {
        return telnet;
    }

    public void telnet(boolean telnet) {
        this.telnet = telnet;
    }

    /** Where this session's input goes since it was handed to another node, else {@code null}. */
    public Relay relay() {
        return relay;
    }

    public void relay(Relay relay) {
        this.relay = relay;
    }

    /** When the user last typed a line run here, or {@code null} before their first. */
    public Instant lastActive() {
        return lastActive;
    }

    /** The user typed a line at {@code now}: they are not idle. */
    public void active(Instant now) {
        this.lastActive = now;
    }

    /** Seconds since the user last typed a line, or {@code null} before their first. */
    public Long idleSeconds(Instant now) {
        Instant last = lastActive;
        return last == null ? null : Math.max(0, Duration.between(last, now).toSeconds());
    }

    /** Away message, reply target, ignore and notify lists, channels. */
    public Social social() {
        return social;
    }

    /** How this session takes a game's states after a move, and which it was sent. */
    public ShownStates states() {
        return states;
    }

    /** Logged in with a password (not a guest). */
    public boolean registered() {
        return registered;
    }

    public void registered(boolean registered) {
        this.registered = registered;
    }

    /** Whether this session has the admin role: a registered account's, given when it logged in. */
    public boolean admin() {
        return admin && registered;
    }

    public void admin(boolean admin) {
        this.admin = admin;
    }

    /** The resume token the user gave at login (a guest's), or {@code null}. */
    public String presentedToken() {
        return presentedToken;
    }

    public void presentedToken(String token) {
        this.presentedToken = token;
    }

    /** A registered name whose password the next line is, or {@code null}. */
    public String pendingLogin() {
        return pendingLogin;
    }

    public void pendingLogin(String name) {
        this.pendingLogin = name;
    }

    /** Asks the connection to stop (true) or resume (false) echoing what the user types (telnet only). */
    public void hideInput(boolean hide) {
        if (telnet) {
            out.hideInput(hide);
        }
    }

    /** Runs a task on the strand that owns this session now. */
    public void runOnOwner(Runnable task) {
        owner.execute(task);
    }

    public String address() {
        return out.address();
    }

    public boolean isClosed() {
        return closed;
    }

    /** Sends one untagged event. */
    public void send(ServerEvent event) {
        send(event, null);
    }

    /** Sends one event, tagged when {@code tag} is not null. */
    public void send(ServerEvent event, String tag) {
        if (!closed) {
            out.write(encoder.encodeBytes(event, format, tag));
        }
    }

    /**
     * Sends lines already encoded in this session's format (UTF-8, each ending in a line feed),
     * which others may share: nobody changes them.
     */
    public void sendEncoded(byte[] lines) {
        if (!closed) {
            out.write(lines);
        }
    }

    /** The strand of this session's connection (its event loop), whichever room owns its input. */
    public Strand connectionStrand() {
        return out.strand();
    }

    /**
     * Sends {@code last} (each tagged when {@code tag} is not null) as the connection's last lines
     * and closes it once they are written: nothing sent after them reaches the peer, not even a
     * room's lines, so a client can take the goodbye as the end.
     */
    public void closeWith(String tag, ServerEvent... last) {
        if (closed) {
            return;
        }
        closed = true;
        StringBuilder lines = new StringBuilder();
        for (ServerEvent event : last) {
            lines.append(encoder.encode(event, format, tag));
        }
        out.closeWith(lines.toString().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Queues mail (a line, an arriving session or a connection signal) and makes sure the owner strand drains
     * the mailbox. {@code handler} runs on the owner strand, one item at a time.
     */
    public void enqueue(Mail item, BiConsumer<Session, Mail> handler) {
        this.handler = handler;
        inbox.add(item);
        scheduleDrain();
    }

    /**
     * Holds further input while the current command finishes asynchronously (owner strand only),
     * so the next line never overtakes it.
     */
    public void suspend() {
        suspended = true;
    }

    /** Lets input flow again after {@link #suspend()}; callable from any thread. */
    public void resume() {
        Strand strand = owner;
        strand.execute(() -> {
            suspended = false;
            scheduleDrain();
        });
    }

    private void scheduleDrain() {
        if (handler != null && scheduled.compareAndSet(false, true)) {
            Strand strand = owner;
            strand.execute(() -> drain(strand));
        }
    }

    private void drain(Strand strand) {
        Mail item;
        while (!suspended && owner == strand && (item = inbox.poll()) != null) {
            handler.accept(this, item);
        }
        scheduled.set(false);
        if (!suspended && !inbox.isEmpty()) {
            scheduleDrain();
        }
    }

    @Override
    public String toString() {
        return "Session[" + id + (name != null ? " " + name : "") + "]";
    }
}
