package io.lamancha.games.hidalgo;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.RenderContext;

/**
 * The colours of the Hidalgo's render when the viewer asked for colour: each value token its own,
 * items green, diamonds blue, success green and failure red, the viewer's own things bold. With
 * colour off every method gives its text back as it is.
 */
final class Palette {

    /** No colour: for measuring how wide a coloured text shows. */
    static final Palette PLAIN = new Palette(RenderContext.plain(1, RenderContext.SPECTATOR));

    private final RenderContext ctx;

    Palette(RenderContext context) {
        this.ctx = context;
    }

    /** A token's name or letter, in that token's colour. */
    String token(String key, String text) {
        Token t = Token.fromKey(key);
        return t == null ? text : Ansi.paint(ctx, colour(t), text);
    }

    String token(String key) {
        return token(key, key);
    }

    private static Ansi.Colour colour(Token t) {
        switch (t) {
            case GLORY:
                return Ansi.Colour.YELLOW;
            case LOVE:
                return Ansi.Colour.RED;
            case OBSESSION:
                return Ansi.Colour.MAGENTA;
            default:
                return Ansi.Colour.CYAN;
        }
    }

    String item(String text) {
        return Ansi.paint(ctx, Ansi.Colour.GREEN, text);
    }

    String diamonds(int n) {
        return Ansi.paint(ctx, Ansi.Colour.BLUE, n + (n == 1 ? " diamond" : " diamonds"));
    }

    String outcome(boolean success, String text) {
        return Ansi.paint(ctx, success ? Ansi.Colour.GREEN : Ansi.Colour.RED, text);
    }

    /** Quiet text: the value track's space numbers. */
    String quiet(String text) {
        return Ansi.paint(ctx, Ansi.Colour.GREY, text);
    }

    /** The viewer's own highlights: their name, their playable cards, what they are asked. */
    String own(String text) {
        return Ansi.bold(ctx, text);
    }

    /** A seat's name, bold when it is the viewer's own. */
    String name(int seat) {
        return seat == ctx.viewerSeat() ? own(ctx.name(seat)) : ctx.name(seat);
    }
}
