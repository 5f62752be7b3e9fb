package io.lamancha.server.command;

import static io.lamancha.server.command.StoreCalls.offStrand;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Allowances;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Social;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * {@code /report <name> <text>}: anyone tells the admins about someone. The report carries the
 * last lines the reported user said where the reporter could see them (the reporter's room, their
 * channels, tells to them); it reaches every admin online, on this node or another, at once, and
 * every other admin as a stored message, read at their next login. It goes into the moderators'
 * log. One user sends a few a minute and a day at most ({@link Allowances#report}).
 */
final class Reports {

    /** The reported user's lines a report carries at most. */
    static final int LINES = 5;
    private static final int MAX_TEXT = 300;
    private static final int MAX_MESSAGE = 1000;

    private Reports() {
    }

    static void report(Request req) {
        List<String> w = req.command().words();
        String text = req.command().rest();
        if (w.isEmpty() || text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /report <name> <what happened>: the admins read it.");
        }
        Storage st = StoreCalls.storage(req);
        String name = w.get(0);
        Names.checkUser(name).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_NAME, msg);
        });
        if (text.length() > MAX_TEXT) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say it in " + MAX_TEXT + " characters at most.");
        }
        Session s = req.session();
        req.context().allowances().report(s.name(), req.clock().instant()).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.LIMIT_REACHED, msg);
        });
        List<String> lines = new ArrayList<>();
        lines.add("Report from " + s.name() + " about " + name + ": " + text);
        req.world().user(name).ifPresent(u -> lines.addAll(seen(u.social().said(), s)));
        req.defer();
        offStrand(req, () -> st.accounts().admins(), promoted -> {
            Set<String> admins = new LinkedHashSet<>();
            for (String a : st.admins()) {
                admins.add(Names.key(a));
            }
            for (String a : promoted) {
                admins.add(Names.key(a));
            }
            List<String> away = new ArrayList<>();
            Map<String, CompletableFuture<Boolean>> elsewhere = new LinkedHashMap<>();
            int told = 0;
            for (String a : admins) {
                Session online = req.world().user(a).filter(Session::admin).orElse(null);
                Optional<RemoteUser> remote = req.world().peers().user(a);
                if (online != null) {
                    for (String line : lines) {
                        online.send(new Notice("report", line));
                    }
                    told++;
                } else if (remote.isPresent()) {
                    elsewhere.put(a, req.world().peers().report(remote.get(), lines).toCompletableFuture());
                } else {
                    away.add(a);
                }
            }
            int here = told;
            CompletableFuture.allOf(elsewhere.values().toArray(CompletableFuture[]::new)).whenComplete((x, e) ->
                    s.runOnOwner(() -> {
                        int online = here;
                        for (Map.Entry<String, CompletableFuture<Boolean>> r : elsewhere.entrySet()) {
                            if (r.getValue().join()) {
                                online++;
                            } else {
                                away.add(r.getKey());
                            }
                        }
                        stored(req, name, text, lines, away, online);
                    }));
        });
    }

    /** Leaves the report for the admins not online, logs it, and tells the reporter where it went. */
    private static void stored(Request req, String name, String text, List<String> lines, List<String> away,
            int online) {
        Storage st = req.storage();
        ModLog.record(req, "report", name, "", text);
        String message = cut(String.join(" | ", lines));
        offStrand(req, () -> leaveFor(st, req.session().name(), away, message), left -> {
            req.reply(Info.of("Your report about " + name + " went to " + online + " admin"
                    + (online == 1 ? "" : "s") + " online" + (left > 0 ? " and waits for " + left + " more." : ".")));
            req.succeed();
        });
    }

    /** The lines of {@code said} the reporter could see, the newest {@link #LINES}, oldest first. */
    private static List<String> seen(List<Social.Said> said, Session reporter) {
        List<String> out = new ArrayList<>();
        String room = reporter.room() == null ? null : reporter.room().name();
        String tellToReporter = ">" + Names.key(reporter.name());
        for (Social.Said line : said) {
            boolean visible = line.where().equals(room) || line.where().equals(tellToReporter)
                    || line.where().startsWith("#") && reporter.social().inChannel(line.where().substring(1));
            if (visible) {
                out.add("  [" + (line.where().startsWith(">") ? "tell" : line.where()) + "] " + line.text());
            }
        }
        return out.size() > LINES ? new ArrayList<>(out.subList(out.size() - LINES, out.size())) : out;
    }

    private static int leaveFor(Storage st, String from, List<String> admins, String message) {
        int left = 0;
        for (String a : admins) {
            if (st.accounts().find(a).isPresent() && st.community().leaveMessage(from, a, message, MessageCommands.CAP)) {
                left++;
            }
        }
        return left;
    }

    private static String cut(String text) {
        return text.length() > MAX_MESSAGE ? text.substring(0, MAX_MESSAGE - 3) + "..." : text;
    }
}
