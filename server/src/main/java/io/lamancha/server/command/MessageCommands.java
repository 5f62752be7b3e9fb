package io.lamancha.server.command;

import static io.lamancha.server.command.StoreCalls.offStrand;
import static io.lamancha.server.command.StoreCalls.storage;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Messages;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.store.CommunityStore;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Messages to registered users who are away ({@code /message}, FICS style), read with
 * {@code /messages}. Only registered users leave them; someone's ignore list holds for messages
 * too; a cap per recipient keeps anyone from filling another's mailbox.
 */
final class MessageCommands {

    /** Messages that may wait for one person. */
    static final int CAP = 50;
    static final int MAX_TEXT = 400;

    private MessageCommands() {
    }

    static void message(Request req) {
        Storage st = storage(req);
        Session s = req.session();
        List<String> w = req.command().words();
        String text = req.command().rest();
        if (w.isEmpty() || text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /message <name> <text>: they read it with /messages.");
        }
        CommunityCommands.requireRegistered(req, "Leaving messages");
        ModerationCommands.requireUnmuted(req, null);
        if (text.length() > MAX_TEXT) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "A message has " + MAX_TEXT + " characters at most.");
        }
        String to = w.get(0);
        Optional<Session> online = req.world().user(to);
        if (online.isPresent() && online.get().social().ignores(s.name())) {
            throw Request.refuse(ErrorCode.IGNORED, online.get().name() + " is ignoring you; the message was not left.");
        }
        req.defer();
        offStrand(req, () -> leave(st, s.name(), to, text), outcome -> {
            switch (outcome) {
                case NOT_REGISTERED -> req.fail(ErrorCode.NO_SUCH_USER, to + " is not a registered name; only registered"
                        + " names get messages.");
                case IGNORED -> req.fail(ErrorCode.IGNORED, to + " is ignoring you; the message was not left.");
                case FULL -> req.fail(ErrorCode.LIMIT_REACHED, CAP + " messages wait for " + to + " already; try later.");
                default -> {
                    online.ifPresent(o -> o.send(new Notice("messages", s.name() + " left you a message (/messages reads it).")));
                    req.reply(Info.of("Message left for " + to + "."));
                    req.succeed();
                }
            }
        });
    }

    private enum Outcome { LEFT, NOT_REGISTERED, IGNORED, FULL }

    private static Outcome leave(Storage st, String from, String to, String text) {
        Optional<String> account = st.accounts().find(to).map(a -> a.name());
        if (account.isEmpty()) {
            return Outcome.NOT_REGISTERED;
        }
        if (st.community().listed(account.get(), CommunityStore.UserList.IGNORE, from)) {
            return Outcome.IGNORED;
        }
        return st.community().leaveMessage(from, account.get(), text, CAP) ? Outcome.LEFT : Outcome.FULL;
    }

    static void messages(Request req) {
        Storage st = storage(req);
        Session s = req.session();
        CommunityCommands.requireRegistered(req, "Messages");
        boolean clear = req.command().words().stream().anyMatch(x -> x.equalsIgnoreCase("clear"));
        req.defer();
        if (clear) {
            offStrand(req, () -> st.community().clearMessages(s.name()), n -> {
                req.reply(Info.of(n == 0 ? "You had no messages." : n + (n == 1 ? " message" : " messages") + " deleted."));
                req.succeed();
            });
            return;
        }
        offStrand(req, () -> st.community().messages(s.name()), found -> {
            List<Messages.Entry> entries = new ArrayList<>();
            for (CommunityStore.Message m : found) {
                entries.add(new Messages.Entry(m.id(), m.from(), m.sent().toString(), m.text()));
            }
            req.reply(new Messages(entries));
            req.succeed();
        });
    }
}
