package io.lamancha.server.command;

import java.util.ArrayList;
import java.util.List;

/**
 * The one explicit list of commands. BrettspielWelt names first, plain-English aliases second.
 */
public final class Commands {

    private Commands() {
    }

    public static CommandRegistry registry() {
        List<CommandSpec> specs = new ArrayList<>();
        // Session
        specs.add(spec("login", List.of(), "/login <name> [password|token]", "Log in: a guest name, or a registered one with its password.", false, LoginCommands::login,
                "Names have 2-16 letters, digits, _ or -, and are unique ignoring case.",
                "/login alice: a guest, unless alice is registered: then the password is asked on the next line.",
                "/login alice <password>: a registered name in one line (for bots). A second login takes over.",
                "/login alice <token>: a guest back after a dropped connection, with the token shown at login."));
        specs.add(spec("register", List.of(), "/register <password>", "Keep your guest name: register it with a password.", true, AccountCommands::register,
                "Passwords have 6-128 characters; they are stored only as salted Argon2id hashes."));
        specs.add(spec("password", List.of("passwd"), "/password <old> <new>", "Change your password.", true, AccountCommands::password));
        specs.add(spec("finger", List.of("whois"), "/finger [name]", "Who someone is: registered since, last seen, games played and won, ratings.", true, AccountCommands::finger));
        specs.add(spec("top", List.of("ranking"), "/top <game> [n|all]", "The game's best rated players; all lists provisional ones too.", true, RatingCommands::top,
                "/top doncarlo: the 10 best settled players active in the last 90 days; /top doncarlo 25: 25.",
                "/top doncarlo all: every rated player, provisional ratings marked ? (under 5 rated games).",
                "Games of registered players are rated; not those with a guest or a bot, solo or seeded",
                "games, the cooperative Don Carlo, or a table set to /option rated no."));
        specs.add(spec("set", List.of(), "/set <key> <value>", "Settings: format text|json, color on|off, updates full|patch|changes.", false,
                SessionCommands::set,
                "/set format json: one JSON object per line, for bots (see docs/PROTOCOL.md).",
                "/set format text: sentences and ASCII renders, for people (the default).",
                "/set color on: ANSI colours in game renders.",
                "/set updates patch: in JSON, after a move only what changed (a change event with",
                "  a JSON Patch); /set updates changes: the view's top-level fields that changed;",
                "/set updates full: the whole state after every move (the default)."));
        specs.add(spec("ping", List.of(), "/ping", "Check the connection; answers pong.", false, SessionCommands::ping));
        specs.add(spec("quit", List.of("bye"), "/quit", "Leave the server.", false, SessionCommands::quit));
        // Moving around
        specs.add(spec("listroom", List.of("rooms"), "/listroom", "List rooms: game, seats, state, who is there.", true, RoomCommands::listRooms));
        specs.add(spec("room", List.of("enter", "go"), "/room <name>", "Go to a room.", true, RoomCommands::enter));
        specs.add(spec("lobby", List.of(), "/lobby", "Go back to the lobby.", true, RoomCommands::lobby));
        specs.add(spec("newroom", List.of("create"), "/newroom <game>", "Make a new game room and go there.", true, RoomCommands::newRoom));
        specs.add(spec("who", List.of(), "/who", "Who is in this room, with seats.", true, RoomCommands::who));
        specs.add(spec("wwho", List.of("users"), "/wwho", "Everyone online, and where.", true, RoomCommands::wwho));
        specs.add(spec("whereis", List.of("where"), "/whereis <name>", "Which room someone is in.", true, RoomCommands::whereis));
        // Chat
        specs.add(spec("say", List.of(), "/say <text>", "Say something to the room (plain text does the same).", true, ChatCommands::say));
        specs.add(spec("tell", List.of("msg", "w"), "/tell <name> <text>", "Whisper to someone anywhere (or ;name text, .name text).",
                true, ChatCommands::tell, "/tell ann hi, /w ann hi, ;ann hi and .ann hi all whisper to ann, wherever she is.",
                "In tintin++ and other MUD clients, where ; separates commands, use /w or the dot."));
        specs.add(spec("me", List.of(), "/me <action>", "Act: /me waves.", true, ChatCommands::me));
        specs.add(spec("r", List.of("reply"), "/r <text>", "Answer whoever told you something last.", true, ChatCommands::reply,
                "/r thanks! answers the last /tell you got, wherever its sender is."));
        // People
        specs.add(spec("away", List.of("afk"), "/away [text]", "Say you are away; /away alone says you are back.", true,
                CommunityCommands::away, "/away at lunch: whoever tells you something hears it; /who, /wwho and /finger show it."));
        specs.add(spec("ignore", List.of("censor"), "/ignore [name]", "Keep everything from someone away from you.", true,
                CommunityCommands::ignore, "/ignore bob: no tell, chat, channel line, message or invite of bob's reaches you,",
                "and bob's tells are refused (he is told). /ignore alone lists whom you ignore. Kept when registered."));
        specs.add(spec("unignore", List.of("uncensor"), "/unignore <name>", "Hear someone again.", true, CommunityCommands::unignore));
        specs.add(spec("notify", List.of("friend"), "/notify [name]", "Hear when a friend logs in, out, or sits down to play.",
                true, CommunityCommands::notify, "/notify ann: you hear when ann comes and goes, and where she plays",
                "(then /observe ann watches). /notify alone lists your friends and who of them is on. Registered names."));
        specs.add(spec("unnotify", List.of("unfriend"), "/unnotify <name>", "Stop hearing about someone.", true,
                CommunityCommands::unnotify));
        specs.add(spec("message", List.of("mail"), "/message <name> <text>", "Leave a message for a registered user.", true,
                MessageCommands::message, "/message bob see you at eight: bob reads it at his next login with /messages.",
                "For registered senders; at most " + MessageCommands.CAP + " messages wait for anyone."));
        specs.add(spec("messages", List.of(), "/messages [clear]", "Read the messages left for you; clear deletes them.", true,
                MessageCommands::messages));
        specs.add(spec("invite", List.of(), "/invite <name>", "Invite someone to this game room.", true, CommunityCommands::invite,
                "/invite bob: bob hears which room and game, and how to come."));
        specs.add(spec("match", List.of("challenge"), "/match <name> [game]", "Challenge someone to a game (/help match).",
                true, MatchCommands::match, "/match bob doncarlo timer=60: a doncarlo table with a 60 s timer, you seated,",
                "bob invited to it (/room and /join accept). Without a game: this room's. Options as in /seek;",
                "pace=turnbased movetime=2d makes it a turn-based game, in a room of its own."));
        specs.add(spec("observe", List.of("watch"), "/observe <name>", "Watch the game someone plays.", true,
                CommunityCommands::observe, "/observe ann takes you to the room where ann has a seat, as a spectator."));
        // Channels
        specs.add(spec("channel", List.of("join-channel"), "/channel <name>", "Join a chat channel (made on first join).", true,
                ChannelCommands::channel, "/channel spain joins #spain; /gtell spain hola speaks there: [#spain] <you> hola.",
                "Whoever makes a channel owns it (/chmode, /chinvite). Kept across logins when registered."));
        specs.add(spec("exit", List.of("leave-channel"), "/exit <channel>", "Leave a chat channel.", true, ChannelCommands::exit));
        specs.add(spec("gtell", List.of("ch"), "/gtell <channel> <text>", "Speak in a chat channel.", true, ChannelCommands::gtell));
        specs.add(spec("chwho", List.of(), "/chwho <channel>", "Who is in a chat channel.", true, ChannelCommands::chwho));
        specs.add(spec("channels", List.of(), "/channels", "Your channels and the public ones.", true, ChannelCommands::channels));
        specs.add(spec("chmode", List.of(), "/chmode <channel> <mode>", "Owner: open, closed or moderated.", true,
                ChannelCommands::chmode, "/chmode spain closed: only those you invite join.",
                "/chmode spain moderated: anyone reads, only you and those invited speak. open: anyone."));
        specs.add(spec("chinvite", List.of(), "/chinvite <channel> <name>", "Owner: let someone into a channel.", true,
                ChannelCommands::chinvite));
        // Finding a game
        specs.add(spec("seek", List.of(), "/seek <game> [seats] [key=value]", "Post an ad for a game to the lobby.", true,
                SeekCommands::seek, "/seek doncarlo 3 timer=60 bots=yes: whoever answers with /accept sits down with you",
                "at a new table; bots=yes fills the other seats with bots once one person accepted.",
                "pace=turnbased movetime=24h seeks a turn-based game (registered players only).",
                "The ad ends when you /unseek, log out, or start another game."));
        specs.add(spec("sought", List.of("ads"), "/sought", "The open ads for games.", true, SeekCommands::sought));
        specs.add(spec("accept", List.of("play-ad"), "/accept <number>", "Answer an ad: you sit down with its author.", true,
                SeekCommands::accept));
        specs.add(spec("unseek", List.of(), "/unseek", "Withdraw your ad.", true, SeekCommands::unseek));
        specs.add(spec("tourney", List.of("tournament", "turnier"), "/tourney [list|show|join|leave|start] [name]",
                "Tournaments the server runs: list them, show one, join, leave, start.", true, TourneyCommands::tourney,
                "/tourney list: open, running and the last finished ones. /tourney show spring:",
                "its players, standings, rounds and tables. /tourney join spring (registered",
                "players), /tourney leave spring. The server seats every table and takes you",
                "there; the channel #spring has the pairings, results and standings.",
                "Swiss: each round seats everyone online by standing at tables of the game's",
                "size, apart from those they met. Arena: whoever finishes a game sits down",
                "again with others waiting. At a table of n the first takes n-1 points ... the",
                "last 0; shared places share them. Ties: opponents' points (Swiss) or fewer",
                "games (arena), then rating. Not online when a round starts: no table and no",
                "points that round. Admins (and players, if the server allows) make one:",
                "/tourney create spring game=quixote-tricks [format=swiss|arena] [rounds=3]",
                "  [seats=4] [minutes=30 (arena)] [start=20:00|+30|2026-12-01T20:00Z]",
                "  [timer=60] [break=30] [rated=yes|no] [the game's options: variant=coop, or",
                "  game.start=first where one is named as a setting]. /tourney start spring:",
                "  its creator or an admin starts it now."));
        // Table
        specs.add(spec("join", List.of("sit"), "/join", "Take a seat at this room's table.", true, TableCommands::join));
        specs.add(spec("leave", List.of("stand"), "/leave", "Give up your seat (in a game, a bot takes it over).", true, TableCommands::leave));
        specs.add(spec("resign", List.of(), "/resign", "Give the game up: a bot plays on, and you are placed last.", true,
                TableCommands::resign, "A bot plays your seat to the end and you are placed last in the result, the",
                "ratings and /history; the seat is not yours again in this game. A rated game",
                "that not every player has made a move in yet is aborted instead (unrated)."));
        specs.add(spec("abort", List.of(), "/abort", "End the game unrated, once every player at the table agrees.", true,
                TableCommands::abort, "Every connected player at the table types /abort within 60 seconds of the first;",
                "the game then ends, unrated, and is stored as aborted (/history lists it). Alone",
                "against bots, /abort ends it at once."));
        specs.add(spec("option", List.of("options"), "/option <key> <value>", "Set a table option; /option help lists them.", true, TableCommands::option));
        specs.add(spec("addbot", List.of("bot"), "/addbot [level]", "Seat a bot (random or smart; smart if not said).", true, TableCommands::addBot));
        specs.add(spec("start", List.of(), "/start", "Start the game with the seated players.", true, TableCommands::start));
        specs.add(spec("play", List.of("move"), "/play [@version] <move>", "Make a move in the game's notation.", true, TableCommands::play,
                "/play R7 plays the card R7; /moves lists your legal moves.",
                "Bots may put @<version> first (the version of the last state they saw): a move made",
                "against an older decision is refused with STALE."));
        specs.add(spec("moves", List.of(), "/moves", "Your legal moves now.", true, TableCommands::moves));
        specs.add(spec("show", List.of("board"), "/show [name]", "Show the table again (or one player's area).", true, TableCommands::show));
        specs.add(spec("spielinfo", List.of("info"), "/spielinfo [game]", "The game's rules summary, seats and options.", true, TableCommands::spielinfo,
                "/spielinfo at a table: its game, how to read the table and write moves, its options.",
                "/spielinfo hidalgo anywhere: that game's rules summary and options."));
        specs.add(spec("gamelog", List.of(), "/gamelog", "What the game at this table told you so far.", true, TableCommands::gamelog,
                "Every event of the running (or last) game you may see, from the deal on: a page",
                "that was reloaded draws its game log again from it."));
        specs.add(spec("remove", List.of("kickbot"), "/remove <name>", "Remove a bot or absent player; in a game, vote for a bot to play for an absent one.", true, TableCommands::remove));
        specs.add(spec("reset", List.of(), "/reset", "Clear a finished game; seats stay.", true, TableCommands::reset));
        // Stored games
        specs.add(spec("games", List.of(), "/games", "Your running games, live and turn-based: whose move, the time left.",
                true, GamesCommands::games, "Every game you have a seat in, with its room (/room <name> goes there), whose",
                "move it is, and for a turn-based game the time left. /history lists the finished ones."));
        specs.add(spec("history", List.of(), "/history [name]", "Recent finished games (someone's, or everyone's).", true, ArchiveCommands::history));
        specs.add(spec("replay", List.of(), "/replay <id> [full] [move]", "Step through a finished game, move by move.", true, ArchiveCommands::replay,
                "/replay 12 shows the start, /replay 12 5 the table after move 5, as spectators saw it.",
                "/replay 12 full 5 shows every player's hand as well (the game is over)."));
        // Moderation
        specs.add(spec("report", List.of(), "/report <name> <text>", "Tell the admins about someone who misbehaves.", true,
                Reports::report, "/report bob insults everyone: every admin online reads it at once, the others at their",
                "next login, with the last lines bob said where you could see them."));
        specs.add(spec("mute", List.of(), "/mute [#channel] <name> [minutes] [reason]", "Admin, or a channel's owner there: silence someone.",
                true, ModerationCommands::mute, "/mute bob 30 spam: nothing bob says, tells, writes in a channel or leaves",
                "as a message reaches anyone for 30 minutes (no minutes: until /unmute). bob is told.",
                "/mute #spain bob: the owner of #spain silences bob there only."));
        specs.add(spec("unmute", List.of(), "/unmute [#channel] <name>", "Admin, or a channel's owner there: lift a mute.", true,
                ModerationCommands::unmute));
        specs.add(spec("ban", List.of(), "/ban [#channel] <name> [minutes] [+address] [reason]",
                "Admin, or a channel's owner there: keep someone out.", true, ModerationCommands::ban,
                "/ban bob 1440 cheating: bob is disconnected and cannot log in for a day (no minutes: until /unban).",
                "/ban bob +address: nobody from bob's address logs in either. /ban #spain bob: out of #spain."));
        specs.add(spec("unban", List.of(), "/unban [#channel] <name>", "Admin, or a channel's owner there: lift a ban.", true,
                ModerationCommands::unban));
        specs.add(spec("modlog", List.of(), "/modlog [n|name]", "Admin: what the moderators did, and what is in force.", true,
                ModerationCommands::modlog, "/modlog: the last " + ModerationCommands.MODLOG_DEFAULT
                        + " actions; /modlog 100: the last 100; /modlog bob: those by or about bob."));
        // Admins
        specs.add(spec("kick", List.of(), "/kick <name> [reason]", "Admin: disconnect someone.", true, AdminCommands::kick));
        specs.add(spec("announce", List.of("wall"), "/announce <text>", "Admin: tell everyone online.", true, AdminCommands::announce));
        specs.add(spec("shutdown", List.of(), "/shutdown [seconds]", "Admin: stop the server after a countdown; running games are saved.", true, AdminCommands::shutdown));
        specs.add(spec("stats", List.of(), "/stats", "Admin: the server's figures (connections, rooms, games, moves).", true, AdminCommands::stats));
        specs.add(spec("backup", List.of(), "/backup", "Admin: copy the store into the data directory's backups/ while play goes on.", true,
                AdminCommands::backup, "/backup writes <data>/backups/<time>/, a data directory of its own, checks the copy",
                "and says where it is and how big. Restoring it: docs/OPERATIONS.md. For PostgreSQL use pg_dump."));
        specs.add(spec("reload", List.of(), "/reload", "Admin: read the config file and TLS certificate again (as SIGHUP).", true,
                AdminCommands::reload, "Limits, -v and the TLS certificate change for new connections; nobody is",
                "dropped. A setting that takes a restart (a port, --data, --db) is named and kept."));
        // Help is built last so it can list every command, itself included.
        List<CommandSpec> withHelp = new ArrayList<>(specs);
        CommandRegistry[] self = new CommandRegistry[1];
        withHelp.add(3, spec("help", List.of("?"), "/help [command]", "This list, or more about one command.", false,
                req -> SessionCommands.help(self[0]).handle(req)));
        self[0] = new CommandRegistry(withHelp);
        return self[0];
    }

    private static CommandSpec spec(String name, List<String> aliases, String usage, String summary, boolean needsLogin,
                                    Handler handler, String... details) {
        return new CommandSpec(name, aliases, usage, summary, List.of(details), needsLogin, handler);
    }
}
