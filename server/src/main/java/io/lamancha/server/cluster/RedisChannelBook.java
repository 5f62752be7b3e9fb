package io.lamancha.server.cluster;

import io.lamancha.server.world.Channel;
import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Names;
import io.lettuce.core.ScriptOutputType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * The cluster's channel book in Redis: each channel a hash {@code lamancha:chan:<name>} (name,
 * owner, mode, kept, a join counter), a set {@code ...:inv} of the names invited, a hash
 * {@code ...:who} of its members (name to "order node name"), and the set {@code lamancha:chans}
 * of every channel's name. Each decision is one Lua script, so that two nodes asking at once are
 * answered one after the other: a join to a closed channel is checked and made in one step. Every
 * call is asynchronous (Lettuce), failing at once while Redis is unreachable.
 */
final class RedisChannelBook implements ChannelBook {

    static final String PREFIX = "lamancha:chan:";
    static final String ALL = "lamancha:chans";

    // the channel as the scripts answer it: outcome, name, owner, mode, kept, invited, members
    private static final String STATE = "local function state(o) "
            + "local m = redis.call('HMGET', KEYS[1], 'name', 'owner', 'mode', 'kept') "
            + "return {o, m[1], m[2], m[3], m[4], redis.call('SMEMBERS', KEYS[2]), redis.call('HVALS', KEYS[3])} end ";
    private static final String ADD_MEMBER = "local function add(k, node, name) "
            + "redis.call('HSET', KEYS[3], k, redis.call('HINCRBY', KEYS[1], 'seq', 1) .. ' ' .. node .. ' ' .. name) end ";
    // ARGV: key, who's key, who, node, keep, most members, make
    private static final String JOIN = STATE + ADD_MEMBER + "local o = 'OK' "
            + "if redis.call('EXISTS', KEYS[1]) == 0 then "
            + "  if ARGV[7] ~= '1' then return {'NONE'} end "
            + "  redis.call('HSET', KEYS[1], 'name', ARGV[1], 'owner', ARGV[3], 'mode', 'OPEN', 'kept', ARGV[5]) "
            + "  redis.call('SADD', KEYS[4], ARGV[1]) o = 'MADE' end "
            + "local v = redis.call('HGET', KEYS[3], ARGV[2]) "
            + "if v then redis.call('HSET', KEYS[3], ARGV[2], string.match(v, '^(%d+) ') .. ' ' .. ARGV[4] .. ' ' .. ARGV[3]) "
            + "  return state(o) end "
            + "local m = redis.call('HMGET', KEYS[1], 'owner', 'mode') "
            + "if m[2] == 'CLOSED' and string.lower(m[1]) ~= ARGV[2] and redis.call('SISMEMBER', KEYS[2], ARGV[2]) == 0 "
            + "then return state('CLOSED') end "
            + "if redis.call('HLEN', KEYS[3]) >= tonumber(ARGV[6]) then return state('FULL') end "
            + "add(ARGV[2], ARGV[4], ARGV[3]) return state(o)";
    private static final String GO_IF_EMPTY = "if redis.call('HLEN', KEYS[3]) == 0 and redis.call('HGET', KEYS[1], 'kept') ~= '1' "
            + "then redis.call('DEL', KEYS[1], KEYS[2], KEYS[3]) redis.call('SREM', KEYS[4], ARGV[1]) end ";
    // ARGV: key, who's key, node
    private static final String LEAVE = "local v = redis.call('HGET', KEYS[3], ARGV[2]) "
            + "if v and string.match(v, '^%d+ (%S+) ') == ARGV[3] then redis.call('HDEL', KEYS[3], ARGV[2]) end "
            + GO_IF_EMPTY + "return 1";
    // ARGV: by's key, then the mode (MODE) or the invited key (INVITE)
    private static final String OWNER_ONLY = STATE + "if redis.call('EXISTS', KEYS[1]) == 0 then return {'NONE'} end "
            + "if string.lower(redis.call('HGET', KEYS[1], 'owner')) ~= ARGV[1] then return state('NOT_OWNER') end ";
    private static final String MODE = OWNER_ONLY + "redis.call('HSET', KEYS[1], 'mode', ARGV[2]) return state('OK')";
    private static final String INVITE = OWNER_ONLY + "redis.call('SADD', KEYS[2], ARGV[2]) return state('OK')";
    private static final String FIND = STATE + "if redis.call('EXISTS', KEYS[1]) == 0 then return {'NONE'} end "
            + "return state('OK')";
    // KEYS[1] every channel; ARGV[1] the prefix of a channel's keys
    private static final String EVERY = "local out = {} for _, k in ipairs(redis.call('SMEMBERS', KEYS[1])) do "
            + "local b = ARGV[1] .. k "
            + "if redis.call('EXISTS', b) == 1 then local m = redis.call('HMGET', b, 'name', 'owner', 'mode', 'kept') "
            + "table.insert(out, {'OK', m[1], m[2], m[3], m[4], redis.call('SMEMBERS', b .. ':inv'), "
            + "redis.call('HVALS', b .. ':who')}) else redis.call('SREM', KEYS[1], k) end end return out";
    // ARGV: key, owner, mode, kept, node, how many invited, the invited..., this node's members...
    private static final String RESTORE = ADD_MEMBER + "local n = tonumber(ARGV[6]) "
            + "if redis.call('EXISTS', KEYS[1]) == 0 then "
            + "  redis.call('HSET', KEYS[1], 'name', ARGV[1], 'owner', ARGV[2], 'mode', ARGV[3], 'kept', ARGV[4]) "
            + "  redis.call('SADD', KEYS[4], ARGV[1]) "
            + "  for i = 7, 6 + n do redis.call('SADD', KEYS[2], ARGV[i]) end end "
            + "for i = 7 + n, #ARGV do local k = string.lower(ARGV[i]) "
            + "  if redis.call('HEXISTS', KEYS[3], k) == 0 then add(k, ARGV[5], ARGV[i]) end end return 1";
    private static final String DROP = "if redis.call('HLEN', KEYS[3]) > 0 then return 0 end "
            + "redis.call('DEL', KEYS[1], KEYS[2], KEYS[3]) redis.call('SREM', KEYS[4], ARGV[1]) return 1";
    // KEYS[1] every channel; ARGV[1] the prefix, ARGV[2] the node
    private static final String FORGET_NODE = "for _, k in ipairs(redis.call('SMEMBERS', KEYS[1])) do "
            + "local b = ARGV[1] .. k local who = redis.call('HGETALL', b .. ':who') "
            + "for i = 1, #who, 2 do if string.match(who[i + 1], '^%d+ (%S+) ') == ARGV[2] then "
            + "redis.call('HDEL', b .. ':who', who[i]) end end "
            + "if redis.call('HLEN', b .. ':who') == 0 and redis.call('HGET', b, 'kept') ~= '1' then "
            + "redis.call('DEL', b, b .. ':inv', b .. ':who') redis.call('SREM', KEYS[1], k) end end return 1";

    private final RedisBus redis;

    RedisChannelBook(RedisBus redis) {
        this.redis = redis;
    }

    private static String[] keys(String name) {
        String b = PREFIX + Names.key(name);
        return new String[] {b, b + ":inv", b + ":who", ALL};
    }

    private CompletionStage<List<Object>> eval(String script, String[] keys, String... args) {
        return redis.call(a -> a.<List<Object>>eval(script, ScriptOutputType.MULTI, keys, args));
    }

    private CompletionStage<Void> run(String script, String[] keys, String... args) {
        return redis.call(a -> a.<Long>eval(script, ScriptOutputType.INTEGER, keys, args)).thenApply(x -> null);
    }

    @Override
    public CompletionStage<Answer> join(String name, String who, String node, boolean keep, int maxMembers,
            boolean make) {
        return eval(JOIN, keys(name), Names.key(name), Names.key(who), who, node, keep ? "1" : "0",
                Integer.toString(maxMembers), make ? "1" : "0").thenApply(RedisChannelBook::answer);
    }

    @Override
    public CompletionStage<Void> leave(String name, String who, String node) {
        return run(LEAVE, keys(name), Names.key(name), Names.key(who), node);
    }

    @Override
    public CompletionStage<Answer> mode(String name, String by, Channel.Mode mode) {
        return eval(MODE, keys(name), Names.key(by), mode.name()).thenApply(RedisChannelBook::answer);
    }

    @Override
    public CompletionStage<Answer> invite(String name, String by, String who) {
        return eval(INVITE, keys(name), Names.key(by), Names.key(who)).thenApply(RedisChannelBook::answer);
    }

    @Override
    public CompletionStage<Optional<State>> find(String name) {
        return eval(FIND, keys(name)).thenApply(r -> Optional.ofNullable(answer(r).state()));
    }

    @Override
    public CompletionStage<List<State>> all() {
        return eval(EVERY, new String[] {ALL}, PREFIX).thenApply(rows -> {
            List<State> out = new ArrayList<>();
            for (Object row : rows) {
                out.add(state((List<?>) row));
            }
            out.sort(Comparator.comparing(State::name));
            return out;
        });
    }

    @Override
    public CompletionStage<Void> restore(Channels.Record record, boolean kept, String node, List<String> members) {
        List<String> args = new ArrayList<>(List.of(Names.key(record.name()), record.owner(), record.mode().name(),
                kept ? "1" : "0", node, Integer.toString(record.invited().size())));
        for (String i : record.invited()) {
            args.add(Names.key(i));
        }
        args.addAll(members);
        return run(RESTORE, keys(record.name()), args.toArray(String[]::new));
    }

    @Override
    public CompletionStage<Boolean> drop(String name) {
        return redis.call(a -> a.<Long>eval(DROP, ScriptOutputType.INTEGER, keys(name), Names.key(name)))
                .thenApply(n -> n == 1L);
    }

    @Override
    public CompletionStage<Void> forgetNode(String node) {
        return run(FORGET_NODE, new String[] {ALL}, PREFIX, node);
    }

    private static Answer answer(List<Object> reply) {
        Outcome outcome = Outcome.valueOf(reply.get(0).toString());
        return new Answer(outcome, reply.size() > 1 ? state(reply) : null);
    }

    /** A channel from a script's reply: outcome, name, owner, mode, kept, invited, members. */
    private static State state(List<?> r) {
        List<String> invited = new ArrayList<>();
        for (Object i : (List<?>) r.get(5)) {
            invited.add(i.toString());
        }
        List<String[]> rows = new ArrayList<>();
        for (Object m : (List<?>) r.get(6)) {
            rows.add(m.toString().split(" ", 3));
        }
        rows.sort(Comparator.comparingLong(row -> Long.parseLong(row[0])));
        List<Member> members = new ArrayList<>();
        for (String[] row : rows) {
            members.add(new Member(row[2], row[1]));
        }
        return new State(r.get(1).toString(), r.get(2).toString(), Channel.Mode.valueOf(r.get(3).toString()),
                "1".equals(String.valueOf(r.get(4))), invited, members);
    }
}
