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
        specs.add(spec("finger", List.of("whois"), "/finger [name]", "Who someone is: registered since, last seen, games played and won.", true, AccountCommands::finger));
        specs.add(spec("set", List.of(), "/set <key> <value>", "Settings: format text|json, color on|off.", false, SessionCommands::set,
                "/set format json: one JSON object per line, for bots (see docs/PROTOCOL.md).",
                "/set format text: sentences and ASCII renders, for people (the default).",
                "/set color on: ANSI colours in game renders."));
        specs.add(spec("ping", List.of(), "/ping", "Check the connection; answers pong.", false, SessionCommands::ping));
        specs.add(spec("quit", List.of("bye", "exit"), "/quit", "Leave the server.", false, SessionCommands::quit));
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
        specs.add(spec("tell", List.of("msg"), "/tell <name> <text>", "Whisper to someone anywhere (or ;name text).", true, ChatCommands::tell));
        specs.add(spec("me", List.of(), "/me <action>", "Act: /me waves.", true, ChatCommands::me));
        // Table
        specs.add(spec("join", List.of("sit"), "/join", "Take a seat at this room's table.", true, TableCommands::join));
        specs.add(spec("leave", List.of("stand"), "/leave", "Give up your seat (in a game, a bot takes it over).", true, TableCommands::leave));
        specs.add(spec("option", List.of("options"), "/option <key> <value>", "Set a table option; /option help lists them.", true, TableCommands::option));
        specs.add(spec("addbot", List.of("bot"), "/addbot [level]", "Seat a bot (random or smart; smart if not said).", true, TableCommands::addBot));
        specs.add(spec("start", List.of(), "/start", "Start the game with the seated players.", true, TableCommands::start));
        specs.add(spec("play", List.of("move"), "/play [@version] <move>", "Make a move in the game's notation.", true, TableCommands::play,
                "/play R7 plays the card R7; /moves lists your legal moves.",
                "Bots may put @<version> first (the version of the last state they saw): a move made",
                "against an older decision is refused with STALE."));
        specs.add(spec("moves", List.of(), "/moves", "Your legal moves now.", true, TableCommands::moves));
        specs.add(spec("show", List.of("board"), "/show [name]", "Show the table again (or one player's area).", true, TableCommands::show));
        specs.add(spec("spielinfo", List.of("info"), "/spielinfo", "The game's rules summary, seats and options.", true, TableCommands::spielinfo));
        specs.add(spec("remove", List.of("kickbot"), "/remove <name>", "Remove a bot or absent player; in a game, vote for a bot to play for an absent one.", true, TableCommands::remove));
        specs.add(spec("reset", List.of(), "/reset", "Clear a finished game; seats stay.", true, TableCommands::reset));
        // Stored games
        specs.add(spec("history", List.of("games"), "/history [name]", "Recent finished games (someone's, or everyone's).", true, ArchiveCommands::history));
        specs.add(spec("replay", List.of(), "/replay <id> [full] [move]", "Step through a finished game, move by move.", true, ArchiveCommands::replay,
                "/replay 12 shows the start, /replay 12 5 the table after move 5, as spectators saw it.",
                "/replay 12 full 5 shows every player's hand as well (the game is over)."));
        // Admins
        specs.add(spec("kick", List.of(), "/kick <name> [reason]", "Admin: disconnect someone.", true, AdminCommands::kick));
        specs.add(spec("announce", List.of("wall"), "/announce <text>", "Admin: tell everyone online.", true, AdminCommands::announce));
        specs.add(spec("shutdown", List.of(), "/shutdown [seconds]", "Admin: stop the server after a countdown; running games are saved.", true, AdminCommands::shutdown));
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
