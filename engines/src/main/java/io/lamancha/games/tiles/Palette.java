package io.lamancha.games.tiles;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.RenderContext;

/**
 * The tile game's colours for a viewer who asked for them ({@code /set color on}), plain text
 * otherwise: roads yellow, knights red, churches cyan, windmills green, castles magenta, and the
 * viewer's own highlights (the current field, the tiles that can be placed, their own name) bold.
 * Every piece is painted on its own, never inside another, so one reset never ends two colours.
 */
final class Palette {

    private final RenderContext context;

    Palette(RenderContext context) {
        this.context = context;
    }

    /** A road leaving a box ({@code o}) or two roads joining between boxes ({@code =}). */
    String road(String text) {
        return Ansi.paint(context, Ansi.Colour.YELLOW, text);
    }

    /** A feature token: {@code K1}..{@code K3}, {@code Ch}, {@code Wm}. */
    String feature(String token) {
        if (token.startsWith("K")) {
            return Ansi.paint(context, Ansi.Colour.RED, token);
        }
        return Ansi.paint(context, token.equals("Ch") ? Ansi.Colour.CYAN : Ansi.Colour.GREEN, token);
    }

    /** A castle's value {@code [6]} or its keep {@code ->#<-}. */
    String castle(String text) {
        return Ansi.paint(context, Ansi.Colour.MAGENTA, text);
    }

    /** The viewer's own highlights: the current field's frame, the placeable marks, their name. */
    String highlight(String text) {
        return Ansi.bold(context, text);
    }
}
