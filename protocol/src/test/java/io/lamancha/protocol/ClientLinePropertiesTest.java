package io.lamancha.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** {@link ClientLine#parse} over any text: it never fails, and what a client means comes back out. */
class ClientLinePropertiesTest {

    @Property
    void anyTextParsesToSomeLineWithoutThrowing(@ForAll("anyLine") String line) {
        ClientLine parsed = ClientLine.parse(line);
        assertThat(parsed).isNotNull();
        if (parsed.tag() != null) {
            assertThat(ClientLine.isTag(parsed.tag())).as("only a valid tag is taken").isTrue();
        }
    }

    @Property
    void aTaggedCommandGivesBackItsTagItsVerbInLowerCaseAndItsArguments(@ForAll("tags") String tag,
            @ForAll("verbs") String verb, @ForAll("words") String args) {
        String line = "#" + tag + " /" + verb + (args.isEmpty() ? "" : " " + args);
        assertThat(ClientLine.parse(line)).isEqualTo(new ClientLine.Command(tag, verb.toLowerCase(Locale.ROOT), args));
    }

    @Property
    void anUntaggedCommandHasNoTag(@ForAll("verbs") String verb, @ForAll("words") String args) {
        assertThat(ClientLine.parse("  /" + verb + " " + args + "  "))
                .isEqualTo(new ClientLine.Command(null, verb.toLowerCase(Locale.ROOT), args));
    }

    @Property
    void aWhisperGivesBackItsTargetAndText(@ForAll("tags") String tag, @ForAll("verbs") String name,
            @ForAll("words") String text) {
        assertThat(ClientLine.parse("#" + tag + " ;" + name + " " + text))
                .isEqualTo(new ClientLine.Whisper(tag, name, text));
    }

    @Property
    void aDottedNameBeforeTextIsAWhisperAsMudClientsLeaveIt(@ForAll("tags") String tag, @ForAll("verbs") String name,
            @ForAll("words") String text) {
        Assume.that(name.length() >= 2 && !text.isEmpty());
        assertThat(ClientLine.parse("#" + tag + " ." + name + " " + text))
                .isEqualTo(new ClientLine.Whisper(tag, name, text));
    }

    @Example
    void dotsThatNameNobodyAreChat() {
        for (String chat : List.of("...", "... right", ".5 metres", ".. hm", ".a b", ".ann", ".ann!? x", ". ann hi")) {
            assertThat(ClientLine.parse(chat)).as(chat).isEqualTo(new ClientLine.Chat(null, chat));
        }
    }

    @Property
    void plainTextIsChatStripped(@ForAll("text") String text) {
        ClientLine parsed = ClientLine.parse(" " + text + " ");
        if (text.isEmpty()) {
            assertThat(parsed).isEqualTo(new ClientLine.Blank(null));
        } else {
            assertThat(parsed).isEqualTo(new ClientLine.Chat(null, text));
        }
    }

    @Property
    void aDoubleSlashIsChatThatStartsWithOneSlash(@ForAll("tags") String tag, @ForAll("words") String text) {
        assertThat(ClientLine.parse("#" + tag + " //" + text)).isEqualTo(new ClientLine.Chat(tag, "/" + text));
    }

    @Property
    void aTagAloneIsATaggedBlankLine(@ForAll("tags") String tag) {
        assertThat(ClientLine.parse("#" + tag)).isEqualTo(new ClientLine.Blank(tag));
    }

    @Property
    void aTagTooLongOrWithOtherCharactersIsNoTagButText(@ForAll("notTags") String notTag, @ForAll("verbs") String verb) {
        ClientLine parsed = ClientLine.parse("#" + notTag + " /" + verb);
        assertThat(parsed.tag()).isNull();
        assertThat(parsed).isEqualTo(new ClientLine.Chat(null, "#" + notTag + " /" + verb));
    }

    @Provide
    Arbitrary<String> anyLine() {
        Arbitrary<Character> special = Arbitraries.of('#', '/', ';', ' ', '\t', '\u00A0', '\u2028', ':', '.', '-');
        Arbitrary<Character> chars = Arbitraries.frequencyOf(
                Tuple.of(3, special), Tuple.of(3, Arbitraries.chars().alpha().numeric()), Tuple.of(1, Arbitraries.chars()));
        return chars.list().ofMaxSize(60).map(ClientLinePropertiesTest::join);
    }

    @Provide
    Arbitrary<String> tags() {
        return Arbitraries.strings().withCharRange('a', 'z').withCharRange('A', 'Z').withCharRange('0', '9')
                .withChars('_', '-', '.', ':').ofMinLength(1).ofMaxLength(ClientLine.MAX_TAG);
    }

    @Provide
    Arbitrary<String> notTags() {
        Arbitrary<String> tooLong = tags().map(t -> t.repeat(ClientLine.MAX_TAG + 1).substring(0, ClientLine.MAX_TAG + 1));
        Arbitrary<String> oddCharacter = tags().map(t -> t + "!");
        return Arbitraries.oneOf(tooLong, oddCharacter);
    }

    @Provide
    Arbitrary<String> verbs() {
        return Arbitraries.strings().withCharRange('a', 'z').withCharRange('A', 'Z').ofMinLength(1).ofMaxLength(12);
    }

    /** Words of visible characters separated by single spaces: no white space at either end. */
    @Provide
    Arbitrary<String> words() {
        Arbitrary<String> word = Arbitraries.strings().withCharRange('!', '~').withChars('é', 'ß', '囲')
                .ofMinLength(1).ofMaxLength(8);
        return word.list().ofMaxSize(5).map(ws -> String.join(" ", ws));
    }

    /** Words that do not start like a tag, a command or a whisper. */
    @Provide
    Arbitrary<String> text() {
        return words().filter(t -> t.isEmpty() || "#/;.".indexOf(t.charAt(0)) < 0);
    }

    private static String join(List<Character> chars) {
        StringBuilder sb = new StringBuilder();
        chars.forEach(sb::append);
        return sb.toString();
    }
}
