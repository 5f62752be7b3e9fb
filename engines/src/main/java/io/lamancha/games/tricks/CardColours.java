package io.lamancha.games.tricks;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * Cards and colours as a person with colour on sees them: red, yellow and blue codes in their
 * colour, pass cards grey. Plain text when the context has colour off.
 */
final class CardColours {

    private CardColours() {
    }

    /** A card code ({@code R7}, {@code P}) or a colour letter ({@code R}) in its colour. */
    static String paint(RenderContext context, String code) {
        return Ansi.paint(context, colourOf(code), code);
    }

    /** Each code painted, in order. */
    static List<String> paintAll(RenderContext context, List<String> codes) {
        List<String> painted = new ArrayList<>(codes.size());
        codes.forEach(c -> painted.add(paint(context, c)));
        return painted;
    }

    private static Ansi.Colour colourOf(String code) {
        Colour colour = code.isEmpty() ? null : Colour.ofCode(code.charAt(0));
        if (colour == null) {
            return Ansi.Colour.GREY;
        }
        switch (colour) {
            case RED:
                return Ansi.Colour.RED;
            case YELLOW:
                return Ansi.Colour.YELLOW;
            default:
                return Ansi.Colour.BLUE;
        }
    }
}
