package io.lamancha.engine;

/**
 * The colours every game's render uses for a person who asked for them ({@code /set color on}):
 * ANSI SGR codes around a piece of text, nothing at all when the context has colour off. Renders
 * are plain by default, and JSON views never carry colour.
 */
public final class Ansi {

    /** The palette: the eight basic colours (bright where that reads better) and bold. */
    public enum Colour {
        RED("31"), GREEN("32"), YELLOW("33"), BLUE("34"), MAGENTA("35"), CYAN("36"), WHITE("37"), GREY("90"),
        BOLD("1");

        private final String code;

        Colour(String code) {
            this.code = code;
        }
    }

    private static final String RESET = "\u001b[0m";

    private Ansi() {
    }

    /** {@code text} in {@code colour} when {@code context} has colour on, else {@code text} as it is. */
    public static String paint(RenderContext context, Colour colour, String text) {
        return context.color() ? "\u001b[" + colour.code + "m" + text + RESET : text;
    }

    /** {@code text} in bold when {@code context} has colour on: the viewer's own highlights. */
    public static String bold(RenderContext context, String text) {
        return paint(context, Colour.BOLD, text);
    }
}
